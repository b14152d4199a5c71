import { Hono } from 'hono';
import { forgotBody, resetBody } from '../../contract/account-requests.ts';
import { passwordResetMail } from '../../domain/accounts/account-mails.ts';
import { CODE_MAIL_COOLDOWN_SECONDS, codeFailureMessage } from '../../domain/accounts/one-time-codes.ts';
import { fallbackName } from '../../domain/accounts/profiles.ts';
import { IdentityUnavailableError } from '../../identity/identity.ts';
import { queueAndSendAccountMail } from '../account-mail-sender.ts';
import { accountCodes } from '../account-support.ts';
import {
  admitAuthAttempt,
  admitVerifiedAccount,
  clearLoginFailures,
  withResponseFloor,
} from '../auth-guards.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { badRequest } from '../errors.ts';
import { validate } from '../validation.ts';

export const FORGOT_MESSAGE =
  'If an account exists for that email address, we sent it a 6-digit code to reset the password.';
export const RESET_MESSAGE = 'Your password has been reset. You can now sign in with your new password.';

/**
 * POST /auth/rmi/forgot-password (always the same 200) and
 * POST /auth/rmi/reset-password (code + new password): a wrong code gets one
 * answer whether or not the address has an account or a code.
 */
export function passwordResetRoutes(deps: AppDeps) {
  const codes = accountCodes(deps);
  return new Hono<AppEnv>()
    .post('/auth/rmi/forgot-password', validate('json', forgotBody), async (c) => {
      const { email } = c.req.valid('json');
      await admitAuthAttempt(deps, c, 'forgotPassword', email);
      await withResponseFloor(deps, async () => {
        // Within the cool-down the earlier code stays valid; nothing is sent and the answer does not change.
        const cooldown = { limit: 1, windowSeconds: CODE_MAIL_COOLDOWN_SECONDS };
        if (!(await deps.rateLimiter.hit('reset-mail', email, cooldown)).allowed) return;
        const account = await deps.users.findByEmail(email);
        if (!account) return;
        const code = await codes.issue('reset-password', email, account.uid);
        const name = fallbackName(account.email, account.displayName);
        await queueAndSendAccountMail(deps, email, 'reset code', passwordResetMail(name, code));
      });
      return c.json({ message: FORGOT_MESSAGE });
    })
    .post('/auth/rmi/reset-password', validate('json', resetBody), async (c) => {
      const { email, otp, newPassword } = c.req.valid('json');
      const attempt = await admitAuthAttempt(deps, c, 'resetPassword', email);
      // Checked without using it: a reset the allowance refuses below leaves the owner's code for
      // another try or another network (as verify-otp does).
      const check = await codes.check('reset-password', email, otp, { keep: true });
      if (check.status !== 'ok') throw badRequest(codeFailureMessage(check, attempt.triesLeft));
      // The right code: not a failure, whatever follows.
      await attempt.succeeded();
      // A reset verifies the address too: an account not verified yet counts as a new one.
      const account = await deps.users.get(check.uid);
      const verification = account && !account.emailVerified ? await admitVerifiedAccount(deps, c) : null;
      // Now used, once: of two resets with the same code, only one gets past here.
      const used = await codes.check('reset-password', email, otp);
      if (used.status !== 'ok') {
        await verification?.uncount();
        throw badRequest(codeFailureMessage(used, attempt.triesLeft));
      }
      let markedVerified = false;
      try {
        if (!(await deps.users.setPassword(check.uid, newPassword))) {
          throw badRequest(codeFailureMessage({ status: 'invalid' }, attempt.triesLeft));
        }
        // The code proved the mailbox is theirs; and whoever knew the old password is signed out.
        await deps.users.markEmailVerified(check.uid);
        markedVerified = true;
        await deps.users.revokeSessions(check.uid);
      } catch (error) {
        // Auth down (a 503 inviting another try, not the person's doing): the code goes back, so the
        // same code finishes the reset, sessions ended included (before, the retry was told the code
        // was "no longer valid"); and so does the address's verification, unless Auth had already
        // marked the account verified (the retry then counts none: that one was used).
        if (error instanceof IdentityUnavailableError) {
          await codes.giveBack('reset-password', email, otp, used);
          if (!markedVerified) await verification?.uncount();
        }
        throw error;
      }
      // OWASP: a reset must work when sign-in is locked, and lift the lock (failures by others included).
      await clearLoginFailures(deps, c, email);
      return c.json({ message: RESET_MESSAGE });
    });
}
