// The manager area's API shapes, taken from the contract (functions/src/contract): a change of an
// answer's or a request's shape breaks the PWA's type check. Only PWA-side types are declared here.
import type { ManagerReviewUpdateRequest } from '@contract/review-requests';
import type { ManagerReview } from '@contract/reviews';
import type { Branch, Company, Department, ManagerDetails, ManagerSummary } from '@contract/subjects';
import type { SearchMode, Vote } from '@/components/review-kit/types';

export type { Department, ManagerDetails, ManagerReview, ManagerSummary, SearchMode, Vote };

/** The body of POST /manager-reviews/submit (without managerId) and PUT /manager-reviews/{id}: the contract's. */
export type ManagerReviewInput = ManagerReviewUpdateRequest;

/** A company as the rate-manager autocomplete uses it (GET /api/companies?search=). */
export type CompanySuggestion = Pick<Company, '_id' | 'name' | 'slug'>;

/** A branch as the rate-manager autocomplete uses it (GET /api/branches?companyId=&search=). */
export type BranchSuggestion = Pick<Branch, '_id' | 'name' | 'city' | 'location'>;
