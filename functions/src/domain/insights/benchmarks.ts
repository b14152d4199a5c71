// Medians of all companies (issue 16 item 1: "each aspect against the median
// of all companies"), computed by the insights job from the aggregates on the
// company documents and stored as one document. A company takes part in an
// aspect's median only when its own figure for that aspect is shown (rests on
// MIN_GROUP reviews), so the median too rests only on honest figures.
import type { DocumentStore } from '../../store/document-store.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { COMPANY_CATEGORIES, MANAGER_ASPECTS } from '../companies/review-scores.ts';
import { statsFrom } from '../companies/score-stats.ts';
import { round2 } from '../interviewers/blended-score.ts';
import { pagesById } from '../shared/pages-by-id.ts';
import { MIN_GROUP, median } from './honest-figures.ts';

export const INSIGHT_BENCHMARKS = 'insightBenchmarks';
export const BENCHMARKS_ID = 'all';
const PAGE = 500;

export type Median = { median: number; companyCount: number };
export type Benchmarks = {
  manager: Record<string, Median>;
  company: Record<string, Median>;
  computedAt: Date;
};

/** Every company's shown aspect averages, then their medians. */
export async function computeBenchmarks(
  store: DocumentStore,
  now: Date,
  min = MIN_GROUP,
): Promise<Benchmarks> {
  const values = { manager: new Map<string, number[]>(), company: new Map<string, number[]>() };
  for await (const { data } of pagesById<CompanyData>(store, COMPANIES, PAGE)) {
    const sets = [
      ['manager', MANAGER_ASPECTS, statsFrom(MANAGER_ASPECTS, data.managerReviewStats)],
      ['company', COMPANY_CATEGORIES, statsFrom(COMPANY_CATEGORIES, data.companyReviewStats)],
    ] as const;
    for (const [kind, keys, stats] of sets) {
      for (const key of keys) {
        const n = (stats.counts as Record<string, number>)[key] ?? 0;
        if (n < min) continue;
        const list = values[kind].get(key) ?? [];
        list.push(((stats.sums as Record<string, number>)[key] ?? 0) / n);
        values[kind].set(key, list);
      }
    }
  }
  const medians = (m: Map<string, number[]>) =>
    Object.fromEntries(
      [...m.entries()].map(([k, v]) => [k, { median: round2(median(v) ?? 0), companyCount: v.length }]),
    );
  const benchmarks = { manager: medians(values.manager), company: medians(values.company), computedAt: now };
  await store.batch().set(INSIGHT_BENCHMARKS, BENCHMARKS_ID, benchmarks).commit();
  return benchmarks;
}

export async function readBenchmarks(store: DocumentStore): Promise<Benchmarks | null> {
  return (await store.get<Benchmarks>(INSIGHT_BENCHMARKS, BENCHMARKS_ID))?.data ?? null;
}
