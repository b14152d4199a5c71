// Issue 19 item 3: a write reads its account's session floor in its own transaction instead of
// asking Firebase Auth. Every path of ours that ends sessions writes the floor; a revocation made
// outside our code reaches writes through `npm run revoke-sessions -- --sync` (propagateSessionEnds).
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  propagateSessionEnds,
  SESSION_FLOOR_TTL_MS,
  SESSION_FLOORS,
  sessionRefusal,
} from '../../../src/domain/accounts/session-floors.ts';
import { ACCOUNT_DISABLED_MESSAGE, SESSION_REVOKED_MESSAGE } from '../../../src/http/auth.ts';
import { authSessionStates } from '../../../src/identity/auth-session-states.ts';
import { createTestApp, json, type Registered, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewBody, reviewsOf } from '../interviewers/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Firebase Auth keeps revocations to the second and lets a session that signed in during that
 * second live: wait for the next second so the revocation is later than the token's sign-in.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));

async function signIn(account: Registered): Promise<string> {
  const res = await t.request('POST', '/auth/rmi/login', {
    body: { email: account.email, password: account.password },
  });
  expect(res.status).toBe(200);
  return (await json<{ token: string }>(res)).token;
}

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(401);
  expect(await json(res)).toEqual({ message, code: 'unauthenticated' });
}

const review = (token: string, interviewerId: string, text: string) =>
  t.request('POST', '/reviews/rmi', { token, body: reviewBody(interviewerId, { reviewText: text }) });

describe('a write checks its session in the store, not with Firebase Auth', () => {
  test('a revocation made outside our code is not asked for on a write; the admin sync brings it in', async () => {
    const author = await t.registerVerified();
    const interviewer = await addInterviewer(t, author.token);
    await nextSecond();
    // As the Firebase console does: straight to Auth, nothing of ours runs.
    await getAuth().revokeRefreshTokens(author.uid);

    // Writes do not ask Auth (the point: no round trip), so the old token still writes.
    const before = await review(author.token, interviewer._id, 'Written before the sync ran.');
    expect(before.status).toBe(201);

    const since = Date.now() - SESSION_FLOOR_TTL_MS;
    expect(
      await propagateSessionEnds(t.deps.store, authSessionStates(getAuth()), since, Date.now()),
    ).toBeGreaterThan(0);
    const after = await t.request(
      'PUT',
      `/interviewer-reviews/${(await json<{ _id: string }>(before))._id}`,
      {
        token: author.token,
        body: { rating: 1, reviewText: 'Changed after the sync: must be refused.' },
      },
    );
    await expectRefused(after, SESSION_REVOKED_MESSAGE);
    expect((await reviewsOf(t, interviewer._id)).map((r) => r.reviewText)).toEqual([
      'Written before the sync ran.',
    ]);

    // Signing in again gives a session the floor lets through.
    const fresh = await signIn(author);
    const vote = await t.request('POST', '/reviews/rmi', {
      token: fresh,
      body: reviewBody((await addInterviewer(t, fresh))._id),
    });
    expect(vote.status).toBe(201);
  });

  test('a password reset (our code) refuses the old session at once, on every kind of write', async () => {
    const victim = await t.registerVerified();
    const interviewer = await addInterviewer(t, victim.token);
    await nextSecond();
    await t.request('POST', '/auth/rmi/forgot-password', { body: { email: victim.email } });
    const otp = await t.latestCode(victim.email);
    const reset = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: victim.email, otp, newPassword: 'a brand new password' },
    });
    expect(reset.status).toBe(200);

    // A transaction write, a write to Auth only, a batch-only write: all refused, none applied.
    await expectRefused(
      await review(victim.token, interviewer._id, 'Stolen session.'),
      SESSION_REVOKED_MESSAGE,
    );
    await expectRefused(
      await t.request('POST', '/api/user/password', {
        token: victim.token,
        body: { currentPassword: victim.password, newPassword: 'the attacker password' },
      }),
      SESSION_REVOKED_MESSAGE,
    );
    await expectRefused(
      await t.request('PATCH', '/api/user/profile', { token: victim.token, body: { name: 'Hijacked Name' } }),
      SESSION_REVOKED_MESSAGE,
    );
    expect(await reviewsOf(t, interviewer._id)).toEqual([]);
    const login = await t.request('POST', '/auth/rmi/login', {
      body: { email: victim.email, password: 'a brand new password' },
    });
    expect(login.status).toBe(200);
  });

  test('a replay under its Idempotency-Key after the revocation is refused, not answered from its record', async () => {
    const author = await t.registerVerified();
    const interviewer = await addInterviewer(t, author.token);
    const headers = { 'Idempotency-Key': `replay-${author.uid}` };
    const body = reviewBody(interviewer._id, { reviewText: 'Sent once, then replayed.' });
    const first = await t.request('POST', '/reviews/rmi', { token: author.token, body, headers });
    expect(first.status).toBe(201);
    await nextSecond();
    await t.deps.users.revokeSessions(author.uid);
    const replay = await t.request('POST', '/reviews/rmi', { token: author.token, body, headers });
    await expectRefused(replay, SESSION_REVOKED_MESSAGE);
  });

  test('concurrent writes racing a revocation: each is either applied before it or refused, never half', async () => {
    const author = await t.registerVerified();
    const targets = await Promise.all(
      Array.from({ length: 6 }, async () => (await addInterviewer(t, author.token))._id),
    );
    await nextSecond();
    const [answers] = await Promise.all([
      Promise.all(targets.map((id, i) => review(author.token, id, `Race ${i}.`))),
      t.deps.users.revokeSessions(author.uid),
    ]);
    for (const [i, res] of answers.entries()) {
      expect([201, 401]).toContain(res.status);
      const listed = (await reviewsOf(t, targets[i] as string)).length;
      expect(listed).toBe(res.status === 201 ? 1 : 0);
    }
  });

  test('an account disabled outside our code is refused on writes once synced, enabled again once synced', async () => {
    const account = await t.registerVerified();
    await getAuth().updateUser(account.uid, { disabled: true });
    await propagateSessionEnds(
      t.deps.store,
      authSessionStates(getAuth()),
      Date.now() - SESSION_FLOOR_TTL_MS,
      Date.now(),
    );
    await expectRefused(
      await t.request('POST', '/interviewers', {
        token: account.token,
        body: { name: 'X Y', company: 'Z Co' },
      }),
      ACCOUNT_DISABLED_MESSAGE,
    );
    await getAuth().updateUser(account.uid, { disabled: false });
    await propagateSessionEnds(
      t.deps.store,
      authSessionStates(getAuth()),
      Date.now() - SESSION_FLOOR_TTL_MS,
      Date.now(),
    );
    const floor = await t.deps.store.get<{ end: string }>(SESSION_FLOORS, account.uid);
    expect(floor?.data.end).toBe('revoked');
  });
});

describe('sessionRefusal', () => {
  const floor = (end: 'revoked' | 'disabled' | 'deleting', validAfter: number, expiresAt: number) => ({
    id: 'u',
    data: { end, validAfter: new Date(validAfter), expiresAt: new Date(expiresAt) },
  });
  const at = Date.parse('2026-11-23T10:00:07Z');

  test('lets a session signed in during the revocation second live, as Firebase Auth does', () => {
    const f = floor('revoked', Math.floor(at / 1000) * 1000, at + SESSION_FLOOR_TTL_MS);
    expect(sessionRefusal(f, Math.floor(at / 1000), at)).toBeNull();
    expect(sessionRefusal(f, Math.floor(at / 1000) - 1, at)).toBe('revoked');
    expect(sessionRefusal(null, 0, at)).toBeNull();
  });

  test('disabled and deleting refuse every session; an expired floor refuses nothing', () => {
    expect(sessionRefusal(floor('deleting', at, at + 1000), Math.floor(at / 1000) + 60, at)).toBe('deleting');
    expect(sessionRefusal(floor('disabled', at, at + 1000), Math.floor(at / 1000) + 60, at)).toBe('disabled');
    expect(sessionRefusal(floor('deleting', at, at + 1000), 0, at + 1000)).toBeNull();
  });
});
