// Suspicious patterns for moderators (issue 16 item 3), found by the insights
// job among recent reviews and put in the moderation queue with the reason
// and the reviews involved, never their authors. A moderator dismisses a
// signal; the same pattern found again keeps its (deterministic) id, so a
// dismissed one stays dismissed. Thresholds (README, "Suspicious patterns"):
//   burst          BURST_REVIEWS or more reviews of one target within BURST_WINDOW_MS;
//   outlier        OUTLIER_REVIEWS or more reviews of one target within OUTLIER_WINDOW_MS, each
//                  OUTLIER_DISTANCE stars or more from the mean of the target's other published
//                  reviews (at least MIN_GROUP of them);
//   newAccounts    NEW_ACCOUNT_REVIEWS or more reviews of one target on one UTC day from accounts
//                  created less than a day before (new-account-days.ts: a count, never which);
//   nearDuplicate  texts of at least DUPLICATE_MIN_WORDS words on different targets whose word
//                  3-shingles overlap by DUPLICATE_SIMILARITY or more (Jaccard, wink-nlp), within
//                  DUPLICATE_WINDOW_MS.
/// <reference path="./wink-similarity.d.ts" />
import winkSimilarity from 'wink-nlp/utilities/similarity.js';
import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { COMPANY_CATEGORIES } from '../companies/review-scores.ts';
import { statsFrom } from '../companies/score-stats.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { MANAGERS, type ManagerData, managerStats } from '../managers/manager.ts';
import type { ReviewKindName } from '../moderation/admission.ts';
import { MODERATED_KINDS, REVIEW_KIND_NAMES } from '../moderation/moderated-kinds.ts';
import { DomainError } from '../shared/domain-error.ts';
import { utcDayOf } from '../shared/public-dates.ts';
import { INSIGHT_STATE } from './company-insights.ts';
import { countsInFigures, MIN_GROUP } from './honest-figures.ts';
import { NEW_ACCOUNT_DAYS, type NewAccountDayData } from './new-account-days.ts';
import { similarPairs } from './similar-pairs.ts';

export const MODERATION_SIGNALS = 'moderationSignals';
const SIGNAL_STATE_ID = 'signals';

const HOUR = 3_600_000;
export const BURST_REVIEWS = 5;
export const BURST_WINDOW_MS = 24 * HOUR;
export const OUTLIER_DISTANCE = 2.5;
export const OUTLIER_REVIEWS = 2;
export const OUTLIER_WINDOW_MS = 7 * 24 * HOUR;
export const NEW_ACCOUNT_REVIEWS = 3;
export const DUPLICATE_SIMILARITY = 0.8;
export const DUPLICATE_MIN_WORDS = 12;
export const DUPLICATE_WINDOW_MS = 7 * 24 * HOUR;
/** How far back a first scan looks, and the most reviews per kind one scan reads. */
export const FIRST_SCAN_MS = 7 * 24 * HOUR;
export const SCAN_LIMIT = 2000;
export const MAX_LISTED_SIGNALS = 200;

export const SIGNAL_TYPES = ['burst', 'outlier', 'newAccounts', 'nearDuplicate'] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

type ReviewRef = { kind: ReviewKindName; reviewId: string };

export type SignalData = {
  type: SignalType;
  reason: string;
  subject: { kind: ReviewKindName; id: string } | null;
  reviews: ReviewRef[];
  detectedAt: Date;
  status: 'open' | 'dismissed';
  dismissedAt: Date | null;
};

export type SignalResponse = Omit<SignalData, 'detectedAt' | 'dismissedAt'> & {
  _id: string;
  detectedAt: string;
  dismissedAt: string | null;
};

type Recent = {
  kind: ReviewKindName;
  id: string;
  subjectId: string;
  rating: number;
  /** Where the scan reads it: when it became public (or, until then, when it was written). */
  createdAt: Date;
  /** When it was written: what every pattern compares (writingTime). */
  writtenAt: Date;
  text: string;
};

type Timed = { createdAt: Date; writtenAt?: Date };

/**
 * When a review was written. A review that waited for its publication time has its createdAt moved to
 * the moment it appeared (review-state.ts, firstPublicationFields), a random 1 to 24 hours later: read
 * by that, a brigade written in one evening was spread over the next day, and the new-account count
 * (kept by the day of writing) listed none of its reviews.
 */
const writingTime = (data: Timed) => new Date(data.writtenAt ?? data.createdAt);

function textOf(kind: ReviewKindName, data: DocData): string {
  return MODERATED_KINDS[kind]
    .contentOf(data)
    .texts.map((t) => t.text)
    .concat([MODERATED_KINDS[kind].contentOf(data).reviewText])
    .filter((t) => t !== '' && !/^(cleared|not cleared|waiting|no interview)$/.test(t))
    .join(' ');
}

async function recentReviews(store: DocumentStore, since: Date): Promise<Recent[]> {
  const out: Recent[] = [];
  for (const kind of REVIEW_KIND_NAMES) {
    const spec = MODERATED_KINDS[kind];
    const docs = await store.query<DocData & Timed & { rating: number }>({
      collection: spec.collection,
      where: [{ field: 'createdAt', op: '>', value: since }],
      orderBy: [{ field: 'createdAt' }],
      limit: SCAN_LIMIT,
    });
    for (const d of docs) {
      out.push({
        kind,
        id: d.id,
        subjectId: spec.subjectIdOf(d.data),
        rating: d.data.rating,
        createdAt: new Date(d.data.createdAt),
        writtenAt: writingTime(d.data),
        text: textOf(kind, d.data),
      });
    }
  }
  return out;
}

/** A target's reviews around a time (newest first, by the subject + createdAt index). */
async function reviewsOfTarget(store: DocumentStore, kind: ReviewKindName, subjectId: string, limit = 100) {
  const spec = MODERATED_KINDS[kind];
  const field = { interviewer: 'interviewerId', manager: 'managerId', company: 'companyId' }[kind];
  return store.query<DocData & Timed & { rating: number }>({
    collection: spec.collection,
    where: [{ field, op: '==', value: subjectId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit,
  });
}

/** Published count and rating sum of a target, from its aggregates. */
async function targetHistory(store: DocumentStore, kind: ReviewKindName, subjectId: string) {
  if (kind === 'interviewer') {
    const d = await store.get<InterviewerData>(INTERVIEWERS, subjectId);
    return d ? { n: d.data.reviewCount, sum: d.data.ratingSum } : null;
  }
  if (kind === 'manager') {
    const d = await store.get<ManagerData>(MANAGERS, subjectId);
    const s = d ? managerStats(d.data) : null;
    return s ? { n: s.reviewCount, sum: s.ratingSum } : null;
  }
  const d = await store.get<CompanyData>(COMPANIES, subjectId);
  const s = d ? statsFrom(COMPANY_CATEGORIES, d.data.companyReviewStats) : null;
  return s ? { n: s.reviewCount, sum: s.ratingSum } : null;
}

const groupBy = <T>(items: T[], key: (t: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

type Found = Omit<SignalData, 'status' | 'dismissedAt' | 'detectedAt'> & { id: string };

async function bursts(store: DocumentStore, recent: Recent[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const [key, group] of groupBy(recent, (r) => `${r.kind}-${r.subjectId}`)) {
    const [first] = group;
    if (!first) continue;
    const around = await reviewsOfTarget(store, first.kind, first.subjectId);
    const times = around.map((d) => ({ id: d.id, at: writingTime(d.data).getTime() }));
    for (const r of group) {
      const end = r.writtenAt.getTime();
      const inWindow = times.filter((t) => t.at <= end && t.at > end - BURST_WINDOW_MS);
      if (inWindow.length < BURST_REVIEWS) continue;
      found.push({
        id: `burst-${key}-${utcDayOf(end)}`,
        type: 'burst',
        reason: `${inWindow.length} reviews of one ${r.kind} within 24 hours (threshold ${BURST_REVIEWS}).`,
        subject: { kind: r.kind, id: r.subjectId },
        reviews: inWindow.map((t) => ({ kind: r.kind, reviewId: t.id })),
      });
      break;
    }
  }
  return found;
}

async function outliers(store: DocumentStore, recent: Recent[], now: Date): Promise<Found[]> {
  const found: Found[] = [];
  const since = now.getTime() - OUTLIER_WINDOW_MS;
  for (const [key, group] of groupBy(
    recent.filter((r) => r.writtenAt.getTime() > since),
    (r) => `${r.kind}-${r.subjectId}`,
  )) {
    const [first] = group;
    if (!first || group.length < OUTLIER_REVIEWS) continue;
    const history = await targetHistory(store, first.kind, first.subjectId);
    if (!history) continue;
    // The history without these reviews (the published ones among them are in the aggregates).
    const docs = await store.getAll<DocData>(
      MODERATED_KINDS[first.kind].collection,
      group.map((r) => r.id),
    );
    let n = history.n;
    let sum = history.sum;
    group.forEach((r, i) => {
      const doc = docs[i];
      if (doc && countsInFigures(doc.data)) {
        n -= 1;
        sum -= r.rating;
      }
    });
    if (n < MIN_GROUP) continue;
    const mean = sum / n;
    const far = group.filter((r) => Math.abs(r.rating - mean) >= OUTLIER_DISTANCE);
    if (far.length < OUTLIER_REVIEWS) continue;
    found.push({
      id: `outlier-${key}`,
      type: 'outlier',
      reason: `${far.length} reviews within 7 days rated ${OUTLIER_DISTANCE}+ stars away from the mean ${mean.toFixed(2)} of ${n} earlier published reviews.`,
      subject: { kind: first.kind, id: first.subjectId },
      reviews: far.map((r) => ({ kind: r.kind, reviewId: r.id })),
    });
  }
  return found;
}

async function newAccounts(store: DocumentStore, now: Date): Promise<Found[]> {
  const days = await store.query<NewAccountDayData>({
    collection: NEW_ACCOUNT_DAYS,
    where: [{ field: 'count', op: '>=', value: NEW_ACCOUNT_REVIEWS }],
    limit: 200,
  });
  const found: Found[] = [];
  for (const { id, data } of days) {
    if (Date.parse(`${data.day}T00:00:00.000Z`) < now.getTime() - FIRST_SCAN_MS) continue;
    const around = await reviewsOfTarget(store, data.kind, data.subjectId);
    const thatDay = around.filter((d) => utcDayOf(writingTime(d.data)) === data.day);
    found.push({
      id: `newAccounts-${id}`,
      type: 'newAccounts',
      reason: `${data.count} of the ${thatDay.length} reviews of this ${data.kind} on ${data.day} came from accounts created less than a day before (threshold ${NEW_ACCOUNT_REVIEWS}; which ones is not recorded).`,
      subject: { kind: data.kind, id: data.subjectId },
      reviews: thatDay.map((d) => ({ kind: data.kind, reviewId: d.id })),
    });
  }
  return found;
}

function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) out.add(words.slice(i, i + 3).join(' '));
  return out;
}

function nearDuplicates(recent: Recent[]): Found[] {
  const items = recent
    .filter((r) => (r.text.match(/\p{L}+/gu)?.length ?? 0) >= DUPLICATE_MIN_WORDS)
    .map((r) => ({ r, set: shingles(r.text) }));
  // Union-find over similar pairs on different targets.
  const parent = items.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] as number;
    return i;
  };
  // Only the pairs that can reach the similarity (similar-pairs.ts), in the order of all pairs.
  for (const [i, j] of similarPairs(
    items.map((item) => item.set),
    DUPLICATE_SIMILARITY,
  )) {
    const a = items[i] as (typeof items)[number];
    const b = items[j] as (typeof items)[number];
    if (a.r.kind === b.r.kind && a.r.subjectId === b.r.subjectId) continue;
    if (Math.abs(a.r.writtenAt.getTime() - b.r.writtenAt.getTime()) > DUPLICATE_WINDOW_MS) continue;
    if (winkSimilarity.set.tversky(a.set, b.set, 1, 1) >= DUPLICATE_SIMILARITY) parent[root(j)] = root(i);
  }
  const groups = groupBy(
    items.map((item, i) => ({ ...item, group: root(i) })),
    (x) => String(x.group),
  );
  const found: Found[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const refs = group.map((g) => ({ kind: g.r.kind, reviewId: g.r.id }));
    const first = [...refs].sort((x, y) => (x.reviewId < y.reviewId ? -1 : 1))[0] as ReviewRef;
    found.push({
      id: `nearDuplicate-${first.kind}-${first.reviewId}`,
      type: 'nearDuplicate',
      reason: `${group.length} nearly identical texts on different targets (at least ${Math.round(DUPLICATE_SIMILARITY * 100)}% of their word triples shared).`,
      subject: null,
      reviews: refs,
    });
  }
  return found;
}

/** Scans the reviews written since the last scan; records new signals, leaves dismissed ones dismissed. */
export async function detectSignals(store: DocumentStore, now: Date): Promise<number> {
  const state = await store.get<{ scannedUpTo: Date }>(INSIGHT_STATE, SIGNAL_STATE_ID);
  const scannedUpTo = state ? new Date(state.data.scannedUpTo) : new Date(now.getTime() - FIRST_SCAN_MS);
  // Near-duplicates and outliers compare within a window: read it whole, report only what is new.
  const windowStart = new Date(Math.min(scannedUpTo.getTime(), now.getTime() - DUPLICATE_WINDOW_MS));
  const recent = await recentReviews(store, windowStart);
  const fresh = recent.filter((r) => r.createdAt > scannedUpTo);
  const touched = new Set(fresh.map((r) => `${r.kind}-${r.subjectId}`));
  const freshIds = new Set(fresh.map((r) => r.id));
  const found = [
    ...(await bursts(store, fresh)),
    ...(await outliers(
      store,
      recent.filter((r) => touched.has(`${r.kind}-${r.subjectId}`)),
      now,
    )),
    ...(await newAccounts(store, now)),
    ...nearDuplicates(recent).filter((f) => f.reviews.some((r) => freshIds.has(r.reviewId))),
  ];
  let recorded = 0;
  for (const signal of found) {
    await store.runTransaction(async (tx) => {
      const existing = await tx.get<SignalData>(MODERATION_SIGNALS, signal.id);
      if (existing?.data.status === 'dismissed') return;
      const { id, ...rest } = signal;
      tx.set(MODERATION_SIGNALS, id, {
        ...rest,
        detectedAt: existing ? new Date(existing.data.detectedAt) : now,
        status: 'open',
        dismissedAt: null,
      });
      recorded += 1;
    });
  }
  const latest = new Date(Math.max(scannedUpTo.getTime(), ...recent.map((r) => r.createdAt.getTime())));
  await store.batch().set(INSIGHT_STATE, SIGNAL_STATE_ID, { scannedUpTo: latest }).commit();
  return recorded;
}

function toResponse(doc: Doc<SignalData>): SignalResponse {
  const s = doc.data;
  return {
    _id: doc.id,
    type: s.type,
    reason: s.reason,
    subject: s.subject,
    reviews: s.reviews.map((r) => ({ kind: r.kind, reviewId: r.reviewId })),
    detectedAt: new Date(s.detectedAt).toISOString(),
    status: s.status,
    dismissedAt: s.dismissedAt ? new Date(s.dismissedAt).toISOString() : null,
  };
}

export async function listSignals(
  store: DocumentStore,
  status: 'open' | 'dismissed',
): Promise<SignalResponse[]> {
  const docs = await store.query<SignalData>({
    collection: MODERATION_SIGNALS,
    where: [{ field: 'status', op: '==', value: status }],
    limit: MAX_LISTED_SIGNALS,
  });
  return docs.map(toResponse).sort((a, b) => b.detectedAt.localeCompare(a.detectedAt));
}

export async function dismissSignal(store: DocumentStore, id: string, now: Date): Promise<SignalResponse> {
  return store.runTransaction(async (tx) => {
    const doc = await tx.get<SignalData>(MODERATION_SIGNALS, id);
    if (!doc) throw new DomainError('not_found', 'Signal not found.');
    if (doc.data.status === 'dismissed')
      throw new DomainError('conflict', 'This signal is already dismissed.');
    const data: SignalData = { ...doc.data, status: 'dismissed', dismissedAt: now };
    tx.update(MODERATION_SIGNALS, id, { status: 'dismissed', dismissedAt: now });
    return toResponse({ id, data });
  });
}
