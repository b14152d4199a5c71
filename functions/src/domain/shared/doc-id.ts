// One of our ids, and one Firestore accepts: the one id rule, defined with the contract
// (functions/src/contract/ids.ts) so that the API's edge checks the same function.
export { isDocId } from '../../contract/ids.ts';
