// Documented payloads accepted as documented (issue 18 item 3): SPEC.md section 7's company review
// without an overall rating, the interview outcome in one documented form, and the landing call for
// the latest reviews (GET /api/managers/homepage-content and its documented non-/api path).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview, reviewsOf } from './interviewers/support.ts';
import { companyReviewBody, expectStatus, managerFixture, submitReview } from './managers/support.ts';

let t: TestApp;
let alice: TestAccount;

beforeAll(async () => {
  // Reviews saying "HOLDME" are held for a moderator, so held reviews can be left out of lists.
  t = await createTestApp({ profanity: { isProfane: (text) => text.includes('HOLDME') } });
  alice = await createAccount();
});
afterAll(() => t.close());

describe('company review without an overall rating (SPEC.md section 3)', () => {
  const submit = (account: TestAccount, body: Record<string, unknown>) =>
    t.request('POST', '/api/company-reviews/submit', { token: account.idToken, body });

  test('is accepted; the overall is the rounded mean of the rated categories, and the answer says so', async () => {
    const { company, manager } = await managerFixture(t, alice);
    await expectStatus(await submitReview(t, alice, manager._id), 201);
    const { rating: _, ...documented } = companyReviewBody(company._id, {
      // 4, 3, 5, 4 rated, diversity not rated (0): mean 4.
      ratings: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 4, diversity: 0 },
    });
    const answer = await expectStatus(await submit(alice, documented), 201);
    expect(answer).toMatchObject({ rating: 4, ratingDerived: true });
    const listed = await json<{ rating: number }[]>(
      await t.request('GET', `/api/company-reviews/company/${company._id}`),
    );
    expect(listed.map((r) => r.rating)).toEqual([4]);
  });

  test('rounds half up (3.5 is 4) and a given overall is kept as sent', async () => {
    const bob = await createAccount();
    const { company, manager } = await managerFixture(t, bob);
    await expectStatus(await submitReview(t, bob, manager._id), 201);
    const { rating: _, ...documented } = companyReviewBody(company._id, {
      ratings: { workLifeBalance: 3, compensation: 4, culture: 0, careerGrowth: 0, diversity: 0 },
    });
    expect(await expectStatus(await submit(bob, documented), 201)).toMatchObject({
      rating: 4,
      ratingDerived: true,
    });

    const carol = await createAccount();
    const other = await managerFixture(t, carol);
    await expectStatus(await submitReview(t, carol, other.manager._id), 201);
    expect(
      await expectStatus(await submit(carol, companyReviewBody(other.company._id, { rating: 2 })), 201),
    ).toMatchObject({ rating: 2, ratingDerived: false });
  });

  test('with neither an overall nor any category rated it is a 400 naming the field', async () => {
    const dave = await createAccount();
    const { company, manager } = await managerFixture(t, dave);
    await expectStatus(await submitReview(t, dave, manager._id), 201);
    const { rating: _, ...documented } = companyReviewBody(company._id, {
      ratings: { workLifeBalance: 0, compensation: 0, culture: 0, careerGrowth: 0, diversity: 0 },
    });
    expect(await expectStatus(await submit(dave, documented), 400)).toEqual({
      code: 'invalid_request',
      message: 'rating is required (or rate at least one of ratings).',
    });
    // A category out of range is still refused, not averaged.
    const { rating: __, ...wrong } = companyReviewBody(company._id, {
      ratings: { workLifeBalance: 9, compensation: 0, culture: 0, careerGrowth: 0, diversity: 0 },
    });
    expect((await expectStatus(await submit(dave, wrong), 400)).message).toMatch(/^ratings\.workLifeBalance/);
  });
});

describe('interview outcome: one documented canonical form', () => {
  test.each([
    ['Cleared', 'cleared'],
    ['Not Cleared', 'not cleared'],
    ['NOT_CLEARED', 'not cleared'],
    ['Waiting', 'waiting'],
    ['Waiting for Result', 'waiting'],
    ['No Interview', 'no interview'],
    ['Did Not Have Interview', 'no interview'],
  ])('%j is answered as %j, in the submit answer and in the list', async (sent, canonical) => {
    const account = await createAccount();
    const subject = await addInterviewer(t, account.idToken);
    const review = await addReview(t, account.idToken, subject._id, { interviewStatus: sent });
    expect(review.interviewStatus).toBe(canonical);
    expect((await reviewsOf(t, subject._id)).map((r) => r.interviewStatus)).toEqual([canonical]);
  });
});

describe('GET /managers/homepage-content', () => {
  type Latest = {
    _id: string;
    rating: number;
    reviewText: string;
    createdAt: string;
    manager: { _id: string; name: string };
    company: { _id: string; name: string };
  };

  test('answers the latest published reviews with manager and company, days only, no author, cached publicly', async () => {
    const day = 86_400_000;
    // A day of its own, after the reviews of the tests above.
    t.clock.advance(day);
    const writer = await createAccount();
    const { company, manager } = await managerFixture(t, writer, { managerName: 'Latest Manager' });
    await expectStatus(await submitReview(t, writer, manager._id, { reviewText: 'The newest review.' }), 201);
    t.clock.advance(day);
    const other = await createAccount();
    const second = await managerFixture(t, other, { managerName: 'Held Manager' });
    await expectStatus(
      await submitReview(t, other, second.manager._id, { reviewText: 'HOLDME please.' }),
      201,
    );

    for (const path of ['/api/managers/homepage-content', '/managers/homepage-content']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      const { latestReviews } = await json<{ latestReviews: Latest[] }>(res);
      expect(latestReviews.length).toBeGreaterThan(0);
      expect(latestReviews.length).toBeLessThanOrEqual(6);
      // The held review is its author's alone.
      expect(latestReviews.map((r) => r.reviewText)).not.toContain('HOLDME please.');
      expect(latestReviews[0]).toMatchObject({
        reviewText: 'The newest review.',
        manager: { _id: manager._id, name: 'Latest Manager' },
        company: { _id: company._id, name: company.name },
      });
      for (const r of latestReviews) {
        expect(r.createdAt).toMatch(/T00:00:00\.000Z$/);
        const text = JSON.stringify(r);
        for (const secret of ['authorKey', 'isOwnReview', 'myVote', 'user', writer.uid, other.uid]) {
          expect(text).not.toContain(secret);
        }
      }
    }
    t.clock.advance(day);
  });

  test('the same answer with a bearer token: nothing personal is added', async () => {
    const anonymous = await json(await t.request('GET', '/api/managers/homepage-content'));
    const signedIn = await json(
      await t.request('GET', '/api/managers/homepage-content', { token: alice.idToken }),
    );
    expect(signedIn).toEqual(anonymous);
  });

  test('within a day, reviews are in id order, not in the order they were written', async () => {
    t.clock.advance(2 * 86_400_000);
    const written: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const account = await createAccount();
      const { manager } = await managerFixture(t, account);
      const review = await expectStatus(
        await submitReview(t, account, manager._id, { reviewText: `Same day ${i}.` }),
        201,
      );
      written.push(review._id as string);
      t.clock.advance(60_000);
    }
    const { latestReviews } = await json<{ latestReviews: Latest[] }>(
      await t.request('GET', '/managers/homepage-content'),
    );
    const ids = latestReviews.slice(0, 4).map((r) => r._id);
    expect(new Set(ids)).toEqual(new Set(written));
    expect(ids).toEqual([...written].sort().reverse());
  });
});
