// Issue 19: a signed-in review list whose visitor answer is kept is made before the app routes it
// (personalised-reads.ts, personalisedListRead), as production reads it (no per-account cache).
// Made that way it must be exactly what the app without read caches answers (status, headers,
// bytes), for the caller alone, and anything it cannot make exactly goes through the app.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { exactAnswer, uncachedRequest } from '../support/read-answers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { submitCompanyReview } from './companies/support.ts';
import { addInterviewer, addReview, type Review } from './interviewers/support.ts';
import { managerFixture, submitReview } from './managers/support.ts';
import { FAKE_PROFANITY } from './moderation/support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ callerReadCache: false, profanity: FAKE_PROFANITY });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The answer to a signed-in read and the session checks it made: 1 before routing, 3 through the app. */
async function signedIn(path: string, token: string) {
  const spy = vi.spyOn(t.deps.identity, 'verify');
  const answer = await exactAnswer(await t.request('GET', path, { token }));
  const checks = spy.mock.calls.length;
  spy.mockRestore();
  return { answer, checks };
}

const today = async (path: string, token: string) => exactAnswer(await uncachedRequest(t, path, token));
const visit = (path: string) => t.request('GET', path).then((res) => res.text());

/** An interviewer with three reviews, one of them `author`'s, and the caller's like on another. */
async function interviewerWithVotes(author: TestAccount, voter: TestAccount) {
  const interviewer = await addInterviewer(t, author.idToken);
  const own = await addReview(t, author.idToken, interviewer._id);
  const liked = await addReview(t, (await createAccount()).idToken, interviewer._id);
  await addReview(t, (await createAccount()).idToken, interviewer._id);
  const like = `/interviewers/${interviewer._id}/reviews/${liked._id}/like`;
  expect((await t.request('POST', like, { token: voter.idToken })).status).toBe(200);
  return { id: interviewer._id, own, liked };
}

describe('signed-in review lists made before routing', () => {
  test('once a visitor’s answer is kept: one session check, and the same status, headers and bytes as the app', async () => {
    const [author, voter] = [await createAccount(), await createAccount()];
    const f = await interviewerWithVotes(author, voter);
    const { company, manager } = await managerFixture(t, author);
    expect((await submitReview(t, author, manager._id)).status).toBe(201);
    expect((await submitCompanyReview(t, author, company._id, 'Good people.')).status).toBe(201);
    for (const path of [
      `/api/reviews/rmi?interviewerId=${f.id}`,
      `/api/reviews/rmi?interviewerId=${f.id}&limit=1&sort=helpful`,
      `/api/managers/${manager._id}`,
      `/company-reviews/company/${company._id}?limit=5`,
    ]) {
      await visit(path);
      for (const account of [author, voter]) {
        const { answer, checks } = await signedIn(path, account.idToken);
        expect(checks, path).toBe(1);
        expect(answer.status).toBe(200);
        expect(answer).toEqual(await today(path, account.idToken));
      }
    }
    // Each sees their own part only: the author's review is theirs, the like is the voter's.
    const path = `/api/reviews/rmi?interviewerId=${f.id}`;
    const byId = async (token: string) =>
      new Map((JSON.parse((await signedIn(path, token)).answer.text) as Review[]).map((r) => [r._id, r]));
    const [authors, voters] = [await byId(author.idToken), await byId(voter.idToken)];
    expect(authors.get(f.own._id)).toMatchObject({ isOwnReview: true, myVote: null });
    expect(authors.get(f.liked._id)).toMatchObject({ isOwnReview: false, myVote: null });
    expect(voters.get(f.own._id)).toMatchObject({ isOwnReview: false });
    expect(voters.get(f.liked._id)).toMatchObject({ myVote: 'like' });
  });

  test('a vote moves the answer at once: the next read shows it, as the app does', async () => {
    const [author, voter] = [await createAccount(), await createAccount()];
    const f = await interviewerWithVotes(author, voter);
    const path = `/api/reviews/rmi?interviewerId=${f.id}`;
    await visit(path);
    expect((await signedIn(path, voter.idToken)).checks).toBe(1);
    const dislike = `/interviewers/${f.id}/reviews/${f.own._id}/dislike`;
    expect((await t.request('POST', dislike, { token: voter.idToken })).status).toBe(200);
    const after = await signedIn(path, voter.idToken);
    expect(after.answer).toEqual(await today(path, voter.idToken));
    const reviews = new Map((JSON.parse(after.answer.text) as Review[]).map((r) => [r._id, r]));
    expect(reviews.get(f.own._id)).toMatchObject({ myVote: 'dislike' });
  });

  test('what it cannot make exactly goes through the app: a held review of the caller’s, odd paths and queries', async () => {
    const [author, voter] = [await createAccount(), await createAccount()];
    const f = await interviewerWithVotes(author, voter);
    const heldBy = await createAccount();
    const held = await addReview(t, heldBy.idToken, f.id, { reviewText: 'Smeg, what a frack.' });
    expect(held).toHaveProperty('status', 'pending review');
    const list = `/api/reviews/rmi?interviewerId=${f.id}`;
    await visit(list);
    const theirs = await signedIn(list, heldBy.idToken);
    expect(theirs.checks).toBe(3);
    expect(theirs.answer).toEqual(await today(list, heldBy.idToken));
    expect((JSON.parse(theirs.answer.text) as Review[]).map((r) => r._id)).toContain(held._id);

    const { manager } = await managerFixture(t, author);
    for (const path of [
      // The landing page's reviews share /managers/{id}'s shape of path; the route before it answers.
      '/api/managers/homepage-content',
      `/api/reviews/rmi?interviewerId=${f.id}&interviewerId=${f.id}`,
      `/api/reviews/rmi?interviewerId=${f.id}&limit=0`,
      `/api/reviews/rmi?interviewerId=${f.id.slice(0, 3)}%${f.id.slice(3)}`,
      `/api/managers/${manager._id}/`,
      `/api/managers/${manager._id.slice(0, 2)}%${manager._id.slice(2)}`,
      '/api/managers/abcdefabcdefabcdefab',
    ]) {
      await visit(path);
      const { answer } = await signedIn(path, voter.idToken);
      expect(answer, path).toEqual(await today(path, voter.idToken));
    }
    const home = await signedIn('/api/managers/homepage-content', voter.idToken);
    expect(JSON.parse(home.answer.text)).toHaveProperty('latestReviews');
  });

  test('refused as the app refuses: a junk token, a revoked session, with the visitor’s answer kept', async () => {
    const [author, voter] = [await createAccount(), await createAccount()];
    const f = await interviewerWithVotes(author, voter);
    const path = `/api/reviews/rmi?interviewerId=${f.id}`;
    await visit(path);
    for (const token of ['not-a-token', 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.']) {
      const res = await t.request('GET', path, { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
    // (Registering writes: the visitor's answer is made again after it.)
    const account = await t.registerVerified();
    await visit(path);
    expect((await signedIn(path, account.token)).checks).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    await t.deps.users.revokeSessions(account.uid);
    await visit(path);
    const revoked = await t.request('GET', path, { token: account.token });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'unauthenticated' });
  });
});
