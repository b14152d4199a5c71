import { round2 } from '../interviewers/blended-score.ts';
import { averageOf } from '../interviewers/rating-aggregates.ts';
import type { CompanyData } from './company.ts';
import {
  COMPANY_CATEGORIES,
  type CompanyCategory,
  MANAGER_ASPECTS,
  type ManagerAspect,
} from './review-scores.ts';
import { type Scored, type ScoreStats, statsFrom, storedStats, withScoredChange } from './score-stats.ts';

// A company's figures change in the same transaction as the review that
// changes them (DESIGN.md section 5). These return the new field values.

export type Change<K extends string> = { remove?: Scored<K>; add?: Scored<K> };

/** The company's manager-review fields after a manager review is added, edited or removed. */
export function companyAfterManagerReview(company: CompanyData, change: Change<ManagerAspect>) {
  const stats = withScoredChange(
    MANAGER_ASPECTS,
    statsFrom(MANAGER_ASPECTS, company.managerReviewStats),
    change,
  );
  return managerReviewFields(stats);
}

/** totalReviews, ratingSum and avgRating mirror the stats (existing readers use them). */
export function managerReviewFields(stats: ScoreStats<ManagerAspect>) {
  return {
    totalReviews: stats.reviewCount,
    ratingSum: stats.ratingSum,
    avgRating: round2(averageOf(stats)),
    managerReviewStats: storedStats(stats),
  };
}

/** The company's company-review fields after a company review is added or removed. */
export function companyAfterCompanyReview(company: CompanyData, change: Change<CompanyCategory>) {
  const stats = withScoredChange(
    COMPANY_CATEGORIES,
    statsFrom(COMPANY_CATEGORIES, company.companyReviewStats),
    change,
  );
  return { companyReviewStats: storedStats(stats) };
}
