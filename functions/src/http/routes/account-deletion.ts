import { Hono } from 'hono';
import { authorKey } from '../../domain/accounts/author-key.ts';
import { deleteProfile } from '../../domain/accounts/profiles.ts';
import { accountCodes } from '../account-support.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/**
 * DELETE /api/user/account: erases the caller's data through every registered
 * account eraser (reviews, votes, saved lists, with their aggregates), then the
 * profile and pending codes, and the Auth account last, so that a failure
 * half-way leaves a token that can retry.
 */
export function accountDeletionRoutes(deps: AppDeps) {
  const codes = accountCodes(deps);
  return new Hono<AppEnv>().delete('/user/account', signedIn(deps), async (c) => {
    const { uid } = c.get('user');
    const account = await deps.users.get(uid);
    await deps.accountErasers.eraseAll({
      uid,
      authorKey: authorKey(uid, deps.secrets.authorKey),
      store: deps.store,
      now: deps.clock(),
    });
    await deleteProfile(deps.store, uid);
    if (account?.email) await codes.discard(account.email.toLowerCase());
    await deps.users.delete(uid);
    return c.json({ message: ACCOUNT_DELETED_MESSAGE });
  });
}
