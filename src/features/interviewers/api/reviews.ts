import type { Review, ReviewInput, Vote } from '@/features/interviewers/types';
import { api } from '@/lib/api-client';
import { viewerContextIfSignedIn, withViewerContext } from '@/lib/viewer-context';

/**
 * GET /api/reviews/rmi?interviewerId=: newest first, as the public sees them (no token, so the service
 * worker may keep it for offline reading); the caller's own review and votes are merged in from
 * their review context.
 */
export async function listReviews(interviewerId: string, signal?: AbortSignal): Promise<Review[]> {
  const data = await api<Review[]>(`/reviews/rmi?interviewerId=${encodeURIComponent(interviewerId)}`, {
    signal,
  });
  return Array.isArray(data) ? data : [];
}

/** The reviews as the caller sees them: the public list with their own review and votes merged in. */
export async function listReviewsFor(
  interviewerId: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<Review[]> {
  const [reviews, context] = await Promise.all([
    listReviews(interviewerId, signal),
    viewerContextIfSignedIn<Review>(signedIn, 'interviewers', interviewerId, signal),
  ]);
  return withViewerContext(reviews, context);
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
