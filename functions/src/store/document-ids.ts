// Firestore's rules for document ids, in one place: the SQLite adapter refuses
// what Firestore refuses, and the API's id fields check the same rules at the
// edge, so a bad id is a 400 and never reaches a store.
// https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields

/** Ids Firestore keeps for itself (`__name__`, `__id123__`, ... and so `__proto__`). */
export const RESERVED_ID = /^__.*__$/;
export const MAX_DOC_ID_BYTES = 1500;
/** A lone surrogate has no UTF-8 form, and Firestore ids must be valid UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why Firestore would refuse `id` as a document id, or null if it is a valid one. */
export function docIdProblem(id: unknown): string | null {
  if (typeof id !== 'string' || id === '' || id.includes('/') || id === '.' || id === '..') {
    return `Invalid document id "${String(id)}".`;
  }
  if (RESERVED_ID.test(id)) return `Document id "${id}" is reserved.`;
  if (LONE_SURROGATE.test(id)) return 'Document id is not valid UTF-8.';
  if (Buffer.byteLength(id, 'utf8') > MAX_DOC_ID_BYTES) return 'Document id is longer than 1,500 bytes.';
  return null;
}
