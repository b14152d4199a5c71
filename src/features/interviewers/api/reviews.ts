import type { Review, ReviewInput, Vote } from '@/features/interviewers/types';
import { api } from '@/lib/api-client';
import { fetchReviewPage, firstPage, type LoadedReviews } from '@/lib/review-pages';
import { viewerContextIfSignedIn } from '@/lib/viewer-context';

const reviewsPath = (interviewerId: string) =>
  `/reviews/rmi?interviewerId=${encodeURIComponent(interviewerId)}`;

/**
 * The first page of reviews as the caller sees them (GET /api/reviews/rmi?interviewerId=&limit=, public
 * and cacheable), with their own review and votes merged in; `loadMoreReviews` appends the next pages.
 */
export async function loadReviews(
  interviewerId: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<LoadedReviews<Review>> {
  const [page, context] = await Promise.all([
    fetchReviewPage<Review>(reviewsPath(interviewerId), null, signal),
    viewerContextIfSignedIn<Review>(signedIn, 'interviewers', interviewerId, signal),
  ]);
  return firstPage(page, context);
}

/** The page of reviews after `cursor` (X-Next-Cursor of the previous one): append it with withNextPage. */
export function nextReviewPage(interviewerId: string, cursor: string) {
  return fetchReviewPage<Review>(reviewsPath(interviewerId), cursor);
}

/** POST /api/reviews/rmi: 201 with the review; 409 when the caller already reviewed this interviewer. */
export function createReview(
  interviewerId: string,
  input: ReviewInput,
  idempotencyKey: string,
): Promise<Review> {
  return api<Review>('/reviews/rmi', {
    method: 'POST',
    body: { interviewerId, ...input },
    auth: 'required',
    idempotencyKey,
  });
}

/** PUT /api/interviewer-reviews/{id}: the author's update. */
export function updateReview(
  reviewId: string,
  interviewerId: string,
  input: ReviewInput,
  idempotencyKey: string,
): Promise<Review> {
  return api<Review>(`/interviewer-reviews/${encodeURIComponent(reviewId)}`, {
    method: 'PUT',
    body: { interviewerId, ...input },
    auth: 'required',
    idempotencyKey,
  });
}

/** DELETE /api/interviewer-reviews/{id} -> {_id, message}. */
export function deleteReview(
  reviewId: string,
  idempotencyKey: string,
): Promise<{ _id: string; message: string }> {
  return api(`/interviewer-reviews/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
    auth: 'required',
    idempotencyKey,
  });
}

export type VoteResult = { _id: string; likes: number; dislikes: number; myVote: Vote | null };

/** POST /api/interviewers/{id}/reviews/{reviewId}/like|dislike: the same vote again removes it. */
export function voteOnReview(interviewerId: string, reviewId: string, vote: Vote): Promise<VoteResult> {
  return api<VoteResult>(
    `/interviewers/${encodeURIComponent(interviewerId)}/reviews/${encodeURIComponent(reviewId)}/${vote}`,
    { method: 'POST', auth: 'required', idempotencyKey: crypto.randomUUID() },
  );
}
