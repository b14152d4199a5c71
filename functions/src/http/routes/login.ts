import { Hono } from 'hono';
import { loginBody } from '../../contract/account-requests.ts';
import { admitAuthAttempt, tooManyRequests, withResponseFloor } from '../auth-guards.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { forbidden, unauthenticated } from '../errors.ts';
import { validate } from '../validation.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const UNVERIFIED_MESSAGE =
  'Your email address is not verified yet. Enter the 6-digit code we emailed you (or request a new one) to verify your account, then sign in.';

/**
 * POST /auth/rmi/login: signs in through the Identity Toolkit REST API and
 * answers { token, user: { id } } (SPEC.md section 3). Wrong email and wrong
 * password are one answer; an unverified account gets a 403 only after the
 * right password. Failures count per (email, client) and, with a much higher
 * ceiling, per email (auth-rate-limits.ts), so a stranger cannot lock the owner out.
 */
export function loginRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/auth/rmi/login', validate('json', loginBody), async (c) => {
    const { email, password } = c.req.valid('json');
    const attempt = await admitAuthAttempt(deps, c, 'login', email);
    // Under the floor, so an unknown address (no password hash to check) is not answered sooner.
    const result = await withResponseFloor(deps, () => deps.passwordSignIn.signIn(email, password));
    if (result.status === 'invalid') throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
    if (result.status === 'throttled') {
      throw tooManyRequests(60, 'Too many sign-in attempts. Please try again later.');
    }
    const account = await deps.users.get(result.uid);
    if (!account) throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
    // The right password: not a failure, whatever follows.
    await attempt.succeeded();
    if (!account.emailVerified) throw forbidden(UNVERIFIED_MESSAGE);
    return c.json({ token: result.idToken, user: { id: result.uid } });
  });
}
