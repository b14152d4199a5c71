// Limits fired at once: a script sends N requests in parallel, each under a fresh Idempotency-Key, hoping
// that each reads the counter before any writes it. Every limit must hold exactly: the contact form's per
// address, wrong codes per address and email, and the daily allowances of account changes, saves and
// edits (reviews' and votes' are fired so in daily-allowance.security.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_MESSAGES } from '../../../src/domain/contact/contact-messages.ts';
import { CONTACT_RATE_LIMIT } from '../../../src/http/routes/contact.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../../src/rate-limit/auth-rate-limits.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';
import { addInterviewer, addReview, reviewBody, reviewsOf } from '../interviewers/support.ts';

const LIMIT = 3;
const DAY = 86_400;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    dailyLimits: {
      accountChanges: { limit: LIMIT, windowSeconds: DAY },
      saves: { limit: LIMIT, windowSeconds: DAY },
      edits: { limit: LIMIT, windowSeconds: DAY },
    },
  });
});
afterAll(() => t.close());

/** `n` requests sent at once, the i-th under the Idempotency-Key `${prefix}-${i}`. */
const atOnce = (n: number, send: (i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (answers: Response[]) => answers.map((res) => res.status).sort();
const times = (n: number, status: number) => Array.from({ length: n }, () => status);

describe('limits fired in parallel hold exactly', () => {
  test('the contact form: its allowance per address is sent and stored, the rest are 429s', async () => {
    const over = 4;
    const stored = await t.deps.store.count({ collection: CONTACT_MESSAGES });
    const answers = await atOnce(CONTACT_RATE_LIMIT.limit + over, (i) =>
      t.request('POST', '/api/contact', {
        ip: '203.0.113.61',
        headers: { 'Idempotency-Key': `contact-${i}` },
        body: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: `Message number ${i}.` },
      }),
    );
    expect(statuses(answers)).toEqual([...times(CONTACT_RATE_LIMIT.limit, 201), ...times(over, 429)]);
    expect(await t.deps.store.count({ collection: CONTACT_MESSAGES })).toBe(
      stored + CONTACT_RATE_LIMIT.limit,
    );
    const refused = answers.find((res) => res.status === 429) as Response;
    expect(await json(refused)).toEqual({
      message: 'Too many messages. Please try again later.',
      code: 'rate_limited',
    });
  });

  test('wrong codes: only the allowance per address and email is checked; the owner’s code still works elsewhere', async () => {
    const email = uniqueEmail();
    const password = 'correct horse battery';
    await t.request('POST', '/auth/rmi/register', { body: { email, name: 'Owner', password } });
    const code = await t.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const allowed = DEFAULT_AUTH_RATE_LIMITS.verifyOtp.perEmailAndIp.limit;
    const verify = (otp: string, ip: string) =>
      t.request('POST', '/auth/rmi/verify-otp', { ip, body: { email, otp, password } });

    const answers = await atOnce(allowed + 7, () => verify(wrong, '203.0.113.62'));
    expect(statuses(answers)).toEqual([...times(allowed, 400), ...times(7, 429)]);
    // Spent from that address, the right code too is refused there, and not used up by the refusal.
    expect((await verify(code, '203.0.113.62')).status).toBe(429);
    expect((await verify(code, '198.51.100.62')).status).toBe(200);
  });

  test('account changes: the allowance of renames is written, the rest are 429s', async () => {
    const owner = await t.registerVerified();
    const names = Array.from({ length: LIMIT + 5 }, (_, i) => `Name Number ${i}`);
    const answers = await atOnce(names.length, (i) =>
      t.request('PATCH', '/api/user/profile', {
        token: owner.token,
        headers: { 'Idempotency-Key': `rename-${i}` },
        body: { name: names[i] },
      }),
    );
    expect(statuses(answers)).toEqual([...times(LIMIT, 200), ...times(5, 429)]);
    const { name } = await json<{ name: string }>(
      await t.request('GET', '/api/user/profile', { token: owner.token }),
    );
    const written = names.filter((_, i) => answers[i]?.status === 200);
    expect(written).toContain(name);
  });

  test('saves: the allowance of saves and unsaves is written, the rest are 429s', async () => {
    const account = await createAccount();
    const target = await addInterviewer(t, account.idToken);
    const answers = await atOnce(LIMIT + 5, (i) =>
      t.request(i % 2 === 0 ? 'POST' : 'DELETE', `/api/user/saved/${target._id}`, {
        token: account.idToken,
        headers: { 'Idempotency-Key': `save-${i}` },
      }),
    );
    expect(statuses(answers)).toEqual([...times(LIMIT, 200), ...times(5, 429)]);
  });

  test('edits: the allowance of edits is written, the rest are 429s and change nothing', async () => {
    const author = await createAccount();
    const target = await addInterviewer(t, author.idToken);
    const review = await addReview(t, author.idToken, target._id);
    const texts = Array.from({ length: LIMIT + 5 }, (_, i) => `Edited text number ${i}, fair enough.`);
    const answers = await atOnce(texts.length, (i) =>
      t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
        token: author.idToken,
        headers: { 'Idempotency-Key': `edit-${i}` },
        body: reviewBody(target._id, { reviewText: texts[i] }),
      }),
    );
    expect(statuses(answers)).toEqual([...times(LIMIT, 200), ...times(5, 429)]);
    const [shown] = await reviewsOf(t, target._id);
    expect(texts.filter((_, i) => answers[i]?.status === 200)).toContain(shown?.reviewText);
  });
});
