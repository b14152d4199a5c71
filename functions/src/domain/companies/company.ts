import type { Doc } from '../../store/document-store.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { averageOf } from '../interviewers/rating-aggregates.ts';
import { publicDate } from '../shared/public-dates.ts';
import {
  COMPANY_CATEGORIES,
  type CompanyCategory,
  MANAGER_ASPECTS,
  type ManagerAspect,
} from './review-scores.ts';
import { type ScoreStats, type StatsSummary, statsFrom, summarize } from './score-stats.ts';

export const COMPANIES = 'companies';
/** Uniqueness of company names: one document per normalised name, pointing at the company. */
export const COMPANY_NAMES = 'companyNames';
/** lookAlikeKey(name) (text/look-alike-key.ts) -> { companyId }: finds a name written to read like another's. */
export const COMPANY_LOOK_ALIKES = 'companyLookAlikes';

export type CompanyData = {
  name: string;
  nameKey: string;
  slug: string;
  description: string;
  tagline: string;
  searchTokens: string[];
  createdAt: Date;
  branchIds: string[];
  totalManagers: number;
  /**
   * Interviewers listed at the company, counted in the transaction that adds one (absent on documents
   * written before the directory existed: read it through interviewerCount).
   */
  totalInterviewers?: number;
  /** Aggregates of the company's manager reviews, kept in the review transactions. */
  totalReviews: number;
  ratingSum: number;
  /**
   * round2(ratingSum / totalReviews), stored so "top rated" is one query: a sort key, which a manager
   * review may leave a little off while `avgRatingStale` (company-aggregates.ts); answers use
   * companyAverage.
   */
  avgRating: number;
  /** Set by a manager review written as increments; the insights job recomputes avgRating and clears it. */
  avgRatingStale?: boolean;
  /** The same reviews with distribution and aspect sums (issue 6); totalReviews and ratingSum mirror it. */
  managerReviewStats: ScoreStats<ManagerAspect>;
  /** Aggregates of the company reviews themselves (issue 6). */
  companyReviewStats: ScoreStats<CompanyCategory>;
};

/** The company as the API answers it (SPEC.md section 3). */
export type CompanyResponse = {
  _id: string;
  name: string;
  description: string;
  tagline: string;
  slug: string;
  avgRating: number;
  rating: number;
  totalReviews: number;
  totalManagers: number;
  totalInterviewers: number;
  createdAt: string;
  branchIds: string[];
};

/** The company's interviewer count; 0 on documents written before it was kept. */
export function interviewerCount(company: Pick<CompanyData, 'totalInterviewers'>): number {
  return company.totalInterviewers ?? 0;
}

/** The company's average over its manager reviews, from the stored sums (exact, unlike the sort key). */
export function companyAverage(company: Pick<CompanyData, 'totalReviews' | 'ratingSum'>): number {
  return round2(averageOf({ reviewCount: company.totalReviews, ratingSum: company.ratingSum }));
}

export function toCompanyResponse(doc: Doc<CompanyData>): CompanyResponse {
  const c = doc.data;
  return {
    _id: doc.id,
    name: c.name,
    description: c.description,
    tagline: c.tagline,
    slug: c.slug,
    avgRating: companyAverage(c),
    rating: companyAverage(c),
    totalReviews: c.totalReviews,
    totalManagers: c.totalManagers,
    totalInterviewers: interviewerCount(c),
    createdAt: publicDate(c.createdAt),
    branchIds: c.branchIds,
  };
}

/** The company page's answer (issue 6): the company with its figures. */
export type CompanyDetailsResponse = CompanyResponse & {
  managersCount: number;
  interviewersCount: number;
  /** Distinct cities of the company's branches, A-Z (company-cities.ts). */
  cities: string[];
  reviewCount: number;
  averageRating: number;
  distribution: StatsSummary<ManagerAspect>['distribution'];
  aspectAverages: StatsSummary<ManagerAspect>['averages'];
  aspectCounts: StatsSummary<ManagerAspect>['counts'];
  companyReviews: {
    reviewCount: number;
    averageRating: number;
    distribution: StatsSummary<CompanyCategory>['distribution'];
    categoryAverages: StatsSummary<CompanyCategory>['averages'];
    categoryCounts: StatsSummary<CompanyCategory>['counts'];
  };
};

export function toCompanyDetails(doc: Doc<CompanyData>, cities: string[] = []): CompanyDetailsResponse {
  const managerReviews = summarize(MANAGER_ASPECTS, statsFrom(MANAGER_ASPECTS, doc.data.managerReviewStats));
  const companyReviews = summarize(
    COMPANY_CATEGORIES,
    statsFrom(COMPANY_CATEGORIES, doc.data.companyReviewStats),
  );
  return {
    ...toCompanyResponse(doc),
    managersCount: doc.data.totalManagers,
    interviewersCount: interviewerCount(doc.data),
    cities,
    reviewCount: managerReviews.reviewCount,
    averageRating: managerReviews.averageRating,
    distribution: managerReviews.distribution,
    aspectAverages: managerReviews.averages,
    aspectCounts: managerReviews.counts,
    companyReviews: {
      reviewCount: companyReviews.reviewCount,
      averageRating: companyReviews.averageRating,
      distribution: companyReviews.distribution,
      categoryAverages: companyReviews.averages,
      categoryCounts: companyReviews.counts,
    },
  };
}
