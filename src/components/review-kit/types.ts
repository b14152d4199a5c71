// What every kind of review shares (interviewer, manager and company reviews), and the descriptor
// with which an area tells the review kit about its own fields.
import type { ReportedKind } from '@/components/report-review/report-review-api';
import type { ApiError } from '@/lib/api-client';

export type Vote = 'like' | 'dislike';

/** What a search box matches: people's names, or their company's. */
export type SearchMode = 'name' | 'company';

/** Only on the caller's own review while a moderator has not cleared it (issue 9). */
export type OwnStatus = 'pending review' | 'removed';

/** The fields the kit reads of any review answer: counts and the caller's relation, never the author. */
export type KitReview = {
  _id: string;
  rating: number;
  createdAt: string;
  updatedAt?: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: Vote | null;
  status?: OwnStatus;
};

/** The answer of every vote route: the review's counts and the caller's vote after it. */
export type VoteResult = { _id: string; likes: number; dislikes: number; myVote: Vote | null };

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
