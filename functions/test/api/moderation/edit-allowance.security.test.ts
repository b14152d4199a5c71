// Every write has a per-account limit (DESIGN.md section 6), edits too: without one, one account
// rewrote its review (or a claimant its public response) in a loop, each time through the
// target's figures, its hot documents and every cached answer. Only what is written counts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { claimByCode, claimWorld } from '../claims/support.ts';
import { addInterviewer, addReview, reviewBody, reviewsOf } from '../interviewers/support.ts';
import { reviewBody as managerReviewBody, profile, submitReview } from '../managers/support.ts';
import { expectStatus } from './support.ts';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dailyLimits: { edits: { limit: LIMIT, windowSeconds: 86_400 } } });
});
afterAll(() => t.close());

const USED_UP = {
  message: `You can change reviews and responses at most ${LIMIT} times a day. Please try again later.`,
  code: 'rate_limited',
};

describe('the daily allowance of edits', () => {
  test('an author edits a review at most the allowance a day; refused edits use nothing and change nothing', async () => {
    const author = await createAccount();
    const target = await addInterviewer(t, author.idToken);
    const review = await addReview(t, author.idToken, target._id);
    const editTo = (reviewText: string, rating = 4) =>
      t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
        token: author.idToken,
        body: reviewBody(target._id, { reviewText, rating }),
      });

    // A refused edit (bad input) counts nothing.
    expect((await editTo('', 9)).status).toBe(400);
    for (let i = 1; i <= LIMIT; i++) await expectStatus(await editTo(`Edit number ${i}.`, (i % 5) + 1), 200);
    const refused = await editTo('One edit too many.', 1);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual(USED_UP);
    expect((await reviewsOf(t, target._id))[0]?.reviewText).toBe(`Edit number ${LIMIT}.`);

    // Tomorrow the allowance is back.
    t.clock.advance(86_400 * 1000 + 1000);
    await expectStatus(await editTo('The next day.'), 200);
  });

  test('a manager review edit and a claimant’s response writes draw on the same allowance', async () => {
    const w = await claimWorld(t);
    const claimant = await claimByCode(t, w);
    const reviewer = await createAccount();
    const review = await expectStatus(await submitReview(t, reviewer, w.manager._id), 201);
    const path = `/api/manager-reviews/${review._id}/response`;
    const respond = (text: string) => t.request('PUT', path, { token: claimant.idToken, body: { text } });

    // The first answer is free; deleting it, writing it again and replacing it count.
    await expectStatus(await respond('Thanks.'), 201);
    await expectStatus(await t.request('DELETE', path, { token: claimant.idToken }), 200);
    await expectStatus(await respond('Thanks again.'), 201);
    await expectStatus(await respond('And again.'), 200);
    const refused = await respond('Once more.');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(USED_UP);
    expect((await t.request('DELETE', path, { token: claimant.idToken })).status).toBe(429);
    const shown = (await profile(t, w.manager._id)).reviews.find((r) => r._id === review._id) as
      | { response: { text: string } | null }
      | undefined;
    expect(shown?.response?.text).toBe('And again.');

    // The reviewer's own allowance is theirs: their edits still go through.
    await expectStatus(
      await t.request('PUT', `/api/manager-reviews/${review._id}`, {
        token: reviewer.idToken,
        body: { managerId: w.manager._id, ...managerReviewBody({ reviewText: 'Edited once.' }) },
      }),
      200,
    );
  });

  test('a claimant answers a backlog larger than the allowance: a first answer to a review uses nothing', async () => {
    const w = await claimWorld(t);
    const claimant = await claimByCode(t, w);
    const reviews: { _id: string }[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      reviews.push(
        await expectStatus<{ _id: string }>(await submitReview(t, await createAccount(), w.manager._id), 201),
      );
    }
    const respond = (id: string, text: string) =>
      t.request('PUT', `/api/manager-reviews/${id}/response`, { token: claimant.idToken, body: { text } });
    for (const [i, review] of reviews.entries()) {
      await expectStatus(await respond(review._id, `Thank you for review ${i + 1}.`), 201);
    }
    // Replacing answers counts, up to the allowance.
    const first = (reviews[0] as { _id: string })._id;
    for (let i = 1; i <= LIMIT; i++) await expectStatus(await respond(first, `Reworded ${i}.`), 200);
    expect((await respond(first, 'One too many.')).status).toBe(429);
    // A review that arrives after the allowance is spent can still be answered.
    const late = await expectStatus<{ _id: string }>(
      await submitReview(t, await createAccount(), w.manager._id),
      201,
    );
    await expectStatus(await respond(late._id, 'Thanks for the late review.'), 201);
  });
});
