// What a deleted account's reviews tell by the way they leave. Each review appeared at a moment of its own
// (scheduled-publication.ts), so nothing public ties two reviews to one author. Deleting the account took
// all of them off every public answer in one request: anyone polling profiles saw a review of an
// interviewer and one of a manager vanish in the same minute and learnt that one person wrote both, so a
// review whose author is known or guessed named the author of the other. Now each published review leaves
// at a moment of its own in the publication window after the request (review-departures.ts), while the
// account ends at once and what nobody else sees (held reviews, votes) goes at once.
import { expect, test } from 'vitest';
import {
  ACCOUNT_DELETIONS,
  markForDeletion,
  pendingDeletions,
} from '../../../src/domain/accounts/account-deletion.ts';
import { departureMoment } from '../../../src/domain/accounts/review-departures.ts';
import { CLAIM_SUBJECTS } from '../../../src/domain/claims/claim-subjects.ts';
import { MANAGER_REVIEW_KIND } from '../../../src/domain/managers/manager-review.ts';
import { ACCOUNT_DELETION_WAITING_MESSAGE } from '../../../src/http/routes/account-deletion.ts';
import { accountDeletionRound } from '../../../src/platform/account-deletion-worker.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { json } from '../../support/test-app.ts';
import { claimByCode, claimWorld } from '../claims/support.ts';
import { addInterviewer, reviewBody as interviewerReview, reviewsOf } from '../interviewers/support.ts';
import { managerFixture, profile, submitReview } from '../managers/support.ts';
import { afterTheMoment, DELAY, MINUTE, runJob } from '../moderation/publish-delay-support.ts';
import { useDelayedApp } from './published-reviews.ts';

// runJob here publishes alone (publish-delay-support.ts): the account deletion round is its own.
const { t, clockTo } = useDelayedApp();

/** A manager and an interviewer, each with one published review by `author`; the reviews' ids. */
async function publishedPair(author: TestAccount) {
  const someone = await createAccount();
  const { manager } = await managerFixture(t, someone);
  const interviewer = await addInterviewer(t, someone.idToken);
  const managerReview = await submitReview(t, author, manager._id);
  expect(managerReview.status).toBe(201);
  const interviewerReviewed = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(interviewer._id),
  });
  expect(interviewerReviewed.status).toBe(201);
  afterTheMoment(t);
  await runJob(t);
  const shown = async () => ({
    manager: (await profile(t, manager._id)).reviews.length,
    interviewer: (await reviewsOf(t, interviewer._id)).length,
  });
  expect(await shown()).toEqual({ manager: 1, interviewer: 1 });
  const ids = {
    manager: (await json<{ _id: string }>(managerReview))._id,
    interviewer: (await json<{ _id: string }>(interviewerReviewed))._id,
  };
  return { shown, ids };
}

test('a deleted account’s reviews of two subjects leave public answers each at a moment of its own', async () => {
  const author = await createAccount();
  const { shown, ids } = await publishedPair(author);

  const requestedAt = t.clock.now();
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: author.idToken,
    body: { currentPassword: author.password },
  });
  // Signed out and being deleted, told why the reviews are still up.
  expect(deletion.status).toBe(202);
  expect(await json(deletion)).toEqual({ message: ACCOUNT_DELETION_WAITING_MESSAGE, status: 'in-progress' });
  expect((await t.request('GET', '/api/user/profile', { token: author.idToken })).status).toBe(401);
  // Right after the request, neither has left.
  expect(await shown()).toEqual({ manager: 1, interviewer: 1 });
  expect((await accountDeletionRound(t.deps)).finished).toBe(0);
  expect(await shown()).toEqual({ manager: 1, interviewer: 1 });

  // Each leaves at its own moment of the window after the request, whoever runs the job when.
  const moments = (['manager', 'interviewer'] as const)
    .map((kind) => ({
      kind,
      at: departureMoment(ids[kind], requestedAt, DELAY, t.deps.secrets.authorKey).getTime(),
    }))
    .sort((a, b) => a.at - b.at);
  const [first, second] = moments as [(typeof moments)[0], (typeof moments)[0]];
  for (const { at } of moments) {
    expect(at).toBeGreaterThanOrEqual(requestedAt.getTime() + DELAY.minMs);
    expect(at).toBeLessThanOrEqual(requestedAt.getTime() + DELAY.maxMs);
  }
  expect(first.at).not.toBe(second.at);

  clockTo(first.at - 1);
  await accountDeletionRound(t.deps);
  expect(await shown()).toEqual({ manager: 1, interviewer: 1 });
  clockTo(first.at);
  await accountDeletionRound(t.deps);
  expect(await shown()).toEqual({
    manager: first.kind === 'manager' ? 0 : 1,
    interviewer: first.kind === 'interviewer' ? 0 : 1,
  });
  // The account waits for the last one, then goes.
  expect(await t.deps.store.get(ACCOUNT_DELETIONS, author.uid)).not.toBeNull();
  clockTo(second.at);
  const round = await accountDeletionRound(t.deps);
  expect(round.finished).toBe(1);
  expect(await shown()).toEqual({ manager: 0, interviewer: 0 });
  expect(await t.deps.store.get(ACCOUNT_DELETIONS, author.uid)).toBeNull();
  expect(await t.deps.users.get(author.uid)).toBeNull();
});

test('what nobody else sees goes at once: a review still waiting to appear never appears', async () => {
  const author = await createAccount();
  const someone = await createAccount();
  const interviewer = await addInterviewer(t, someone.idToken);
  const written = await t.request('POST', '/api/reviews/rmi', {
    token: author.idToken,
    body: interviewerReview(interviewer._id),
  });
  expect(written.status).toBe(201);
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: author.idToken,
    body: { currentPassword: author.password },
  });
  // Nothing published: the account is gone in the request, as before.
  expect(deletion.status).toBe(200);
  afterTheMoment(t);
  await runJob(t);
  expect(await reviewsOf(t, interviewer._id)).toHaveLength(0);
});

test('accounts waiting for their reviews’ moments never keep a due deletion out of a round', async () => {
  const now = t.clock.now();
  const waiting = Array.from({ length: 25 }, (_, i) => `waiting-${i}`);
  for (const uid of waiting) {
    await markForDeletion(t.deps.store, uid, `author-of-${uid}`, now);
    await t.deps.store
      .batch()
      .update(ACCOUNT_DELETIONS, uid, { nextStepAt: new Date(now.getTime() + 30 * MINUTE) })
      .commit();
  }
  await markForDeletion(t.deps.store, 'due-now', 'author-of-due-now', now);
  expect(await pendingDeletions(t.deps.store, 20, now)).toEqual(['due-now']);
  // Once their moment comes they are taken again, the longest due first.
  const later = await pendingDeletions(t.deps.store, 20, new Date(now.getTime() + 31 * MINUTE));
  expect(later).toHaveLength(20);
  expect(later[0]).toBe('due-now');
  // A mark an older version wrote (no nextStepAt) is taken too.
  await t.deps.store.batch().set(ACCOUNT_DELETIONS, 'older-mark', { requestedAt: now }).commit();
  expect(await pendingDeletions(t.deps.store, 20, now)).toEqual(['due-now', 'older-mark']);
  for (const uid of [...waiting, 'due-now', 'older-mark']) {
    await t.deps.store.batch().delete(ACCOUNT_DELETIONS, uid).commit();
  }
});

test('a claimant’s claim, responses and votes leave at moments of their own too, never with the request', async () => {
  // The claimant acts openly as the manager; the interviewer review they wrote is anonymous. All of the
  // claim, the responses and the votes going in the deletion's request said when this person deleted
  // their account, and so that reviews leaving in the window after it were likely theirs.
  const world = await claimWorld(t);
  const claimant = await claimByCode(t, world);
  const someone = await createAccount();
  const interviewer = await addInterviewer(t, someone.idToken);
  const author = await createAccount();
  const reviewed = await submitReview(t, author, world.manager._id);
  expect(reviewed.status).toBe(201);
  const reviewId = (await json<{ _id: string }>(reviewed))._id;
  const own = await t.request('POST', '/api/reviews/rmi', {
    token: claimant.idToken,
    body: interviewerReview(interviewer._id),
  });
  expect(own.status).toBe(201);
  afterTheMoment(t);
  await runJob(t);
  const responded = await t.request('PUT', `/api/manager-reviews/${reviewId}/response`, {
    token: claimant.idToken,
    body: { text: 'Thank you, noted.' },
  });
  expect(responded.status).toBe(201);
  const liked = await t.request('POST', `/api/manager-reviews/like/${reviewId}`, { token: claimant.idToken });
  expect(liked.status).toBe(200);

  const stranger = await createAccount();
  const traces = async () => {
    const shown = (await profile(t, world.manager._id)).reviews[0] as unknown as {
      likes: number;
      response: unknown;
    };
    const claim = await json<{ claimed: boolean }>(
      await t.request('GET', `/api/managers/${world.manager._id}/claim`, { token: stranger.idToken }),
    );
    return {
      claim: claim.claimed,
      response: shown.response !== null,
      vote: shown.likes === 1,
      review: (await reviewsOf(t, interviewer._id)).length === 1,
    };
  };
  const all = { claim: true, response: true, vote: true, review: true };
  expect(await traces()).toEqual(all);

  const requestedAt = t.clock.now();
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: claimant.idToken,
    body: { currentPassword: claimant.password },
  });
  expect(deletion.status).toBe(202);
  await accountDeletionRound(t.deps);
  expect(await traces()).toEqual(all);

  const [claim] = await t.deps.store.query({
    collection: CLAIM_SUBJECTS.manager.claims,
    where: [{ field: 'uid', op: '==', value: claimant.uid }],
  });
  const [vote] = await t.deps.store.query({
    collection: MANAGER_REVIEW_KIND.votes,
    where: [{ field: 'reviewId', op: '==', value: reviewId }],
  });
  const ids = {
    claim: claim?.id ?? '',
    response: reviewId,
    vote: vote?.id ?? '',
    review: (await json<{ _id: string }>(own))._id,
  };
  const moments = (Object.keys(ids) as (keyof typeof ids)[])
    .map((kind) => ({ kind, at: departureMoment(ids[kind], requestedAt, DELAY, t.deps.secrets.authorKey) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  expect(new Set(moments.map((m) => m.at.getTime())).size).toBe(moments.length);
  const left = { ...all };
  for (const { kind, at } of moments) {
    clockTo(at.getTime() - 1);
    await accountDeletionRound(t.deps);
    expect(await traces()).toEqual(left);
    clockTo(at.getTime());
    await accountDeletionRound(t.deps);
    left[kind] = false;
    expect(await traces(), kind).toEqual(left);
  }
  expect(await t.deps.store.get(ACCOUNT_DELETIONS, claimant.uid)).toBeNull();
});
