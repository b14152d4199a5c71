// The manager area's incrementally kept figures always agree with a
// recomputation, whatever sequence of writes came before (DESIGN.md section 5).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_MANAGERS } from '../../../../scripts/seed/demo-manager-data.ts';
import { seedManagerArea } from '../../../../scripts/seed/seed-managers.ts';
import { findOrCreateCompany, listTopRated } from '../../../src/domain/companies/companies.ts';
import { COMPANY_REVIEW_TEXTS } from '../../../src/domain/company-reviews/company-review.ts';
import { submitCompanyReview } from '../../../src/domain/company-reviews/company-reviews.ts';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { MANAGERS, type ManagerData } from '../../../src/domain/managers/manager.ts';
import { MANAGER_REVIEW_KIND, type ManagerReviewInput } from '../../../src/domain/managers/manager-review.ts';
import {
  deleteManagerReview,
  editManagerReview,
  eraseManagerReviewsBy,
  managerReviewIdFor,
  submitManagerReview,
} from '../../../src/domain/managers/manager-reviews.ts';
import { rateManager } from '../../../src/domain/managers/rate-manager.ts';
import { castVoteOn, eraseVotesOn } from '../../../src/domain/reviews/voting.ts';
import { actorFor } from '../../../src/domain/shared/actor.ts';
import { DomainError } from '../../../src/domain/shared/domain-error.ts';
import type { DocumentStore } from '../../../src/store/document-store.ts';
import { openTestStore } from '../../support/test-store.ts';

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const texts = Object.fromEntries(COMPANY_REVIEW_TEXTS.map((k) => [k, ''])) as Record<
  (typeof COMPANY_REVIEW_TEXTS)[number],
  string
>;

describe('aggregates always agree with the documents', () => {
  let store: DocumentStore;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  test('after 400 random operations, checked every 25', async () => {
    const rnd = random(7);
    const n = (max: number) => Math.floor(rnd() * max);
    const actors = Array.from({ length: 5 }, (_, i) => actorFor(`uid-${i}`, 'secret'));
    const now = new Date('2026-03-01T00:00:00Z');
    const managers: { id: string; companyId: string }[] = [];
    for (const [i, companyName] of ['Alpha Diner', 'Alpha Diner', 'Beta Bar'].entries()) {
      const made = await rateManager(
        store,
        actors[i] as (typeof actors)[number],
        {
          company: { name: companyName },
          branch: { city: 'Bengaluru', location: [`Street ${i}`] },
          department: i === 2 ? null : { name: 'Kitchen' },
          manager: { name: `Manager ${i}`, position: 'Lead' },
          review: randomReview(),
        },
        null,
        now,
      );
      managers.push({ id: made.manager.id, companyId: made.company.id });
    }
    function randomReview(): ManagerReviewInput {
      return {
        rating: (1 + n(5)) as 1 | 2 | 3 | 4 | 5,
        reviewText: 'x',
        reviewLeadership: '',
        reviewCommunicationText: '',
        reviewSupport: '',
        anonymous: true,
        leadership: n(6),
        communication: n(6),
        teamwork: n(6),
        empathy: n(6),
        fairness: n(6),
      };
    }
    for (let step = 1; step <= 400; step++) {
      const actor = actors[n(actors.length)] as (typeof actors)[number];
      const target = managers[n(managers.length)] as (typeof managers)[number];
      const reviewId = managerReviewIdFor(actor, target.id);
      const op = n(7);
      try {
        if (op === 0) await submitManagerReview(store, actor, target.id, randomReview(), now);
        else if (op === 1) await editManagerReview(store, actor, reviewId, randomReview(), now);
        else if (op === 2) await deleteManagerReview(store, actor, reviewId, now);
        else if (op === 3 || op === 4) {
          const author = actors[n(actors.length)] as (typeof actors)[number];
          const id = managerReviewIdFor(author, target.id);
          await castVoteOn(
            store,
            MANAGER_REVIEW_KIND,
            actor,
            { reviewId: id },
            rnd() < 0.6 ? 'like' : 'dislike',
            now,
          );
        } else if (op === 5) {
          const at = new Date(now.getTime() + n(90) * 24 * 3600 * 1000);
          await submitCompanyReview(
            store,
            actor,
            target.companyId,
            {
              rating: (1 + n(5)) as 1,
              isAnonymous: true,
              ratings: {
                workLifeBalance: n(6),
                compensation: n(6),
                culture: n(6),
                careerGrowth: n(6),
                diversity: n(6),
              },
              reviews: texts,
            },
            at,
          );
        } else if (rnd() < 0.1) {
          await eraseVotesOn(store, MANAGER_REVIEW_KIND, actor.authorKey);
          await eraseManagerReviewsBy(store, actor.authorKey, now);
        }
      } catch (error) {
        // Refusals (duplicate, not yours, not eligible, this month already) are part of the sequence.
        if (!(error instanceof DomainError)) throw error;
      }
      if (step % 25 === 0)
        expect(await findManagerAreaInconsistencies(store), `after step ${step}`).toEqual([]);
    }
  });
});

describe('demo seed of the manager area', () => {
  async function seeded() {
    const store = await openTestStore();
    const now = new Date('2026-03-01T12:00:00Z');
    await seedManagerArea(store, now);
    return store;
  }

  test('about 25 managers with reviews that add up, the restaurant departments, a top-rated list', async () => {
    const store = await seeded();
    try {
      const managers = await store.query<ManagerData>({ collection: MANAGERS });
      expect(managers.length).toBe(DEMO_MANAGERS.length);
      expect(managers.every((m) => m.data.reviewStats.reviewCount >= 1)).toBe(true);
      const departments = (await store.query({ collection: 'departments' })).map((d) => d.data.name);
      expect(departments).toEqual(expect.arrayContaining(['Kitchen', 'Front of House', 'Bar', 'Management']));
      expect((await listTopRated(store)).length).toBeGreaterThan(0);
      expect(await findManagerAreaInconsistencies(store)).toEqual([]);
      // Seeding goes through find-or-create: the restaurant companies are the same documents.
      const { created } = await findOrCreateCompany(store, 'harbor & vine bistro', new Date());
      expect(created).toBe(false);
    } finally {
      await store.close();
    }
  });

  test('is the same every time', async () => {
    const summary = async () => {
      const store = await seeded();
      try {
        const managers = await store.query<ManagerData>({ collection: MANAGERS });
        return managers
          .map((m) => `${m.data.name}:${m.data.reviewStats.reviewCount}:${m.data.reviewStats.ratingSum}`)
          .sort();
      } finally {
        await store.close();
      }
    };
    expect(await summary()).toEqual(await summary());
  });
});
