// Where each manager stands among all managers (issue 17 item 2): for the
// overall rating and each aspect, a histogram of the averages of every manager
// whose own figure is shown (rests on MIN_GROUP reviews), in steps of 0.01
// from 1 to 5. Computed by the insights job from the aggregates on the manager
// documents and stored as one small document, so a dashboard reads one
// document, not every manager, to give a percentile.
import type { DocumentStore } from '../../store/document-store.ts';
import { MANAGER_ASPECTS } from '../companies/review-scores.ts';
import { statsFrom } from '../companies/score-stats.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { pagesById } from '../shared/pages-by-id.ts';
import { INSIGHT_BENCHMARKS } from './benchmarks.ts';
import { MIN_GROUP } from './honest-figures.ts';

export const MANAGER_DISTRIBUTION_ID = 'managers';
export const FIGURE_KEYS = ['rating', ...MANAGER_ASPECTS] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];
const STEPS = 401; // 1.00 .. 5.00
const PAGE = 500;

export type Histogram = { total: number; counts: number[] };
export type ManagerDistribution = { figures: Record<FigureKey, Histogram>; computedAt: Date };

export const binOf = (average: number) => Math.min(STEPS - 1, Math.max(0, Math.round((average - 1) * 100)));

/** The manager's shown figures (average per key), leaving out those resting on fewer than `min` reviews. */
export function shownFigures(data: ManagerData, min = MIN_GROUP): Partial<Record<FigureKey, number>> {
  const stats = statsFrom(MANAGER_ASPECTS, data.reviewStats);
  const out: Partial<Record<FigureKey, number>> = {};
  if (stats.reviewCount >= min) out.rating = stats.ratingSum / stats.reviewCount;
  for (const aspect of MANAGER_ASPECTS) {
    if (stats.counts[aspect] >= min) out[aspect] = stats.sums[aspect] / stats.counts[aspect];
  }
  return out;
}

export async function computeManagerDistribution(
  store: DocumentStore,
  now: Date,
): Promise<ManagerDistribution> {
  const figures = Object.fromEntries(
    FIGURE_KEYS.map((k) => [k, { total: 0, counts: new Array<number>(STEPS).fill(0) }]),
  ) as Record<FigureKey, Histogram>;
  for await (const { data } of pagesById<ManagerData>(store, MANAGERS, PAGE)) {
    for (const [key, average] of Object.entries(shownFigures(data)) as [FigureKey, number][]) {
      figures[key].total += 1;
      figures[key].counts[binOf(average)] = (figures[key].counts[binOf(average)] ?? 0) + 1;
    }
  }
  const distribution = { figures, computedAt: now };
  await store.batch().set(INSIGHT_BENCHMARKS, MANAGER_DISTRIBUTION_ID, distribution).commit();
  return distribution;
}

export async function readManagerDistribution(store: DocumentStore): Promise<ManagerDistribution | null> {
  return (await store.get<ManagerDistribution>(INSIGHT_BENCHMARKS, MANAGER_DISTRIBUTION_ID))?.data ?? null;
}

/**
 * The share of the others below `value` (ties count half), 0-100, or null when fewer than `min`
 * others are compared: a percentile among too few would all but name them.
 */
export function percentileAmong(
  below: number,
  equal: number,
  others: number,
  min = MIN_GROUP,
): { percentile: number; comparedWith: number } | null {
  if (others < min) return null;
  return { percentile: Math.round((100 * (below + equal / 2)) / others), comparedWith: others };
}

/** The percentile of `value` in a histogram that includes the manager themselves (taken out first). */
export function percentileInHistogram(histogram: Histogram | undefined, value: number, min = MIN_GROUP) {
  if (!histogram) return null;
  const bin = binOf(value);
  let below = 0;
  for (let i = 0; i < bin; i++) below += histogram.counts[i] ?? 0;
  const equal = Math.max(0, (histogram.counts[bin] ?? 0) - 1);
  return percentileAmong(below, equal, histogram.total - 1, min);
}
