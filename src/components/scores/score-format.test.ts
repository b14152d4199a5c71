import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatScore,
  NO_RATING_TEXT,
  reviewCountText,
  scoreOutOfFive,
  scoreSummary,
  shownScore,
} from '@/components/scores/score-format';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

describe('formatScore: one decimal everywhere (issue 14, item 5)', () => {
  it('writes the figures the issue saw with one decimal (3.66, 2.91, 4.25, whole numbers)', () => {
    expect(formatScore(3.66)).toBe('3.7');
    expect(formatScore(2.91)).toBe('2.9');
    expect(formatScore(4.25)).toBe('4.3');
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(5)).toBe('5.0');
    expect(formatScore(0)).toBe('0.0');
    expect(formatScore(3.96)).toBe('4.0');
    expect(formatScore(4.95)).toBe('5.0');
  });

  it('rounds the decimal the API sent half up, as Intl does (2.45 -> 2.5, 4.35 -> 4.4, 1.05 -> 1.1)', () => {
    for (const value of [2.45, 4.35, 1.05, 0.05, 3.25, 4.15]) {
      expect(formatScore(value)).toBe(value.toLocaleString('en-US', ONE_DECIMAL));
    }
  });

  it('agrees with toLocaleString to one decimal for every 2-decimal score from 0 to 5', () => {
    for (let hundredths = 0; hundredths <= 500; hundredths++) {
      const value = hundredths / 100;
      expect(formatScore(value)).toBe(value.toLocaleString('en-US', ONE_DECIMAL));
    }
  });

  it('agrees with toLocaleString for any score-like number (0 to 999.9), and always has exactly one decimal', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 999.9, noNaN: true }).filter((v) => !Object.is(v, -0)),
        (value) => {
          const text = formatScore(value);
          expect(text).toBe(value.toLocaleString('en-US', ONE_DECIMAL));
          expect(text).toMatch(/^-?\d+\.\d$/);
        },
      ),
    );
  });

  it('shownScore is the number the text shows, so colour rules follow what is read', () => {
    expect(shownScore(3.96)).toBe(4);
    expect(shownScore(4.44)).toBe(4.4);
    expect(shownScore(1.95)).toBe(2);
  });
});

describe('score summaries', () => {
  it('lead with the average and the count: "4.8 · 4 reviews", "5.0 · 1 review"', () => {
    expect(scoreSummary(4.75, 4)).toBe('4.8 · 4 reviews');
    expect(scoreSummary(5, 1)).toBe('5.0 · 1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
  });

  it('say "No rating yet" without reviews, never 0.0, whatever average comes with them', () => {
    expect(scoreSummary(0, 0)).toBe(NO_RATING_TEXT);
    expect(scoreSummary(4.5, 0)).toBe('No rating yet');
    expect(scoreOutOfFive(0, 0)).toBe('no rating yet');
    expect(scoreOutOfFive(3.66, 3)).toBe('3.7 out of 5');
  });
});
