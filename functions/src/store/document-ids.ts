// Firestore's rules for document ids: the SQLite adapter refuses what Firestore refuses. The rule is
// the contract's (functions/src/contract/ids.ts), the same function the API's id fields check at the
// edge, so there is one id rule.
export { docIdProblem, MAX_DOC_ID_BYTES, RESERVED_ID } from '../contract/ids.ts';
