// What every kind of review shares (interviewer, manager and company reviews), and the descriptor
// with which an area tells the review kit about its own fields.
import type { PublicReviewResponse } from '@contract/responses';
import type { CompanyReview, OwnStatus, Vote, VoteResult } from '@contract/reviews';
import type { ReportedKind } from '@/components/report-review/report-review-api';
import type { ApiError } from '@/lib/api-client';

/** The answers' own types (functions/src/contract): the PWA declares no copy of them. */
export type { OwnStatus, Vote, VoteResult };

/** What a search box matches: people's names, or their company's. */
export type SearchMode = 'name' | 'company';

/**
 * The fields the kit reads of any review answer: counts and the caller's relation, never the author.
 * Taken from the company review, the kind whose updatedAt is optional, so every kind satisfies it.
 */
export type KitReview = Pick<
  CompanyReview,
  '_id' | 'rating' | 'createdAt' | 'updatedAt' | 'likes' | 'dislikes' | 'isOwnReview' | 'myVote' | 'status'
> & {
  /** The claimed manager's published answer (manager reviews, issue 17). */
  response?: PublicReviewResponse | null;
};

/** Words for 5 down to 1 stars (distribution rows, star inputs). */
export type RatingWords = Record<1 | 2 | 3 | 4 | 5, string>;

export type AspectScore = { key: string; label: string; value: number };
export type LabelledText = { key: string; label: string; text: string };

/** What the review form says after each action, and how a refusal reads. */
export type ReviewMessages = {
  submitted: string;
  updated: string;
  deleted: string;
  submitFailed: string;
  deleteFailed: string;
  /** The delete confirmation dialog. */
  confirmDelete: { title: string; description: string };
  /** A refusal's wording when the server's own message is not the one to show. */
  describeFailure?: (error: ApiError) => string | null;
};

/**
 * One kind of review as the kit needs to know it: which report kind it is, how its stars read, its
 * own fields (outcome chips, aspect scores, labelled texts) and how a vote is sent.
 */
export type ReviewKindDescriptor<R extends KitReview> = {
  kind: ReportedKind;
  ratingWords: RatingWords;
  /** Short labels beside the stars (e.g. the interview outcome). */
  chips?: (review: R) => string[];
  /** Aspect scores 0-5, 0 meaning not rated. */
  aspects?: (review: R) => AspectScore[];
  /** Labelled free texts (aspect comments, the company form's answers); blank ones are left out. */
  texts?: (review: R) => LabelledText[];
  /** The main text ('' when the kind has none). */
  text: (review: R) => string;
  vote: (review: R, vote: Vote) => Promise<VoteResult>;
  messages: ReviewMessages;
};
