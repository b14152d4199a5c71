import type { ManagerReviewRequest } from '@contract/review-requests';
import type { DeletedReview } from '@contract/reviews';
import type { VoteResult } from '@/components/review-kit/types';
import type { ManagerReview, ManagerReviewInput, Vote } from '@/features/managers/types';
import { api } from '@/lib/api-client';
import { managerHref } from '@/lib/manager-area-links';
import { type SubmitOptions, type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';

export type ReviewTarget = { kind: 'new' } | { kind: 'edit'; reviewId: string };

/**
 * POST /api/manager-reviews/submit or PUT /api/manager-reviews/{id} through the outbox: sent at once
 * when online; without an answer it is queued under the same Idempotency-Key and replayed later.
 * Server refusals throw ApiError.
 */
export function submitManagerReview(
  managerId: string,
  managerName: string,
  target: ReviewTarget,
  input: ManagerReviewInput,
  options: SubmitOptions = {},
): Promise<SubmitResult<ManagerReview>> {
  const body = { managerId, ...input } satisfies ManagerReviewRequest;
  // The tag lets the profile find it in the outbox; editHref is where a refused duplicate is edited,
  // viewHref where the sent review shows.
  const tag = `manager-review:${managerId}`;
  const profile = managerHref({ _id: managerId, name: managerName });
  return submitOrQueue<ManagerReview>(
    target.kind === 'new'
      ? {
          method: 'POST',
          path: '/manager-reviews/submit',
          body,
          label: `Review of ${managerName}`,
          tag,
          editHref: `${profile}?edit=1`,
          viewHref: profile,
        }
      : {
          method: 'PUT',
          path: `/manager-reviews/${encodeURIComponent(target.reviewId)}`,
          body,
          label: `Edited review of ${managerName}`,
          tag,
          viewHref: profile,
        },
    options,
  );
}

/** DELETE /api/manager-reviews/{id} -> {_id, message}. */
export function deleteManagerReview(reviewId: string, idempotencyKey: string): Promise<DeletedReview> {
  return api(`/manager-reviews/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
    auth: 'required',
    idempotencyKey,
  });
}

/** POST /api/manager-reviews/like|dislike/{reviewId}: the same vote again removes it. */
export function voteOnManagerReview(reviewId: string, vote: Vote): Promise<VoteResult> {
  return api<VoteResult>(`/manager-reviews/${vote}/${encodeURIComponent(reviewId)}`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey: crypto.randomUUID(),
  });
}
