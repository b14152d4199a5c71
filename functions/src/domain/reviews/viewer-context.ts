import type { Vote } from './review.ts';

/** What a review answer says about the caller: their own review, and their vote on it. */
type PersonalFlags = { _id: string; isOwnReview: boolean; myVote: Vote | null };

/**
 * The caller's part of a review list: their own review (also while it is held for moderation, which
 * only its author sees) and their votes. Apps fetch the public list without a token, so that it can
 * be cached and read offline, and merge this personal part in; it is never cached.
 */
export type ViewerContext<R> = { ownReview: R | null; myVotes: Record<string, Vote> };

/** Picks the personal part out of a list answered for the caller. */
export function viewerContextOf<R extends PersonalFlags>(reviews: readonly R[]): ViewerContext<R> {
  const myVotes: Record<string, Vote> = {};
  for (const review of reviews) if (review.myVote) myVotes[review._id] = review.myVote;
  return { ownReview: reviews.find((review) => review.isOwnReview) ?? null, myVotes };
}
