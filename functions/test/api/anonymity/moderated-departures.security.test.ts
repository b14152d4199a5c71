// What a deleted account's, or an author's deleted, reviews tell a moderator by the way they leave the
// moderators' queue. Held, hidden and removed reviews are seen by moderators alone; taken out of the queue
// in the deletion's request, several items vanished together under a moderator's eyes, telling them that
// one person wrote them all. Now each leaves the queue at the moment a published review of it would
// leave the site (review-departures.ts), and one nobody sees at all (waiting for its moment, not held for
// a moderator) still goes at once.
import { expect, test } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { backfillAuthorKeyRecords } from '../../../src/domain/accounts/author-key-backfill.ts';
import { LEAVING_AUTHORS } from '../../../src/domain/accounts/leaving-authors.ts';
import { departureMoment } from '../../../src/domain/accounts/review-departures.ts';
import { UNPUBLISHED_REVIEW_LEAVING_MESSAGE } from '../../../src/http/review-deletion.ts';
import { accountDeletionRound } from '../../../src/platform/account-deletion-worker.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { json } from '../../support/test-app.ts';
import { claimWorld } from '../claims/support.ts';
import { addInterviewer, reviewBody as interviewerReview, reviewsOf } from '../interviewers/support.ts';
import { managerFixture, profile, submitReview } from '../managers/support.ts';
import { afterTheMoment, DELAY } from '../moderation/publish-delay-support.ts';
import { decide, expectStatus, queue } from '../moderation/support.ts';
import { useDelayedApp } from './published-reviews.ts';

const { t, moderator, clockTo, runJob } = useDelayedApp();

/** An interviewer review and a manager review by `author`, both held by screening for a moderator. */
async function heldPair(author: TestAccount) {
  const someone = await createAccount();
  const { manager } = await managerFixture(t, someone);
  const interviewer = await addInterviewer(t, someone.idToken);
  const interviewerReviewed = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(interviewer._id, { reviewText: 'What a frackin waste of an afternoon.' }),
  });
  expect(interviewerReviewed.status).toBe(201);
  const managerReviewed = await submitReview(t, author, manager._id, { reviewText: 'Frackin awful rota.' });
  expect(managerReviewed.status).toBe(201);
  const ids = {
    interviewer: (await json<{ _id: string }>(interviewerReviewed))._id,
    manager: (await json<{ _id: string }>(managerReviewed))._id,
  };
  afterTheMoment(t);
  await runJob();
  const queued = async () => {
    const listed = new Set((await queue(t, moderator)).map((item) => item.reviewId));
    return { interviewer: listed.has(ids.interviewer), manager: listed.has(ids.manager) };
  };
  expect(await queued()).toEqual({ interviewer: true, manager: true });
  return { ids, queued, subjects: { interviewer: interviewer._id, manager: manager._id } };
}

/** The two reviews' departure moments after `requestedAt`, earliest first. */
function momentsOf(ids: { interviewer: string; manager: string }, requestedAt: Date) {
  const moments = (['interviewer', 'manager'] as const)
    .map((kind) => ({
      kind,
      at: departureMoment(ids[kind], requestedAt, DELAY, t.deps.secrets.authorKey).getTime(),
    }))
    .sort((a, b) => a.at - b.at);
  expect(moments[0]?.at).not.toBe(moments[1]?.at);
  return moments as [(typeof moments)[0], (typeof moments)[0]];
}

test('a deleted account’s held reviews leave the moderators’ queue each at a moment of its own', async () => {
  const author = await createAccount();
  const { ids, queued } = await heldPair(author);
  const requestedAt = t.clock.now();
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: author.idToken,
    body: { currentPassword: author.password },
  });
  // Signed out at once; its held reviews wait.
  expect(deletion.status).toBe(202);
  expect((await t.request('GET', '/api/user/profile', { token: author.idToken })).status).toBe(401);
  await accountDeletionRound(t.deps);
  expect(await queued()).toEqual({ interviewer: true, manager: true });

  const [first, second] = momentsOf(ids, requestedAt);
  clockTo(first.at - 1);
  await accountDeletionRound(t.deps);
  expect(await queued()).toEqual({ interviewer: true, manager: true });
  clockTo(first.at);
  await accountDeletionRound(t.deps);
  expect(await queued()).toEqual({
    interviewer: first.kind !== 'interviewer',
    manager: first.kind !== 'manager',
  });
  clockTo(second.at);
  expect((await accountDeletionRound(t.deps)).finished).toBe(1);
  expect(await queued()).toEqual({ interviewer: false, manager: false });
  expect(await t.deps.users.get(author.uid)).toBeNull();
});

test('a deleted account’s removed reviews leave the Removed view each at a moment of its own', async () => {
  const author = await createAccount();
  const { ids } = await heldPair(author);
  for (const kind of ['interviewer', 'manager'] as const) {
    await expectStatus(await decide(t, moderator, 'remove', kind, ids[kind]), 200);
  }
  const removed = async () => {
    const listed = new Set((await queue(t, moderator, 'removed')).map((item) => item.reviewId));
    return { interviewer: listed.has(ids.interviewer), manager: listed.has(ids.manager) };
  };
  expect(await removed()).toEqual({ interviewer: true, manager: true });
  const requestedAt = t.clock.now();
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: author.idToken,
    body: { currentPassword: author.password },
  });
  expect(deletion.status).toBe(202);
  expect(await removed()).toEqual({ interviewer: true, manager: true });
  const [first, second] = momentsOf(ids, requestedAt);
  clockTo(first.at);
  await accountDeletionRound(t.deps);
  expect(await removed()).toEqual({
    interviewer: first.kind !== 'interviewer',
    manager: first.kind !== 'manager',
  });
  clockTo(second.at);
  await accountDeletionRound(t.deps);
  expect(await removed()).toEqual({ interviewer: false, manager: false });
});

test('an author’s deletes of two held reviews leave the queue each at a moment of its own', async () => {
  const author = await createAccount();
  const { ids, queued, subjects } = await heldPair(author);
  const requestedAt = t.clock.now();
  for (const [kind, path] of [
    ['interviewer', '/api/interviewer-reviews'],
    ['manager', '/api/manager-reviews'],
  ] as const) {
    const res = await t.request('DELETE', `${path}/${ids[kind]}`, { token: author.idToken });
    expect(res.status).toBe(202);
    // Never public while held: not told it "leaves the site", but where it still is (the author saw it
    // "pending review", so nothing they did not know).
    expect(await json<{ status: string; message: string }>(res)).toMatchObject({
      status: 'leaving',
      message: UNPUBLISHED_REVIEW_LEAVING_MESSAGE,
    });
  }
  // Gone for the author at once; still in the queue for moderators.
  const mine = await json<{ _id: string }[]>(
    await t.request('GET', '/api/user/my-reviews', { token: author.idToken }),
  );
  expect(mine.map((r) => r._id)).not.toContain(ids.interviewer);
  await runJob();
  expect(await queued()).toEqual({ interviewer: true, manager: true });

  const [first, second] = momentsOf(ids, requestedAt);
  clockTo(first.at - 1);
  await runJob();
  expect(await queued()).toEqual({ interviewer: true, manager: true });
  clockTo(first.at);
  await runJob();
  expect(await queued()).toEqual({
    interviewer: first.kind !== 'interviewer',
    manager: first.kind !== 'manager',
  });
  clockTo(second.at);
  await runJob();
  expect(await queued()).toEqual({ interviewer: false, manager: false });

  // The moderators' decision still carries over to the same review written again: held, "written again".
  const again = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(subjects.interviewer),
  });
  expect(again.status).toBe(201);
  const item = (await queue(t, moderator)).find((i) => i.reviewId === ids.interviewer);
  expect(item?.heldFor).toContain('rewritten');
});

test('a moderator’s approval of a held review its author deleted never publishes it', async () => {
  const author = await createAccount();
  const { ids, queued, subjects } = await heldPair(author);
  expect(
    (await t.request('DELETE', `/api/manager-reviews/${ids.manager}`, { token: author.idToken })).status,
  ).toBe(202);
  expect(
    (await t.request('DELETE', `/api/interviewer-reviews/${ids.interviewer}`, { token: author.idToken }))
      .status,
  ).toBe(202);
  await expectStatus(await decide(t, moderator, 'approve', 'manager', ids.manager), 200);
  await expectStatus(await decide(t, moderator, 'remove', 'interviewer', ids.interviewer), 200);
  await expectStatus(await decide(t, moderator, 'restore', 'interviewer', ids.interviewer), 200);
  // Decided, they leave the moderator's lists as any decided item does, and nobody else ever reads them.
  expect(await queued()).toEqual({ interviewer: false, manager: false });
  const shown = async () => ({
    manager: (await profile(t, subjects.manager)).reviews.length,
    interviewer: (await reviewsOf(t, subjects.interviewer)).length,
  });
  await runJob();
  expect(await shown()).toEqual({ manager: 0, interviewer: 0 });
  afterTheMoment(t);
  await runJob();
  expect(await shown()).toEqual({ manager: 0, interviewer: 0 });
  expect(await queue(t, moderator, 'removed')).not.toContainEqual(
    expect.objectContaining({ reviewId: ids.interviewer }),
  );
});

test('a moderator’s approval of a held review whose author is deleting their account never publishes it', async () => {
  // The account's reviews before moderators wait for their moments; approved or restored meanwhile, they
  // were published for up to the window after their author had deleted the account.
  const author = await createAccount();
  const { ids, queued, subjects } = await heldPair(author);
  const requestedAt = t.clock.now();
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: author.idToken,
    body: { currentPassword: author.password },
  });
  expect(deletion.status).toBe(202);
  await expectStatus(await decide(t, moderator, 'approve', 'manager', ids.manager), 200);
  await expectStatus(await decide(t, moderator, 'remove', 'interviewer', ids.interviewer), 200);
  await expectStatus(await decide(t, moderator, 'restore', 'interviewer', ids.interviewer), 200);
  expect(await queued()).toEqual({ interviewer: false, manager: false });
  const shown = async () => ({
    manager: (await profile(t, subjects.manager)).reviews.length,
    interviewer: (await reviewsOf(t, subjects.interviewer)).length,
  });
  await runJob();
  expect(await shown()).toEqual({ manager: 0, interviewer: 0 });
  // Decided, they are on nobody's list, so they may go with the rest of the account.
  const [, last] = momentsOf(ids, requestedAt);
  clockTo(last.at);
  await runJob();
  await accountDeletionRound(t.deps);
  expect(await shown()).toEqual({ manager: 0, interviewer: 0 });
  expect(await t.deps.users.get(author.uid)).toBeNull();
  // The mark that held them back goes with the account.
  expect(await t.deps.store.query({ collection: LEAVING_AUTHORS, limit: 10 })).toEqual([]);
});

test('a deleted account’s claim waiting for a moderator leaves their Claims tab at a moment of its own, not at the request', async () => {
  // The Claims tab names the claimant; gone at the request's minute, it dated the deletion for a moderator,
  // and the held reviews leaving in the window after it then pointed at that account.
  const world = await claimWorld(t);
  const claimant = await createAccount();
  const { claim: claimed } = await expectStatus<{ claim: { _id: string } }>(
    await t.request('POST', `/api/managers/${world.manager._id}/claim`, {
      token: claimant.idToken,
      body: { method: 'evidence', evidence: 'https://example.org/team lists me as the team lead.' },
    }),
    202,
  );
  const pending = async () => {
    const body = await expectStatus<{ claims: { _id: string }[] }>(
      await t.request('GET', '/api/moderation/claims?view=pending', { token: world.moderator.idToken }),
      200,
    );
    return body.claims.some((c) => c._id === claimed._id);
  };
  expect(await pending()).toBe(true);
  const requestedAt = t.clock.now();
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: claimant.idToken,
    body: { currentPassword: claimant.password },
  });
  expect(deletion.status).toBe(202);
  await accountDeletionRound(t.deps);
  expect(await pending()).toBe(true);
  const at = departureMoment(claimed._id, requestedAt, DELAY, t.deps.secrets.authorKey).getTime();
  clockTo(at - 1);
  await accountDeletionRound(t.deps);
  expect(await pending()).toBe(true);
  clockTo(at);
  expect((await accountDeletionRound(t.deps)).finished).toBe(1);
  expect(await pending()).toBe(false);
});

test('a deletion requested before leaving marks existed gets its mark from the account backfill, so an approval never publishes', async () => {
  const author = await createAccount();
  const { ids, subjects } = await heldPair(author);
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: author.idToken,
    body: { currentPassword: author.password },
  });
  expect(deletion.status).toBe(202);
  // As an older version left it: the account marked for deletion, its author key not marked leaving.
  const key = authorKey(author.uid, t.deps.secrets.authorKey);
  expect(await t.deps.store.get(LEAVING_AUTHORS, key)).not.toBeNull();
  await t.deps.store.batch().delete(LEAVING_AUTHORS, key).commit();

  const pages = async function* () {
    yield [author.uid, moderator.uid];
  };
  const report = await backfillAuthorKeyRecords(t.deps.store, t.deps.secrets.authorKey, pages());
  expect(report.leavingMarked).toBe(1);
  expect(
    (await backfillAuthorKeyRecords(t.deps.store, t.deps.secrets.authorKey, pages())).leavingMarked,
  ).toBe(0);

  await expectStatus(await decide(t, moderator, 'approve', 'manager', ids.manager), 200);
  await expectStatus(await decide(t, moderator, 'approve', 'interviewer', ids.interviewer), 200);
  await runJob();
  expect({
    manager: (await profile(t, subjects.manager)).reviews.length,
    interviewer: (await reviewsOf(t, subjects.interviewer)).length,
  }).toEqual({ manager: 0, interviewer: 0 });
});
