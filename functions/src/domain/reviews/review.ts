import type { INTERVIEW_STATUSES } from '../../contract/request-rules.ts';
import type { Doc } from '../../store/document-store.ts';
import type { InterviewerData } from '../interviewers/interviewer.ts';
import type { Rating } from '../interviewers/rating-aggregates.ts';
import { type ModerationFields, type OwnStatus, ownStatusField } from '../moderation/review-state.ts';
import type { NamedAs } from '../shared/pending-subjects.ts';
import { reviewDates } from '../shared/public-dates.ts';
import { type PendingEdit, withWaitingEdit } from './pending-edit.ts';

export { INTERVIEW_STATUSES, MAX_REVIEW_TEXT, parseInterviewStatus } from '../../contract/request-rules.ts';

export const INTERVIEWER_REVIEWS = 'interviewerReviews';

export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export type Vote = 'like' | 'dislike';

export type ReviewData = {
  interviewerId: string;
  /** HMAC(uid), never the uid: for "my reviews", isOwnReview and erasure. Never leaves the server. */
  authorKey: string;
  rating: Rating;
  reviewText: string;
  /** Optional on the Submit Review screen ("or none selected"). */
  interviewStatus: InterviewStatus | null;
  anonymous: boolean;
  /** When it became public (or, until then, when it was written): shared/public-dates.ts. */
  createdAt: Date;
  updatedAt: Date;
  /** When it was written, where that differs from createdAt (it waited for its publication time). */
  writtenAt?: Date;
  /** The interviewer as its author named them while the profile waits (InterviewerNamedAs). */
  namedAs?: InterviewerNamedAs;
  likes: number;
  dislikes: number;
  /**
   * Random per incarnation of the review and part of every vote id: the
   * review id is the same if its author deletes and writes it again, and old
   * votes must not attach to the new one.
   */
  voteSalt: string;
  /** Absent: published. Held, hidden or removed reviews are shown to their author only (issue 9). */
  moderation?: ModerationFields;
  /** Deleted by its author, it stays public until then (reviews/review-departure.ts). Never in an answer. */
  departsAt?: Date;
  /** Its author's edit, waiting for its moment (reviews/pending-edit.ts). Answered to its author alone. */
  pendingEdit?: PendingEdit;
};

/**
 * A waiting interviewer as one author named them (NamedAs, for their own list), and the rest of their words:
 * the interviewer appears as the author of the review that publishes it named them
 * (interviewers/pending-interviewers.ts). All but `name` and `company` are absent on reviews written before
 * they were kept.
 */
export type InterviewerNamedAs = NamedAs &
  Partial<Pick<InterviewerData, 'position' | 'linkedin' | 'email' | 'tags'>>;

export type ReviewInput = {
  rating: Rating;
  reviewText: string;
  interviewStatus: InterviewStatus | null;
  anonymous: boolean;
};

/** A review as every answer carries it: counts, and the caller's relation to it; never the author. */
export type ReviewResponse = {
  _id: string;
  interviewer: string;
  rating: number;
  reviewText: string;
  interviewStatus: InterviewStatus | null;
  anonymous: boolean;
  createdAt: string;
  updatedAt: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: Vote | null;
  /** Only on the caller's own review, and only while it is not published: 'pending review' or 'removed'. */
  status?: OwnStatus;
};

/** The caller as far as an answer needs: their pseudonym (null for visitors) and their vote on this review. */
export type Viewer = { authorKey: string | null; myVote: Vote | null };

/** Field by field on purpose: a spread of the document would leak authorKey. */
export function toReviewResponse(doc: Doc<ReviewData>, viewer: Viewer): ReviewResponse {
  const own = viewer.authorKey !== null && viewer.authorKey === doc.data.authorKey;
  // Its author sees their edit that waits for its moment; everyone else the review as it stands.
  const r = own ? withWaitingEdit(doc.data) : doc.data;
  const dates = reviewDates(r, own);
  return {
    _id: doc.id,
    interviewer: r.interviewerId,
    rating: r.rating,
    reviewText: r.reviewText,
    interviewStatus: r.interviewStatus,
    // Every review is anonymous; what an older client stored is not answered (anonymousField).
    anonymous: true,
    createdAt: dates.createdAt,
    updatedAt: dates.updatedAt ?? dates.createdAt,
    likes: r.likes,
    dislikes: r.dislikes,
    isOwnReview: own,
    myVote: viewer.myVote,
    ...ownStatusField(doc.data, own),
  };
}
