// Aggregates, counts and eligibility markers of the manager area are kept
// incrementally in transactions; these checks recompute them from the
// documents they summarise and must always agree (DESIGN.md section 5).
import type { DocumentStore } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData, interviewerCount } from '../companies/company.ts';
import { MANAGER_ASPECTS, type ManagerAspect } from '../companies/review-scores.ts';
import { type ScoreStats, statsFrom, statsOf } from '../companies/score-stats.ts';
import { COMPANY_REVIEW_KIND } from '../company-reviews/company-review.ts';
import { checkCompanyReviewStats } from '../company-reviews/company-reviews.ts';
import { ELIGIBILITY, type EligibilityData } from '../company-reviews/eligibility.ts';
import { DEPARTMENTS, type DepartmentData } from '../departments/department.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { INTERVIEWERS } from '../interviewers/interviewer.ts';
import { averageOf } from '../interviewers/rating-aggregates.ts';
import { isPublished } from '../moderation/review-state.ts';
import { checkVotesOn } from '../reviews/voting.ts';
import { MANAGERS, type ManagerData, managerStats } from './manager.ts';
import {
  MANAGER_REVIEW_KIND,
  MANAGER_REVIEWS,
  type ManagerReviewData,
  scoredManagerReview,
} from './manager-review.ts';

export type Check<T> = { consistent: boolean; stored: T; actual: T };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The reviews that count in the figures: published ones only (issue 9). */
async function reviewsWhere(store: DocumentStore, field: 'managerId' | 'companyId', value: string) {
  const reviews = await store.query<ManagerReviewData>({
    collection: MANAGER_REVIEWS,
    where: [{ field, op: '==', value }],
  });
  return reviews.filter((r) => isPublished(r.data));
}

/** A manager's stored figures against their reviews. */
export async function checkManagerAggregates(
  store: DocumentStore,
  managerId: string,
): Promise<Check<ScoreStats<ManagerAspect> & { avgRating: number }>> {
  const [manager, reviews] = await Promise.all([
    store.get<ManagerData>(MANAGERS, managerId),
    reviewsWhere(store, 'managerId', managerId),
  ]);
  if (!manager) throw new Error(`No manager ${managerId}.`);
  const stored = { ...managerStats(manager.data), avgRating: manager.data.avgRating };
  const stats = statsOf(
    MANAGER_ASPECTS,
    reviews.map((r) => scoredManagerReview(r.data)),
  );
  const actual = { ...stats, avgRating: round2(averageOf(stats)) };
  return { consistent: same(stored, actual), stored, actual };
}

type CompanyFigures = {
  totalManagers: number;
  totalInterviewers: number;
  totalReviews: number;
  ratingSum: number;
  avgRating: number;
  managerReviewStats: ScoreStats<ManagerAspect>;
};

/** A company's manager count and manager-review figures against its managers and their reviews. */
export async function checkCompanyAggregates(
  store: DocumentStore,
  companyId: string,
): Promise<Check<CompanyFigures>> {
  const [company, reviews, managers, interviewers] = await Promise.all([
    store.get<CompanyData>(COMPANIES, companyId),
    reviewsWhere(store, 'companyId', companyId),
    store.count({ collection: MANAGERS, where: [{ field: 'companyId', op: '==', value: companyId }] }),
    store.count({ collection: INTERVIEWERS, where: [{ field: 'companyId', op: '==', value: companyId }] }),
  ]);
  if (!company) throw new Error(`No company ${companyId}.`);
  const c = company.data;
  const stats = statsOf(
    MANAGER_ASPECTS,
    reviews.map((r) => scoredManagerReview(r.data)),
  );
  const stored: CompanyFigures = {
    totalManagers: c.totalManagers,
    totalInterviewers: interviewerCount(c),
    totalReviews: c.totalReviews,
    ratingSum: c.ratingSum,
    // The sort key may lag while marked for the insights job (company-aggregates.ts); once
    // refreshed it must be exact. What readers see is computed from the sums.
    avgRating: c.avgRatingStale ? round2(averageOf(stats)) : c.avgRating,
    managerReviewStats: statsFrom(MANAGER_ASPECTS, c.managerReviewStats),
  };
  const actual: CompanyFigures = {
    totalManagers: managers,
    totalInterviewers: interviewers,
    totalReviews: stats.reviewCount,
    ratingSum: stats.ratingSum,
    avgRating: round2(averageOf(stats)),
    managerReviewStats: stats,
  };
  return { consistent: same(stored, actual), stored, actual };
}

/** Every marker counts exactly its author's reviews at its company, and every such pair has one. */
export async function checkEligibilityMarkers(store: DocumentStore): Promise<Check<Record<string, number>>> {
  const [markers, reviews] = await Promise.all([
    store.query<EligibilityData>({ collection: ELIGIBILITY }),
    store.query<ManagerReviewData>({ collection: MANAGER_REVIEWS }),
  ]);
  const stored: Record<string, number> = {};
  for (const m of markers) stored[`${m.data.authorKey}|${m.data.companyId}`] = m.data.managerReviews;
  const actual: Record<string, number> = {};
  for (const r of reviews) {
    const key = `${r.data.authorKey}|${r.data.companyId}`;
    actual[key] = (actual[key] ?? 0) + 1;
  }
  const keys = [...new Set([...Object.keys(stored), ...Object.keys(actual)])];
  return { consistent: keys.every((k) => stored[k] === actual[k]), stored, actual };
}

/** Departments' manager counts against their managers. */
async function checkDepartmentCount(store: DocumentStore, departmentId: string): Promise<boolean> {
  const [department, managers] = await Promise.all([
    store.get<DepartmentData>(DEPARTMENTS, departmentId),
    store.count({ collection: MANAGERS, where: [{ field: 'departmentId', op: '==', value: departmentId }] }),
  ]);
  return department?.data.totalManagers === managers;
}

/** The whole manager area: the paths whose stored figures disagree (empty when all agree). */
export async function findManagerAreaInconsistencies(store: DocumentStore): Promise<string[]> {
  const bad: string[] = [];
  for (const { id } of await store.query({ collection: MANAGERS })) {
    if (!(await checkManagerAggregates(store, id)).consistent) bad.push(`${MANAGERS}/${id}`);
  }
  for (const { id } of await store.query({ collection: COMPANIES })) {
    if (!(await checkCompanyAggregates(store, id)).consistent) bad.push(`${COMPANIES}/${id}`);
    if (!(await checkCompanyReviewStats(store, id)).consistent) bad.push(`${COMPANIES}/${id}#companyReviews`);
  }
  for (const { id } of await store.query({ collection: DEPARTMENTS })) {
    if (!(await checkDepartmentCount(store, id))) bad.push(`${DEPARTMENTS}/${id}`);
  }
  for (const kind of [MANAGER_REVIEW_KIND, COMPANY_REVIEW_KIND]) {
    for (const { id } of await store.query({ collection: kind.reviews })) {
      if (!(await checkVotesOn(store, kind, id)).consistent) bad.push(`${kind.reviews}/${id}`);
    }
  }
  if (!(await checkEligibilityMarkers(store)).consistent) bad.push(ELIGIBILITY);
  return bad;
}
