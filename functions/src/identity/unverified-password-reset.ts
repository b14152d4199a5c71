// An account made on Firebase Auth's public accounts:signUp, or registered before registration stopped
// setting the registrant's password, keeps the password its MAKER chose until its address is verified,
// and Firebase Auth's own sign-in accepts it. The maker need not own the address. This one-off walk gives
// every unverified account a password nobody knows (npm run accounts:reset-unverified): the owner then
// sets theirs through the mailed code (verify-otp, or forgot-password), as for an account made today.
import { accountPages } from './account-pages.ts';
import { unknownPassword } from './unknown-password.ts';
import type { AccountRecord, UserAdmin } from './user-admin.ts';

export type UnverifiedResetReport = {
  /** Accounts walked. */
  accounts: number;
  /** Unverified accounts with an address (the ones a password can sign in to). */
  unverified: number;
  /** Of those, given a new password (0 on a dry run). */
  reset: number;
  /**
   * Verified by their owner between our read and our new password: that owner's chosen password was
   * replaced too, and they sign in again after "Forgot password". Firebase Auth has no conditional update.
   */
  verifiedMeanwhile: number;
};

const needsReset = (user: AccountRecord | null): user is AccountRecord =>
  user !== null && user.email !== null && !user.emailVerified;

export async function resetUnverifiedPasswords(
  users: Pick<UserAdmin, 'listUsers' | 'get' | 'setPassword'>,
  options: { dryRun: boolean; pageSize?: number; onPage?: (report: UnverifiedResetReport) => void },
): Promise<UnverifiedResetReport> {
  const report: UnverifiedResetReport = { accounts: 0, unverified: 0, reset: 0, verifiedMeanwhile: 0 };
  for await (const page of accountPages(users, options.pageSize)) {
    for (const listed of page) {
      report.accounts += 1;
      if (!needsReset(listed)) continue;
      report.unverified += 1;
      if (options.dryRun) continue;
      // Read again just before: the page may be minutes old, and an owner who verified since has chosen
      // the password they sign in with.
      if (!needsReset(await users.get(listed.uid))) continue;
      if (!(await users.setPassword(listed.uid, unknownPassword()))) continue;
      report.reset += 1;
      if ((await users.get(listed.uid))?.emailVerified) report.verifiedMeanwhile += 1;
    }
    options.onPage?.({ ...report });
  }
  return report;
}
