// The one id rule: Firestore's rules for document ids plus the shape of our own ids. The stores refuse
// what Firestore refuses (store/document-ids.ts re-exports docIdProblem), and every id the API takes
// (paths, queries, bodies) is checked at the edge with idField, so a bad id is a 400 and never reaches
// a store. Zod and web-standard APIs only (TextEncoder, no Buffer): the PWA's type check reads it too.
// https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields
import { z } from 'zod';

/** Ids Firestore keeps for itself (`__name__`, `__id123__`, ... and so `__proto__`). */
export const RESERVED_ID = /^__.*__$/;
export const MAX_DOC_ID_BYTES = 1500;
/** A lone surrogate has no UTF-8 form, and Firestore ids must be valid UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
const utf8 = new TextEncoder();

/** UTF-8 bytes of a string with no lone surrogate; a UTF-16 unit is at most 3 bytes, so short ids skip the encoding. */
function utf8Length(text: string): number {
  return text.length * 3 <= MAX_DOC_ID_BYTES ? text.length : utf8.encode(text).length;
}

/** Why Firestore would refuse `id` as a document id, or null if it is a valid one. */
export function docIdProblem(id: unknown): string | null {
  if (typeof id !== 'string' || id === '' || id.includes('/') || id === '.' || id === '..') {
    return `Invalid document id "${String(id)}".`;
  }
  if (RESERVED_ID.test(id)) return `Document id "${id}" is reserved.`;
  if (LONE_SURROGATE.test(id)) return 'Document id is not valid UTF-8.';
  if (utf8Length(id) > MAX_DOC_ID_BYTES) return 'Document id is longer than 1,500 bytes.';
  return null;
}

/**
 * The ids we hand out: store.newId() and unlinkableId() are 20 base62
 * characters; seeds and older data may use other letters, digits, _ and -.
 * Anything else (a '/', a name typed into an id field) is not one of ours.
 */
const DOC_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * One of our ids, and one Firestore accepts: the pattern alone lets through
 * ids Firestore reserves (`__proto__`, `__x__`), which the stores refuse.
 */
export function isDocId(value: unknown): value is string {
  return typeof value === 'string' && DOC_ID_PATTERN.test(value) && docIdProblem(value) === null;
}

/** Every id the API takes, in paths, queries and bodies: one of ours, and valid in Firestore. */
export const idField = z.string().refine(isDocId, 'must be a valid id');
