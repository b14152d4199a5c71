// rate-manager is one transaction: a failure anywhere leaves nothing behind;
// the consistency checks agree after every write and notice tampering.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { COMPANY_REVIEW_TEXTS } from '../../../src/domain/company-reviews/company-review.ts';
import { submitCompanyReview } from '../../../src/domain/company-reviews/company-reviews.ts';
import { isEligible } from '../../../src/domain/company-reviews/eligibility.ts';
import {
  checkCompanyAggregates,
  checkManagerAggregates,
  findManagerAreaInconsistencies,
} from '../../../src/domain/managers/consistency-checks.ts';
import { MANAGERS } from '../../../src/domain/managers/manager.ts';
import { MANAGER_REVIEWS } from '../../../src/domain/managers/manager-review.ts';
import {
  deleteManagerReview,
  editManagerReview,
  eraseManagerReviewsBy,
} from '../../../src/domain/managers/manager-reviews.ts';
import { type RateManagerInput, rateManager } from '../../../src/domain/managers/rate-manager.ts';
import { actorFor } from '../../../src/domain/shared/actor.ts';
import { DomainError } from '../../../src/domain/shared/domain-error.ts';
import type { DocumentStore, Transaction } from '../../../src/store/document-store.ts';
import { openTestStore } from '../../support/test-store.ts';
import { managerReviewInput } from './support.ts';

const now = new Date('2026-03-10T09:00:00Z');
const alice = actorFor('uid-alice', 'secret');
const bob = actorFor('uid-bob', 'secret');

const review = managerReviewInput;

const input = (overrides: Partial<RateManagerInput> = {}): RateManagerInput => ({
  company: { name: 'Tx Cafe' },
  branch: { city: 'Bengaluru', location: ['MG Road'] },
  department: { name: 'Kitchen' },
  manager: { name: 'Tina Tx', position: 'Chef' },
  review: review(4, 5),
  ...overrides,
});

/** Every collection the manager area writes, with its document count. */
async function snapshot(store: DocumentStore) {
  const out: Record<string, number> = {};
  for (const c of [
    'companies',
    'companyNames',
    'branches',
    'branchKeys',
    'departments',
    'departmentNames',
    'managers',
    'managerNames',
    MANAGER_REVIEWS,
    'companyReviewEligibility',
  ]) {
    out[c] = await store.count({ collection: c });
  }
  return out;
}

/** A store whose transactions fail when `failOn` says so: a failure in the middle of the writes. */
function failingStore(
  inner: DocumentStore,
  failOn: (op: string, collection: string) => boolean,
): DocumentStore {
  return {
    ...inner,
    newId: () => inner.newId(),
    runTransaction: (fn) =>
      inner.runTransaction((tx) => {
        const wrapped = new Proxy(tx, {
          get(target, prop, receiver) {
            const value = Reflect.get(target, prop, receiver);
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              if (failOn(String(prop), String(args[0])))
                throw new Error(`injected failure at ${String(prop)}`);
              const out = value.apply(target, args);
              return out === target ? wrapped : out;
            };
          },
        }) as Transaction;
        return fn(wrapped);
      }),
  };
}

let store: DocumentStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

describe('rate-manager', () => {
  test('creates everything, counts everything, and the checks agree', async () => {
    const result = await rateManager(store, alice, input(), { lat: 1, lng: 2 }, now);
    expect(result.created).toEqual({ company: true, branch: true, department: true, manager: true });
    expect(result.company.data).toMatchObject({ totalManagers: 1, totalReviews: 1, avgRating: 4 });
    expect(result.company.data.branchIds).toEqual([result.branch.id]);
    expect(result.department?.data.totalManagers).toBe(1);
    expect(result.branch.data).toMatchObject({ lat: 1, lng: 2 });
    expect(await isEligible(store, alice, result.company.id)).toBe(true);
    expect(await isEligible(store, bob, result.company.id)).toBe(false);
    expect(await findManagerAreaInconsistencies(store)).toEqual([]);
  });

  test('a failure midway (the review write) leaves nothing behind', async () => {
    const before = await snapshot(store);
    const broken = failingStore(store, (op, collection) => op === 'create' && collection === MANAGER_REVIEWS);
    await expect(rateManager(broken, alice, input(), null, now)).rejects.toThrow(/injected failure/);
    expect(await snapshot(store)).toEqual(before);
    // The same call on a healthy store then succeeds from scratch.
    await rateManager(store, alice, input(), null, now);
    expect((await snapshot(store)).managers).toBe(1);
  });

  test('a failure after every domain write (the idempotency claim) leaves nothing behind', async () => {
    const first = await rateManager(store, alice, input(), null, now);
    const before = await snapshot(store);
    const claim = {
      read: async () => {},
      write: () => {
        throw new Error('claim lost');
      },
    };
    await expect(
      rateManager(
        store,
        bob,
        input({ company: { id: first.company.id }, department: { name: 'Bar' } }),
        null,
        now,
        claim,
      ),
    ).rejects.toThrow('claim lost');
    expect(await snapshot(store)).toEqual(before);
    expect(await findManagerAreaInconsistencies(store)).toEqual([]);
  });

  test('the caller already reviewed that manager: conflict, nothing written', async () => {
    await rateManager(store, alice, input(), null, now);
    const before = await snapshot(store);
    const again = rateManager(store, alice, input({ department: { name: 'Brand New Dept' } }), null, now);
    await expect(again).rejects.toBeInstanceOf(DomainError);
    expect(await snapshot(store)).toEqual(before);
  });
});

describe('consistency checks', () => {
  test('agree through create, edit, delete, company reviews and erasure; notice tampering', async () => {
    const one = await rateManager(store, alice, input(), null, now);
    const two = await rateManager(store, bob, input({ review: review(2, 3) }), null, now);
    expect(two.created.manager).toBe(false);
    await editManagerReview(store, alice, one.review.id, review(1, 1), now);
    await submitCompanyReview(
      store,
      bob,
      one.company.id,
      {
        rating: 3,
        isAnonymous: true,
        ratings: { workLifeBalance: 3, compensation: 0, culture: 4, careerGrowth: 1, diversity: 5 },
        reviews: Object.fromEntries(COMPANY_REVIEW_TEXTS.map((k) => [k, ''])) as Record<
          (typeof COMPANY_REVIEW_TEXTS)[number],
          string
        >,
      },
      now,
    );
    expect(await findManagerAreaInconsistencies(store)).toEqual([]);
    await deleteManagerReview(store, alice, one.review.id, now);
    expect(await isEligible(store, alice, one.company.id)).toBe(false);
    expect(await findManagerAreaInconsistencies(store)).toEqual([]);
    expect(await eraseManagerReviewsBy(store, bob.authorKey, now)).toBe(1);
    expect(await findManagerAreaInconsistencies(store)).toEqual([]);
    expect(await isEligible(store, bob, one.company.id)).toBe(false);

    await store.batch().update(MANAGERS, one.manager.id, { avgRating: 4.5 }).commit();
    expect((await checkManagerAggregates(store, one.manager.id)).consistent).toBe(false);
    await store.batch().update('companies', one.company.id, { totalManagers: 7 }).commit();
    const company = await checkCompanyAggregates(store, one.company.id);
    expect(company.consistent).toBe(false);
    expect(company.actual.totalManagers).toBe(1);
    expect(await findManagerAreaInconsistencies(store)).toEqual([
      `managers/${one.manager.id}`,
      `companies/${one.company.id}`,
    ]);
  });
});
