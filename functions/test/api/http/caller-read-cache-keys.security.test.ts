// The caller read cache (http/caller-read-cache.ts) keys a signed-in read by account and readCacheKey,
// whose fast path (no query) keeps the path as sent: its `cached` test must refuse a '#', as the public
// read cache's does. The app reads no fragment (Hono cuts the path there), so `/api/managers/x#1`, `#2`…
// are one answer; kept one entry each, a script made a store read and an entry per fragment it spelt,
// and pushed other accounts' kept answers out of the limits every account shares.
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { ReadCache } from '../../../src/http/public-read-cache.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { uncachedAnswer } from '../../support/read-answers.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { submitCompanyReview } from '../companies/support.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { managerFixture, submitReview } from '../managers/support.ts';

let t: TestApp;
let author: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  author = await createAccount();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

test('a fragment is no signed-in read of its own: the app’s answer, and no entry kept per `#n`', async () => {
  const interviewer = await addInterviewer(t, author.idToken);
  await addReview(t, author.idToken, interviewer._id);
  const { company, manager } = await managerFixture(t, author);
  expect((await submitReview(t, author, manager._id)).status).toBe(201);
  expect((await submitCompanyReview(t, author, company._id, 'Good people.')).status).toBe(201);
  const kept = vi.spyOn(ReadCache.prototype, 'set');
  for (const path of [
    `/api/user/review-context/interviewers/${interviewer._id}`,
    `/api/user/review-context/managers/${manager._id}`,
    `/api/reviews/rmi?interviewerId=${interviewer._id}`,
    `/api/managers/${manager._id}`,
    `/company-reviews/company/${company._id}`,
  ]) {
    // Visitor first, so that the lists' visitor answers are kept too (the direct reads' way).
    await (await t.request('GET', path)).text();
    for (let n = 1; n <= 3; n += 1) {
      const spelt = `${path}#${n}`;
      const res = await t.request('GET', spelt, { token: author.idToken });
      const today = await uncachedAnswer(t, spelt, author.idToken);
      expect([res.status, await res.text()], spelt).toEqual([200, today.text]);
    }
  }
  const keys = kept.mock.calls.map(([key]) => key);
  expect(keys.filter((key) => key.includes('#'))).toEqual([]);
});

test('query names the review context does not read are no part of its key: one entry for `?junk=n`', async () => {
  const interviewer = await addInterviewer(t, author.idToken);
  await addReview(t, author.idToken, interviewer._id);
  const path = `/api/user/review-context/interviewers/${interviewer._id}`;
  const first = await t.request('GET', path, { token: author.idToken });
  expect(first.status).toBe(200);
  const text = await first.text();
  const kept = vi.spyOn(ReadCache.prototype, 'set');
  for (let n = 1; n <= 5; n += 1) {
    const spelt = `${path}?junk=${n}&_=${n}`;
    const res = await t.request('GET', spelt, { token: author.idToken });
    const today = await uncachedAnswer(t, spelt, author.idToken);
    expect([res.status, await res.text()], spelt).toEqual([200, today.text]);
    expect(today.text).toBe(text);
  }
  // The route reads no query: each of these is the entry of the read above.
  expect(kept.mock.calls.map(([key]) => key)).toEqual([]);
});
