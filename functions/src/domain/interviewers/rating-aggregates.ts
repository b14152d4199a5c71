// Interviewer aggregates: kept on the interviewer document and changed in the
// same transaction as each review write (DESIGN.md section 5).

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATING_VALUES)[number];

/** Count of reviews per star value; keys are the ratings as strings. */
export type Distribution = { '1': number; '2': number; '3': number; '4': number; '5': number };

export type RatingAggregates = {
  reviewCount: number;
  ratingSum: number;
  distribution: Distribution;
};

export function emptyAggregates(): RatingAggregates {
  return { reviewCount: 0, ratingSum: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };
}

/** The aggregates after removing one rating and/or adding one (an edit does both). */
export function withRatingChange(
  current: RatingAggregates,
  change: { remove?: Rating; add?: Rating },
): RatingAggregates {
  const next: RatingAggregates = {
    reviewCount: current.reviewCount,
    ratingSum: current.ratingSum,
    distribution: { ...emptyAggregates().distribution, ...current.distribution },
  };
  if (change.remove !== undefined) {
    next.reviewCount -= 1;
    next.ratingSum -= change.remove;
    next.distribution[String(change.remove) as keyof Distribution] -= 1;
  }
  if (change.add !== undefined) {
    next.reviewCount += 1;
    next.ratingSum += change.add;
    next.distribution[String(change.add) as keyof Distribution] += 1;
  }
  return next;
}

/** Aggregates computed from scratch, for the consistency check. */
export function aggregatesOf(ratings: readonly Rating[]): RatingAggregates {
  return ratings.reduce<RatingAggregates>((agg, add) => withRatingChange(agg, { add }), emptyAggregates());
}

/** The plain mean, 0 with no reviews. */
export function averageOf(agg: Pick<RatingAggregates, 'reviewCount' | 'ratingSum'>): number {
  return agg.reviewCount > 0 ? agg.ratingSum / agg.reviewCount : 0;
}
