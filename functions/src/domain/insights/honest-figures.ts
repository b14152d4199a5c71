// The rules every figure made from several reviews obeys (DESIGN.md section 6a,
// issue 16 item 4). One place, so that a trend, a theme, a comparison and a
// dashboard cannot disagree on what "enough reviews" means:
//   - no figure rests on fewer than MIN_GROUP reviews (below it a period or
//     group is merged with its neighbours or hidden);
//   - a theme needs MIN_THEME_REVIEWS distinct reviews;
//   - every figure carries the number of reviews it rests on;
//   - only published reviews count (isPublished, moderation/review-state.ts):
//     the insight writes are fed the same counted/not-counted decision as the
//     aggregates, so a held, hidden or removed review never moves a figure.
import { round2 } from '../interviewers/blended-score.ts';
import { isPublished } from '../moderation/review-state.ts';

/** The smallest number of reviews any shown figure rests on. Change it here only. */
export const MIN_GROUP = 5;
/** Distinct reviews a recurring theme needs. */
export const MIN_THEME_REVIEWS = 3;

/** Whether a review counts in any figure: published ones only. */
export const countsInFigures = isPublished;

/** A running total: how many reviews and the sum of their ratings (or of one aspect). */
export type Bucket = { n: number; sum: number };

/** A shown figure: a mean and the reviews it rests on. */
export type Figure = { average: number; reviewCount: number };

/** The figure of a bucket, or null when it rests on too few reviews. */
export function figureOf(bucket: Bucket | undefined, min = MIN_GROUP): Figure | null {
  if (!bucket || bucket.n < min || bucket.n <= 0) return null;
  return { average: round2(bucket.sum / bucket.n), reviewCount: bucket.n };
}

/** A count shown on its own (a share of outcomes, a theme): only from `min` reviews. */
export function enough(count: number, min = MIN_GROUP): boolean {
  return count >= min;
}

export type KeyedBucket = Bucket & { key: string };

/** A trend point: the periods `from`..`to` (inclusive) merged, with their figure. */
export type Period = Figure & { from: string; to: string };

/**
 * Trend points from periods in order (keys sort chronologically, e.g. '2025Q1').
 * Consecutive periods are merged until they rest on `min` reviews; a short
 * tail joins the last point; when all of them together are too few, nothing
 * is shown. Empty periods are skipped (they rest on nothing).
 */
export function mergePeriods(periods: readonly KeyedBucket[], min = MIN_GROUP): Period[] {
  const sorted = periods.filter((p) => p.n > 0).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const merged: (Bucket & { from: string; to: string })[] = [];
  let open = { from: '', to: '', n: 0, sum: 0 };
  for (const p of sorted) {
    open = { from: open.n === 0 ? p.key : open.from, to: p.key, n: open.n + p.n, sum: open.sum + p.sum };
    if (open.n >= min) {
      merged.push(open);
      open = { from: '', to: '', n: 0, sum: 0 };
    }
  }
  const last = merged.at(-1);
  if (open.n > 0 && last) {
    merged[merged.length - 1] = { ...last, to: open.to, n: last.n + open.n, sum: last.sum + open.sum };
  }
  return merged.map((p) => ({ from: p.from, to: p.to, average: round2(p.sum / p.n), reviewCount: p.n }));
}

export type NamedBucket = Bucket & { id: string; name: string };

/** Groups compared side by side (branches, departments): small ones pooled as "others" or hidden. */
export type GroupFigures = {
  groups: (Figure & { id: string; name: string })[];
  /** The groups below `min` together, when they reach `min`; their names are not listed. */
  others: (Figure & { groupCount: number }) | null;
};

/**
 * Each group with at least `min` reviews is shown; the smaller ones are pooled
 * into one "other" figure when together they reach `min`, else hidden.
 * Best average first.
 */
export function compareGroups(groups: readonly NamedBucket[], min = MIN_GROUP): GroupFigures {
  const shown = groups
    .filter((g) => g.n >= min)
    .map((g) => ({ id: g.id, name: g.name, ...(figureOf(g, min) as Figure) }))
    .sort((a, b) => b.average - a.average || a.name.localeCompare(b.name));
  const small = groups.filter((g) => g.n > 0 && g.n < min);
  const pooled = small.reduce<Bucket>((acc, g) => ({ n: acc.n + g.n, sum: acc.sum + g.sum }), {
    n: 0,
    sum: 0,
  });
  const others = figureOf(pooled, min);
  return {
    groups: shown,
    others: others && small.length > 1 ? { ...others, groupCount: small.length } : null,
  };
}

/** The median of values, or null with none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
