import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

type Flagged = { _id: string; isOwnReview: boolean; myVote: 'like' | 'dislike' | null; status?: string };

/**
 * Splits reviews as a caller should see them into what the server answers: the public list (no
 * flags; a review held for moderation only its author sees) and the caller's review context.
 */
export function viewerContextAnswers<R extends Flagged>(reviews: readonly R[]) {
  const myVotes: Record<string, 'like' | 'dislike'> = {};
  for (const review of reviews) if (review.myVote) myVotes[review._id] = review.myVote;
  return {
    publicReviews: reviews
      .filter((review) => !(review.isOwnReview && review.status))
      .map((review) => ({ ...review, isOwnReview: false, myVote: null })),
    context: { ownReview: reviews.find((review) => review.isOwnReview) ?? null, myVotes },
  };
}

/**
 * A profile's Rate button once it can be pressed: for a signed-in caller it waits for their own review
 * and votes (which decide between Rate and Edit Review), as a user would.
 */
export async function usableRateButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Rate' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}
