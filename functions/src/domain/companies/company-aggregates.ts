import { FieldValue, type WriteData } from '../../store/document-store.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { averageOf } from '../interviewers/rating-aggregates.ts';
import type { CompanyData } from './company.ts';
import {
  COMPANY_CATEGORIES,
  type CompanyCategory,
  MANAGER_ASPECTS,
  type ManagerAspect,
} from './review-scores.ts';
import {
  emptyStats,
  type Scored,
  type ScoreStats,
  statsFrom,
  storedStats,
  withScoredChange,
} from './score-stats.ts';

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

/**
 * The same change as increments, for a review transaction that does not read the company (issue 19):
 * a company's figures are shared by the reviews of all its managers, so a transaction that read them
 * was retried whenever another review of the company committed first (most retries of the write mix,
 * and a lock on the company document in Firestore). Increments commute, so the figures stay exact
 * whatever commits first. `avgRating` is only the "top rated" sort key (readers take the average
 * from the sums: companyAverage): it is written from `snapshot`, a read outside the transaction,
 * which is exact unless another review of the company committed in between; `avgRatingStale` asks
 * the insights job to compute it again from the stored sums (refreshCompanyAverages). Empty when
 * the change leaves the figures as they were.
 */
export function managerReviewIncrements(snapshot: CompanyData, change: Change<ManagerAspect>): WriteData {
  const delta = withScoredChange(MANAGER_ASPECTS, emptyStats(MANAGER_ASPECTS), change);
  const fields: WriteData = {};
  const add = (path: string, by: number) => {
    if (by !== 0) fields[path] = FieldValue.increment(by);
  };
  add('totalReviews', delta.reviewCount);
  add('ratingSum', delta.ratingSum);
  add('managerReviewStats.reviewCount', delta.reviewCount);
  add('managerReviewStats.ratingSum', delta.ratingSum);
  for (const [star, n] of Object.entries(delta.distribution))
    add(`managerReviewStats.distribution.${star}`, n);
  for (const key of MANAGER_ASPECTS) {
    add(`managerReviewStats.sums.${key}`, delta.sums[key]);
    add(`managerReviewStats.counts.${key}`, delta.counts[key]);
  }
  if (Object.keys(fields).length === 0) return fields;
  const after = withScoredChange(
    MANAGER_ASPECTS,
    statsFrom(MANAGER_ASPECTS, snapshot.managerReviewStats),
    change,
  );
  return { ...fields, avgRating: round2(averageOf(after)), avgRatingStale: true };
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
