import type { InterviewerReviewRequest } from '@contract/review-requests';
import { deleteReview } from '@/features/interviewers/api/reviews';
import type { Review, ReviewInput } from '@/features/interviewers/types';
import { type SubmitOptions, type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';

/** Which review a form submission writes: a new one, or the caller's existing one. */
export type ReviewTarget =
  | { kind: 'new'; interviewerId: string }
  | { kind: 'edit'; interviewerId: string; reviewId: string };

/**
 * POST /api/reviews/rmi or PUT /api/interviewer-reviews/{id} through the outbox: sent at once when
 * online; without an answer (offline, network failure) it is queued under the same Idempotency-Key
 * and replayed later, so the server writes it exactly once. Server refusals throw ApiError.
 */
export function submitReview(
  target: ReviewTarget,
  input: ReviewInput,
  interviewerName: string,
  options: SubmitOptions = {},
): Promise<SubmitResult<Review>> {
  const body = { interviewerId: target.interviewerId, ...input } satisfies InterviewerReviewRequest;
  const profile = `/interviewers/${encodeURIComponent(target.interviewerId)}`;
  // The tag lets the profile find it in the outbox; editHref is where a refused duplicate is edited,
  // viewHref where the sent review shows.
  const tag = `interviewer-review:${target.interviewerId}`;
  return submitOrQueue<Review>(
    target.kind === 'new'
      ? {
          method: 'POST',
          path: '/reviews/rmi',
          body,
          label: `Review of ${interviewerName}`,
          tag,
          editHref: `${profile}?edit=1`,
          viewHref: profile,
        }
      : {
          method: 'PUT',
          path: `/interviewer-reviews/${encodeURIComponent(target.reviewId)}`,
          body,
          label: `Edited review of ${interviewerName}`,
          tag,
          viewHref: profile,
        },
    options,
  );
}

export function removeReview(reviewId: string, idempotencyKey: string) {
  return deleteReview(reviewId, idempotencyKey);
}
