import type { RateInterviewerRequest } from '@contract/subject-requests';
import type { RateInterviewerAnswer } from '@contract/subjects';
import { api } from '@/lib/api-client';

export type { RateInterviewerAnswer, RateInterviewerRequest };

/**
 * POST /api/rate-interviewer: the company (id or name), the interviewer and the review in one
 * all-or-nothing call. One call, so that a new interviewer is not public before the review (with a
 * publication delay, both wait for the review's moment).
 */
export function rateInterviewer(
  body: RateInterviewerRequest,
  idempotencyKey: string,
): Promise<RateInterviewerAnswer> {
  return api<RateInterviewerAnswer>('/rate-interviewer', {
    method: 'POST',
    body,
    auth: 'required',
    idempotencyKey,
  });
}
