// An account whose email address was never verified cannot write anything (it may read its own data,
// which changes nothing: the app does so between Firebase's sign-in and our login route). Firebase's
// own sign-up endpoint (accounts:signUp with the public web API key) makes such accounts without our
// registration route, so without this check it bypassed the code mailed to the address and the
// registration limits: a script could make throwaway accounts at will, each with its own daily
// allowance of reviews, votes and reports.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNVERIFIED_WRITE_MESSAGE } from '../../../src/http/auth.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, reviewBody, reviewsOf } from '../interviewers/support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unverified accounts', () => {
  test('a verified account writes a review (the happy case)', async () => {
    const author = await createAccount();
    const interviewer = await addInterviewer(t, author.idToken);
    const res = await t.request('POST', '/reviews/rmi', {
      token: author.idToken,
      body: reviewBody(interviewer._id),
    });
    expect(res.status).toBe(201);
  });

  test('an account made straight on Firebase Auth and never verified is refused every write, writing nothing', async () => {
    const owner = await createAccount();
    const interviewer = await addInterviewer(t, owner.idToken);
    const review = await addReview(t, owner.idToken, interviewer._id);
    const stranger = await createAccount({ verified: false });
    const refused = { message: UNVERIFIED_WRITE_MESSAGE, code: 'forbidden' };

    const answers = await Promise.all([
      t.request('POST', '/reviews/rmi', {
        token: stranger.idToken,
        body: reviewBody(interviewer._id, { reviewText: 'Written without a verified address.' }),
      }),
      t.request('POST', `/interviewers/${interviewer._id}/reviews/${review._id}/dislike`, {
        token: stranger.idToken,
      }),
      t.request('POST', '/reports', {
        token: stranger.idToken,
        body: { kind: 'interviewer', reviewId: review._id, reason: 'spam' },
      }),
      t.request('POST', '/interviewers', {
        token: stranger.idToken,
        body: { name: 'Someone Named', company: 'Some Company' },
      }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual(refused);
    }
    // Nothing was written: the one review stands alone, unvoted, and no interviewer was added.
    const listed = await reviewsOf(t, interviewer._id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ likes: 0, dislikes: 0 });
    const search = await t.request('GET', `/interviewers/search/${encodeURIComponent('Someone Named')}`);
    expect(await json(search)).toEqual([]);
    // Its own (empty) data it may read.
    expect((await t.request('GET', '/user/my-reviews', { token: stranger.idToken })).status).toBe(200);
  });
});
