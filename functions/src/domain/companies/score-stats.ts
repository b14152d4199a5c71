// Review aggregates with named sub-scores (DESIGN.md section 5): count, sum
// and 1-5 distribution of the overall rating (rating-aggregates.ts), plus
// for each sub-score (a manager's leadership..fairness, a company's
// workLifeBalance..diversity) its sum and the number of reviews that gave it.
// A sub-score of 0 means "not rated" (the forms default to 0) and is not
// counted, so an average is over the reviews that did rate it.
import { round2 } from '../interviewers/blended-score.ts';
import {
  averageOf,
  type Distribution,
  emptyAggregates,
  type Rating,
  type RatingAggregates,
  withRatingChange,
} from '../interviewers/rating-aggregates.ts';

export type Scores<K extends string> = Record<K, number>;

export type ScoreStats<K extends string> = RatingAggregates & { sums: Scores<K>; counts: Scores<K> };

/** What one review contributes. */
export type Scored<K extends string> = { rating: Rating; scores: Scores<K> };

/** How the API shows aggregates. */
export type StatsSummary<K extends string> = {
  reviewCount: number;
  /** Plain mean of the overall ratings, 2 decimals; 0 with no reviews. */
  averageRating: number;
  distribution: Distribution;
  /** Mean of each sub-score over the reviews that rated it, 2 decimals; 0 when none did. */
  averages: Scores<K>;
  /** How many reviews rated each sub-score (the number each average rests on; sub-scores are optional). */
  counts: Scores<K>;
};

function zeros<K extends string>(keys: readonly K[]): Scores<K> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Scores<K>;
}

export function emptyStats<K extends string>(keys: readonly K[]): ScoreStats<K> {
  return { ...emptyAggregates(), sums: zeros(keys), counts: zeros(keys) };
}

/** Stored stats, tolerant of documents written before a field existed. */
export function statsFrom<K extends string>(
  keys: readonly K[],
  stored: Partial<ScoreStats<K>> | null | undefined,
): ScoreStats<K> {
  const empty = emptyStats(keys);
  return {
    reviewCount: stored?.reviewCount ?? 0,
    ratingSum: stored?.ratingSum ?? 0,
    distribution: { ...empty.distribution, ...stored?.distribution },
    sums: { ...empty.sums, ...stored?.sums },
    counts: { ...empty.counts, ...stored?.counts },
  };
}

/** The stats after removing one review and/or adding one (an edit does both). */
export function withScoredChange<K extends string>(
  keys: readonly K[],
  current: ScoreStats<K>,
  change: { remove?: Scored<K>; add?: Scored<K> },
): ScoreStats<K> {
  const base = statsFrom(keys, current);
  const rated = withRatingChange(base, {
    ...(change.remove ? { remove: change.remove.rating } : {}),
    ...(change.add ? { add: change.add.rating } : {}),
  });
  const next: ScoreStats<K> = { ...rated, sums: { ...base.sums }, counts: { ...base.counts } };
  for (const [review, sign] of [
    [change.remove, -1],
    [change.add, 1],
  ] as const) {
    if (!review) continue;
    for (const key of keys) {
      const score = review.scores[key] ?? 0;
      if (score > 0) {
        next.sums[key] += sign * score;
        next.counts[key] += sign;
      }
    }
  }
  return next;
}

/** Stats computed from scratch, for the consistency checks. */
export function statsOf<K extends string>(keys: readonly K[], reviews: readonly Scored<K>[]): ScoreStats<K> {
  return reviews.reduce((stats, add) => withScoredChange(keys, stats, { add }), emptyStats(keys));
}

export function summarize<K extends string>(keys: readonly K[], stats: ScoreStats<K>): StatsSummary<K> {
  const s = statsFrom(keys, stats);
  const averages = zeros(keys);
  for (const key of keys) averages[key] = s.counts[key] > 0 ? round2(s.sums[key] / s.counts[key]) : 0;
  return {
    reviewCount: s.reviewCount,
    averageRating: round2(averageOf(s)),
    distribution: { ...s.distribution },
    averages,
    counts: { ...s.counts },
  };
}

/** Plain values only (a copy), as the store wants them. */
export function storedStats<K extends string>(stats: ScoreStats<K>) {
  return {
    reviewCount: stats.reviewCount,
    ratingSum: stats.ratingSum,
    distribution: { ...stats.distribution },
    sums: { ...stats.sums },
    counts: { ...stats.counts },
  };
}
