import type { COMPANY_REVIEW_TEXTS } from '../../contract/request-rules.ts';
import type { Doc } from '../../store/document-store.ts';
import type { CompanyCategory } from '../companies/review-scores.ts';
import type { Scored, Scores } from '../companies/score-stats.ts';
import type { Rating } from '../interviewers/rating-aggregates.ts';
import { type ModerationFields, type OwnStatus, ownStatusField } from '../moderation/review-state.ts';
import type { PublicResponse } from '../responses/review-responses.ts';
import { type PendingEdit, withWaitingEdit } from '../reviews/pending-edit.ts';
import type { Vote } from '../reviews/review.ts';
import type { ReviewKind } from '../reviews/voting.ts';
import { reviewDates } from '../shared/public-dates.ts';

export { COMPANY_REVIEW_TEXTS, MAX_COMPANY_REVIEW_TEXT } from '../../contract/request-rules.ts';

export const COMPANY_REVIEWS = 'companyReviews';
export const COMPANY_REVIEW_VOTES = 'companyReviewVotes';

/**
 * Company reviews in the shared voting machinery (reviews/voting.ts). Vote ids derive from these:
 * never change them. A company review is never written again under its id (one per user, company
 * and month), so its creation time names its incarnation and it needs no voteSalt.
 */
export const COMPANY_REVIEW_KIND: ReviewKind = {
  reviews: COMPANY_REVIEWS,
  votes: COMPANY_REVIEW_VOTES,
  subjectField: 'companyId',
  votePurpose: 'companyReviewVote',
};
export const MONTHLY_LIMIT_MESSAGE = "You've already submitted a review for this company this month.";

export type CompanyReviewText = (typeof COMPANY_REVIEW_TEXTS)[number];

export type CompanyReviewInput = {
  /** The overall rating the form collects (DESIGN.md section 9: now sent). */
  rating: Rating;
  ratings: Scores<CompanyCategory>;
  reviews: Record<CompanyReviewText, string>;
  isAnonymous: boolean;
};

export type CompanyReviewData = CompanyReviewInput & {
  companyId: string;
  /** HMAC(uid), for "is this mine" and erasure; never leaves the server. */
  authorKey: string;
  /** The UTC calendar month it counts against: 'YYYY-MM'. */
  month: string;
  /** When it became public (or, until then, when it was written): shared/public-dates.ts. */
  createdAt: Date;
  /** Set by the author's edits (absent until the first). */
  updatedAt?: Date;
  /** When it was written, where that differs from createdAt (it waited for its publication time). */
  writtenAt?: Date;
  /** Like and dislike counts (absent on reviews written before they could be voted on: 0). */
  likes: number;
  dislikes: number;
  /** Absent: published. Otherwise shown to its author only (issue 9). */
  moderation?: ModerationFields;
  /** Deleted by its author, it stays public until then (reviews/review-departure.ts). Never in an answer. */
  departsAt?: Date;
  /** Its author's edit, waiting for its moment (reviews/pending-edit.ts). Answered to its author alone. */
  pendingEdit?: PendingEdit;
};

export type CompanyReviewResponse = {
  _id: string;
  companyId: string;
  rating: number;
  ratings: Scores<CompanyCategory>;
  reviews: Record<CompanyReviewText, string>;
  isAnonymous: boolean;
  createdAt: string;
  /** Only once edited; a day like createdAt, the exact time for its author. */
  updatedAt?: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: Vote | null;
  /** Only on the caller's own review, and only while it is not published (issue 9). */
  status?: OwnStatus;
  /** The company's published answer, from its verified account (issue 17), if any. */
  response: PublicResponse | null;
};

/**
 * The overall rating of a company review sent without one (SPEC.md's documented payload has none,
 * DESIGN.md section 9): the mean of the categories rated (1-5; 0 is "not rated"), rounded half up.
 * Null when no category is rated, as nothing then says what the overall would be.
 */
export function derivedOverallRating(ratings: Scores<CompanyCategory>): Rating | null {
  const rated = Object.values(ratings).filter((n) => n > 0);
  if (rated.length === 0) return null;
  const mean = rated.reduce((sum, n) => sum + n, 0) / rated.length;
  return Math.min(5, Math.max(1, Math.round(mean))) as Rating;
}

/** 'YYYY-MM' of the instant in UTC: the month a company review counts against. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** 'YYYY-MM-DD' of the first day of the month after `month` ('YYYY-MM'): when the next review may be written. */
export function nextMonthStart(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

export function scoredCompanyReview(
  r: Pick<CompanyReviewData, 'rating' | 'ratings'>,
): Scored<CompanyCategory> {
  return { rating: r.rating, scores: { ...r.ratings } };
}

/** Field by field on purpose: a spread of the document would leak authorKey. */
export function toCompanyReviewResponse(
  doc: Doc<CompanyReviewData>,
  viewer: { authorKey: string | null; myVote: Vote | null },
  response: PublicResponse | null = null,
): CompanyReviewResponse {
  const own = viewer.authorKey !== null && viewer.authorKey === doc.data.authorKey;
  // Its author sees their edit that waits for its moment; everyone else the review as it stands.
  const r = own ? withWaitingEdit(doc.data) : doc.data;
  return {
    _id: doc.id,
    companyId: r.companyId,
    rating: r.rating,
    ratings: { ...r.ratings },
    reviews: { ...r.reviews },
    // Every review is anonymous; what an older client stored is not answered (anonymousField).
    isAnonymous: true,
    ...reviewDates(r, own),
    likes: r.likes ?? 0,
    dislikes: r.dislikes ?? 0,
    isOwnReview: own,
    myVote: viewer.myVote,
    ...ownStatusField(doc.data, own),
    response,
  };
}
