// GET /api/user/review-context/{interviewers|managers}/{id}: the caller's own review and votes, apart
// from the public (cacheable) review list, so the PWA can read profiles offline while signed in.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview, reviewsOf } from './interviewers/support.ts';
import { managerFixture, profile, submitReview } from './managers/support.ts';
import { FAKE_PROFANITY } from './moderation/support.ts';

type Context = {
  ownReview: { _id: string; isOwnReview: boolean; status?: string } | null;
  myVotes: Record<string, string>;
};

let t: TestApp;
let author: TestAccount;
let reader: TestAccount;
let heldAuthor: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
  [author, reader, heldAuthor] = await Promise.all([createAccount(), createAccount(), createAccount()]);
});
afterAll(() => t.close());

async function contextOf(path: string, account?: TestAccount): Promise<{ status: number; body: Context }> {
  const res = await t.request('GET', path, account ? { token: account.idToken } : {});
  return { status: res.status, body: await json<Context>(res) };
}

describe('interviewer review context', () => {
  test('the author sees their review, a voter their vote, and the public list carries neither', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const review = await addReview(t, author.idToken, interviewer._id);
    const held = await addReview(t, heldAuthor.idToken, interviewer._id, { reviewText: 'Smeg.' });
    const vote = await t.request('POST', `/interviewers/${interviewer._id}/reviews/${review._id}/like`, {
      token: reader.idToken,
    });
    expect(vote.status).toBe(200);

    const path = `/api/user/review-context/interviewers/${interviewer._id}`;
    const mine = await contextOf(path, author);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ ownReview: { _id: review._id, isOwnReview: true }, myVotes: {} });

    expect((await contextOf(path, reader)).body).toEqual({
      ownReview: null,
      myVotes: { [review._id]: 'like' },
    });

    // A held review is its author's alone: in their context, not in the public list.
    const heldContext = await contextOf(path, heldAuthor);
    expect(heldContext.body.ownReview).toMatchObject({ _id: held._id, status: 'pending review' });
    const publicList = await reviewsOf(t, interviewer._id);
    expect(publicList.map((r) => r._id)).toEqual([review._id]);
    expect(publicList[0]).toMatchObject({ isOwnReview: false, myVote: null, likes: 1 });
  });

  test('needs a bearer (401) and an existing interviewer (404)', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/api/user/review-context/interviewers/${interviewer._id}`;
    expect((await contextOf(path)).status).toBe(401);
    const missing = await contextOf('/api/user/review-context/interviewers/abcdefabcdefabcdefab', reader);
    expect(missing.status).toBe(404);
    expect((await contextOf('/user/review-context/interviewers/not%20an%20id', reader)).status).toBe(400);
  });
});

describe('manager review context', () => {
  test('own review and votes for the caller; the public profile stays impersonal', async () => {
    const { manager } = await managerFixture(t, author);
    const submitted = await submitReview(t, author, manager._id);
    expect(submitted.status).toBe(201);
    const { reviews } = await profile(t, manager._id);
    const reviewId = reviews[0]?._id as string;
    const vote = await t.request('POST', `/api/manager-reviews/dislike/${reviewId}`, {
      token: reader.idToken,
    });
    expect(vote.status).toBe(200);

    const path = `/api/user/review-context/managers/${manager._id}`;
    expect((await contextOf(path, author)).body).toMatchObject({
      ownReview: { _id: reviewId, isOwnReview: true },
    });
    expect((await contextOf(path, reader)).body).toEqual({
      ownReview: null,
      myVotes: { [reviewId]: 'dislike' },
    });
    expect((await profile(t, manager._id)).reviews[0]).toMatchObject({ isOwnReview: false, myVote: null });
    expect((await contextOf(path)).status).toBe(401);
  });
});
