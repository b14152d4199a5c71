import { Hono } from 'hono';
import { passwordBody, renameBody } from '../../contract/account-requests.ts';
import { authorKey } from '../../domain/accounts/author-key.ts';
import {
  countReviews,
  fallbackName,
  loadProfile,
  type ProfileData,
  renameProfile,
  toProfile,
} from '../../domain/accounts/profiles.ts';
import { IdentityUnavailableError } from '../../identity/identity.ts';
import { signedIn } from '../auth.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { confirmCurrentPassword } from '../current-password.ts';
import { dailyAllowance, useAllowance } from '../daily-limits.ts';
import { notFound } from '../errors.ts';
import { validate } from '../validation.ts';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Please sign in again with your new password.';

/**
 * GET and PATCH /api/user/profile, POST /api/user/password: the caller's own
 * account only (the uid always comes from the bearer token, never the request). A new password
 * needs the current one (current-password.ts). New names and new passwords together count against
 * the account's daily allowance of account changes (429 past it; daily-limits.ts): each writes to
 * the store (the profile, the session floor), and every write empties the cached public answers.
 */
export function userProfileRoutes(deps: AppDeps) {
  const profileData = async (uid: string): Promise<ProfileData> => {
    const data = await loadProfile(deps.store, uid, async () => {
      const account = await deps.users.get(uid);
      if (!account) return null;
      const email = account.email ?? '';
      return { name: fallbackName(account.email, account.displayName), email, createdAt: account.createdAt };
    });
    if (!data) throw notFound('Account not found.');
    return data;
  };
  const profileOf = async (uid: string, data: ProfileData) =>
    toProfile(uid, data, await countReviews(deps.store, authorKey(uid, deps.secrets.authorKey)));

  return (
    new Hono<AppEnv>()
      .get('/user/profile', signedIn(deps), async (c) => {
        const { uid } = c.get('user');
        return c.json(await profileOf(uid, await profileData(uid)));
      })
      .patch('/user/profile', signedIn(deps), validate('json', renameBody), async (c) => {
        const { uid } = c.get('user');
        const { name } = c.req.valid('json');
        const data = await profileData(uid);
        await renameProfile(deps.store, uid, name, dailyAllowance(deps, c, 'accountChanges'));
        await deps.users.setDisplayName(uid, name);
        return c.json(await profileOf(uid, { ...data, name }));
      })
      // Firebase Auth revokes the account's sessions on a password change, this one included.
      .post('/user/password', signedIn(deps), validate('json', passwordBody), async (c) => {
        const { uid } = c.get('user');
        const { currentPassword, newPassword } = c.req.valid('json');
        await confirmCurrentPassword(deps, c, uid, currentPassword);
        const allowance = await useAllowance(deps, c, 'accountChanges');
        // Only a change made counts: when Auth fails (down: a 503) or the account went meanwhile, the
        // password is as it was and nothing was written, so the allowance is given back.
        const changed = await deps.users.setPassword(uid, newPassword).catch(async (error: unknown) => {
          if (error instanceof IdentityUnavailableError) await allowance.giveBack();
          throw error;
        });
        if (!changed) {
          await allowance.giveBack();
          throw notFound('Account not found.');
        }
        return c.json({ message: PASSWORD_CHANGED_MESSAGE });
      })
  );
}
