// Whether a new review is published at once or held for a moderator
// (issue 9): screening decides before the transaction (profanity holds it),
// and the burst rule decides inside the review's own transaction, so that
// concurrent reviews count exactly. The burst rule: 3 or more negative
// reviews (rating <= 2) on one target within an hour, from accounts younger
// than a day, are held; the review that completes a burst is held at once
// and the earlier ones of the burst right after (holdBurst in actions.ts).
import type { Transaction } from '../../store/document-store.ts';
import { countNewAccountReview } from '../insights/new-account-days.ts';
import { isRewriteOfWithheld, REWRITTEN } from './carry-over.ts';
import { afterScreening, type HoldReason, type ModerationFields, SCHEDULED } from './review-state.ts';

export const REVIEW_BURSTS = 'reviewBursts';
export const BURST_WINDOW_MS = 60 * 60 * 1000;
export const BURST_SIZE = 3;
export const YOUNG_ACCOUNT_MS = 24 * 60 * 60 * 1000;
export const NEGATIVE_RATING = 2;

export type ReviewKindName = 'interviewer' | 'manager' | 'company';

export type Admission = {
  /** From screening: non-empty holds the review. */
  holdFor: HoldReason[];
  /** A negative review from an account younger than a day: counts towards a burst. */
  burstCandidate: boolean;
  /** Filled in the review's transaction: earlier reviews of the burst this one completed. */
  burstEarlier: string[];
  /**
   * The author's account is younger than a day. Never stored on the review: it only adds one to
   * a per-target, per-day counter (insights/new-account-days.ts), which says how many, not which.
   */
  young?: boolean;
  /**
   * When a new review may appear publicly (scheduled-publication.ts): until then it is held for that
   * alone, out of every figure; absent (or not after now), it is published at once.
   */
  publishAt?: Date;
};

/** Review ids only (never who wrote them), pruned to the last hour. */
type BurstData = {
  kind: ReviewKindName;
  subjectId: string;
  entries: { reviewId: string; at: Date }[];
  updatedAt: Date;
  /** Also the field for a Firestore TTL policy on `reviewBursts`. */
  expiresAt: Date;
};

/** Whether an account made at `createdAt` is younger than a day; unknown (null, or after now: clock skew) is not. */
export function isYoungAccount(createdAt: Date | null, now: Date): boolean {
  const age = createdAt ? now.getTime() - createdAt.getTime() : -1;
  return age >= 0 && age < YOUNG_ACCOUNT_MS;
}

export function newAdmission(options: {
  holdFor: HoldReason[];
  rating: number;
  /** When the author's account was created; null when unknown (treated as not young). */
  accountCreatedAt: Date | null;
  now: Date;
  /** Its publication time, when new reviews wait for one (scheduled-publication.ts). */
  publishAt?: Date | null;
}): Admission {
  const young = isYoungAccount(options.accountCreatedAt, options.now);
  return {
    holdFor: [...options.holdFor],
    burstCandidate: young && options.rating <= NEGATIVE_RATING,
    burstEarlier: [],
    young,
    ...(options.publishAt ? { publishAt: options.publishAt } : {}),
  };
}

export function burstId(kind: ReviewKindName, subjectId: string): string {
  return `${kind}-${subjectId}`;
}

/** The decision for a new review, made inside its transaction. */
export type Gate = {
  /** The review's `moderation` field; undefined when simply published. */
  moderation: ModerationFields | undefined;
  /** Whether the review counts in the aggregates (published). */
  counted: boolean;
  /** The gate's own writes (the burst record); call with the review's writes. */
  write(tx: Transaction): void;
};

/** A review the burst rule is asked about: its kind, subject and id. */
export type BurstTarget = { kind: ReviewKindName; subjectId: string; reviewId: string };

/** The burst rule's answer in a review's transaction: its hold, if any, and its record's write. */
type BurstCount = { holdFor: HoldReason[]; write(tx: Transaction): void };

/**
 * Counts a negative review from a young account (`admission.burstCandidate`) towards its subject's burst:
 * the read (before any write), the hold when it completes a burst, and the earlier reviews of that burst
 * in `admission.burstEarlier` (settleAdmission holds them after the commit).
 */
async function countBurst(
  tx: Transaction,
  admission: Admission,
  target: BurstTarget,
  now: Date,
): Promise<BurstCount> {
  const bursts = burstId(target.kind, target.subjectId);
  const existing = await tx.get<BurstData>(REVIEW_BURSTS, bursts);
  const since = now.getTime() - BURST_WINDOW_MS;
  const recent = (existing?.data.entries ?? []).filter(
    (e) => new Date(e.at).getTime() > since && e.reviewId !== target.reviewId,
  );
  const entries = [...recent, { reviewId: target.reviewId, at: now }];
  const completes = entries.length >= BURST_SIZE;
  admission.burstEarlier = completes ? recent.map((e) => e.reviewId) : [];
  const data: BurstData = {
    kind: target.kind,
    subjectId: target.subjectId,
    entries,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + BURST_WINDOW_MS),
  };
  return {
    holdFor: completes ? ['burst'] : [],
    write: (writer) => writer.set(REVIEW_BURSTS, bursts, data),
  };
}

/**
 * Reads (call with the transaction's other reads, before any write) and
 * decides. Written again where a withheld review was deleted, it is held (carry-over.ts);
 * otherwise, without an admission (seeds, direct domain calls), it is published.
 */
export async function admitNew(
  tx: Transaction,
  admission: Admission | undefined,
  target: BurstTarget,
  now: Date,
): Promise<Gate> {
  if (admission) admission.burstEarlier = [];
  // Independent reads, one round trip.
  const [rewritten, burst] = await Promise.all([
    isRewriteOfWithheld(tx, target.kind, target.reviewId, now),
    admission?.burstCandidate ? countBurst(tx, admission, target, now) : null,
  ]);
  // Even without an admission (seeds, direct calls): a moderator's decision is not undone by a rewrite.
  const carried: HoldReason[] = rewritten ? [REWRITTEN] : [];
  if (!admission) {
    const moderation = afterScreening(undefined, carried, now);
    return { moderation, counted: moderation === undefined, write: () => {} };
  }
  const holdFor = [...admission.holdFor, ...carried, ...(burst?.holdFor ?? [])];
  const publishAt =
    admission.publishAt && admission.publishAt.getTime() > now.getTime() ? admission.publishAt : null;
  if (publishAt) holdFor.push(SCHEDULED);
  const held = holdFor.length > 0 ? afterScreening(undefined, holdFor, now) : undefined;
  const moderation = held && publishAt ? { ...held, publishAt } : held;
  return {
    moderation,
    counted: moderation === undefined,
    write: (writer) => {
      burst?.write(writer);
      if (admission.young) countNewAccountReview(writer, target.kind, target.subjectId, now);
    },
  };
}

/**
 * An edit that turns a review negative, by an account younger than a day (`admission.burstCandidate`),
 * counts towards the burst rule as a new negative review does: before, three new accounts that wrote kind
 * reviews and edited them down to one star published the pile-on at once. Reads (before any write);
 * null when the edit does not count.
 */
export async function countEditBurst(
  tx: Transaction,
  admission: Admission | undefined,
  target: BurstTarget,
  ratings: { before: number; after: number },
  now: Date,
): Promise<BurstCount | null> {
  if (!admission?.burstCandidate) return null;
  admission.burstEarlier = [];
  const turnsNegative = ratings.before > NEGATIVE_RATING && ratings.after <= NEGATIVE_RATING;
  return turnsNegative ? countBurst(tx, admission, target, now) : null;
}

/** An edit: screening may hold a published review; it never lifts a hold (a moderator does). */
export function admitEdit(
  current: ModerationFields | undefined,
  admission: Admission | undefined,
  now: Date,
): ModerationFields | undefined {
  return afterScreening(current, admission?.holdFor ?? [], now);
}
