import { type ProfileData, USERS } from '../domain/accounts/profiles.ts';
import { isYoungAccount } from '../domain/moderation/admission.ts';
import type { AppDeps } from './context.ts';

// How old the caller's account is: the burst rule (review-admission.ts) and reports (routes/reports.ts)
// weigh accounts younger than a day less.

/** When the caller's account was created: the Auth record, else the profile; null if neither says. */
export async function accountCreatedAt(deps: AppDeps, uid: string): Promise<Date | null> {
  const account = await deps.users.get(uid);
  if (account) return account.createdAt;
  const profile = await deps.store.get<ProfileData>(USERS, uid);
  return profile ? new Date(profile.data.createdAt) : null;
}

/** Whether the caller's account is younger than a day (unknown age counts as not). */
export async function isYoungCaller(deps: AppDeps, uid: string, now: Date): Promise<boolean> {
  return isYoungAccount(await accountCreatedAt(deps, uid), now);
}
