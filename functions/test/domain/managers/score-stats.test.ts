// Review aggregates with sub-scores (manager aspects, company categories).
import { describe, expect, test } from 'vitest';
import { newCompanyData } from '../../../src/domain/companies/companies.ts';
import { companyAfterManagerReview } from '../../../src/domain/companies/company-aggregates.ts';
import { MANAGER_ASPECTS } from '../../../src/domain/companies/review-scores.ts';
import {
  emptyStats,
  statsFrom,
  statsOf,
  summarize,
  withScoredChange,
} from '../../../src/domain/companies/score-stats.ts';
import { monthOf } from '../../../src/domain/company-reviews/company-review.ts';

const review = (rating: 1 | 2 | 3 | 4 | 5, scores: number[]) => ({
  rating,
  scores: Object.fromEntries(MANAGER_ASPECTS.map((a, i) => [a, scores[i] ?? 0])) as Record<
    (typeof MANAGER_ASPECTS)[number],
    number
  >,
});

describe('score stats', () => {
  test('add, edit and remove; a 0 sub-score is "not rated" and not averaged', () => {
    const a = review(5, [5, 4, 0, 3, 1]);
    const b = review(2, [1, 0, 0, 5, 1]);
    let stats = withScoredChange(MANAGER_ASPECTS, emptyStats(MANAGER_ASPECTS), { add: a });
    stats = withScoredChange(MANAGER_ASPECTS, stats, { add: b });
    expect(summarize(MANAGER_ASPECTS, stats)).toEqual({
      reviewCount: 2,
      averageRating: 3.5,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
      averages: { leadership: 3, communication: 4, teamwork: 0, empathy: 4, fairness: 1 },
      // What each average rests on: b left communication out, nobody rated teamwork.
      counts: { leadership: 2, communication: 1, teamwork: 0, empathy: 2, fairness: 2 },
    });
    const edited = withScoredChange(MANAGER_ASPECTS, stats, { remove: b, add: review(3, [3, 3, 3, 3, 3]) });
    expect(edited).toEqual(statsOf(MANAGER_ASPECTS, [a, review(3, [3, 3, 3, 3, 3])]));
    const back = withScoredChange(MANAGER_ASPECTS, edited, { remove: a });
    expect(summarize(MANAGER_ASPECTS, back).averages).toEqual({
      leadership: 3,
      communication: 3,
      teamwork: 3,
      empathy: 3,
      fairness: 3,
    });
  });

  test('documents written before a field existed read as empty', () => {
    expect(statsFrom(MANAGER_ASPECTS, undefined)).toEqual(emptyStats(MANAGER_ASPECTS));
    expect(statsFrom(MANAGER_ASPECTS, { reviewCount: 1, ratingSum: 4 }).distribution['4']).toBe(0);
  });

  test('the company mirrors totalReviews, ratingSum and avgRating from its manager-review stats', () => {
    const company = newCompanyData('Mirror Co', new Date(0));
    const fields = companyAfterManagerReview(company, { add: review(4, [4]) });
    expect(fields).toMatchObject({ totalReviews: 1, ratingSum: 4, avgRating: 4 });
    const two = companyAfterManagerReview({ ...company, ...fields }, { add: review(1, [2]) });
    expect(two).toMatchObject({ totalReviews: 2, ratingSum: 5, avgRating: 2.5 });
    expect(summarize(MANAGER_ASPECTS, two.managerReviewStats).averages.leadership).toBe(3);
  });

  test('the company-review month is the UTC calendar month', () => {
    expect(monthOf(new Date('2026-04-30T23:59:59.999Z'))).toBe('2026-04');
    expect(monthOf(new Date('2026-04-30T22:00:00-05:00'))).toBe('2026-05');
    expect(monthOf(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
  });
});
