// A moderator's decision is not undone by delete-and-write-again. Review ids come from (author,
// subject) and a response's id is its review's, so a removed, hidden or held item deleted by its
// writer and written again lands on the same id: it must wait for a moderator there
// (domain/moderation/carry-over.ts), uncounted, unseen by the public, and nothing public may say
// it was written again. A published item deleted and written again is published as before.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { carryOverId, MODERATION_CARRY_OVER } from '../../../src/domain/moderation/carry-over.ts';
import { reviewResponseEraser } from '../../../src/domain/responses/review-responses.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { claimByCode, claimWorld } from '../claims/support.ts';
import { addInterviewer, addReview, interviewer, reviewBody, reviewsOf } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, profile, submitReview } from '../managers/support.ts';
import {
  decide,
  expectStatus,
  FAKE_PROFANITY,
  json,
  moderatorAccount,
  type QueueItem,
  queue,
  report,
} from './support.ts';

let t: TestApp;
let moderator: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

const itemOf = async (kind: QueueItem['kind'], reviewId: string) =>
  (await queue(t, moderator)).find((i) => i.kind === kind && i.reviewId === reviewId);

const carried = (kind: QueueItem['kind'], id: string) =>
  t.deps.store.get(MODERATION_CARRY_OVER, carryOverId(kind, id));

/** An interviewer with one review by `author`; answers how to delete and write it again. */
async function interviewerReviewBy(author: TestAccount, overrides: Record<string, unknown> = {}) {
  const target = await addInterviewer(t, author.idToken);
  const review = await addReview(t, author.idToken, target._id, { rating: 1, ...overrides });
  const remove = async () =>
    expectStatus(
      await t.request('DELETE', `/api/interviewer-reviews/${review._id}`, { token: author.idToken }),
      200,
    );
  const rewrite = async (text = 'Written again, word for word the same.') =>
    expectStatus<{ _id: string; status?: string }>(
      await t.request('POST', '/api/reviews/rmi', {
        token: author.idToken,
        body: reviewBody(target._id, { rating: 1, reviewText: text }),
      }),
      201,
    );
  return { target, review, remove, rewrite };
}

describe('removed by a moderator, deleted, written again: held', () => {
  test('interviewer review: pending for its author, absent for the public, uncounted, queued', async () => {
    const author = await createAccount();
    const r = await interviewerReviewBy(author);
    await expectStatus(await decide(t, moderator, 'remove', 'interviewer', r.review._id), 200);
    await r.remove();

    const again = await r.rewrite();
    expect(again._id).toBe(r.review._id);
    expect(again.status).toBe('pending review');
    expect(await reviewsOf(t, r.target._id)).toEqual([]);
    expect(await interviewer(t, r.target._id)).toMatchObject({ reviewCount: 0, average: 0 });
    expect((await reviewsOf(t, r.target._id, author.idToken))[0]).toMatchObject({
      _id: r.review._id,
      status: 'pending review',
    });
    const mine = await json<{ _id: string; status?: string }[]>(
      await t.request('GET', '/api/user/my-reviews', { token: author.idToken }),
    );
    expect(mine.find((m) => m._id === r.review._id)?.status).toBe('pending review');
    expect(await itemOf('interviewer', r.review._id)).toMatchObject({
      state: 'held',
      heldFor: ['rewritten'],
    });
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('manager review: the manager’s and the company’s figures stay as they were', async () => {
    const author = await createAccount();
    const { manager, company } = await managerFixture(t, author);
    const review = await expectStatus<{ _id: string }>(await submitReview(t, author, manager._id), 201);
    await expectStatus(await decide(t, moderator, 'remove', 'manager', review._id), 200);
    await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${review._id}`, { token: author.idToken }),
      200,
    );
    const again = await expectStatus<{ _id: string; status?: string }>(
      await submitReview(t, author, manager._id, { rating: 1 }),
      201,
    );
    expect(again).toMatchObject({ _id: review._id, status: 'pending review' });
    const shown = await profile(t, manager._id);
    expect(shown.reviews).toEqual([]);
    expect(shown.manager.reviewCount).toBe(0);
    const page = await json<{ company: { reviewCount: number } }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company.reviewCount).toBe(0);
    expect(await itemOf('manager', review._id)).toMatchObject({ state: 'held', heldFor: ['rewritten'] });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('company review: the same month’s rewrite is held and leaves the company review figures', async () => {
    const author = await createAccount();
    const { manager, company } = await managerFixture(t, author);
    await expectStatus(await submitReview(t, author, manager._id), 201);
    const submit = () =>
      t.request('POST', '/api/company-reviews/submit', {
        token: author.idToken,
        body: companyReviewBody(company._id),
      });
    const review = await expectStatus<{ _id: string }>(await submit(), 201);
    await expectStatus(await decide(t, moderator, 'remove', 'company', review._id), 200);
    await expectStatus(
      await t.request('DELETE', `/api/company-reviews/${review._id}`, { token: author.idToken }),
      200,
    );
    const again = await expectStatus<{ _id: string; status?: string }>(await submit(), 201);
    expect(again).toMatchObject({ _id: review._id, status: 'pending review' });
    expect(
      await json<unknown[]>(await t.request('GET', `/api/company-reviews/company/${company._id}`)),
    ).toEqual([]);
    const page = await json<{ company: { companyReviews: { reviewCount: number } } }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company.companyReviews.reviewCount).toBe(0);
    expect(await itemOf('company', review._id)).toMatchObject({ state: 'held', heldFor: ['rewritten'] });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a claimant’s response: removed, deleted, written again is held under the review', async () => {
    const { w, claimant, review, path, put } = await claimedReview();
    const shownResponse = async () =>
      (await profile(t, w.manager._id)).reviews.find((r) => r._id === review._id) as unknown as {
        response: unknown;
      };

    await expectStatus(await put('We value every piece of feedback.'), 201);
    await expectStatus(await decide(t, moderator, 'remove', 'response', review._id), 200);
    await expectStatus(await t.request('DELETE', path, { token: claimant.idToken }), 200);
    const again = await expectStatus<{ response: { status: string } }>(
      await put('We value every piece of feedback.'),
      201,
    );
    expect(again.response.status).toBe('pending review');
    expect((await shownResponse()).response).toBeNull();
    expect(await itemOf('response', review._id)).toMatchObject({ state: 'held', heldFor: ['rewritten'] });

    // Approved, it is shown; the carried decision is gone with the approval.
    await expectStatus(await decide(t, moderator, 'approve', 'response', review._id), 200);
    expect((await shownResponse()).response).toMatchObject({ text: 'We value every piece of feedback.' });
    expect(await carried('response', review._id)).toBeNull();
  });
});

describe('account erasure', () => {
  test('an erased claimant’s removed response leaves its decision (its id is the review’s, not theirs)', async () => {
    const { claimant, review, put: putText } = await claimedReview();
    const put = () => putText('Noted.');
    await expectStatus(await put(), 201);
    await expectStatus(await decide(t, moderator, 'remove', 'response', review._id), 200);
    // The eraser of account deletion; whoever holds the claim next writes at the same id.
    expect(
      await reviewResponseEraser.erase({ uid: claimant.uid, store: t.deps.store, now: t.deps.clock() }),
    ).toBe(1);
    expect(await carried('response', review._id)).not.toBeNull();
    const again = await expectStatus<{ response: { status: string } }>(await put(), 201);
    expect(again.response.status).toBe('pending review');
  });
});

describe('other withheld states carry over too', () => {
  test('hidden by three reports, deleted, written again: held', async () => {
    const author = await createAccount();
    const r = await interviewerReviewBy(author);
    const readers = await Promise.all([1, 2, 3].map(() => createAccount()));
    for (const reader of readers)
      await expectStatus(await report(t, reader, 'interviewer', r.review._id), 201);
    expect(await reviewsOf(t, r.target._id)).toEqual([]);
    await r.remove();
    const again = await r.rewrite();
    expect(again.status).toBe('pending review');
    expect(await reviewsOf(t, r.target._id)).toEqual([]);
    expect((await interviewer(t, r.target._id)).reviewCount).toBe(0);
    expect(await itemOf('interviewer', r.review._id)).toMatchObject({
      state: 'held',
      heldFor: ['rewritten'],
    });
  });

  test('held by screening, deleted, written again without the word: still held (an edit would be too)', async () => {
    const author = await createAccount();
    const r = await interviewerReviewBy(author, { reviewText: 'A smegging waste of a morning.' });
    expect(r.review).toMatchObject({ status: 'pending review' });
    await r.remove();
    const again = await r.rewrite('A waste of a morning.');
    expect(again.status).toBe('pending review');
    expect(await reviewsOf(t, r.target._id)).toEqual([]);
    expect(await itemOf('interviewer', r.review._id)).toMatchObject({
      state: 'held',
      heldFor: ['rewritten'],
    });
  });
});

describe('what stays as it was', () => {
  test('a published review deleted and written again is published at once', async () => {
    const author = await createAccount();
    const r = await interviewerReviewBy(author);
    await r.remove();
    const again = await r.rewrite();
    expect(again).not.toHaveProperty('status');
    expect((await reviewsOf(t, r.target._id)).map((x) => x._id)).toEqual([r.review._id]);
    expect((await interviewer(t, r.target._id)).reviewCount).toBe(1);
    expect(await carried('interviewer', r.review._id)).toBeNull();
  });

  test('a moderator approves the rewrite: published, counted, and the record is gone', async () => {
    const author = await createAccount();
    const r = await interviewerReviewBy(author);
    await expectStatus(await decide(t, moderator, 'remove', 'interviewer', r.review._id), 200);
    await r.remove();
    expect(await carried('interviewer', r.review._id)).not.toBeNull();
    await r.rewrite();
    await expectStatus(await decide(t, moderator, 'approve', 'interviewer', r.review._id), 200);
    expect((await reviewsOf(t, r.target._id)).map((x) => x._id)).toEqual([r.review._id]);
    expect(await interviewer(t, r.target._id)).toMatchObject({ reviewCount: 1, average: 1 });
    expect(await carried('interviewer', r.review._id)).toBeNull();
    // Now published as approved: deleting and writing it again is an ordinary rewrite.
    await r.remove();
    expect((await r.rewrite()).status).toBeUndefined();
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('nothing the public or the author reads says the review was written again', async () => {
    const author = await createAccount();
    const r = await interviewerReviewBy(author);
    await expectStatus(await decide(t, moderator, 'remove', 'interviewer', r.review._id), 200);
    await r.remove();
    await r.rewrite();
    const answers = await Promise.all([
      t.request('GET', `/api/reviews/rmi?interviewerId=${r.target._id}`),
      t.request('GET', `/api/reviews/rmi?interviewerId=${r.target._id}`, { token: author.idToken }),
      t.request('GET', `/api/interviewers/${r.target._id}`),
      t.request('GET', '/api/user/my-reviews', { token: author.idToken }),
    ]);
    for (const res of answers) expect((await res.text()).toLowerCase()).not.toContain('rewrit');
  });
});

/** A claimed manager, a review of them by another account, and the claimant's response calls on it. */
async function claimedReview() {
  const w = await claimWorld(t);
  const claimant = await claimByCode(t, w);
  const review = await expectStatus<{ _id: string }>(
    await submitReview(t, await createAccount(), w.manager._id),
    201,
  );
  const path = `/api/manager-reviews/${review._id}/response`;
  const put = (text: string) => t.request('PUT', path, { token: claimant.idToken, body: { text } });
  return { w, claimant, review, path, put };
}
