// "Most helpful" orders reviews by their likes. Accounts made a minute ago must not be those likes:
// registration allows ten accounts an hour from one address, each with 100 votes a day, so a manager
// (or a friend) with a few fresh addresses put the review they liked best on top of every profile's
// most helpful list at once, and buried a critical one under the rest. Accounts older than a day vote
// as before; a younger one is told why it cannot yet, and its refusal changes nothing.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { YOUNG_ACCOUNT_VOTE_MESSAGE } from '../../src/http/review-votes.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { eligibleCompany, submitCompanyReview } from './companies/support.ts';
import { accounts, addInterviewer, addReview } from './interviewers/support.ts';
import { expectStatus, managerFixture, submitReview } from './managers/support.ts';

const DAY = 24 * 60 * 60 * 1000;

type Listed = { _id: string; likes: number; dislikes: number };
/** One kind of review: two reviews of one subject by two authors, its helpful list and its vote path. */
type Kind = {
  twoReviews(t: TestApp, authors: TestAccount[]): Promise<{ helpful(): Promise<Listed[]>; vote: VotePath }>;
};
type VotePath = (reviewId: string, pressed: 'like' | 'dislike') => string;

const KINDS: Record<string, Kind> = {
  interviewer: {
    async twoReviews(t, authors) {
      const target = await addInterviewer(t, (authors[0] as TestAccount).idToken);
      for (const author of authors) await addReview(t, author.idToken, target._id);
      return {
        helpful: async () =>
          json<Listed[]>(await t.request('GET', `/reviews/rmi?interviewerId=${target._id}&sort=helpful`)),
        vote: (id, pressed) => `/interviewers/${target._id}/reviews/${id}/${pressed}`,
      };
    },
  },
  manager: {
    async twoReviews(t, authors) {
      const { manager } = await managerFixture(t, authors[0] as TestAccount);
      for (const author of authors) await expectStatus(await submitReview(t, author, manager._id), 201);
      return {
        helpful: async () =>
          (
            await json<{ reviews: Listed[] }>(
              await t.request('GET', `/api/managers/${manager._id}?sort=helpful`),
            )
          ).reviews,
        vote: (id, pressed) => `/api/manager-reviews/${pressed}/${id}`,
      };
    },
  },
  company: {
    async twoReviews(t, authors) {
      const { company } = await eligibleCompany(t, authors);
      for (const [i, author] of authors.entries())
        await expectStatus(await submitCompanyReview(t, author, company._id, `Pro ${i}`), 201);
      return {
        helpful: async () =>
          json<Listed[]>(await t.request('GET', `/api/company-reviews/company/${company._id}?sort=helpful`)),
        vote: (id, pressed) => `/api/company-reviews/${pressed}/${id}`,
      };
    },
  },
};

let t: TestApp;
beforeEach(async () => {
  // Real time, a few minutes ahead: accounts the Auth emulator makes now are younger than a day and
  // never "created after now" (the emulator keeps creation times to the second).
  t = await createTestApp({
    now: new Date(Date.now() + 5 * 60 * 1000),
    dailyLimits: { votes: { limit: 2, windowSeconds: (2 * DAY) / 1000 } },
  });
});
afterEach(() => t.close());

describe.each(Object.entries(KINDS))('%s reviews', (_name, kind) => {
  test('accounts made today cannot move a review up the most helpful list; a day later they can', async () => {
    const [authors, brigade] = [await accounts(2), await accounts(3)];
    const { helpful, vote } = await kind.twoReviews(t, authors);
    const before = await helpful();
    const buried = (before[1] as Listed)._id;

    for (const [i, account] of brigade.entries()) {
      const res = await t.request('POST', vote(buried, i === 2 ? 'dislike' : 'like'), {
        token: account.idToken,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: YOUNG_ACCOUNT_VOTE_MESSAGE, code: 'forbidden' });
    }
    // Before, the review was on top at once, with three likes nobody could tell from readers'.
    expect(await helpful()).toEqual(before);

    // A day on, the same accounts vote; the refusals used none of their two votes a day.
    t.clock.advance(DAY);
    for (const account of brigade) {
      for (const pressed of ['dislike', 'like'] as const)
        await expectStatus(await t.request('POST', vote(buried, pressed), { token: account.idToken }), 200);
    }
    const after = await helpful();
    expect(after.map((r) => r._id)).toEqual([buried, (before[0] as Listed)._id]);
    expect(after[0]).toMatchObject({ likes: 3, dislikes: 0 });
  });
});

test('the refusal is the same for any review id, so it says nothing about the review', async () => {
  const account = await createAccount();
  const res = await t.request('POST', `/api/manager-reviews/like/${'A'.repeat(20)}`, {
    token: account.idToken,
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ message: YOUNG_ACCOUNT_VOTE_MESSAGE, code: 'forbidden' });
});

test('an account registered through the API today is refused too, though its profile is in the store', async () => {
  const { helpful, vote } = await (KINDS.interviewer as Kind).twoReviews(t, await accounts(1));
  const registered = await t.registerVerified();
  const res = await t.request('POST', vote(((await helpful())[0] as Listed)._id, 'like'), {
    token: registered.token,
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ message: YOUNG_ACCOUNT_VOTE_MESSAGE, code: 'forbidden' });
});
