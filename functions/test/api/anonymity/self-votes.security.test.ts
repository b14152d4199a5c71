// No likes or dislikes on your own review (issue 13 item 6d): 403 with a clear message on both
// vote route families, nothing written, and only the author is ever refused, so the refusal
// tells nobody else who wrote a review.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MANAGER_REVIEW_KIND } from '../../../src/domain/managers/manager-review.ts';
import { INTERVIEWER_REVIEW_KIND } from '../../../src/domain/reviews/votes.ts';
import { checkVotesOn } from '../../../src/domain/reviews/voting.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts, addInterviewer, addReview, reviewsOf } from '../interviewers/support.ts';
import { type ManagerReview, managerFixture, profile, submitReview } from '../managers/support.ts';

let t: TestApp;
let author: TestAccount;
let reader: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [author, reader] = (await accounts(2)) as [TestAccount, TestAccount];
});
afterAll(async () => {
  await t.close();
});

const REFUSED = { code: 'forbidden', message: 'You cannot like or dislike your own review.' };

describe('interviewer reviews', () => {
  test('the author’s like and dislike are 403 and change nothing, on both paths', async () => {
    const interviewerId = (await addInterviewer(t, author.idToken))._id;
    const own = await addReview(t, author.idToken, interviewerId);
    for (const vote of ['like', 'dislike']) {
      for (const prefix of ['', '/api']) {
        const res = await t.request(
          'POST',
          `${prefix}/interviewers/${interviewerId}/reviews/${own._id}/${vote}`,
          {
            token: author.idToken,
            headers: { 'Idempotency-Key': `self-${vote}-${prefix || 'root'}` },
          },
        );
        expect(res.status).toBe(403);
        expect(await json(res)).toEqual(REFUSED);
      }
    }
    const [listed] = await reviewsOf(t, interviewerId, author.idToken);
    expect(listed).toMatchObject({ _id: own._id, likes: 0, dislikes: 0, myVote: null, isOwnReview: true });
    expect(await checkVotesOn(t.deps.store, INTERVIEWER_REVIEW_KIND, own._id)).toMatchObject({
      consistent: true,
      actual: { likes: 0, dislikes: 0 },
    });

    // Anyone else votes as before, and is never told anything about the author.
    const res = await t.request('POST', `/interviewers/${interviewerId}/reviews/${own._id}/like`, {
      token: reader.idToken,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ _id: own._id, likes: 1, dislikes: 0, myVote: 'like' });
  });
});

describe('manager reviews', () => {
  test('the author’s like and dislike are 403 and change nothing, on both paths', async () => {
    const { manager } = await managerFixture(t, author);
    const own = await json<ManagerReview>(await submitReview(t, author, manager._id));
    for (const vote of ['like', 'dislike']) {
      for (const prefix of ['', '/api']) {
        const res = await t.request('POST', `${prefix}/manager-reviews/${vote}/${own._id}`, {
          token: author.idToken,
        });
        expect(res.status).toBe(403);
        expect(await json(res)).toEqual(REFUSED);
      }
    }
    expect((await profile(t, manager._id, author.idToken)).reviews[0]).toMatchObject({
      _id: own._id,
      likes: 0,
      dislikes: 0,
      myVote: null,
    });
    expect(await checkVotesOn(t.deps.store, MANAGER_REVIEW_KIND, own._id)).toMatchObject({
      actual: { likes: 0, dislikes: 0 },
    });
    const res = await t.request('POST', `/api/manager-reviews/dislike/${own._id}`, { token: reader.idToken });
    expect(await json(res)).toEqual({ _id: own._id, likes: 0, dislikes: 1, myVote: 'dislike' });
  });
});
