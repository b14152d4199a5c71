import type { Context } from 'hono';
import type { AccountRecord } from '../identity/user-admin.ts';
import { passRequestGuard } from '../store/exactly-once-store.ts';
import { admitAuthAttempt, tooManyRequests } from './auth-guards.ts';
import type { AppDeps } from './context.ts';
import { ApiError, notFound } from './errors.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const TOO_MANY_PASSWORD_CHECKS_MESSAGE =
  'Too many attempts with a wrong password. Please try again later.';

// Its own code (403): a client can tell it from the other refusals and show it at the field.
const wrongPassword = () => new ApiError('wrong_password', WRONG_CURRENT_PASSWORD_MESSAGE);

/**
 * Before a change a stranger at an unlocked device must not make (a new password, deleting the
 * account): the caller types the account's current password. It is checked exactly as
 * POST /auth/rmi/login checks one (a sign-in through Identity Toolkit) and counted against login's
 * own limits for the account's email, so guesses here and at the login share one allowance and a
 * right password uses up nothing. A wrong one is a 403, not login's 401: the session is fine, and a
 * 401 tells clients it is not. Answers the account, for the change that follows.
 */
export async function confirmCurrentPassword(
  deps: AppDeps,
  c: Context,
  uid: string,
  password: string,
): Promise<AccountRecord> {
  // A revoked session (401) may not even guess: its session check comes before the password's.
  await passRequestGuard(deps.store);
  const account = await deps.users.get(uid);
  if (!account) throw notFound('Account not found.');
  // Keyed as login keys it (its email field lowercases), so both count in the same buckets.
  const email = account.email?.trim().toLowerCase();
  if (!email) throw wrongPassword();
  const attempt = await admitAuthAttempt(deps, c, 'login', email);
  const result = await deps.passwordSignIn.signIn(email, password);
  if (result.status === 'throttled') throw tooManyRequests(60, TOO_MANY_PASSWORD_CHECKS_MESSAGE);
  if (result.status !== 'ok' || result.uid !== uid) throw wrongPassword();
  await attempt.succeeded();
  return account;
}
