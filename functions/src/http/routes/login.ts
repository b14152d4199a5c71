import { Hono } from 'hono';
import { loginBody } from '../../contract/account-requests.ts';
import { admitAuthAttempt, tooManyRequests, withResponseFloor } from '../auth-guards.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { validate } from '../validation.ts';

/**
 * One answer for a wrong email, a wrong password and an account not verified yet, so it leads an owner
 * who has not entered their code yet to it, whichever of the three it was.
 */
export const INVALID_CREDENTIALS_MESSAGE =
  'Invalid email or password. If you have just registered, verify your email address first: enter the 6-digit code we emailed you (or request a new one).';

/**
 * POST /auth/rmi/login: signs in through the Identity Toolkit REST API and
 * answers { token, user: { id } } (SPEC.md section 3). A wrong email, a wrong
 * password and an account not verified yet are one answer, counted alike.
 * Failures count per (email, client) and, with a much higher ceiling, per email
 * (auth-rate-limits.ts), so a stranger cannot lock the owner out.
 */
export function loginRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/auth/rmi/login', validate('json', loginBody), async (c) => {
    const { email, password } = c.req.valid('json');
    const attempt = await admitAuthAttempt(deps, c, 'login', email);
    // Under the floor, so an unknown address (no password hash to check) is not answered sooner, nor a
    // wrong password sooner than a right one (whose account is looked up).
    const result = await withResponseFloor(deps, async () => {
      const signedIn = await deps.passwordSignIn.signIn(email, password);
      if (signedIn.status !== 'ok') return signedIn;
      // Not verified yet: the password is known only to whoever made the account on Firebase Auth's
      // public signUp (or registered before register kept no password), not necessarily the
      // address's owner. Answered (and counted) as a wrong password: a 403 "not verified yet" told
      // that maker, polling, the moment the owner verified the address (then the password was the
      // owner's, and the answer a 401).
      const account = await deps.users.get(signedIn.uid);
      return account?.emailVerified ? signedIn : ({ status: 'invalid' } as const);
    });
    if (result.status === 'invalid') throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
    if (result.status === 'throttled') {
      throw tooManyRequests(60, 'Too many sign-in attempts. Please try again later.');
    }
    // The right password of a verified account: not a failure.
    await attempt.succeeded();
    return c.json({ token: result.idToken, user: { id: result.uid } });
  });
}
