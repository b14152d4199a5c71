// Every signed-in write has a per-account limit (DESIGN.md section 6), saving an interviewer too:
// each save or unsave is a write, and every write empties the cached public answers, so one
// verified account toggling a save in a loop made everyone's reads go to the store.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { expectStatus } from '../moderation/support.ts';
import { addInterviewer } from './support.ts';

const LIMIT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dailyLimits: { saves: { limit: LIMIT, windowSeconds: 86_400 } } });
});
afterAll(() => t.close());

const USED_UP = {
  message: `You can save or unsave interviewers at most ${LIMIT} times a day. Please try again later.`,
  code: 'rate_limited',
};

describe('the daily allowance of saves', () => {
  test('an account saves and unsaves at most the allowance a day; refusals and replays use nothing', async () => {
    const account = await createAccount();
    const target = await addInterviewer(t, account.idToken);
    const path = `/api/user/saved/${target._id}`;
    const setSaved = (saved: boolean, key?: string) =>
      t.request(saved ? 'POST' : 'DELETE', path, {
        token: account.idToken,
        ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
      });
    const savedIds = async () =>
      (
        await expectStatus<{ savedInterviewers: { _id: string }[] }>(
          await t.request('GET', '/api/user/saved', { token: account.idToken }),
          200,
        )
      ).savedInterviewers.map((s) => s._id);

    // An unknown interviewer is refused and uses nothing.
    await expectStatus(
      await t.request('POST', '/api/user/saved/no-such-interviewer', { token: account.idToken }),
      404,
    );
    await expectStatus(await setSaved(true, 'save-1'), 200);
    // A replay under the same key answers again and uses nothing.
    const replay = await setSaved(true, 'save-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    for (let i = 2; i <= LIMIT; i++) await expectStatus(await setSaved(i % 2 === 1), 200);
    expect(await savedIds()).toEqual([]);

    const refused = await setSaved(true, 'save-over');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual(USED_UP);
    expect((await setSaved(false)).status).toBe(429);
    expect(await savedIds()).toEqual([]);

    // Another account's allowance is its own.
    const other = await createAccount();
    await expectStatus(await t.request('POST', path, { token: other.idToken }), 200);

    // Tomorrow the allowance is back, and the refused key was left free.
    t.clock.advance(86_400 * 1000 + 1000);
    const retried = await setSaved(true, 'save-over');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await savedIds()).toEqual([target._id]);
  });
});
