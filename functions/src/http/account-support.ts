import type { AccountDeletionDeps } from '../domain/accounts/account-deletion.ts';
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
