// A moderator acting on a review that is no longer there: its author deleted their account (its reviews
// nobody else sees go in the deletion's request), deleted the review, or it never existed. One clear answer
// for all three ("This review no longer exists."), never which: "its author deleted their account" on two
// removed reviews would tell a moderator that they share an author.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { decide, expectStatus, json, moderatorAccount, queue } from './support.ts';

let t: TestApp;
let moderator: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

const GONE = { message: 'This review no longer exists.', code: 'not_found' };

/** A review by a fresh account that a moderator removed: it sits in the Removed view. */
async function removedReview() {
  const author = await createAccount();
  const target = await addInterviewer(t, author.idToken);
  const review = await addReview(t, author.idToken, target._id);
  await expectStatus(await decide(t, moderator, 'remove', 'interviewer', review._id), 200);
  expect((await queue(t, moderator, 'removed')).map((i) => i.reviewId)).toContain(review._id);
  return { author, reviewId: review._id as string };
}

describe('a moderator acts on a review that is gone', () => {
  test('its author deleted their account: 404 "This review no longer exists.", as for one its author deleted and one that never existed', async () => {
    const departed = await removedReview();
    const deletion = await t.request('DELETE', '/api/user/account', {
      token: departed.author.idToken,
      body: { currentPassword: departed.author.password },
    });
    expect(deletion.status).toBe(200);
    const deleted = await removedReview();
    expect(
      (
        await t.request('DELETE', `/api/interviewer-reviews/${deleted.reviewId}`, {
          token: deleted.author.idToken,
        })
      ).status,
    ).toBe(200);

    const answers = [];
    for (const id of [departed.reviewId, deleted.reviewId, 'N'.repeat(20)]) {
      for (const action of ['restore', 'approve', 'remove'] as const) {
        const res = await decide(t, moderator, action, 'interviewer', id);
        answers.push({ status: res.status, body: await json(res) });
      }
    }
    // Every answer the same: nothing says which went with an account.
    for (const answer of answers) expect(answer).toEqual({ status: 404, body: GONE });
    // And the Removed view no longer lists either.
    const removed = (await queue(t, moderator, 'removed')).map((i) => i.reviewId);
    expect(removed).not.toContain(departed.reviewId);
    expect(removed).not.toContain(deleted.reviewId);
  });

  test('a response that is gone says so in its own word', async () => {
    const res = await decide(t, moderator, 'restore', 'response', 'N'.repeat(20));
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'This response no longer exists.', code: 'not_found' });
  });
});
