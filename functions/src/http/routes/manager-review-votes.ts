import { MANAGER_REVIEW_KIND } from '../../domain/managers/manager-review.ts';
import type { AppDeps } from '../context.ts';
import { reviewVoteRoutes } from '../review-votes.ts';

/**
 * POST /manager-reviews/like/{reviewId} and /dislike/{reviewId}: empty body; the same vote again
 * removes it, the other one switches (review-votes.ts). Answers { _id, likes, dislikes, myVote }.
 */
export function managerReviewVoteRoutes(deps: AppDeps) {
  return reviewVoteRoutes(deps, MANAGER_REVIEW_KIND, '/manager-reviews');
}
