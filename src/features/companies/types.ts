// The company area's API shapes, taken from the contract (functions/src/contract): a change of an
// answer's or a request's shape breaks the PWA's type check. Only PWA-side types are declared here.
import type { CompanyReviewUpdateRequest } from '@contract/review-requests';
import type { CompanyReview } from '@contract/reviews';
import type { Company, CompanyDetails, CompanyLocation, ManagerSummary } from '@contract/subjects';

// The categories and texts of a company review: the contract's own lists (request-rules.ts imports
// nothing, so these values cost the bundle only the words themselves).
export {
  COMPANY_CATEGORIES,
  COMPANY_REVIEW_TEXTS,
  type CompanyCategory,
  type CompanyReviewText,
} from '@contract/request-rules';

export type { Company, CompanyDetails, CompanyLocation, CompanyReview };

/** A manager as the company page lists them: the API's ManagerSummary. */
export type CompanyManager = ManagerSummary;

/**
 * The body of POST /company-reviews/submit (without companyId) and PUT /company-reviews/{id}: the
 * contract's, with the overall rating the PWA always sends (DESIGN.md section 9).
 */
export type CompanyReviewInput = CompanyReviewUpdateRequest;
