import type { Doc } from '../../store/document-store.ts';
import { MANAGER_ASPECTS, type ManagerAspect } from '../companies/review-scores.ts';
import {
  type ScoreStats,
  type StatsSummary,
  statsFrom,
  storedStats,
  summarize,
} from '../companies/score-stats.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { averageOf } from '../interviewers/rating-aggregates.ts';
import { publicDate } from '../shared/public-dates.ts';

export { MAX_MANAGER_NAME, MAX_MANAGER_POSITION } from '../../contract/request-rules.ts';

export const MANAGERS = 'managers';
/** One document per (company, branch, normalised name): adding the same manager twice finds the first. */
export const MANAGER_NAMES = 'managerNames';
/** managerNameId of the look-alike key (text/look-alike-key.ts) -> { managerId }: finds a name written to read like another's. */
export const MANAGER_LOOK_ALIKES = 'managerLookAlikes';

export type ManagerData = {
  name: string;
  nameKey: string;
  position: string;
  companyId: string;
  /** Denormalised from the company, branch and department (their names never change once created). */
  companyName: string;
  branchId: string;
  branchName: string;
  branchCity: string;
  branchLocation: string[];
  departmentId: string | null;
  departmentName: string | null;
  /** Word prefixes of the name, and of the company name, for `array-contains` search. */
  searchTokens: string[];
  companyTokens: string[];
  createdAt: Date;
  /** Aggregates of the manager's reviews, kept in the review transactions. */
  reviewStats: ScoreStats<ManagerAspect>;
  /** round2 of the mean rating, mirrored from reviewStats. */
  avgRating: number;
};

/** A manager as lists show them (search results, company and department pages). */
export type ManagerSummary = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  branch: { _id: string; name: string; city: string; location: string[] };
  department: { _id: string; name: string } | null;
  /** Plain mean, 2 decimals (shown to one); 0 with no reviews. */
  averageRating: number;
  /** Same value, for the screens' colour-coded badge. */
  rating: number;
  reviewCount: number;
  createdAt: string;
};

/** GET /api/managers/{id}: the summary plus the 5-1 distribution and aspect averages. */
export type ManagerDetails = ManagerSummary & {
  distribution: StatsSummary<ManagerAspect>['distribution'];
  aspectAverages: StatsSummary<ManagerAspect>['averages'];
  aspectCounts: StatsSummary<ManagerAspect>['counts'];
};

export function managerStats(data: ManagerData): ScoreStats<ManagerAspect> {
  return statsFrom(MANAGER_ASPECTS, data.reviewStats);
}

/** The manager's aggregate fields for these stats. */
export function managerStatsFields(stats: ScoreStats<ManagerAspect>) {
  return { reviewStats: storedStats(stats), avgRating: round2(averageOf(stats)) };
}

export function toManagerSummary(doc: Doc<ManagerData>): ManagerSummary {
  const m = doc.data;
  const stats = managerStats(m);
  const average = round2(averageOf(stats));
  return {
    _id: doc.id,
    name: m.name,
    position: m.position,
    company: { _id: m.companyId, name: m.companyName },
    branch: { _id: m.branchId, name: m.branchName, city: m.branchCity, location: [...m.branchLocation] },
    department: m.departmentId ? { _id: m.departmentId, name: m.departmentName ?? '' } : null,
    averageRating: average,
    rating: average,
    reviewCount: stats.reviewCount,
    createdAt: publicDate(m.createdAt),
  };
}

export function toManagerDetails(doc: Doc<ManagerData>): ManagerDetails {
  const summary = summarize(MANAGER_ASPECTS, managerStats(doc.data));
  return {
    ...toManagerSummary(doc),
    distribution: summary.distribution,
    aspectAverages: summary.averages,
    aspectCounts: summary.counts,
  };
}
