// The rules of honest figures (issue 16 item 4), one by one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareGroups,
  countsInFigures,
  figureOf,
  MIN_GROUP,
  MIN_THEME_REVIEWS,
  mergePeriods,
} from '../../../src/domain/insights/honest-figures.ts';
import { themesOf } from '../../../src/domain/insights/themes.ts';
import { freshModeration } from '../../../src/domain/moderation/review-state.ts';

describe('one constant: MIN_GROUP', () => {
  it('is 5, and a theme needs 3 distinct reviews', () => {
    expect(MIN_GROUP).toBe(5);
    expect(MIN_THEME_REVIEWS).toBe(3);
  });

  it('4 reviews: no figure; 5 reviews: a figure saying it rests on 5', () => {
    expect(figureOf({ n: 4, sum: 16 })).toBeNull();
    expect(figureOf({ n: 5, sum: 21 })).toEqual({ average: 4.2, reviewCount: 5 });
  });

  it('the threshold is a parameter with MIN_GROUP as default (configurable in one place)', () => {
    expect(figureOf({ n: 5, sum: 20 }, 6)).toBeNull();
    expect(figureOf({ n: 6, sum: 24 }, 6)).toEqual({ average: 4, reviewCount: 6 });
  });
});

describe('periods with fewer than MIN_GROUP reviews are merged with their neighbours or hidden', () => {
  it('merges consecutive quarters until they rest on 5, and a short tail joins the last point', () => {
    const points = mergePeriods([
      { key: '2024Q1', n: 2, sum: 8 },
      { key: '2024Q2', n: 3, sum: 9 },
      { key: '2024Q3', n: 6, sum: 30 },
      { key: '2024Q4', n: 1, sum: 1 },
    ]);
    expect(points).toEqual([
      { from: '2024Q1', to: '2024Q2', average: 3.4, reviewCount: 5 },
      { from: '2024Q3', to: '2024Q4', average: 4.43, reviewCount: 7 },
    ]);
  });

  it('hides everything when all periods together rest on fewer than 5', () => {
    expect(
      mergePeriods([
        { key: '2024Q1', n: 2, sum: 8 },
        { key: '2024Q3', n: 2, sum: 8 },
      ]),
    ).toEqual([]);
  });

  it('property: every point rests on at least MIN_GROUP reviews and no review is lost or counted twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ n: fc.integer({ min: 0, max: 9 }), r: fc.integer({ min: 1, max: 5 }) }), {
          maxLength: 16,
        }),
        (raw) => {
          const periods = raw.map((p, i) => ({ key: `20${10 + i}Q1`, n: p.n, sum: p.n * p.r }));
          const total = periods.reduce((a, p) => a + p.n, 0);
          const points = mergePeriods(periods);
          for (const p of points) expect(p.reviewCount).toBeGreaterThanOrEqual(MIN_GROUP);
          const shown = points.reduce((a, p) => a + p.reviewCount, 0);
          expect(shown).toBe(total >= MIN_GROUP ? total : 0);
        },
      ),
    );
  });
});

describe('groups compared side by side', () => {
  it('shows groups of 5 or more, pools the small ones as "others" only when they reach 5, never names them', () => {
    const figures = compareGroups([
      { id: 'a', name: 'Berlin', n: 5, sum: 20 },
      { id: 'b', name: 'Paris', n: 4, sum: 8 },
      { id: 'c', name: 'Rome', n: 1, sum: 5 },
      { id: 'd', name: 'Oslo', n: 9, sum: 45 },
    ]);
    expect(figures.groups.map((g) => [g.name, g.reviewCount])).toEqual([
      ['Oslo', 9],
      ['Berlin', 5],
    ]);
    expect(figures.others).toEqual({ average: 2.6, reviewCount: 5, groupCount: 2 });
    expect(JSON.stringify(figures)).not.toMatch(/Paris|Rome/);
  });

  it('hides small groups that together are still fewer than 5', () => {
    expect(compareGroups([{ id: 'b', name: 'Paris', n: 4, sum: 8 }]).others).toBeNull();
  });
});

describe('only published reviews count', () => {
  it('held, hidden and removed reviews do not count', () => {
    const now = new Date();
    expect(countsInFigures({})).toBe(true);
    for (const state of ['held', 'hidden', 'removed'] as const) {
      expect(countsInFigures({ moderation: freshModeration(state, now) })).toBe(false);
    }
  });
});

describe('themes', () => {
  const review = (id: string, rating: number, text: string) => ({ id, rating, text });

  it('a phrase in 3 distinct reviews is a theme; in 2 it is not; fewer than 5 reviews give no themes', () => {
    const reviews = [
      review('r1', 5, 'She set clear expectations from the start.'),
      review('r2', 4, 'Clear expectations and a friendly panel.'),
      review('r3', 5, 'Very clear expectation about the role.'),
      review('r4', 2, 'The process was disorganised and the process was slow.'),
      review('r5', 1, 'A disorganised process overall.'),
    ];
    const themes = themesOf(reviews);
    const clear = themes.find((t) => t.phrase.startsWith('clear expectation'));
    expect(clear).toMatchObject({ reviewCount: 3, tone: 'positive' });
    expect(clear?.reviewIds.sort()).toEqual(['r1', 'r2', 'r3']);
    // "disorganised process" is in 2 reviews only (r4 says it twice: one review).
    expect(themes.some((t) => t.phrase.includes('disorganis'))).toBe(false);
    expect(themesOf(reviews.slice(0, 4))).toEqual([]);
  });

  it('tells negative themes from positive ones by the ratings, and keeps negation', () => {
    const reviews = [
      review('a', 1, 'Rude interviewer who never listened.'),
      review('b', 2, 'The interviewer was rude.'),
      review('c', 1, 'Rude and late.'),
      review('d', 5, 'Not rude at all, very kind.'),
      review('e', 4, 'Kind and fair.'),
    ];
    const rude = themesOf(reviews).find((t) => t.phrase === 'rude');
    expect(rude).toMatchObject({ reviewCount: 3, tone: 'negative', averageRating: 1.33 });
    expect(rude?.reviewIds).not.toContain('d');
  });
});
