import { Hono } from 'hono';
import { accountDeletionBody } from '../../contract/account-requests.ts';
import { continueDeletion, markForDeletion } from '../../domain/accounts/account-deletion.ts';
import { authorKey } from '../../domain/accounts/author-key.ts';
import { accountCodes, deletionDeps } from '../account-support.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { confirmCurrentPassword } from '../current-password.ts';
import { validate } from '../validation.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
export const ACCOUNT_DELETION_IN_PROGRESS_MESSAGE =
  'Your account has been signed out and is being deleted. Your reviews, votes, saved interviewers, claims ' +
  'and responses are being removed; this finishes in the background within minutes.';
/** The published reviews leave one by one (review-departures.ts): say so, and why. */
export const ACCOUNT_DELETION_WAITING_MESSAGE =
  'Your account has been signed out and is being deleted. Your published reviews, and your votes, claims ' +
  'and responses, leave the site one by one within a day, each at a moment of its own, so that nobody can ' +
  'tell they came from one person; so do the words of the reports you filed, which moderators see. ' +
  'Everything else is gone.';

export type AccountDeletionAnswer = { message: string; status: 'deleted' | 'in-progress' };

/**
 * DELETE /api/user/account (issue 20: any size), with the current password in a JSON body
 * ({ currentPassword }, current-password.ts): a live session alone must not be enough. At once:
 * the account is marked for deletion, signed out everywhere and disabled (so no new session can
 * start), and its pending codes go.
 * Then one bounded step of erasure runs here: a small account is gone when this answers (200,
 * status "deleted"); a larger one answers 202 (status "in-progress") and the background job
 * (scheduled function in production, a timer in the embedded default) continues until every
 * review, vote and saved item is gone and the aggregates are repaired, then removes the profile
 * and the Auth account.
 */
export function accountDeletionRoutes(deps: AppDeps) {
  const codes = accountCodes(deps);
  const body = validate('json', accountDeletionBody);
  return new Hono<AppEnv>().delete('/user/account', signedIn(deps), body, async (c) => {
    const { uid } = c.get('user');
    const account = await confirmCurrentPassword(deps, c, uid, c.req.valid('json').currentPassword);
    await markForDeletion(deps.store, uid, authorKey(uid, deps.secrets.authorKey), deps.clock());
    await deps.users.signOutAndDisable(uid);
    if (account.email) await codes.discard(account.email.toLowerCase());
    const progress = await continueDeletion(deletionDeps(deps), uid);
    const answer: AccountDeletionAnswer =
      progress === 'deleted'
        ? { message: ACCOUNT_DELETED_MESSAGE, status: 'deleted' }
        : {
            message:
              progress === 'waiting'
                ? ACCOUNT_DELETION_WAITING_MESSAGE
                : ACCOUNT_DELETION_IN_PROGRESS_MESSAGE,
            status: 'in-progress',
          };
    return c.json(answer, progress === 'deleted' ? 200 : 202);
  });
}
