import type { InterviewerReviewRequest } from '@contract/review-requests';
import type { DeletedReview } from '@contract/reviews';
import type { VoteResult } from '@/components/review-kit/types';
import type { Review, ReviewInput, Vote } from '@/features/interviewers/types';
import { api, embeddedAnswer } from '@/lib/api-client';
import { NEWEST_FIRST, type ReviewOrder, withOrder } from '@/lib/review-order';
import { fetchReviewPage, firstPage, type LoadedReviews, pagePath, reviewPageFrom } from '@/lib/review-pages';

const reviewsPath = (interviewerId: string, order: ReviewOrder) =>
  withOrder(`/reviews/rmi?interviewerId=${encodeURIComponent(interviewerId)}`, order);

/**
 * The first page of reviews in `order` as the public sees them (GET /api/reviews/rmi?interviewerId=&limit=
 * &sort=&outcome=, no
 * token, so the service worker may keep it for offline reading); useViewerContext merges in the
 * caller's own review and votes, `nextReviewPage` gives the next pages.
 */
export async function loadReviews(
  interviewerId: string,
  order: ReviewOrder = NEWEST_FIRST,
  signal?: AbortSignal,
): Promise<LoadedReviews<Review>> {
  return firstPage(await fetchReviewPage<Review>(reviewsPath(interviewerId, order), null, signal), null);
}

/** The same first page, when a server-rendered page came with it (first render only). */
export function embeddedReviews(
  interviewerId: string,
  order: ReviewOrder,
): LoadedReviews<Review> | undefined {
  const answer = embeddedAnswer<Review[]>(pagePath(reviewsPath(interviewerId, order), null));
  return answer && firstPage(reviewPageFrom<Review>(answer.data, answer.headers), null);
}

/** The page of `order` after `cursor` (X-Next-Cursor of the previous one): append it with withNextPage. */
export function nextReviewPage(interviewerId: string, cursor: string, order: ReviewOrder = NEWEST_FIRST) {
  return fetchReviewPage<Review>(reviewsPath(interviewerId, order), cursor);
}

/** POST /api/reviews/rmi: 201 with the review; 409 when the caller already reviewed this interviewer. */
export function createReview(
  interviewerId: string,
  input: ReviewInput,
  idempotencyKey: string,
): Promise<Review> {
  return api<Review>('/reviews/rmi', {
    method: 'POST',
    body: { interviewerId, ...input } satisfies InterviewerReviewRequest,
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
    body: { interviewerId, ...input } satisfies InterviewerReviewRequest,
    auth: 'required',
    idempotencyKey,
  });
}

/** DELETE /api/interviewer-reviews/{id} -> {_id, message} (202 with status "leaving": it leaves the site later). */
export function deleteReview(reviewId: string, idempotencyKey: string): Promise<DeletedReview> {
  return api(`/interviewer-reviews/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
    auth: 'required',
    idempotencyKey,
  });
}

/** POST /api/interviewers/{id}/reviews/{reviewId}/like|dislike: the same vote again removes it. */
export function voteOnReview(interviewerId: string, reviewId: string, vote: Vote): Promise<VoteResult> {
  return api<VoteResult>(
    `/interviewers/${encodeURIComponent(interviewerId)}/reviews/${encodeURIComponent(reviewId)}/${vote}`,
    { method: 'POST', auth: 'required', idempotencyKey: crypto.randomUUID() },
  );
}
