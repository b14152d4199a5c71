// A public response (issue 17) is written by a claimed manager or a company's account, in the open,
// under a review; an abusive one reached moderators only through screening, which catches words,
// not attacks. Readers report it as they report a review: same reasons, same allowance, and three
// established reports hide it until a moderator decides.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { companyAccountByCode, companyReviewBy, companyWorld } from '../claims/company-support.ts';
import { claimByCode, claimWorld } from '../claims/support.ts';
import { profile, submitReview } from '../managers/support.ts';
import { decide, expectStatus, moderatorAccount, queue, report } from './support.ts';

const REPORTS_A_DAY = 6;
let t: TestApp;
let moderator: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ dailyLimits: { reports: { limit: REPORTS_A_DAY, windowSeconds: 86_400 } } });
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

type Shown = { _id: string; response: { text: string } | null };

/** A manager review with the claimant's published response under it. */
async function answeredManagerReview() {
  const w = await claimWorld(t);
  const claimant = await claimByCode(t, w);
  const reviewer = await createAccount();
  const review = await expectStatus(await submitReview(t, reviewer, w.manager._id), 201);
  const reviewId = review._id as string;
  await expectStatus(
    await t.request('PUT', `/api/manager-reviews/${reviewId}/response`, {
      token: claimant.idToken,
      body: { text: 'You were the worst hire we ever made, and everyone here knows it.' },
    }),
    201,
  );
  const shownResponse = async () =>
    ((await profile(t, w.manager._id)).reviews as unknown as Shown[]).find((r) => r._id === reviewId)
      ?.response ?? null;
  return { w, claimant, reviewer, reviewId, shownResponse };
}

describe('reporting a public response', () => {
  test('three reports hide a manager’s response until a moderator decides; the review stays', async () => {
    const a = await answeredManagerReview();
    const readers = await Promise.all([1, 2, 3].map(() => createAccount()));
    for (const [i, reader] of readers.entries()) {
      const body = await expectStatus(
        await report(t, reader, 'response', a.reviewId, 'harassment or hate'),
        201,
      );
      expect(body).toMatchObject({
        kind: 'response',
        reviewId: a.reviewId,
        message: 'Thank you. A moderator will look at this response.',
      });
      expect(await a.shownResponse()).toEqual(
        i < 2 ? expect.objectContaining({ text: expect.any(String) }) : null,
      );
    }
    // The review itself is not touched: still listed, only without its response.
    const listed = (await profile(t, a.w.manager._id)).reviews as unknown as Shown[];
    expect(listed.map((r) => r._id)).toContain(a.reviewId);

    const item = (await queue(t, moderator)).find((i) => i.kind === 'response' && i.reviewId === a.reviewId);
    expect(item).toMatchObject({ state: 'hidden', openReports: 3 });

    // The moderator restores it by approving (the same actions as reviews): shown again, reports closed.
    await expectStatus(await decide(t, moderator, 'approve', 'response', a.reviewId), 200);
    expect(await a.shownResponse()).toMatchObject({ text: expect.any(String) });
    expect((await queue(t, moderator)).some((i) => i.kind === 'response' && i.reviewId === a.reviewId)).toBe(
      false,
    );

    // Or removes it for good, after new reports.
    const more = await createAccount();
    await expectStatus(await report(t, more, 'response', a.reviewId), 201);
    await expectStatus(await decide(t, moderator, 'remove', 'response', a.reviewId), 200);
    expect(await a.shownResponse()).toBeNull();
  });

  test('a company’s response is reported the same way', async () => {
    const w = await companyWorld(t);
    const account = await companyAccountByCode(t, w);
    const { reviewId } = await companyReviewBy(t, w);
    await expectStatus(
      await t.request('PUT', `/api/company-reviews/${reviewId}/response`, {
        token: account.idToken,
        body: { text: 'We know who wrote this.' },
      }),
      201,
    );
    const readers = await Promise.all([1, 2, 3].map(() => createAccount()));
    for (const reader of readers) await expectStatus(await report(t, reader, 'response', reviewId), 201);
    const listed = await json<Shown[] | { reviews: Shown[] }>(
      await t.request('GET', `/api/company-reviews/company/${w.company._id}`),
    );
    const reviews = Array.isArray(listed) ? listed : listed.reviews;
    expect(reviews.find((r) => r._id === reviewId)?.response ?? null).toBeNull();
  });

  test('refusals: your own response (403), twice (409), no response (404); they use nothing', async () => {
    const a = await answeredManagerReview();
    const reader = await createAccount();
    const own = await report(t, a.claimant, 'response', a.reviewId);
    expect(own.status).toBe(403);
    expect(await json(own)).toEqual({ code: 'forbidden', message: "You can't report your own response." });

    await expectStatus(await report(t, reader, 'response', a.reviewId), 201);
    const again = await report(t, reader, 'response', a.reviewId);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      code: 'conflict',
      message: 'You have already reported this response.',
    });

    // A review without a response has none to report; its own report is a different thing.
    const unanswered = await expectStatus(await submitReview(t, await createAccount(), a.w.manager._id), 201);
    const none = await report(t, reader, 'response', unanswered._id as string);
    expect(none.status).toBe(404);
    expect(await json(none)).toEqual({ code: 'not_found', message: 'Response not found.' });
    await expectStatus(await report(t, reader, 'manager', unanswered._id as string), 201);

    // The reviewer may report the answer to their review.
    await expectStatus(await report(t, a.reviewer, 'response', a.reviewId), 201);

    // Refusals used nothing: this reader filed 2 of the allowance, so 4 more go through, then 429.
    const b = await answeredManagerReview();
    const c = await answeredManagerReview();
    for (const id of [b.reviewId, c.reviewId]) {
      await expectStatus(await report(t, reader, 'response', id), 201);
      await expectStatus(await report(t, reader, 'manager', id), 201);
    }
    const d = await answeredManagerReview();
    const refused = await report(t, reader, 'response', d.reviewId);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('a response the public cannot see cannot be reported', async () => {
    const a = await answeredManagerReview();
    // Hidden by a moderator's removal of the review it answers.
    await expectStatus(await report(t, await createAccount(), 'manager', a.reviewId), 201);
    await expectStatus(await decide(t, moderator, 'remove', 'manager', a.reviewId), 200);
    const res = await report(t, await createAccount(), 'response', a.reviewId);
    expect(res.status).toBe(404);
  });
});
