import { docIdProblem } from '../../store/document-ids.ts';

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
