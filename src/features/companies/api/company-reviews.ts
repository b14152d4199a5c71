import type { CompanyReviewInput } from '@/features/companies/types';
import { api } from '@/lib/api-client';
import { type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';

/** GET /api/company-reviews/check-eligibility/{companyId} (bearer) -> {eligible}. */
export async function checkEligibility(companyId: string, signal?: AbortSignal): Promise<boolean> {
  const data = await api<{ eligible?: boolean }>(
    `/company-reviews/check-eligibility/${encodeURIComponent(companyId)}`,
    { auth: 'required', signal },
  );
  return data?.eligible === true;
}

/**
 * POST /api/company-reviews/submit with the bearer and the overall rating (DESIGN.md section 9),
 * through the outbox. 403: not eligible; 409: already reviewed this company this month.
 */
export function submitCompanyReview(
  companyId: string,
  companyName: string,
  input: CompanyReviewInput,
): Promise<SubmitResult<unknown>> {
  return submitOrQueue({
    method: 'POST',
    path: '/company-reviews/submit',
    body: { companyId, ...input },
    label: `Review of ${companyName}`,
    tag: `company-review:${companyId}`,
  });
}
