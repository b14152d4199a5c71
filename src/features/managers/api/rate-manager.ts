import type { RateManagerRequest } from '@contract/subject-requests';
import type { RateManagerAnswer } from '@contract/subjects';
import { type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';

/** The body of POST /api/rate-manager: the contract's. */
export type RateManagerBody = RateManagerRequest;

export type { RateManagerAnswer };

/**
 * POST /api/rate-manager: company, branch, department, manager and review in one all-or-nothing call,
 * through the outbox (its entry id is the Idempotency-Key, so a retry never creates a second manager).
 * No viewHref: the manager may not exist yet; once sent, the outbox links to the one the answer names.
 */
export function rateManager(body: RateManagerBody): Promise<SubmitResult<RateManagerAnswer>> {
  return submitOrQueue<RateManagerAnswer>({
    method: 'POST',
    path: '/rate-manager',
    body,
    label: `Review of ${body.manager.name}`,
    tag: 'rate-manager',
  });
}
