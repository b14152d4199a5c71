import type { Vote, VoteResult } from '@/components/review-kit/types';
import type { CompanyReview, CompanyReviewInput } from '@/features/companies/types';
import { api } from '@/lib/api-client';
import { type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';
import { NEWEST_FIRST, type ReviewOrder, withOrder } from '@/lib/review-order';
import { fetchReviewPage, firstPage, type LoadedReviews } from '@/lib/review-pages';

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
): Promise<SubmitResult<CompanyReview>> {
  return submitOrQueue<CompanyReview>({
    method: 'POST',
    path: '/company-reviews/submit',
    body: { companyId, ...input },
    label: `Review of ${companyName}`,
    tag: `company-review:${companyId}`,
  });
}

const reviewsPath = (companyId: string, order: ReviewOrder) =>
  withOrder(`/company-reviews/company/${encodeURIComponent(companyId)}`, order);

/**
 * The first page of a company's reviews in `order` as the public sees them (GET
 * /api/company-reviews/company/{id}?limit=&sort=, no token: the service worker may keep it for offline
 * reading); useViewerContext merges in the caller's own reviews and votes.
 */
export async function loadCompanyReviews(
  companyId: string,
  order: ReviewOrder = NEWEST_FIRST,
  signal?: AbortSignal,
): Promise<LoadedReviews<CompanyReview>> {
  return firstPage(await fetchReviewPage<CompanyReview>(reviewsPath(companyId, order), null, signal), null);
}

/** The page of `order` after `cursor` (X-Next-Cursor of the previous one). */
export function nextCompanyReviewPage(companyId: string, cursor: string, order: ReviewOrder = NEWEST_FIRST) {
  return fetchReviewPage<CompanyReview>(reviewsPath(companyId, order), cursor);
}

/** POST /api/company-reviews/like|dislike/{reviewId}: the same vote again removes it. */
export function voteOnCompanyReview(reviewId: string, vote: Vote): Promise<VoteResult> {
  return api<VoteResult>(`/company-reviews/${vote}/${encodeURIComponent(reviewId)}`, {
    method: 'POST',
    auth: 'required',
    idempotencyKey: crypto.randomUUID(),
  });
}
