import type { Doc } from '../../store/document-store.ts';
import { MANAGER_ASPECTS, type ManagerAspect } from '../companies/review-scores.ts';
import type { Scored, Scores } from '../companies/score-stats.ts';
import type { Rating } from '../interviewers/rating-aggregates.ts';
import { type OwnStatus, ownStatusField } from '../moderation/review-state.ts';
import type { PublicResponse } from '../responses/review-responses.ts';
import { type PendingEdit, withWaitingEdit } from '../reviews/pending-edit.ts';
import type { Vote } from '../reviews/review.ts';
import type { ReviewKind, VotableReview } from '../reviews/voting.ts';
import type { NamedAs } from '../shared/pending-subjects.ts';
import { reviewDates } from '../shared/public-dates.ts';
import type { ManagerData } from './manager.ts';

export { MAX_ASPECT_COMMENT, MAX_MANAGER_REVIEW_TEXT } from '../../contract/request-rules.ts';

export const MANAGER_REVIEWS = 'managerReviews';
export const MANAGER_REVIEW_VOTES = 'managerReviewVotes';
export const DUPLICATE_MANAGER_REVIEW_MESSAGE =
  'You have already reviewed this manager. Edit or delete your review instead.';

/** Manager reviews in the shared voting machinery (reviews/voting.ts). Ids derive from these: never change them. */
export const MANAGER_REVIEW_KIND: ReviewKind = {
  reviews: MANAGER_REVIEWS,
  votes: MANAGER_REVIEW_VOTES,
  subjectField: 'managerId',
  votePurpose: 'managerReviewVote',
};

export type ManagerReviewInput = Scores<ManagerAspect> & {
  rating: Rating;
  reviewText: string;
  /** The three optional aspect comments; '' when not given. */
  reviewLeadership: string;
  reviewCommunicationText: string;
  reviewSupport: string;
  anonymous: boolean;
};

export type ManagerReviewData = ManagerReviewInput &
  VotableReview & {
    managerId: string;
    /** Denormalised: the company the review counts on (and for eligibility). */
    companyId: string;
    /** When it became public (or, until then, when it was written): shared/public-dates.ts. */
    createdAt: Date;
    updatedAt: Date;
    /** When it was written, where that differs from createdAt (it waited for its publication time). */
    writtenAt?: Date;
    /**
     * A new department its author named with it (rate-manager.ts): while the review waits for its moment
     * the department waits with it, appears when it does (as the manager's if the review makes the manager
     * appear, else counting no manager), and goes if it is deleted first (pending-managers.ts). Never in an
     * answer.
     */
    heldDepartmentId?: string;
    /** The held department's name as this review's author wrote it: it appears so. */
    heldDepartmentName?: string;
    /** The manager as its author named it while the profile waits (pending-managers.ts ManagerNamedAs). */
    namedAs?: ManagerNamedAs;
    /** Deleted by its author, it stays public until then (reviews/review-departure.ts). Never in an answer. */
    departsAt?: Date;
    /** Its author's edit, waiting for its moment (reviews/pending-edit.ts). Answered to its author alone. */
    pendingEdit?: PendingEdit;
  };

/**
 * A waiting manager as one author named it (NamedAs, for their own list), and the rest of their words: the
 * manager appears as the author of the review that publishes it named it (pending-managers.ts). All but
 * `name` and `company` are absent on reviews written before they were kept.
 */
export type ManagerNamedAs = NamedAs &
  Partial<
    Pick<
      ManagerData,
      'position' | 'branchName' | 'branchCity' | 'branchLocation' | 'departmentId' | 'departmentName'
    >
  >;

/** A manager review as every answer carries it: counts and the caller's relation; never the author. */
export type ManagerReviewResponse = Scores<ManagerAspect> & {
  _id: string;
  manager: string;
  rating: number;
  reviewText: string;
  reviewLeadership: string;
  reviewCommunicationText: string;
  reviewSupport: string;
  anonymous: boolean;
  createdAt: string;
  updatedAt: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: Vote | null;
  /** Only on the caller's own review, and only while it is not published (issue 9). */
  status?: OwnStatus;
  /** The claimed manager's published answer (issue 17): text and days only. */
  response: PublicResponse | null;
};

export function scoredManagerReview(r: ManagerReviewInput): Scored<ManagerAspect> {
  const scores = Object.fromEntries(MANAGER_ASPECTS.map((a) => [a, r[a]])) as Scores<ManagerAspect>;
  return { rating: r.rating, scores };
}

/** The input fields alone (what an edit replaces). */
export function inputFields(r: ManagerReviewInput): ManagerReviewInput {
  return {
    rating: r.rating,
    reviewText: r.reviewText,
    reviewLeadership: r.reviewLeadership,
    reviewCommunicationText: r.reviewCommunicationText,
    reviewSupport: r.reviewSupport,
    anonymous: r.anonymous,
    leadership: r.leadership,
    communication: r.communication,
    teamwork: r.teamwork,
    empathy: r.empathy,
    fairness: r.fairness,
  };
}

/** Field by field on purpose: a spread of the document would leak authorKey. */
export function toManagerReviewResponse(
  doc: Doc<ManagerReviewData>,
  viewer: { authorKey: string | null; myVote: Vote | null },
  response: PublicResponse | null = null,
): ManagerReviewResponse {
  const own = viewer.authorKey !== null && viewer.authorKey === doc.data.authorKey;
  // Its author sees their edit that waits for its moment; everyone else the review as it stands.
  const r = own ? withWaitingEdit(doc.data) : doc.data;
  const dates = reviewDates(r, own);
  return {
    _id: doc.id,
    manager: r.managerId,
    rating: r.rating,
    reviewText: r.reviewText,
    reviewLeadership: r.reviewLeadership,
    reviewCommunicationText: r.reviewCommunicationText,
    reviewSupport: r.reviewSupport,
    leadership: r.leadership,
    communication: r.communication,
    teamwork: r.teamwork,
    empathy: r.empathy,
    fairness: r.fairness,
    // Every review is anonymous; what an older client stored is not answered (anonymousField).
    anonymous: true,
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt ?? dates.createdAt,
    likes: r.likes,
    dislikes: r.dislikes,
    isOwnReview: own,
    myVote: viewer.myVote,
    ...ownStatusField(doc.data, own),
    response,
  };
}
