// "Top rated" is one query on each company's stored avgRating, which a manager review written as
// increments may leave off until the insights job computes it again (company-average-refresh.ts).
// A run refreshed at most 200 marked companies, so when reviews (or a brigade spreading one review
// each over many companies) marked more between two runs, the rest kept a wrong key for runs after,
// five minutes each in production. Now a run refreshes rounds until none is left or its budget ends.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { newCompanyData } from '../../../src/domain/companies/companies.ts';
import { COMPANIES, type CompanyData } from '../../../src/domain/companies/company.ts';
import { AVERAGES_PER_ROUND } from '../../../src/domain/companies/company-average-refresh.ts';
import { runInsightsJob } from '../../../src/domain/insights/insights-job.ts';
import type { SqliteStore } from '../../../src/store/sqlite/sqlite-store.ts';
import { openTestStore } from '../../support/test-store.ts';

const NOW = new Date('2026-03-01T00:00:00Z');
let store: SqliteStore;

beforeEach(async () => {
  store = await openTestStore({ clock: () => NOW });
});
afterEach(() => store.close());

test('one run of the insights job leaves no company with a stale "top rated" key, however many were marked', async () => {
  const marked = AVERAGES_PER_ROUND + 50;
  const batch = store.batch();
  for (let i = 0; i < marked; i++) {
    // One review of 2 in the sums; the key written from an older read says 5: on "top rated" wrongly.
    const stats = { ...newCompanyData(`Company ${i}`, NOW).managerReviewStats, reviewCount: 1, ratingSum: 2 };
    batch.set(COMPANIES, `company-${i}`, {
      ...newCompanyData(`Company ${i}`, NOW),
      totalReviews: 1,
      ratingSum: 2,
      managerReviewStats: { ...stats, distribution: { ...stats.distribution, 2: 1 } },
      avgRating: 5,
      avgRatingStale: true,
    } satisfies CompanyData);
  }
  await batch.commit();

  const run = await runInsightsJob(store, () => NOW, 60_000);

  expect(run.averages).toBe(marked);
  const companies = await store.query<CompanyData>({ collection: COMPANIES });
  // Before: 50 companies still marked, their key still 5.
  expect(companies.filter((c) => c.data.avgRatingStale)).toEqual([]);
  expect(companies.filter((c) => c.data.avgRating !== 2)).toEqual([]);
});
