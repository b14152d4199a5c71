import { type ProfileData, USERS } from '../domain/accounts/profiles.ts';
import { isYoungAccount } from '../domain/moderation/admission.ts';
import { IdentityUnavailableError } from '../identity/identity.ts';
import type { AppDeps } from './context.ts';

// How old the caller's account is: the burst rule (review-admission.ts), reports (routes/reports.ts)
// and votes (review-votes.ts) weigh accounts younger than a day less.

/** Accounts' creation times as found, per instance: they never change. */
const MAX_REMEMBERED = 10_000;
const creationTimes = new WeakMap<AppDeps['users'], Map<string, Date>>();

/**
 * When the caller's account was created: Firebase Auth's record is the truth, but the profile
 * (users/{uid}) is never dated before it (made at registration, at verification, or from Auth's own
 * time), so a profile over a day old settles it from the store: a vote then waits on no network round
 * trip to Auth (issue 19), even on an instance that never saw the account, and goes on through an Auth
 * outage. A younger or missing profile asks Auth. Null when neither knows the account.
 */
export async function accountCreatedAt(deps: AppDeps, uid: string): Promise<Date | null> {
  let known = creationTimes.get(deps.users);
  if (!known) {
    known = new Map();
    creationTimes.set(deps.users, known);
  }
  const remember = (createdAt: Date): Date => {
    known.set(uid, createdAt);
    if (known.size > MAX_REMEMBERED) known.delete(known.keys().next().value as string);
    return createdAt;
  };
  const remembered = known.get(uid);
  if (remembered) return remembered;
  const profile = await deps.store.get<ProfileData>(USERS, uid);
  const profileDate = profile ? new Date(profile.data.createdAt) : null;
  if (profileDate && !Number.isNaN(profileDate.getTime()) && isOldAt(profileDate, deps.clock())) {
    return remember(profileDate);
  }
  // Auth unreachable or failing is a 503 with Retry-After (app.ts), as for every other Auth call.
  const account = await deps.users.get(uid).catch((error: unknown) => {
    throw error instanceof IdentityUnavailableError ? error : new IdentityUnavailableError(error);
  });
  if (account) return remember(account.createdAt);
  return profileDate;
}

/** Made at least a day before `now` (not young, and not after now). */
function isOldAt(createdAt: Date, now: Date): boolean {
  return createdAt.getTime() <= now.getTime() && !isYoungAccount(createdAt, now);
}

/** Whether the caller's account is younger than a day (unknown age counts as not). */
export async function isYoungCaller(deps: AppDeps, uid: string, now: Date): Promise<boolean> {
  return isYoungAccount(await accountCreatedAt(deps, uid), now);
}
