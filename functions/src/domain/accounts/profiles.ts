import { MAX_NAME_LENGTH } from '../../contract/request-rules.ts';
import type { DocumentStore } from '../../store/document-store.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';

export { MAX_NAME_LENGTH } from '../../contract/request-rules.ts';

// The profile document users/{uid}: what the Profile and Account Settings
// screens show. The Auth account holds the credentials; this holds the rest.

export const USERS = 'users';
/** Collections whose documents carry `authorKey`; "Reviews Submitted" counts all three. */
export const REVIEW_COLLECTIONS = ['interviewerReviews', 'managerReviews', 'companyReviews'] as const;

export type ProfileData = {
  name: string;
  email: string;
  createdAt: Date;
  tokens: number;
};

/** GET /api/user/profile (SPEC.md section 3). */
export type Profile = {
  id: string;
  name: string;
  email: string;
  totalReviews: number;
  tokens: number;
  createdAt: string;
};

export async function createProfile(
  store: DocumentStore,
  uid: string,
  seed: { name: string; email: string; createdAt: Date },
): Promise<void> {
  const data: ProfileData = { ...seed, tokens: 0 };
  await store.batch().set(USERS, uid, data).commit();
}

/**
 * The profile document, created from the Auth account when missing (accounts
 * made outside the register endpoint, or a register that failed half-way).
 */
export async function loadProfile(
  store: DocumentStore,
  uid: string,
  seed: () => Promise<Omit<ProfileData, 'tokens'> | null>,
): Promise<ProfileData | null> {
  const doc = await store.get<ProfileData>(USERS, uid);
  if (doc) return doc.data;
  const fresh = await seed();
  if (!fresh) return null;
  return store.runTransaction(async (tx) => {
    const again = await tx.get<ProfileData>(USERS, uid);
    if (again) return again.data;
    const data: ProfileData = { ...fresh, tokens: 0 };
    tx.set(USERS, uid, data);
    return data;
  });
}

/** `also` commits with the new name (the daily allowance of account changes). */
export async function renameProfile(
  store: DocumentStore,
  uid: string,
  name: string,
  also?: TxParticipant,
): Promise<void> {
  await store.runTransaction(async (tx) => {
    await also?.read(tx);
    tx.update(USERS, uid, { name });
    also?.write(tx);
  });
}

/**
 * The name the account's verifier gave (verify-otp): the profile made at registration carries whatever its
 * registrant typed, who may not own the address. Made here if registration left none.
 */
export async function nameVerifiedProfile(
  store: DocumentStore,
  uid: string,
  seed: { name: string; email: string; createdAt: Date },
): Promise<void> {
  await store.runTransaction(async (tx) => {
    const existing = await tx.get<ProfileData>(USERS, uid);
    if (existing) tx.update(USERS, uid, { name: seed.name });
    else tx.set(USERS, uid, { ...seed, tokens: 0 } satisfies ProfileData);
  });
}

export async function deleteProfile(store: DocumentStore, uid: string): Promise<void> {
  await store.batch().delete(USERS, uid).commit();
}

/** Before every date: `departsAt >= LONG_AGO` matches exactly the reviews that have one. */
const LONG_AGO = new Date(0);

/**
 * The author's reviews, not counting those they deleted that still wait for their moment to leave the
 * site (reviews/review-departure.ts): gone for their author at once, as My reviews says. Two counts per
 * kind (every review, those leaving), read by the `authorKey` + `departsAt` indexes.
 */
export async function countReviews(store: DocumentStore, key: string): Promise<number> {
  const mine = { field: 'authorKey', op: '==' as const, value: key };
  const counts = await Promise.all(
    REVIEW_COLLECTIONS.map(async (collection) => {
      const [all, leaving] = await Promise.all([
        store.count({ collection, where: [mine] }),
        store.count({ collection, where: [mine, { field: 'departsAt', op: '>=', value: LONG_AGO }] }),
      ]);
      return all - leaving;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export function toProfile(uid: string, data: ProfileData, totalReviews: number): Profile {
  return {
    id: uid,
    name: data.name,
    email: data.email,
    totalReviews,
    tokens: typeof data.tokens === 'number' ? data.tokens : 0,
    createdAt: new Date(data.createdAt).toISOString(),
  };
}

/** A display name for accounts that never gave one: the email's local part. */
export function fallbackName(email: string | null, displayName: string | null): string {
  const name = displayName?.trim() || email?.split('@')[0] || 'Anonymous';
  return name.slice(0, MAX_NAME_LENGTH);
}
