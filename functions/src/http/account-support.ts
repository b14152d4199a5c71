import type { AccountDeletionDeps } from '../domain/accounts/account-deletion.ts';
import type { MailContent } from '../domain/accounts/account-mails.ts';
import { type OneTimeCodes, oneTimeCodes } from '../domain/accounts/one-time-codes.ts';
import type { AppDeps } from './context.ts';

/** What a deletion step needs from the app's dependencies (the request's and the job's alike). */
export function deletionDeps(
  deps: Pick<AppDeps, 'store' | 'accountErasers' | 'users' | 'secrets' | 'clock' | 'publishDelay'>,
): AccountDeletionDeps {
  return {
    store: deps.store,
    erasers: deps.accountErasers,
    users: deps.users,
    authorKeySecret: deps.secrets.authorKey,
    now: deps.clock(),
    publishDelay: deps.publishDelay,
  };
}

/** The one-time codes service over the app's store, code secret and clock. */
export function accountCodes(deps: AppDeps): OneTimeCodes {
  return oneTimeCodes({ store: deps.store, secret: deps.secrets.codes, clock: deps.clock });
}

/**
 * Sends an account mail. A failure is logged (without the address) and
 * swallowed: an answer that differed when mail fails would tell whether the
 * address has an account, and the person can always ask for a new code.
 */
export async function sendAccountMail(deps: AppDeps, to: string, kind: string, content: MailContent) {
  try {
    await deps.mailer.send({ to, ...content });
  } catch (error) {
    // Only the error's code: SMTP messages often quote the recipient's address.
    const code = (error as { code?: unknown })?.code;
    deps.log.error('account mail not sent', { kind, error: typeof code === 'string' ? code : 'unknown' });
  }
}
