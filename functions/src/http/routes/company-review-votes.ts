import { COMPANY_REVIEW_KIND } from '../../domain/company-reviews/company-review.ts';
import type { AppDeps } from '../context.ts';
import { reviewVoteRoutes } from '../review-votes.ts';

/** POST /company-reviews/like/{reviewId} and /dislike/{reviewId}: as for manager reviews (review-votes.ts). */
export function companyReviewVoteRoutes(deps: AppDeps) {
  return reviewVoteRoutes(deps, COMPANY_REVIEW_KIND, '/company-reviews');
}
