import type { Eligibility } from '@contract/accounts';
import type { CompanyReviewRequest } from '@contract/review-requests';
import type { DeletedReview } from '@contract/reviews';
import type { Vote, VoteResult } from '@/components/review-kit/types';
import type { CompanyReview, CompanyReviewInput } from '@/features/companies/types';
import { api, embeddedAnswer } from '@/lib/api-client';
import { companyHref, rateCompanyHref } from '@/lib/manager-area-links';
import { type SubmitOptions, type SubmitResult, submitOrQueue } from '@/lib/offline/outbox/outbox';
import { NEWEST_FIRST, type ReviewOrder, withOrder } from '@/lib/review-order';
import { fetchReviewPage, firstPage, type LoadedReviews, pagePath, reviewPageFrom } from '@/lib/review-pages';

/**
 * What the company review form needs to know before it opens: whether the caller reviewed a manager
 * there (SPEC.md section 6), and their review of this month, if any, with the day they may write the
 * next ('YYYY-MM-DD', the first of next month; only the caller is told).
 */
export type CompanyReviewStanding = Eligibility;

/** GET /api/company-reviews/check-eligibility/{companyId} (bearer). */
export async function checkEligibility(
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyReviewStanding> {
  const data = await api<Partial<CompanyReviewStanding> | null>(
    `/company-reviews/check-eligibility/${encodeURIComponent(companyId)}`,
    { auth: 'required', signal },
  );
  return { eligible: data?.eligible === true, reviewedThisMonth: data?.reviewedThisMonth ?? null };
}

/** Where the caller edits a company review: a given one, or with 'this-month' this month's. */
export function editCompanyReviewHref(
  company: { _id: string; name: string; slug?: string },
  reviewId: string,
) {
  return `${rateCompanyHref(company)}?${new URLSearchParams({ edit: reviewId })}`;
}

/** The outbox tag of a company's reviews: the company page and the form find them by it. */
export const companyReviewTag = (companyId: string) => `company-review:${companyId}`;

/**
 * POST /api/company-reviews/submit with the bearer and the overall rating (DESIGN.md section 9), or
 * PUT /api/company-reviews/{id} for the caller's own, through the outbox. 403: not eligible; 409:
 * already reviewed this company this month (a queued one is then offered as an edit of that review).
 */
export function submitCompanyReview(
  company: { _id: string; name: string; slug?: string },
  target: { kind: 'new' } | { kind: 'edit'; reviewId: string },
  input: CompanyReviewInput,
  options: SubmitOptions = {},
): Promise<SubmitResult<CompanyReview>> {
  const body = { companyId: company._id, ...input } satisfies CompanyReviewRequest;
  const tag = companyReviewTag(company._id);
  return submitOrQueue<CompanyReview>(
    target.kind === 'new'
      ? {
          method: 'POST',
          path: '/company-reviews/submit',
          body,
          label: `Review of ${company.name}`,
          tag,
          editHref: editCompanyReviewHref(company, THIS_MONTH),
          viewHref: companyHref(company),
        }
      : {
          method: 'PUT',
          path: `/company-reviews/${encodeURIComponent(target.reviewId)}`,
          body,
          label: `Edited review of ${company.name}`,
          tag,
          viewHref: companyHref(company),
        },
    options,
  );
}

/** `?edit=this-month`: the caller's review of the company this month (its id is theirs to look up). */
export const THIS_MONTH = 'this-month';

/** DELETE /api/company-reviews/{id} (the author's own) -> {_id, message}. */
export function deleteCompanyReview(reviewId: string, idempotencyKey: string): Promise<DeletedReview> {
  return api(`/company-reviews/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
    auth: 'required',
    idempotencyKey,
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

/** The same first page, when a server-rendered page came with it (first render only). */
export function embeddedCompanyReviews(
  companyId: string,
  order: ReviewOrder,
): LoadedReviews<CompanyReview> | undefined {
  const answer = embeddedAnswer<CompanyReview[]>(pagePath(reviewsPath(companyId, order), null));
  return answer && firstPage(reviewPageFrom<CompanyReview>(answer.data, answer.headers), null);
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
