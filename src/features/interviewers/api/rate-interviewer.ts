import type { RateInterviewerRequest } from '@contract/subject-requests';
import type { RateInterviewerAnswer } from '@contract/subjects';
import { type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';

export type { RateInterviewerAnswer, RateInterviewerRequest };

/**
 * POST /api/rate-interviewer: the company (id or name), the interviewer and the review in one
 * all-or-nothing call. One call, so that a new interviewer is not public before the review (with a
 * publication delay, both wait for the review's moment). Through the outbox, as /rate-manager: offline
 * or without an answer it waits there and goes out once, its entry id being the Idempotency-Key. No
 * viewHref: the interviewer may not exist yet; once sent, the outbox links to the one the answer names.
 */
export function rateInterviewer(body: RateInterviewerRequest): Promise<SubmitResult<RateInterviewerAnswer>> {
  return submitOrQueue<RateInterviewerAnswer>({
    method: 'POST',
    path: '/rate-interviewer',
    body,
    label: `Review of ${body.interviewer.name}`,
    tag: 'rate-interviewer',
  });
}
