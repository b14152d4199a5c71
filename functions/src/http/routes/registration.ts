import { Hono } from 'hono';
import { registerBody, resendBody, verifyBody } from '../../contract/account-requests.ts';
import { existingAccountMail, verificationCodeMail } from '../../domain/accounts/account-mails.ts';
import { CODE_MAIL_COOLDOWN_SECONDS, codeFailureMessage } from '../../domain/accounts/one-time-codes.ts';
import { createProfile, fallbackName, nameVerifiedProfile } from '../../domain/accounts/profiles.ts';
import { IdentityUnavailableError } from '../../identity/identity.ts';
import { queueAndSendAccountMail } from '../account-mail-sender.ts';
import { accountCodes } from '../account-support.ts';
import {
  admitAuthAttempt,
  admitVerifiedAccount,
  tooManyRequests,
  withResponseFloor,
} from '../auth-guards.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { validate } from '../validation.ts';

export const REGISTERED_MESSAGE =
  'Registration successful. We sent a 6-digit code to your email address: enter it to verify your account.';
export const VERIFIED_MESSAGE = 'Your email address is verified. You can now sign in.';
export const RESENT_MESSAGE =
  'If an account with that email address is waiting for verification, we sent it a new code.';

const cooldown = { limit: 1, windowSeconds: CODE_MAIL_COOLDOWN_SECONDS };

/**
 * POST /auth/rmi/register, /auth/rmi/verify-otp and /auth/rmi/resend-otp.
 * Every answer is the same whether or not the address has an account (no
 * enumeration); an existing owner gets a notice mail instead of a code. The
 * password chosen at verify-otp is the account's; register's never is. A
 * wrong code counts against this client's tries for the address, never
 * against the code itself, so a stranger cannot burn the owner's code.
 */
export function registrationRoutes(deps: AppDeps) {
  const codes = accountCodes(deps);
  return new Hono<AppEnv>()
    .post('/auth/rmi/register', validate('json', registerBody), async (c) => {
      // The password was validated (a weak one is refused at once) and goes no further: the account
      // gets one nobody knows until verify-otp, so a stranger who registers someone's address can
      // neither sign in to it once its owner verifies it nor learn from a sign-in whether it was new.
      const { name, email } = c.req.valid('json');
      await admitAuthAttempt(deps, c, 'register', email);
      await withResponseFloor(deps, async () => {
        const created = await deps.users.create({ email, displayName: name });
        // Shared with resend-otp: at most one code or notice per address per minute.
        const mailAllowed = await deps.rateLimiter.hit('verify-mail', email, cooldown);
        if (created.status === 'created') {
          await createProfile(deps.store, created.uid, { name, email, createdAt: deps.clock() });
          const code = await codes.issue('verify-email', email, created.uid);
          await queueAndSendAccountMail(deps, email, 'verification code', verificationCodeMail(code));
        } else if (mailAllowed.allowed) {
          const existing = await deps.users.findByEmail(email);
          await queueAndSendAccountMail(
            deps,
            email,
            'existing account',
            existingAccountMail(existing?.emailVerified ?? true),
          );
        }
      });
      return c.json({ message: REGISTERED_MESSAGE }, 201);
    })
    .post('/auth/rmi/verify-otp', validate('json', verifyBody), async (c) => {
      // The password is validated with the body, before the code is checked and used up: a weak one
      // leaves the code for the next try.
      const { email, otp, password, name: given } = c.req.valid('json');
      // Like the password, the name is the verifier's: registration's was anyone's who typed the address.
      const name = given ?? fallbackName(email, null);
      const attempt = await admitAuthAttempt(deps, c, 'verifyOtp', email);
      // Before the code is checked, which uses it up: a refusal must leave the owner's code valid (a
      // neighbour behind the same address can fill the allowance), and no guess was checked.
      const verification = await admitVerifiedAccount(deps, c).catch(async (error: unknown) => {
        await attempt.succeeded();
        throw error;
      });
      const check = await codes.check('verify-email', email, otp);
      if (check.status !== 'ok') {
        await verification.uncount();
        throw badRequest(codeFailureMessage(check, attempt.triesLeft));
      }
      // The right code: not a failure.
      await attempt.succeeded();
      // Auth down (a 503 inviting another try): the code and the verification go back, so the same
      // code verifies the address then; before, the retry was told the code was "no longer valid".
      // The mailbox is proven: its owner's password, whoever registered the address (or an account
      // made before this change with its registrant's); their sessions end (the session floor).
      const verified = await deps.users
        .verifyWithPassword(check.uid, password, name)
        .catch(async (error: unknown) => {
          if (error instanceof IdentityUnavailableError) {
            await codes.giveBack('verify-email', email, otp, check);
            await verification.uncount();
          }
          throw error;
        });
      if (!verified) throw badRequest(codeFailureMessage({ status: 'invalid' }, attempt.triesLeft));
      // Verified, and signed in with that name in Auth; the profile only follows it, so a store outage
      // here leaves the old name (renamed in Settings) rather than failing a verification that is done.
      await nameVerifiedProfile(deps.store, check.uid, { name, email, createdAt: deps.clock() }).catch(
        (error) => deps.log.error('profile not renamed after verification', { error: String(error) }),
      );
      return c.json({ message: VERIFIED_MESSAGE });
    })
    .post('/auth/rmi/resend-otp', validate('json', resendBody), async (c) => {
      const { email } = c.req.valid('json');
      await admitAuthAttempt(deps, c, 'resendOtp', email);
      await withResponseFloor(deps, async () => {
        // The cool-down applies to every address alike, so a 429 says nothing about the account.
        const mailAllowed = await deps.rateLimiter.hit('verify-mail', email, cooldown);
        if (!mailAllowed.allowed) {
          throw tooManyRequests(
            mailAllowed.retryAfterSeconds,
            `Please wait ${mailAllowed.retryAfterSeconds} seconds before requesting another code.`,
          );
        }
        const account = await deps.users.findByEmail(email);
        if (account && !account.emailVerified) {
          const code = await codes.issue('verify-email', email, account.uid);
          await queueAndSendAccountMail(deps, email, 'verification code', verificationCodeMail(code));
        }
      });
      return c.json({ message: RESENT_MESSAGE });
    });
}
