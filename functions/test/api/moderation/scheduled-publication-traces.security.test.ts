// What a scheduled review's appearance may still tell about when it was written
// (domain/moderation/scheduled-publication.ts). A review that appears Tuesday 01:30 dated Monday says it
// was written Monday after 23:30: its public date is the day it became public. A moderator's removal and
// restoration does not publish it before its moment either.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishDueReviews } from '../../../src/domain/moderation/scheduled-publication.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, interviewer, reviewBody, reviewsOf } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, profile, submitReview } from '../managers/support.ts';
import { decide, expectStatus, json, moderatorAccount } from './support.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The window the tests configure: production's is 1 to 24 hours. */
const DELAY = { minMs: HOUR, maxMs: 2 * HOUR };

let t: TestApp;
let moderator: TestAccount;

beforeAll(async () => {
  // 23:30 UTC: every review written here appears on the next day.
  t = await createTestApp({ now: new Date('2026-03-01T23:30:00Z'), publishDelay: DELAY });
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

const runJob = () => publishDueReviews(t.deps.store, t.clock.now());
const dayOf = (at: Date) => `${at.toISOString().slice(0, 10)}T00:00:00.000Z`;

/** Moves the clock on to the next 23:30 UTC (or leaves it there): what is written now appears tomorrow. */
function lateEvening(): string {
  const now = t.clock.now();
  const target = new Date(`${now.toISOString().slice(0, 10)}T23:30:00.000Z`);
  if (target < now) target.setUTCDate(target.getUTCDate() + 1);
  t.clock.advance(target.getTime() - now.getTime());
  return dayOf(target);
}

type Dated = { _id: string; createdAt: string; updatedAt?: string };

describe('the public date is the day a review became public', () => {
  test('interviewer review: readers see the day it appeared, its author the time they wrote it', async () => {
    const author = await createAccount();
    const target = await addInterviewer(t, author.idToken);
    const writingDay = lateEvening();
    const written = t.clock.now().toISOString();
    const review = await expectStatus<Dated>(
      await t.request('POST', '/api/reviews/rmi', { token: author.idToken, body: reviewBody(target._id) }),
      201,
    );
    // An edit while it waits: its day must not show either.
    t.clock.advance(10 * MINUTE);
    await expectStatus(
      await t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
        token: author.idToken,
        body: reviewBody(target._id, { reviewText: 'Fair questions, a friendly talk.' }),
      }),
      200,
    );
    t.clock.advance(2 * HOUR);
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    const published = t.clock.now().toISOString().slice(0, 10);
    expect(`${published}T00:00:00.000Z`).not.toBe(writingDay);

    const [shown] = (await reviewsOf(t, target._id)) as unknown as Dated[];
    expect(shown).toMatchObject({
      _id: review._id,
      createdAt: `${published}T00:00:00.000Z`,
      updatedAt: `${published}T00:00:00.000Z`,
    });
    const [own] = (await reviewsOf(t, target._id, author.idToken)) as unknown as Dated[];
    expect(own?.createdAt).toBe(written);
    const mine = await json<{ _id: string; date: string }[]>(
      await t.request('GET', '/api/user/my-reviews', { token: author.idToken }),
    );
    expect(mine.find((r) => r._id === review._id)?.date).toBe(written);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('manager and company reviews, and the landing page’s latest reviews', async () => {
    const author = await createAccount();
    const { manager, company } = await managerFixture(t, author);
    const writingDay = lateEvening();
    const managerReview = await expectStatus<Dated>(await submitReview(t, author, manager._id), 201);
    const companyReview = await expectStatus<Dated>(
      await t.request('POST', '/api/company-reviews/submit', {
        token: author.idToken,
        body: companyReviewBody(company._id),
      }),
      201,
    );
    t.clock.advance(2 * HOUR + MINUTE);
    expect(await runJob()).toBeGreaterThanOrEqual(2);
    const day = dayOf(t.clock.now());
    expect(day).not.toBe(writingDay);

    const shown = (await profile(t, manager._id)).reviews as unknown as Dated[];
    expect(shown).toMatchObject([{ _id: managerReview._id, createdAt: day, updatedAt: day }]);
    const companyReviews = await json<Dated[]>(
      await t.request('GET', `/api/company-reviews/company/${company._id}`),
    );
    expect(companyReviews).toMatchObject([{ _id: companyReview._id, createdAt: day }]);
    const { latestReviews } = await json<{ latestReviews: Dated[] }>(
      await t.request('GET', '/api/managers/homepage-content'),
    );
    expect(latestReviews.find((r) => r._id === managerReview._id)?.createdAt).toBe(day);
  });
});

describe('a moderator’s removal and restoration before its moment', () => {
  test('restored before its moment, it still waits for it', async () => {
    const author = await createAccount();
    const target = await addInterviewer(t, author.idToken);
    const review = await expectStatus<Dated>(
      await t.request('POST', '/api/reviews/rmi', { token: author.idToken, body: reviewBody(target._id) }),
      201,
    );
    await expectStatus(await decide(t, moderator, 'remove', 'interviewer', review._id), 200);
    const restored = await expectStatus<{ toState: string }>(
      await decide(t, moderator, 'restore', 'interviewer', review._id),
      200,
    );
    expect(restored.toState).toBe('held');
    expect(await reviewsOf(t, target._id)).toEqual([]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(0);
    const [own] = (await reviewsOf(t, target._id, author.idToken)) as unknown as { status?: string }[];
    expect(own?.status).toBe('scheduled');

    t.clock.advance(2 * HOUR + MINUTE);
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([review._id]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('restored after its moment, it appears then, dated that day; removed ones never hold up the job', async () => {
    const author = await createAccount();
    const target = await addInterviewer(t, author.idToken);
    lateEvening();
    const review = await expectStatus<Dated>(
      await t.request('POST', '/api/reviews/rmi', { token: author.idToken, body: reviewBody(target._id) }),
      201,
    );
    await expectStatus(await decide(t, moderator, 'remove', 'interviewer', review._id), 200);
    // Another review, due after it: the job, one review a pass, still reaches it.
    const other = await addInterviewer(t, author.idToken);
    await expectStatus(
      await t.request('POST', '/api/reviews/rmi', { token: author.idToken, body: reviewBody(other._id) }),
      201,
    );
    t.clock.advance(2 * HOUR + MINUTE);
    expect(await publishDueReviews(t.deps.store, t.clock.now(), 1)).toBe(1);
    expect(await reviewsOf(t, target._id)).toEqual([]);
    expect(await reviewsOf(t, other._id)).toHaveLength(1);
    t.clock.advance(24 * HOUR);
    const restored = await expectStatus<{ toState: string }>(
      await decide(t, moderator, 'restore', 'interviewer', review._id),
      200,
    );
    expect(restored.toState).toBe('published');
    const day = dayOf(t.clock.now());
    expect(await reviewsOf(t, target._id)).toMatchObject([{ _id: review._id, createdAt: day }]);
    expect(await runJob()).toBe(0);
  });
});
