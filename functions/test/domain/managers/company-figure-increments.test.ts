// A company's manager-review figures change by increments (issue 19): reviews of different managers
// at one company no longer retry each other's transactions, the figures stay exact, and the "top
// rated" sort key is exact once the insights job refreshed it.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { listTopRated } from '../../../src/domain/companies/companies.ts';
import { COMPANIES, type CompanyData, toCompanyResponse } from '../../../src/domain/companies/company.ts';
import { refreshCompanyAverages } from '../../../src/domain/companies/company-average-refresh.ts';
import { checkCompanyAggregates } from '../../../src/domain/managers/consistency-checks.ts';
import {
  deleteManagerReview,
  editManagerReview,
  managerReviewIdFor,
  submitManagerReview,
} from '../../../src/domain/managers/manager-reviews.ts';
import { rateManager } from '../../../src/domain/managers/rate-manager.ts';
import { type Actor, actorFor } from '../../../src/domain/shared/actor.ts';
import type { DocumentStore } from '../../../src/store/document-store.ts';
import { countTransactions, type TransactionCountingStore } from '../../../src/store/transaction-stats.ts';
import { openTestStore } from '../../support/test-store.ts';
import { managerReviewInput } from './support.ts';

const NOW = new Date('2026-03-01T00:00:00Z');
const MANAGERS = 12;

/** Leadership scored as the rating unless told: the sums then say which reviews counted. */
const review = (rating: 1 | 2 | 3 | 4 | 5, leadership: number = rating) =>
  managerReviewInput(rating, leadership);

let plain: DocumentStore;
let store: TransactionCountingStore;
let companyId: string;
let managerIds: string[];
let reviewers: Actor[];

beforeEach(async () => {
  plain = await openTestStore();
  store = countTransactions(plain);
  const founder = actorFor('founder', 'secret');
  managerIds = [];
  for (let i = 0; i < MANAGERS; i++) {
    const made = await rateManager(
      store,
      founder,
      {
        company: { name: 'Busy Corp' },
        branch: { city: 'Bengaluru', location: ['MG Road'] },
        department: null,
        manager: { name: `Manager ${i}`, position: 'Lead' },
        review: review(5),
      },
      null,
      NOW,
    );
    companyId = made.company.id;
    managerIds.push(made.manager.id);
  }
  reviewers = managerIds.map((_, i) => actorFor(`reviewer-${i}`, 'secret'));
  store.reset();
});

afterEach(() => plain.close());

const company = async () =>
  (await plain.get<CompanyData>(COMPANIES, companyId)) as NonNullable<
    Awaited<ReturnType<typeof plain.get<CompanyData>>>
  >;

describe('company figures as increments', () => {
  test('simultaneous reviews of different managers at one company commit without retries, figures exact', async () => {
    const ratings = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 1] as const;
    await Promise.all(
      managerIds.map((id, i) =>
        submitManagerReview(store, reviewers[i] as Actor, id, review(ratings[i] as 1), NOW),
      ),
    );
    // Before, each review read the company and every one after the first to commit ran again.
    expect(store.stats).toMatchObject({ transactions: MANAGERS, attempts: MANAGERS, aborted: 0 });

    const check = await checkCompanyAggregates(plain, companyId);
    expect(check.stored).toEqual(check.actual);
    // 12 founder reviews of 5 and the 12 above: (60 + 32) / 24.
    expect(toCompanyResponse(await company())).toMatchObject({
      totalReviews: 24,
      avgRating: 3.83,
      rating: 3.83,
    });
  });

  test('the top-rated sort key is exact after the insights job refreshed it, however reviews raced', async () => {
    // All at once: each wrote the sort key from the company as it was before any of them committed.
    await Promise.all(
      managerIds.map((id, i) => submitManagerReview(store, reviewers[i] as Actor, id, review(1), NOW)),
    );
    const raced = await company();
    expect(raced.data.avgRatingStale).toBe(true);
    expect(raced.data.avgRating).not.toBe(3);
    // Readers never see the lagging key: the answer's average comes from the sums.
    expect(toCompanyResponse(raced).avgRating).toBe(3);

    expect(await refreshCompanyAverages(plain)).toBe(1);
    const refreshed = await company();
    expect(refreshed.data).toMatchObject({ avgRating: 3, avgRatingStale: false });
    expect(await refreshCompanyAverages(plain)).toBe(0);
    // 3 is under the 4.2 of "top rated": the refreshed key took the company off the list.
    expect((await listTopRated(plain)).map((c) => c.id)).not.toContain(companyId);
  });

  test('edits and deletes move the figures by their difference; an unchanged rating writes nothing to them', async () => {
    const author = reviewers[0] as Actor;
    const managerId = managerIds[0] as string;
    const reviewId = managerReviewIdFor(author, managerId);
    await submitManagerReview(store, author, managerId, review(1), NOW);
    const before = (await company()).data;
    await editManagerReview(
      store,
      author,
      reviewId,
      { ...review(1), reviewText: 'Reworded, same scores.' },
      NOW,
    );
    expect((await company()).data.managerReviewStats).toEqual(before.managerReviewStats);

    await editManagerReview(store, author, reviewId, review(4, 2), NOW);
    let check = await checkCompanyAggregates(plain, companyId);
    expect(check.stored).toEqual(check.actual);
    expect(check.actual.managerReviewStats.sums.leadership).toBe(12 * 5 + 2);

    await deleteManagerReview(store, author, reviewId, NOW);
    check = await checkCompanyAggregates(plain, companyId);
    expect(check.stored).toEqual(check.actual);
    expect(toCompanyResponse(await company())).toMatchObject({ totalReviews: 12, avgRating: 5 });
    await refreshCompanyAverages(plain);
    expect((await company()).data).toMatchObject({ avgRating: 5, avgRatingStale: false });
    expect((await listTopRated(plain)).map((c) => c.id)).toContain(companyId);
  });
});
