import { type ProfileData, USERS } from '../domain/accounts/profiles.ts';
import { isYoungAccount } from '../domain/moderation/admission.ts';
import { IdentityUnavailableError } from '../identity/identity.ts';
import type { AppDeps } from './context.ts';

// How old the caller's account is: the burst rule (review-admission.ts), reports (routes/reports.ts)
// and votes (review-votes.ts) weigh accounts younger than a day less.

/** Accounts' creation times as Firebase Auth gave them, per instance: they never change. */
const MAX_REMEMBERED = 10_000;
const creationTimes = new WeakMap<AppDeps['users'], Map<string, Date>>();

/**
 * When the caller's account was created: the Auth record, else the profile; null if neither says.
 * What Auth said is remembered, so an account's votes after its first ask Auth nothing (no vote
 * waits on Firebase Auth but the first of an account on an instance).
 */
export async function accountCreatedAt(deps: AppDeps, uid: string): Promise<Date | null> {
  let known = creationTimes.get(deps.users);
  if (!known) {
    known = new Map();
    creationTimes.set(deps.users, known);
  }
  const remembered = known.get(uid);
  if (remembered) return remembered;
  // Auth unreachable or failing is a 503 with Retry-After (app.ts), as for every other Auth call.
  const account = await deps.users.get(uid).catch((error: unknown) => {
    throw error instanceof IdentityUnavailableError ? error : new IdentityUnavailableError(error);
  });
  if (account) {
    known.set(uid, account.createdAt);
    if (known.size > MAX_REMEMBERED) known.delete(known.keys().next().value as string);
    return account.createdAt;
  }
  const profile = await deps.store.get<ProfileData>(USERS, uid);
  return profile ? new Date(profile.data.createdAt) : null;
}

/** Whether the caller's account is younger than a day (unknown age counts as not). */
export async function isYoungCaller(deps: AppDeps, uid: string, now: Date): Promise<boolean> {
  return isYoungAccount(await accountCreatedAt(deps, uid), now);
}
