// The claimant's improvement dashboard (issue 17 item 2): who may read it, the minimum group size,
// and that it tells a claimant nothing public reviews do not (no author, no held review).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeManagerDistribution } from '../../../src/domain/insights/manager-distribution.ts';
import { MANAGER_REVIEWS } from '../../../src/domain/managers/manager-review.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { reviewBody, submitReview } from '../managers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';
import { type ClaimWorld, claimByCode, claimWorld, expectStatus } from './support.ts';

type Dashboard = {
  reviewCount: number;
  reviewsNeeded: number;
  minGroup: number;
  figures: {
    key: string;
    overall: { average: number; reviewCount: number } | null;
    reviewsNeeded: number;
    trend: unknown[];
  }[];
  reviews: { _id: string; reviewText: string; createdAt: string }[];
  themes: unknown;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
});
afterAll(async () => {
  await t.close();
});

async function reviewers(count: number): Promise<TestAccount[]> {
  return Promise.all(Array.from({ length: count }, () => createAccount()));
}

async function review(world: ClaimWorld, author: TestAccount, text: string, rating = 4) {
  await expectStatus(
    await submitReview(t, author, world.manager._id, reviewBody({ reviewText: text, rating })),
    201,
  );
}

const dashboard = (world: ClaimWorld, account?: TestAccount) =>
  t.request('GET', `/api/managers/${world.manager._id}/dashboard`, account ? { token: account.idToken } : {});

describe('who may read the dashboard', () => {
  it('the claimant and moderators; 403 for anyone else, 401 signed out, 403 once the claim is withdrawn', async () => {
    const world = await claimWorld(t);
    const claimant = await claimByCode(t, world);
    await expectStatus(await dashboard(world, claimant), 200);
    await expectStatus(await dashboard(world, world.moderator), 200);
    expect((await dashboard(world, await createAccount())).status).toBe(403);
    expect((await dashboard(world)).status).toBe(401);
    await expectStatus(
      await t.request('POST', `/api/managers/${world.manager._id}/claim/withdraw`, {
        token: claimant.idToken,
      }),
      200,
    );
    expect((await dashboard(world, claimant)).status).toBe(403);
  });

  it('someone whose claim waits for a moderator cannot read it yet', async () => {
    const world = await claimWorld(t);
    const pending = await createAccount();
    await expectStatus(
      await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
        token: pending.idToken,
        body: { method: 'evidence', evidence: 'I run this team, see the org chart.' },
      }),
      202,
    );
    expect((await dashboard(world, pending)).status).toBe(403);
  });
});

describe('the minimum group size', () => {
  it('below 5 published reviews no figure is shown and it says how many more are needed; at 5 they appear', async () => {
    const world = await claimWorld(t);
    const claimant = await claimByCode(t, world);
    const authors = await reviewers(5);
    for (const [i, author] of authors.slice(0, 3).entries())
      await review(world, author, `Clear goals, review ${i}.`);
    const few = await expectStatus<Dashboard>(await dashboard(world, claimant), 200);
    expect(few).toMatchObject({ reviewCount: 3, reviewsNeeded: 2, minGroup: 5, themes: null });
    for (const row of few.figures) {
      expect(row.overall).toBeNull();
      expect(row.trend).toEqual([]);
    }
    expect(few.figures.find((f) => f.key === 'rating')?.reviewsNeeded).toBe(2);
    // The texts themselves are public: they are listed, by day.
    expect(few.reviews).toHaveLength(3);

    for (const [i, author] of authors.slice(3).entries())
      await review(world, author, `Fair and calm, ${i}.`, 5);
    const enough = await expectStatus<Dashboard>(await dashboard(world, claimant), 200);
    expect(enough.reviewsNeeded).toBe(0);
    const rating = enough.figures.find((f) => f.key === 'rating');
    expect(rating?.overall).toEqual({ average: 4.4, reviewCount: 5 });
    expect(rating?.trend).toHaveLength(1);
    // teamwork is never rated by reviewBody (0 = not rated): still below the group size.
    expect(enough.figures.find((f) => f.key === 'teamwork')).toMatchObject({
      overall: null,
      reviewsNeeded: 5,
    });
  });
});

describe('anonymity', () => {
  it('a claimant sees no author data and no held review', async () => {
    const world = await claimWorld(t);
    const claimant = await claimByCode(t, world);
    const authors = await reviewers(6);
    for (const [i, author] of authors.slice(0, 5).entries())
      await review(world, author, `Published text ${i}.`);
    // Held by screening: it must never reach the claimant, not as text and not in a figure.
    const held = authors[5] as TestAccount;
    await expectStatus(
      await submitReview(
        t,
        held,
        world.manager._id,
        reviewBody({ reviewText: 'What a smeg of a boss.', rating: 1 }),
      ),
      201,
    );
    await computeManagerDistribution(t.deps.store, t.clock.now());
    const res = await dashboard(world, claimant);
    const raw = await res.clone().text();
    const body = await expectStatus<Dashboard>(res, 200);
    expect(body.reviewCount).toBe(5);
    expect(raw).not.toContain('smeg');
    expect(body.figures.find((f) => f.key === 'rating')?.overall?.average).toBe(4);
    for (const author of authors) {
      expect(raw).not.toContain(author.uid);
      expect(raw).not.toContain(author.email);
    }
    for (const forbidden of [
      'authorKey',
      'isOwnReview',
      'myVote',
      'anonymous',
      'voteSalt',
      'moderation',
      'email',
    ]) {
      expect(raw).not.toContain(`"${forbidden}"`);
    }
    // Dates are days: no review's time of day is told.
    for (const r of body.reviews) expect(r.createdAt).toMatch(/T00:00:00\.000Z$/);
  });
});

describe('where the manager stands', () => {
  it('against the company’s other managers once 5 of them have a shown figure, and against all managers', async () => {
    const world = await claimWorld(t);
    const claimant = await claimByCode(t, world);
    const authors = await reviewers(6);
    for (const [i, author] of authors.entries())
      await review(world, author, `Fair lead ${i}.`, i < 3 ? 5 : 4);
    const branch = await expectStatus<{ _id: string }>(
      await t.request('POST', '/api/branches', {
        token: world.moderator.idToken,
        body: { companyId: world.companyId, city: 'Pune', location: ['Baner'] },
      }),
      201,
    );
    // Five colleagues at the same company (averages 1 to 5), each resting on 5 reviews.
    for (let c = 1; c <= 5; c++) {
      const colleague = await expectStatus<{ _id: string }>(
        await t.request('POST', '/api/managers', {
          token: world.moderator.idToken,
          body: {
            name: `Colleague ${c} ${world.domain}`,
            position: 'Shift Lead',
            branchId: branch._id,
            company: world.companyId,
          },
        }),
        201,
      );
      for (const author of authors.slice(0, 5)) {
        await expectStatus(
          await submitReview(
            t,
            author,
            colleague._id as string,
            reviewBody({ reviewText: 'Steady.', rating: c }),
          ),
          201,
        );
      }
    }
    await computeManagerDistribution(t.deps.store, t.clock.now());
    const body = await expectStatus<{
      figures: { key: string; company: unknown; allManagers: unknown }[];
    }>(await dashboard(world, claimant), 200);
    const rating = body.figures.find((f) => f.key === 'rating');
    // 4.5 is above 4 of the 5 colleagues: 80.
    expect(rating?.company).toEqual({ percentile: 80, comparedWith: 5 });
    expect(rating?.allManagers).toMatchObject({ comparedWith: expect.any(Number) });
  });
});

describe('a manager with many reviews', () => {
  it('every published review counts, however many (2,000 were read before, the rest left out unsaid)', async () => {
    const world = await claimWorld(t);
    const claimant = await claimByCode(t, world);
    const authors = await reviewers(6);
    for (const [i, author] of authors.slice(0, 5).entries())
      await review(world, author, `Written through the API ${i}.`, 5);
    // Held by screening: it stays out of every figure however far the dashboard reads.
    await expectStatus(
      await submitReview(
        t,
        authors[5] as TestAccount,
        world.manager._id,
        reviewBody({ reviewText: 'What a smeg of a boss.', rating: 1 }),
      ),
      201,
    );
    // 2,100 more published reviews rated 3 (copies of a real one under other ids): no API call
    // writes them faster, and the dashboard reads the stored reviews, not the manager's aggregates.
    const source = (
      await t.deps.store.query({
        collection: MANAGER_REVIEWS,
        where: [{ field: 'managerId', op: '==', value: world.manager._id }],
      })
    ).find((d) => d.data.reviewText !== 'What a smeg of a boss.');
    if (!source) throw new Error('no published review to copy');
    const copies = 2100;
    for (let from = 0; from < copies; from += 400) {
      const batch = t.deps.store.batch();
      for (let i = from; i < Math.min(copies, from + 400); i++) {
        batch.set(MANAGER_REVIEWS, `copy-${String(i).padStart(5, '0')}`, {
          ...source.data,
          rating: 3,
          reviewText: `Copy ${i}.`,
        });
      }
      await batch.commit();
    }
    const body = await expectStatus<Dashboard>(await dashboard(world, claimant), 200);
    expect(body.reviewCount).toBe(2105);
    expect(body.reviews).toHaveLength(2105);
    expect(JSON.stringify(body.reviews)).not.toContain('smeg');
    // (5 * 5 + 2100 * 3) / 2105 = 3.0047...
    expect(body.figures.find((f) => f.key === 'rating')?.overall).toEqual({
      average: 3,
      reviewCount: 2105,
    });
  });
});
