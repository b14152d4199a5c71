// Issue 20, items 3 and 4: every write applies once even when the store runs a transaction again
// after a commit that went through but was reported as failed (Firestore's SDK does so after
// UNAVAILABLE, DEADLINE_EXCEEDED or INTERNAL), with or without an Idempotency-Key; and contention
// that the store's retries cannot resolve is a 503 with Retry-After, never a 500. The SQLite
// adapter's fault hooks (t.faults) make both happen on demand.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IDEMPOTENCY } from '../../src/http/idempotency.ts';
import { idempotencyOwnerOfUser } from '../../src/http/idempotency-owner.ts';
import { CONTENTION_MESSAGE } from '../../src/http/store-errors.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview, interviewer, reviewBody, reviewsOf } from './interviewers/support.ts';
import {
  companyReviewBody,
  expectStatus,
  type ManagerReview,
  managerFixture,
  reviewBody as managerReviewBody,
  profile,
  submitReview,
  uniqueName,
} from './managers/support.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(() => t.close());

type VoteAnswer = { _id: string; likes: number; dislikes: number; myVote: string | null };

describe('a transaction run again after its commit went through applies once (no Idempotency-Key)', () => {
  test('an interviewer-review vote is not taken back; the voter gets their like', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    t.faults.failCommitsAmbiguously(1);
    const res = await t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, {
      token: bob.idToken,
    });
    expect(await expectStatus(res, 200)).toEqual({ _id: review._id, likes: 1, dislikes: 0, myVote: 'like' });
    const [listed] = await reviewsOf(t, target._id, bob.idToken);
    expect(listed).toMatchObject({ likes: 1, myVote: 'like' });
  });

  test('a manager-review vote is not taken back', async () => {
    const { manager } = await managerFixture(t, alice);
    const review = (await expectStatus(await submitReview(t, alice, manager._id), 201)) as ManagerReview;
    t.faults.failCommitsAmbiguously(1);
    const res = await t.request('POST', `/api/manager-reviews/dislike/${review._id}`, { token: bob.idToken });
    expect(await json<VoteAnswer>(res)).toMatchObject({ likes: 0, dislikes: 1, myVote: 'dislike' });
    const seen = await profile(t, manager._id, bob.idToken);
    expect(seen.reviews[0]).toMatchObject({ dislikes: 1, myVote: 'dislike' });
  });

  test('an interviewer review: its author gets 201, not 409, and it counts once; a delete answers 200, not 404', async () => {
    const target = await addInterviewer(t, alice.idToken);
    t.faults.failCommitsAmbiguously(1);
    const created = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      body: reviewBody(target._id, { rating: 2 }),
    });
    const review = await expectStatus(created, 201);
    expect(review).toMatchObject({ rating: 2, isOwnReview: true });
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1 });

    t.faults.failCommitsAmbiguously(1);
    const deleted = await t.request('DELETE', `/interviewer-reviews/${review._id}`, { token: bob.idToken });
    await expectStatus(deleted, 200);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 0 });
  });

  test('a manager review: 201 to its author, counted once', async () => {
    const { manager } = await managerFixture(t, alice);
    t.faults.failCommitsAmbiguously(1);
    const review = await expectStatus(await submitReview(t, bob, manager._id, { rating: 3 }), 201);
    expect(review).toMatchObject({ rating: 3, isOwnReview: true });
    expect((await profile(t, manager._id)).manager).toMatchObject({ reviewCount: 1 });
  });

  test('a company review: 201 to its author (not "already this month"), counted once', async () => {
    const { company, manager } = await managerFixture(t, alice);
    await expectStatus(await submitReview(t, bob, manager._id), 201);
    t.faults.failCommitsAmbiguously(1);
    const res = await t.request('POST', '/api/company-reviews/submit', {
      token: bob.idToken,
      body: companyReviewBody(company._id),
    });
    expect(await expectStatus(res, 201)).toMatchObject({ companyId: company._id, isOwnReview: true });
    const list = await json<unknown[]>(await t.request('GET', `/api/company-reviews/company/${company._id}`));
    expect(list).toHaveLength(1);
  });

  test('rate-manager: 201 with what the first commit created, everything counted once', async () => {
    const companyName = uniqueName('Once Diner');
    t.faults.failCommitsAmbiguously(1);
    const res = await t.request('POST', '/api/rate-manager', {
      token: bob.idToken,
      body: {
        companyName,
        branch: { city: 'Bengaluru', location: 'MG Road' },
        departmentName: 'Kitchen',
        manager: { name: 'Ona Once', position: 'Sous Chef' },
        review: managerReviewBody({ rating: 5 }),
      },
    });
    const result = (await expectStatus(res, 201)) as {
      manager: { _id: string; reviewCount: number };
      company: { totalReviews: number };
      created: Record<string, boolean>;
    };
    expect(result.created).toMatchObject({ company: true, branch: true, manager: true });
    expect(result.company.totalReviews).toBe(1);
    expect((await profile(t, result.manager._id)).manager).toMatchObject({ reviewCount: 1 });
  });

  test('with an Idempotency-Key: the re-run and a later resend both answer the first result', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const send = () =>
      t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, {
        token: bob.idToken,
        headers: { 'Idempotency-Key': 'like-once' },
      });
    t.faults.failCommitsAmbiguously(1);
    const first = await send();
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await json<VoteAnswer>(first)).toMatchObject({ likes: 1, myVote: 'like' });
    const again = await send();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json<VoteAnswer>(again)).toMatchObject({ likes: 1, myVote: 'like' });
    expect((await reviewsOf(t, target._id))[0]).toMatchObject({ likes: 1 });
  });

  test("records name their owner for erasure and never hold the caller's uid or pseudonym", async () => {
    const target = await addInterviewer(t, alice.idToken);
    t.faults.failCommitsAmbiguously(1);
    await expectStatus(
      await t.request('POST', '/reviews/rmi', { token: bob.idToken, body: reviewBody(target._id) }),
      201,
    );
    const owner = idempotencyOwnerOfUser('test-code-secret', bob.uid);
    const records = await t.deps.store.query({
      collection: IDEMPOTENCY,
      where: [{ field: 'owner', op: '==', value: owner }],
    });
    expect(records.length).toBeGreaterThan(0);
    const dump = JSON.stringify(records);
    expect(dump).not.toContain(bob.uid);
    const { authorKey } = await import('../../src/domain/accounts/author-key.ts');
    expect(dump).not.toContain(authorKey(bob.uid, 'test-author-key-secret'));
  });
});

describe('contention the store cannot resolve (issue 20 item 4)', () => {
  test('503 with Retry-After and our JSON error, nothing written; the retry under the same key applies once', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const send = () =>
      t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, {
        token: bob.idToken,
        headers: { 'Idempotency-Key': 'contended-like' },
      });
    t.faults.contendCommits(5);
    const busy = await send();
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(await json(busy)).toEqual({ code: 'unavailable', message: CONTENTION_MESSAGE });
    expect((await reviewsOf(t, target._id))[0]).toMatchObject({ likes: 0 });

    const retried = await send();
    expect(await json<VoteAnswer>(retried)).toMatchObject({ likes: 1, myVote: 'like' });
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  test('a review create under contention is a 503 too, and the retry creates it once', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const send = () =>
      t.request('POST', '/reviews/rmi', {
        token: bob.idToken,
        headers: { 'Idempotency-Key': 'contended-review' },
        body: reviewBody(target._id),
      });
    t.faults.contendCommits(5);
    expect((await send()).status).toBe(503);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 0 });
    expect((await send()).status).toBe(201);
    expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1 });
  });
});
