import { describe, expect, test } from 'vitest';
import { MIN_REVIEWS_PER_FIGURE } from '../../src/domain/shared/figures.ts';
import { aggregateRatingJsonLd } from '../../src/domain/text/structured-data.ts';

describe('an Organization’s aggregateRating (the app’s head and the rendered page’s)', () => {
  test('none on fewer reviews than a figure rests on (DESIGN.md 6a): one review is no company rating', () => {
    for (const count of [0, 1, 2, MIN_REVIEWS_PER_FIGURE - 1, Number.NaN]) {
      expect(aggregateRatingJsonLd(4.2, count), String(count)).toEqual({});
    }
  });

  test('from the minimum on, the score as the page shows it, as Google’s review snippets read it', () => {
    expect(aggregateRatingJsonLd(4.25, MIN_REVIEWS_PER_FIGURE)).toEqual({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: MIN_REVIEWS_PER_FIGURE,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });
});
