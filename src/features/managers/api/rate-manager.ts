import type { RateManagerAnswer } from '@contract/subjects';
import type { ManagerReviewInput } from '@/features/managers/types';
import { type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';

export type RateManagerBody = {
  companyId?: string;
  companyName?: string;
  branch: { city: string; location: string[] };
  departmentId?: string;
  departmentName?: string;
  manager: { name: string; position: string };
  review: ManagerReviewInput;
};

export type { RateManagerAnswer };

/**
 * POST /api/rate-manager: company, branch, department, manager and review in one all-or-nothing call,
 * through the outbox (its entry id is the Idempotency-Key, so a retry never creates a second manager).
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
