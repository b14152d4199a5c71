// Issue 19 item 1: on a store whose commits are definite (the embedded default's SQLite: a commit
// applies and returns, or fails and wrote nothing; definite-commits-setting.ts) a write without an
// Idempotency-Key writes no request record, as nothing can run its transaction again after its
// commit. Everything the record stood for still holds: keyed writes answer their replays with the
// first result and write once, a reused key is refused, a revoked session writes nothing, and
// concurrent votes stay exact.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_REVOKED_MESSAGE } from '../../src/http/auth.ts';
import { IDEMPOTENCY, KEY_REUSED_MESSAGE } from '../../src/http/idempotency.ts';
import { withDefiniteCommits } from '../../src/store/definite-commits-setting.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview, interviewer, reviewBody, reviewsOf } from './interviewers/support.ts';
import { expectStatus, managerFixture, profile, submitReview } from './managers/support.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ storeLayer: withDefiniteCommits });
  [alice, bob] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(() => t.close());

type VoteAnswer = { _id: string; likes: number; dislikes: number; myVote: string | null };

const records = async () => (await t.deps.store.query({ collection: IDEMPOTENCY })).length;

describe('a store with definite commits (the embedded default)', () => {
  test('votes and reviews without an Idempotency-Key write no request record, and apply once', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const { manager } = await managerFixture(t, alice);
    const before = await records();
    const like = `/interviewers/${target._id}/reviews/${review._id}/like`;
    expect(await json<VoteAnswer>(await t.request('POST', like, { token: bob.idToken }))).toEqual({
      _id: review._id,
      likes: 1,
      dislikes: 0,
      myVote: 'like',
    });
    await expectStatus(
      await t.request('POST', '/reviews/rmi', { token: bob.idToken, body: reviewBody(target._id) }),
      201,
    );
    const managerReview = await expectStatus(await submitReview(t, bob, manager._id), 201);
    await expectStatus(
      await t.request('POST', `/api/manager-reviews/dislike/${managerReview._id}`, { token: alice.idToken }),
      200,
    );
    expect(await records()).toBe(before);
    expect((await reviewsOf(t, target._id)).map((r) => r.likes).sort()).toEqual([0, 1]);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 2 });
    expect((await profile(t, manager._id)).reviews[0]).toMatchObject({ dislikes: 1 });
  });

  test('with an Idempotency-Key a resend answers the first result and writes nothing new', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const send = () =>
      t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, {
        token: bob.idToken,
        headers: { 'Idempotency-Key': 'definite-like' },
      });
    const first = await send();
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await json<VoteAnswer>(first)).toMatchObject({ likes: 1, myVote: 'like' });
    // Pressed again without the key it would take the like back: under the key it is the same press.
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json<VoteAnswer>(again)).toMatchObject({ likes: 1, myVote: 'like' });
    expect((await reviewsOf(t, target._id))[0]).toMatchObject({ likes: 1 });

    const created = () =>
      t.request('POST', '/reviews/rmi', {
        token: bob.idToken,
        headers: { 'Idempotency-Key': 'definite-review' },
        body: reviewBody(target._id, { rating: 2 }),
      });
    const firstReview = await expectStatus(await created(), 201);
    const resent = await created();
    expect(resent.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await expectStatus(resent, 201)).toEqual(firstReview);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 2 });
  });

  test('a key used for another request is refused and writes nothing', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const headers = { 'Idempotency-Key': 'definite-reused' };
    await expectStatus(
      await t.request('POST', '/reviews/rmi', { token: bob.idToken, headers, body: reviewBody(target._id) }),
      201,
    );
    const other = await addInterviewer(t, alice.idToken);
    const reused = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      headers,
      body: reviewBody(other._id),
    });
    expect(reused.status).toBe(409);
    expect(await json(reused)).toEqual({ message: KEY_REUSED_MESSAGE, code: 'conflict' });
    expect(await interviewer(t, other._id)).toMatchObject({ reviewCount: 0 });
  });

  test('a session ended by a password reset writes nothing', async () => {
    const victim = await t.registerVerified();
    const target = await addInterviewer(t, victim.token);
    // Firebase Auth keeps revocations to the second: the reset must come after the sign-in's second.
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    await t.request('POST', '/auth/rmi/forgot-password', { body: { email: victim.email } });
    const otp = await t.latestCode(victim.email);
    const reset = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: victim.email, otp, newPassword: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    const refused = await t.request('POST', '/reviews/rmi', {
      token: victim.token,
      body: reviewBody(target._id),
    });
    expect(refused.status).toBe(401);
    expect(await json(refused)).toEqual({ message: SESSION_REVOKED_MESSAGE, code: 'unauthenticated' });
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 0 });
  });

  test('concurrent votes on one review stay exact', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const voters = await Promise.all(Array.from({ length: 6 }, () => createAccount()));
    const like = `/interviewers/${target._id}/reviews/${review._id}/like`;
    const answers = await Promise.all(voters.map((v) => t.request('POST', like, { token: v.idToken })));
    expect(answers.map((a) => a.status)).toEqual(voters.map(() => 200));
    expect((await reviewsOf(t, target._id))[0]).toMatchObject({ likes: 6, dislikes: 0 });
  });
});
