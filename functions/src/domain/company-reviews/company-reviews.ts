import { type Doc, type DocumentStore, StoreError } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import { AT_ONCE, type Departures } from '../accounts/review-departures.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { companyAfterCompanyReview } from '../companies/company-aggregates.ts';
import { COMPANY_CATEGORIES, type CompanyCategory } from '../companies/review-scores.ts';
import { type ScoreStats, statsFrom, statsOf } from '../companies/score-stats.ts';
import { companyFact, counted, writeInsights } from '../insights/company-insights.ts';
import { type Admission, admitNew } from '../moderation/admission.ts';
import { countedChange, isDeparting, isPublished, isShownTo } from '../moderation/review-state.ts';
import { withViewerAndResponses } from '../responses/review-responses.ts';
import { type CallerPart, readCallerPart } from '../reviews/caller-part.ts';
import { type MyReviewBase, myReviewsWithSubjects } from '../reviews/my-reviews.ts';
import { type EditableKind, type EditFigures, editAsAuthor } from '../reviews/pending-edit.ts';
import { alreadyReviewed, type DeleteOutcome, type DepartureWindow } from '../reviews/review-departure.ts';
import { NEWEST, type ReviewOrder } from '../reviews/review-order.ts';
import { type ReviewPage, type ReviewPageRequest, reviewPage } from '../reviews/review-page.ts';
import {
  deleteAsAuthor,
  departReview,
  eraseReviewsOf,
  type RemovableKind,
} from '../reviews/review-removal.ts';
import { readViewerPart, type ViewerContext } from '../reviews/viewer-context.ts';
import { eraseVotesOn } from '../reviews/voting.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { requireSubject } from '../shared/known-subjects.ts';
import { lastReviewOn, lastReviewOnIf } from '../shared/last-review.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import {
  COMPANY_REVIEW_KIND,
  COMPANY_REVIEWS,
  type CompanyReviewData,
  type CompanyReviewInput,
  type CompanyReviewResponse,
  MONTHLY_LIMIT_MESSAGE,
  monthOf,
  nextMonthStart,
  scoredCompanyReview,
  toCompanyReviewResponse,
} from './company-review.ts';
import { isEligible, NOT_ELIGIBLE_MESSAGE, readMarker } from './eligibility.ts';

export const MAX_LISTED_COMPANY_REVIEWS = 200;

/**
 * One company review per user per company per calendar month (UTC): the id
 * is an HMAC of (uid, company, month), so a second one this month hits the
 * same document, whatever the concurrency.
 */
export function companyReviewIdFor(actor: Actor, companyId: string, now: Date): string {
  return actor.idFor(`companyReview:${companyId}:${monthOf(now)}`);
}

const companyNotFound = () => new DomainError('not_found', 'Company not found.');

/** POST /api/company-reviews/submit: eligible callers only; counted on the company in the same transaction. */
export async function submitCompanyReview(
  store: DocumentStore,
  actor: Actor,
  companyId: string,
  input: CompanyReviewInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
): Promise<Doc<CompanyReviewData>> {
  if (!isDocId(companyId)) throw companyNotFound();
  const id = companyReviewIdFor(actor, companyId, now);
  try {
    return await store.runTransaction(async (tx) => {
      // Independent reads travel together (issue 20): two round trips instead of five.
      const [company, marker, existing] = await Promise.all([
        tx.get<CompanyData>(COMPANIES, companyId),
        readMarker(tx, actor, companyId),
        tx.get(COMPANY_REVIEWS, id),
      ]);
      if (!company) throw companyNotFound();
      if (!marker || marker.data.managerReviews <= 0)
        throw new DomainError('forbidden', NOT_ELIGIBLE_MESSAGE);
      if (existing) throw alreadyReviewed(existing.data, MONTHLY_LIMIT_MESSAGE);
      const [gate] = await Promise.all([
        admitNew(tx, admission, { kind: 'company', subjectId: companyId, reviewId: id }, now),
        also?.read(tx),
      ]);
      const data: CompanyReviewData = {
        ...input,
        companyId,
        authorKey: actor.authorKey,
        month: monthOf(now),
        createdAt: now,
        likes: 0,
        dislikes: 0,
        ...(gate.moderation ? { moderation: gate.moderation } : {}),
      };
      tx.create(COMPANY_REVIEWS, id, data);
      if (gate.counted) {
        tx.update(COMPANIES, companyId, {
          ...companyAfterCompanyReview(company.data, { add: scoredCompanyReview(data) }),
          ...lastReviewOn(now),
        });
      }
      writeInsights(tx, null, counted(companyFact(data), gate.counted), [
        { kind: 'company', subjectId: companyId },
      ]);
      gate.write(tx);
      also?.write(tx);
      return { id, data };
    });
  } catch (error) {
    // A concurrent submit created it between our read and our commit.
    if (error instanceof StoreError && error.code === 'already-exists') {
      throw new DomainError('conflict', MONTHLY_LIMIT_MESSAGE);
    }
    throw error;
  }
}

/** What the company review form needs to know before it opens (GET /api/company-reviews/check-eligibility/{id}). */
export type CompanyReviewStanding = {
  /** Reviewed a manager of this company (SPEC.md section 6). */
  eligible: boolean;
  /**
   * The caller's review of this company this month (one a month), and the day they may write the
   * next: 'YYYY-MM-DD', the first day of the next UTC month. Only the caller is told; a day, no time.
   */
  reviewedThisMonth: { reviewId: string; reviewAgainOn: string } | null;
};

export async function companyReviewStanding(
  store: DocumentStore,
  actor: Actor,
  companyId: string,
  now: Date,
): Promise<CompanyReviewStanding> {
  if (!isDocId(companyId)) return { eligible: false, reviewedThisMonth: null };
  const id = companyReviewIdFor(actor, companyId, now);
  const [eligible, review] = await Promise.all([
    isEligible(store, actor, companyId),
    store.get<CompanyReviewData>(COMPANY_REVIEWS, id),
  ]);
  // One they deleted that waits for its moment to leave is gone for them (review-departure.ts).
  const mine =
    review && review.data.authorKey === actor.authorKey && !isDeparting(review.data) ? review : null;
  return {
    eligible,
    reviewedThisMonth: mine ? { reviewId: mine.id, reviewAgainOn: nextMonthStart(mine.data.month) } : null,
  };
}

/**
 * An edit's share beyond the review: the company's figures and last-review day, and the insights, which
 * follow the same counted change (a held edit leaves them). Only published reviews count (issue 9).
 */
const companyEditFigures: EditFigures<CompanyReviewData> = async (tx, review, data, now) => {
  const company = await tx.get<CompanyData>(COMPANIES, review.data.companyId);
  return (writer) => {
    const change = countedChange(
      { counted: isPublished(review.data), value: scoredCompanyReview(review.data) },
      { counted: isPublished(data), value: scoredCompanyReview(data) },
    );
    if (company) {
      writer.update(COMPANIES, company.id, {
        ...companyAfterCompanyReview(company.data, change),
        ...lastReviewOnIf(isPublished(data), now),
      });
    }
    writeInsights(
      writer,
      counted(companyFact(review.data), isPublished(review.data)),
      counted(companyFact(data), isPublished(data)),
      [{ kind: 'company', subjectId: review.data.companyId }],
    );
  };
};

export const EDITABLE_COMPANY_REVIEWS: EditableKind<CompanyReviewData> = {
  collection: COMPANY_REVIEWS,
  figures: companyEditFigures,
  burstSubject: (review) => ({ kind: 'company', subjectId: review.companyId }),
};

/**
 * The author changes their company review (PUT /api/company-reviews/{id}); the company's figures
 * follow in the same transaction, or, with a publication moment in `admission` for a published review,
 * at that moment (pending-edit.ts). It keeps its month: an edit is not a new review. Screening may
 * hold it, as an edit of the other kinds (issue 9); an edit never lifts a hold.
 */
export function editCompanyReview(
  store: DocumentStore,
  actor: Actor,
  reviewId: string,
  input: CompanyReviewInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
): Promise<Doc<CompanyReviewData>> {
  return editAsAuthor(store, EDITABLE_COMPANY_REVIEWS, actor, reviewId, { ...input }, now, also, admission);
}

/** Removing a company review: its share of the company's figures and of the insights. */
const REMOVABLE_COMPANY_REVIEWS: RemovableKind<CompanyReviewData> = {
  kind: COMPANY_REVIEW_KIND,
  name: 'company',
  figures: async (tx, review) => {
    const company = await tx.get<CompanyData>(COMPANIES, review.data.companyId);
    return (writer) => {
      if (!company || !isPublished(review.data)) return;
      const change = { remove: scoredCompanyReview(review.data) };
      writer.update(COMPANIES, company.id, companyAfterCompanyReview(company.data, change));
      writeInsights(writer, companyFact(review.data), null, [{ kind: 'company', subjectId: company.id }]);
    };
  },
};

/**
 * The author deletes their company review (DELETE /api/company-reviews/{id}): at once, or with a
 * publication `window`, a published one leaves the site at its own moment and is gone for them now
 * (review-departure.ts). Its month is free again once it is gone: the one-a-month rule counts reviews
 * that exist.
 */
export function deleteCompanyReview(
  store: DocumentStore,
  actor: Actor,
  reviewId: string,
  now: Date,
  also?: TxParticipant,
  window?: DepartureWindow,
): Promise<DeleteOutcome> {
  return deleteAsAuthor(store, REMOVABLE_COMPANY_REVIEWS, actor, reviewId, now, also, window);
}

/** The departure job: a review its author deleted goes, with its votes and figures, once its moment has come. */
export function departCompanyReview(store: DocumentStore, reviewId: string, now: Date): Promise<boolean> {
  return departReview(store, REMOVABLE_COMPANY_REVIEWS, reviewId, now);
}

/** Answers for these reviews, with isOwnReview and myVote for the caller. */
export function withCompanyViewer(
  store: DocumentStore,
  actor: Actor | null,
  reviews: Doc<CompanyReviewData>[],
): Promise<CompanyReviewResponse[]> {
  const kinds = { voted: COMPANY_REVIEW_KIND, responded: 'company' } as const;
  return withViewerAndResponses(store, kinds, actor, reviews, toCompanyReviewResponse);
}

/** A company's reviews, newest first, as the caller sees them (the first MAX_LISTED_COMPANY_REVIEWS). */
export async function listCompanyReviews(
  store: DocumentStore,
  companyId: string,
  actor: Actor | null,
  order: ReviewOrder = NEWEST,
): Promise<CompanyReviewResponse[]> {
  return (await listCompanyReviewPage(store, companyId, actor, { limit: MAX_LISTED_COMPANY_REVIEWS, order }))
    .items;
}

/**
 * One page of a company's reviews, newest first, as the caller sees them: the reviews list of the
 * company page, paged like interviewer and manager reviews (reviews/review-page.ts).
 */
export async function listCompanyReviewPage(
  store: DocumentStore,
  companyId: string,
  actor: Actor | null,
  page: ReviewPageRequest,
): Promise<ReviewPage<CompanyReviewResponse>> {
  const company = isDocId(companyId) ? await store.get(COMPANIES, companyId) : null;
  if (!company) throw companyNotFound();
  // Reviews a moderator has not cleared are their author's alone to see (issue 9): filtered before
  // paging, so that no page ends on, or names, a review the reader cannot see.
  const { items, next } = await reviewPage<CompanyReviewData>(
    store,
    COMPANY_REVIEWS,
    'companyId',
    companyId,
    page,
    (r) => isShownTo(r, actor?.authorKey ?? null),
  );
  return { items: await withCompanyViewer(store, actor, items), next };
}

/** The caller's company reviews of one company (one a month, held ones too), newest first. */
function callerReviewsOf(store: DocumentStore, actor: Actor, companyId: string) {
  return store.query<CompanyReviewData>({
    collection: COMPANY_REVIEWS,
    where: [
      { field: 'authorKey', op: '==', value: actor.authorKey },
      { field: 'companyId', op: '==', value: companyId },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: MAX_LISTED_COMPANY_REVIEWS,
  });
}

/** What the caller's lists of a company's reviews add to a visitor's (caller-part.ts): their reviews, their votes. */
export function companyCallerPart(
  store: DocumentStore,
  actor: Actor,
  companyId: string,
): Promise<CallerPart | 'unmergeable'> {
  return readCallerPart(
    store,
    COMPANY_REVIEW_KIND,
    actor,
    companyId,
    callerReviewsOf(store, actor, companyId),
  );
}

/**
 * The caller's part of a company's reviews (the review context): their reviews of it, newest first
 * (one a month, held ones included), and their votes. ownReview is the newest; ownReviewIds names
 * them all, so that the page marks each as theirs, and ownReviews holds them for the edit form.
 */
export async function companyViewerContext(
  store: DocumentStore,
  companyId: string,
  actor: Actor,
): Promise<ViewerContext<CompanyReviewResponse>> {
  const { own, myVotes } = await readViewerPart<CompanyReviewData>(store, COMPANY_REVIEW_KIND, actor, {
    id: companyId,
    exists: requireSubject(store, COMPANIES, companyId, companyNotFound),
    ownReviews: callerReviewsOf(store, actor, companyId),
  });
  const [newest] = own;
  return {
    ownReview: newest
      ? toCompanyReviewResponse(newest, { authorKey: actor.authorKey, myVote: myVotes[newest.id] ?? null })
      : null,
    myVotes,
    ownReviewIds: own.map((review) => review.id),
    // Their own, in full: the edit form of any month's review opens from these (authors cannot vote on them).
    ownReviews: own.map((review) =>
      toCompanyReviewResponse(review, { authorKey: actor.authorKey, myVote: null }),
    ),
  };
}

/** Account erasure: the author's company reviews go and the companies' figures follow. Idempotent. */
export function eraseCompanyReviewsBy(
  store: DocumentStore,
  authorKey: string,
  limit = Number.POSITIVE_INFINITY,
  departures: Departures = AT_ONCE,
): Promise<number> {
  return eraseReviewsOf(store, REMOVABLE_COMPANY_REVIEWS, authorKey, { departures, limit });
}

/** Votes before the reviews they point at. */
export const companyReviewVoteEraser: AccountEraser = {
  name: 'company-review-votes',
  erase: ({ store, authorKey, limit, departures }) =>
    eraseVotesOn(store, COMPANY_REVIEW_KIND, authorKey, limit, departures),
};

export const companyReviewEraser: AccountEraser = {
  name: 'company-reviews',
  erase: ({ store, authorKey, limit, departures }) =>
    eraseCompanyReviewsBy(store, authorKey, limit, departures),
};

/** A company's stored company-review figures against its company reviews. */
export async function checkCompanyReviewStats(
  store: DocumentStore,
  companyId: string,
): Promise<{
  consistent: boolean;
  stored: ScoreStats<CompanyCategory>;
  actual: ScoreStats<CompanyCategory>;
}> {
  const [company, reviews] = await Promise.all([
    store.get<CompanyData>(COMPANIES, companyId),
    store.query<CompanyReviewData>({
      collection: COMPANY_REVIEWS,
      where: [{ field: 'companyId', op: '==', value: companyId }],
    }),
  ]);
  if (!company) throw new Error(`No company ${companyId}.`);
  const stored = statsFrom(COMPANY_CATEGORIES, company.data.companyReviewStats);
  const actual = statsOf(
    COMPANY_CATEGORIES,
    reviews.filter((r) => isPublished(r.data)).map((r) => scoredCompanyReview(r.data)),
  );
  return { consistent: JSON.stringify(stored) === JSON.stringify(actual), stored, actual };
}

/** GET /api/user/my-reviews/companies items: the caller's company reviews, in the shape of the other lists. */
export type MyCompanyReviewItem = MyReviewBase & {
  companyId: string;
  companyName: string;
  companySlug: string;
  /** The first answer given (pros first), for the list; the page shows them all. */
  review: string;
};

const SUMMARY_ORDER = ['pros', 'cons', 'treatment', 'careerGrowth', 'diversity', 'advice'] as const;

/** The caller's company reviews, newest first (held and removed ones included: they are the caller's). */
export async function listMyCompanyReviews(
  store: DocumentStore,
  actor: Actor,
): Promise<MyCompanyReviewItem[]> {
  const mine = await myReviewsWithSubjects<CompanyReviewData, CompanyData>(store, actor, {
    collection: COMPANY_REVIEWS,
    subjects: COMPANIES,
    subjectIdOf: (review) => review.companyId,
    limit: MAX_LISTED_COMPANY_REVIEWS,
  });
  return mine.map(({ base, review, subject: company }) => ({
    ...base,
    companyId: review.companyId,
    companyName: company?.name ?? 'Unknown',
    companySlug: company?.slug ?? '',
    review: SUMMARY_ORDER.map((field) => review.reviews[field] ?? '').find((text) => text !== '') ?? '',
  }));
}
