// Three open reports hide a review until a moderator decides (reports.ts). Without a daily allowance
// for reports, three throwaway accounts could hide every review on the site in minutes; with it, each
// account files at most N reports a day. Counted like reviews and votes: only a report that is filed
// counts (in its own transaction), so a refused one (409 duplicate, 404, 403 own review) uses nothing,
// and concurrent reports cannot slip past the limit.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { expectStatus } from './support.ts';

const LIMIT = 3;
const DAY = 86_400;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dailyLimits: { reports: { limit: LIMIT, windowSeconds: DAY } } });
});
afterAll(() => t.close());

/** `n` published interviewer reviews by one author, on `n` interviewers. */
async function reviews(n: number): Promise<string[]> {
  const author = await createAccount();
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const interviewer = await addInterviewer(t, author.idToken);
    ids.push((await addReview(t, author.idToken, interviewer._id))._id);
  }
  return ids;
}

const report = (token: string, reviewId: string) =>
  t.request('POST', '/api/reports', { token, body: { kind: 'interviewer', reviewId, reason: 'spam' } });

const USED_UP = {
  message: `You can report at most ${LIMIT} reviews or responses a day. Please try again later.`,
  code: 'rate_limited',
};

describe('reports per account per day', () => {
  test('the allowance is filed, the next report is a 429 with Retry-After; refused reports use nothing', async () => {
    const ids = await reviews(LIMIT + 1);
    const reporter = await createAccount();
    expect((await report(reporter.idToken, ids[0] as string)).status).toBe(201);
    // A second report of the same review is refused and counts nothing.
    for (let i = 0; i < LIMIT + 1; i += 1)
      await expectStatus(await report(reporter.idToken, ids[0] as string), 409);
    expect((await report(reporter.idToken, ids[1] as string)).status).toBe(201);
    expect((await report(reporter.idToken, ids[2] as string)).status).toBe(201);
    const over = await report(reporter.idToken, ids[3] as string);
    expect(await expectStatus(over, 429)).toEqual(USED_UP);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Past the allowance, a second report of a review is still told as such, not as the allowance.
    await expectStatus(await report(reporter.idToken, ids[0] as string), 409);
    // Another account still reports (the allowance is per account).
    expect((await report((await createAccount()).idToken, ids[3] as string)).status).toBe(201);
    // A day later the reporter may report again.
    t.clock.advance(DAY * 1000 + 1000);
    expect((await report(reporter.idToken, ids[3] as string)).status).toBe(201);
  });

  test('concurrent reports by one account: exactly the allowance is filed', async () => {
    const ids = await reviews(LIMIT + 3);
    const reporter = await createAccount();
    const answers = await Promise.all(ids.map((id) => report(reporter.idToken, id)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(ids.length - LIMIT);
  });
});
