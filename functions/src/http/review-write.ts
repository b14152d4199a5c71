import type { Context } from 'hono';
import { authorKeyRecorded } from '../domain/accounts/author-key-records.ts';
import { joinParticipants, type TxParticipant } from '../domain/shared/tx-participant.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { countedWrite } from './daily-limits.ts';

/**
 * What a review write hands its transaction: the idempotency claim and the daily allowance
 * (countedWrite: reviews for a new review, edits for an edit) and the account's author-key record, written the first
 * time the account writes a review (issue 17 item 3), so the record commits with the review.
 * Needs signedIn before.
 */
export function reviewWrite(deps: AppDeps, c: Context<AppEnv>, kind: 'new' | 'edit'): TxParticipant {
  return joinParticipants(
    countedWrite(deps, c, kind === 'new' ? 'reviews' : 'edits'),
    authorKeyRecorded(deps.secrets.authorKey, c.get('user').uid),
  );
}
