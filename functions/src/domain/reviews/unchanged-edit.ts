import { isDeepStrictEqual } from 'node:util';
import type { Doc, DocData, Transaction } from '../../store/document-store.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';

/**
 * Fields no answer reads from the review: every review answers as anonymous (request-fields.ts
 * anonymousField), so the false an older client stored differs from today's true and changes nothing.
 */
const NOT_ANSWERED = new Set(['anonymous', 'isAnonymous']);

/**
 * Whether an edit sets every field to what the review already holds. Such an edit must write nothing
 * anyone else can see: a new `updatedAt`, the profile's last-review day (the sitemap's lastmod) and
 * the themes job's recomputation told anyone polling that the author was active that day.
 */
export function changesNothing(stored: DocData, input: object): boolean {
  return Object.entries(input).every(
    ([field, value]) => NOT_ANSWERED.has(field) || isDeepStrictEqual(value, stored[field]),
  );
}

/**
 * The answer to an edit that changes nothing: the review as it is. Its participant (the request's
 * idempotency claim and edit allowance) still commits, privately, so the request is recorded like any
 * edit and a replay under its Idempotency-Key answers this, even after a later edit.
 */
export async function unchangedEdit<T extends DocData>(
  tx: Transaction,
  review: Doc<T>,
  also: TxParticipant | undefined,
): Promise<Doc<T>> {
  await also?.read(tx);
  also?.write(tx);
  return review;
}
