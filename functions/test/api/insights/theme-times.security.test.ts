// A target's themes (GET /api/themes/{kind}/{id}) are recomputed by the insights job after any write that
// touches one of its published reviews, an edit that changes nothing included. Their `computedAt` was the
// job's exact instant: anyone polling learnt, to the job's five minutes, when an author of this target
// re-saved their review although nothing they could read had changed. Public dates are days (DESIGN 6a).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runInsightsJob } from '../../../src/domain/insights/insights-job.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewBody } from '../interviewers/support.ts';
import { SHARED_PHRASE_TEXTS } from './support.ts';

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T14:03:00Z') });
});
afterAll(() => t.close());

const TEXTS = SHARED_PHRASE_TEXTS;

test('themes say the day they were computed, and an edit that changes nothing changes nothing there', async () => {
  const owner = await createAccount();
  const target = await addInterviewer(t, owner.idToken);
  const authors: TestAccount[] = [];
  for (const text of TEXTS) {
    const author = await createAccount();
    authors.push(author);
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: reviewBody(target._id, { reviewText: text }),
    });
    expect(res.status).toBe(201);
  }
  const job = () => runInsightsJob(t.deps.store, () => t.clock.now(), 10_000);
  const themes = async () => (await t.request('GET', `/api/themes/interviewer/${target._id}`)).text();
  await job();
  const first = await themes();
  expect(JSON.parse(first)).toMatchObject({ reviewCount: 5, computedAt: '2026-03-02T00:00:00.000Z' });
  expect(JSON.parse(first).themes.length).toBeGreaterThan(0);

  // One author saves their review again as it was; the job runs a few minutes later.
  t.clock.advance(2 * 60 * MINUTE + 44 * MINUTE);
  const mine = await json<{ _id: string; isOwnReview: boolean }[]>(
    await t.request('GET', `/api/reviews/rmi?interviewerId=${target._id}`, { token: authors[2]?.idToken }),
  );
  const own = mine.find((r) => r.isOwnReview);
  const saved = await t.request('PUT', `/api/interviewer-reviews/${own?._id}`, {
    token: authors[2]?.idToken,
    body: reviewBody(target._id, { reviewText: TEXTS[2] }),
  });
  expect(saved.status).toBe(200);
  t.clock.advance(5 * MINUTE);
  await job();
  expect(await themes()).toBe(first);
});
