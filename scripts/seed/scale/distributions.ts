// The shapes that make the data look real: a few profiles with hundreds of
// reviews and many with none or a few; ratings that lean positive with a
// bump at one star; dates over three years, more of them recent.
import type { Rating } from '../../../functions/src/domain/interviewers/rating-aggregates.ts';
import { clamp, normal, type Random, weightedSampler } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the data goes. */
export const HISTORY_MS = 3 * 365 * DAY_MS;

/**
 * How many reviews each profile gets, `total` in all: a Zipf-like share
 * (rank r weighs 1 / (r + r0)) drawn review by review, so the counts are
 * skewed and noisy, capped at `max`. Older profiles have had longer to
 * collect reviews, so ranks go by age, with noise.
 */
export function reviewCounts(
  rnd: Random,
  createdAt: readonly Date[],
  now: number,
  total: number,
  max: number,
): number[] {
  const profiles = createdAt.length;
  const r0 = Math.max(1, (20 * profiles) / 20_000);
  const byAge = createdAt
    .map((at, i) => ({ i, key: (now - at.getTime()) * (0.25 + rnd()) }))
    .sort((a, b) => b.key - a.key);
  const weights = new Array<number>(profiles);
  for (const [rank, { i }] of byAge.entries()) weights[i] = 1 / (rank + 1 + r0);
  const sample = weightedSampler(weights);
  const counts = new Array<number>(profiles).fill(0);
  let placed = 0;
  while (placed < total) {
    const i = sample(rnd);
    if ((counts[i] as number) >= max) continue;
    counts[i] = (counts[i] as number) + 1;
    placed += 1;
  }
  return counts;
}

/** A profile's underlying quality on the 1-5 scale: most are good, some average, a few poor. */
export function profileQuality(rnd: Random): number {
  const x = rnd();
  if (x < 0.68) return clamp(normal(rnd, 4.2, 0.45), 1, 5);
  if (x < 0.9) return clamp(normal(rnd, 3.1, 0.5), 1, 5);
  return clamp(normal(rnd, 1.8, 0.5), 1, 5);
}

/**
 * One reviewer's rating of a profile of this quality. Reviewers exaggerate
 * (the stretch away from 3) and the unhappy ones mostly give one star: the
 * J-shaped distribution of review sites, about 12/7/18/25/38 % for 1-5 stars.
 */
export function ratingAround(rnd: Random, quality: number): Rating {
  const x = 3 + (quality + normal(rnd, 0, 0.9) - 3) * 1.3;
  const rating = clamp(Math.round(x), 1, 5);
  return (rating === 2 && rnd() < 0.35 ? 1 : rating) as Rating;
}

/** A sub-score (aspect or category) near the rating; 0 ("not rated") for some. */
export function subScore(rnd: Random, rating: number, unrated = 0.12): number {
  if (rnd() < unrated) return 0;
  return clamp(Math.round(rating + normal(rnd, 0, 0.8)), 1, 5);
}

/** A time in [from, to], leaning towards `to` (the site grows: more reviews lately). */
export function recentBetween(rnd: Random, from: number, to: number): Date {
  const span = Math.max(0, to - from);
  return new Date(from + Math.floor(span * rnd() ** 0.7));
}

/** A time in [from, to], leaning towards `from` (profiles are mostly added early, then reviewed). */
export function earlyBetween(rnd: Random, from: number, to: number): Date {
  const span = Math.max(0, to - from);
  return new Date(from + Math.floor(span * rnd() ** 1.8));
}

export { DAY_MS };
