import { describe, expect, it } from 'vitest';
import { formatRating } from '@/components/rating/rating-badge';

describe('formatRating', () => {
  it('writes what toLocaleString writes with one to two decimals, for ratings from 0 to 5 in steps of 0.0005', () => {
    const options = { minimumFractionDigits: 1, maximumFractionDigits: 2 };
    for (let i = 0; i <= 10_000; i++) {
      const rating = i / 2_000;
      expect(formatRating(rating)).toBe(rating.toLocaleString('en-US', options));
    }
    for (const rating of [3.5, 3.97, 4, 4.005, 4.015, 2.675, 1.005, 4.999]) {
      expect(formatRating(rating)).toBe(rating.toLocaleString('en-US', options));
    }
  });
});
