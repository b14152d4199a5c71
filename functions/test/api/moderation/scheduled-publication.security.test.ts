// A new review appears publicly at a random moment after it was written, never at the minute it was
// written (domain/moderation/scheduled-publication.ts): a manager polling a profile, its figures or the
// insights must not learn when a review was written. Until its moment it is its author's alone to see
// ('scheduled'), in no figure, in no moderator's queue; the publication job publishes it once, however
// often and however concurrently it runs. Deleting it before leaves no trace; editing it does not
// publish it; screening and the burst rule still hold it for a moderator.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { carryOverId, MODERATION_CARRY_OVER } from '../../../src/domain/moderation/carry-over.ts';
import { publishDueReviews } from '../../../src/domain/moderation/scheduled-publication.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { INTERVIEWER_REVIEWS } from '../../../src/domain/reviews/review.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, interviewer, reviewBody, reviewsOf } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, profile, submitReview } from '../managers/support.ts';
import { decide, expectStatus, FAKE_PROFANITY, json, moderatorAccount, queue } from './support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The window the tests configure: production's is 1 to 24 hours. */
const DELAY = { minMs: HOUR, maxMs: 2 * HOUR };

let t: TestApp;
let moderator: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ publishDelay: DELAY, profanity: FAKE_PROFANITY });
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

/** What the publication job does on its timer, at the test clock's now. */
const runJob = () => publishDueReviews(t.deps.store, t.clock.now());

type Mine = { _id: string; status?: string }[];
const myReviews = async (author: TestAccount) =>
  json<{ interviewers?: Mine } & Mine>(
    await t.request('GET', '/api/user/my-reviews', { token: author.idToken }),
  );
const inQueue = async (reviewId: string) => (await queue(t, moderator)).find((i) => i.reviewId === reviewId);

/** An interviewer and one new review of it by a fresh author. */
async function scheduledInterviewerReview(overrides: Record<string, unknown> = {}) {
  const author = await createAccount();
  const target = await addInterviewer(t, author.idToken);
  const res = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: reviewBody(target._id, { rating: 5, ...overrides }),
  });
  const review = await expectStatus<{ _id: string; status?: string }>(res, 201);
  return { author, target, review };
}

describe('a new review waits for its random moment', () => {
  test('interviewer review: its author alone sees it, no figure moves, until the job publishes it', async () => {
    const { author, target, review } = await scheduledInterviewerReview();
    expect(review.status).toBe('scheduled');

    // Nothing public changed: no review, no count, no average.
    expect(await reviewsOf(t, target._id)).toEqual([]);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 0, average: 0 });
    const reader = await createAccount();
    expect(await reviewsOf(t, target._id, reader.idToken)).toEqual([]);
    // Its author sees it, marked, everywhere they look.
    expect((await reviewsOf(t, target._id, author.idToken))[0]).toMatchObject({
      _id: review._id,
      status: 'scheduled',
    });
    const mine = JSON.stringify(await myReviews(author));
    expect(mine).toContain('"status":"scheduled"');
    // No moderator is asked.
    expect(await inQueue(review._id)).toBeUndefined();

    // Not before its moment (at least an hour after writing)...
    t.clock.advance(HOUR - MINUTE);
    expect(await runJob()).toBe(0);
    expect(await reviewsOf(t, target._id)).toEqual([]);
    // ...and by the end of the window, once.
    t.clock.advance(HOUR + 2 * MINUTE);
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([review._id]);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1, average: 5 });
    const own = (await reviewsOf(t, target._id, author.idToken))[0] as { status?: string };
    expect(own.status).toBeUndefined();
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('manager and company reviews: neither the manager’s nor the company’s figures move early', async () => {
    const author = await createAccount();
    const { manager, company } = await managerFixture(t, author);
    const managerReview = await expectStatus<{ _id: string; status?: string }>(
      await submitReview(t, author, manager._id, { rating: 2 }),
      201,
    );
    expect(managerReview.status).toBe('scheduled');
    const companyReview = await expectStatus<{ _id: string; status?: string }>(
      await t.request('POST', '/api/company-reviews/submit', {
        token: author.idToken,
        body: companyReviewBody(company._id, { rating: 3 }),
      }),
      201,
    );
    expect(companyReview.status).toBe('scheduled');

    const page = async () =>
      json<{ company: { reviewCount: number; companyReviews: { reviewCount: number } } }>(
        await t.request('GET', `/api/companies/search/company/_/${company._id}`),
      );
    const shown = await profile(t, manager._id);
    expect(shown.reviews).toEqual([]);
    expect(shown.manager.reviewCount).toBe(0);
    expect((await page()).company).toMatchObject({ reviewCount: 0, companyReviews: { reviewCount: 0 } });
    expect(
      await json<unknown[]>(await t.request('GET', `/api/company-reviews/company/${company._id}`)),
    ).toEqual([]);
    expect((await profile(t, manager._id, author.idToken)).reviews[0]).toMatchObject({ status: 'scheduled' });

    t.clock.advance(2 * HOUR + MINUTE);
    expect(await runJob()).toBeGreaterThanOrEqual(2);
    expect((await profile(t, manager._id)).manager.reviewCount).toBe(1);
    expect((await page()).company).toMatchObject({ reviewCount: 1, companyReviews: { reviewCount: 1 } });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('no answer, the author’s own included, carries the moment it will appear', async () => {
    const { author, target, review } = await scheduledInterviewerReview();
    const stored = await t.deps.store.get<{ moderation: { publishAt: Date } }>(
      INTERVIEWER_REVIEWS,
      review._id,
    );
    const publishAt = new Date(stored?.data.moderation.publishAt as Date).toISOString();
    const answers = [
      JSON.stringify(review),
      JSON.stringify(await reviewsOf(t, target._id, author.idToken)),
      JSON.stringify(await myReviews(author)),
      await (
        await t.request('GET', `/api/user/review-context/interviewers/${target._id}`, {
          token: author.idToken,
        })
      ).text(),
    ];
    for (const answer of answers) {
      expect(answer).not.toContain('publishAt');
      expect(answer).not.toContain(publishAt);
      expect(answer).not.toContain(publishAt.slice(0, 16));
    }
  });
});

describe('what the author does meanwhile', () => {
  test('deleted before its moment, it leaves no trace: written again, it waits again, unheld', async () => {
    const { author, target, review } = await scheduledInterviewerReview();
    await expectStatus(
      await t.request('DELETE', `/api/interviewer-reviews/${review._id}`, { token: author.idToken }),
      200,
    );
    expect(await t.deps.store.get(INTERVIEWER_REVIEWS, review._id)).toBeNull();
    expect(await t.deps.store.get(MODERATION_CARRY_OVER, carryOverId('interviewer', review._id))).toBeNull();
    t.clock.advance(2 * HOUR + MINUTE);
    await runJob();
    expect(await reviewsOf(t, target._id)).toEqual([]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(0);

    const again = await addReview(t, author.idToken, target._id);
    expect(again).toMatchObject({ _id: review._id, status: 'scheduled' });
    expect(await inQueue(review._id)).toBeUndefined();
    t.clock.advance(2 * HOUR + MINUTE);
    await runJob();
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([review._id]);
  });

  test('an edit before its moment does not publish it, nor move it', async () => {
    const { author, target, review } = await scheduledInterviewerReview();
    const edited = await expectStatus<{ status?: string }>(
      await t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
        token: author.idToken,
        body: reviewBody(target._id, { rating: 1, reviewText: 'On second thought, rather cold.' }),
      }),
      200,
    );
    expect(edited.status).toBe('scheduled');
    expect(await reviewsOf(t, target._id)).toEqual([]);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 0, average: 0 });
    t.clock.advance(2 * HOUR + MINUTE);
    await runJob();
    expect(await reviewsOf(t, target._id)).toMatchObject([{ _id: review._id, rating: 1 }]);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1, average: 1 });
  });
});

describe('the job', () => {
  test('run twice at once, and again, it publishes each review once', async () => {
    const targets = await Promise.all([1, 2, 3].map(() => scheduledInterviewerReview({ rating: 4 })));
    t.clock.advance(2 * HOUR + MINUTE);
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect(a + b).toBeGreaterThanOrEqual(3);
    expect(await runJob()).toBe(0);
    for (const { target, review } of targets) {
      expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([review._id]);
      expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1, average: 4 });
    }
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('held for a moderator too', () => {
  test('screening holds it: the job leaves it; approved before its moment it still waits for it', async () => {
    const { author, target, review } = await scheduledInterviewerReview({
      reviewText: 'A smeg of an interview.',
    });
    expect(review.status).toBe('pending review');
    expect(await inQueue(review._id)).toMatchObject({ state: 'held' });
    expect((await inQueue(review._id))?.heldFor).toContain('profanity');

    const approved = await expectStatus<{ toState: string }>(
      await decide(t, moderator, 'approve', 'interviewer', review._id),
      200,
    );
    expect(approved.toState).toBe('held');
    expect(await inQueue(review._id)).toBeUndefined();
    expect((await reviewsOf(t, target._id, author.idToken))[0]).toMatchObject({ status: 'scheduled' });
    expect(await reviewsOf(t, target._id)).toEqual([]);
    // Nothing left for a moderator to approve early.
    await expectStatus(await decide(t, moderator, 'approve', 'interviewer', review._id), 409);

    t.clock.advance(2 * HOUR + MINUTE);
    await runJob();
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([review._id]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
  });

  test('past its moment, a review held by screening waits for the moderator, not the job', async () => {
    const { target, review } = await scheduledInterviewerReview({ reviewText: 'Frankly a smeg.' });
    t.clock.advance(2 * HOUR + MINUTE);
    await runJob();
    expect(await reviewsOf(t, target._id)).toEqual([]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(0);
    const approved = await expectStatus<{ toState: string }>(
      await decide(t, moderator, 'approve', 'interviewer', review._id),
      200,
    );
    expect(approved.toState).toBe('published');
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
  });

  test('an edit with profanity before its moment holds it for a moderator; the job leaves it', async () => {
    const { author, target, review } = await scheduledInterviewerReview();
    const edited = await expectStatus<{ status?: string }>(
      await t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
        token: author.idToken,
        body: reviewBody(target._id, { reviewText: 'Smeg all round.' }),
      }),
      200,
    );
    expect(edited.status).toBe('pending review');
    expect((await inQueue(review._id))?.heldFor).toContain('profanity');
    t.clock.advance(2 * HOUR + MINUTE);
    await runJob();
    expect(await reviewsOf(t, target._id)).toEqual([]);
  });
});

describe('the burst rule', () => {
  let burst: TestApp;
  beforeAll(async () => {
    // Real time, five minutes ahead, as in moderation.happy.test.ts: accounts made now are younger than a day.
    burst = await createTestApp({ now: new Date(Date.now() + 5 * MINUTE), publishDelay: DELAY });
  });
  afterAll(() => burst.close());

  test('holds the earlier reviews of a burst that still wait for their moment', async () => {
    const target = await addInterviewer(burst, (await createAccount()).idToken);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const author = await createAccount();
      ids.push((await addReview(burst, author.idToken, target._id, { rating: 1 }))._id);
    }
    const burstModerator = await moderatorAccount(burst);
    const items = await queue(burst, burstModerator);
    for (const id of ids) expect(items.find((i) => i.reviewId === id)?.heldFor).toContain('burst');
    burst.clock.advance(2 * HOUR + MINUTE);
    await publishDueReviews(burst.deps.store, burst.clock.now());
    expect(await reviewsOf(burst, target._id)).toEqual([]);
    expect((await interviewer(burst, target._id)).reviewCount).toBe(0);
  });
});
