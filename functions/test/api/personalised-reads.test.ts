// Issue 19: a signed-in review list (GET /reviews/rmi, /managers/{id}, /company-reviews/company/{id})
// answered from the visitor's answer in the public read cache plus the caller's own part
// (isOwnReview, myVote), read with a few keyed reads instead of the page query
// (http/personalised-reads.ts). The caller cache is off here, as in production. Every answer is
// compared byte for byte, headers included, with today's path: the same app over the same store
// with no read caches at all.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { INTERVIEWER_REVIEW_VOTES } from '../../src/domain/reviews/votes.ts';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { type ExactAnswer, exactAnswer, uncachedRequest } from '../support/read-answers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { submitCompanyReview } from './companies/support.ts';
import { addInterviewer, addReview, type Review } from './interviewers/support.ts';
import { managerFixture, submitReview } from './managers/support.ts';
import { FAKE_PROFANITY } from './moderation/support.ts';

let t: TestApp;
let caller: TestAccount;
let others: TestAccount[];

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ callerReadCache: false, profanity: FAKE_PROFANITY });
  [caller, ...others] = (await Promise.all(Array.from({ length: 6 }, () => createAccount()))) as [
    TestAccount,
    ...TestAccount[],
  ];
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const read = async (path: string, token?: string) =>
  exactAnswer(await t.request('GET', path, token ? { token } : {}));

/** Today's path: the same app over the same store, without the read caches. */
async function today(path: string, token: string): Promise<ExactAnswer> {
  return exactAnswer(await uncachedRequest(t, path, token));
}

/** The queries made from now on, as collection(fields compared). */
function queriedCollections(store: DocumentStore): () => string[] {
  const spy = vi.spyOn(store, 'query');
  return () =>
    spy.mock.calls.map(([q]) => `${q.collection}(${(q.where ?? []).map((w) => w.field).join(',')})`);
}

/** Reads `path` signed in, after a visitor read it; the same bytes as today, and the collections queried. */
async function expectSameAsToday(path: string, token = caller.idToken) {
  await read(path);
  const queried = queriedCollections(t.deps.store);
  const merged = await read(path, token);
  const collections = queried();
  vi.restoreAllMocks();
  expect(merged).toEqual(await today(path, token));
  return { merged, collections };
}

/** Follows X-Next-Cursor page by page, signed in; each page as today answers it. */
async function expectPagesSameAsToday(path: (cursor: string | null) => string) {
  let cursor: string | null = null;
  const pages: ExactAnswer[] = [];
  for (let i = 0; i < 20; i++) {
    const { merged } = await expectSameAsToday(path(cursor));
    expect(merged.status).toBe(200);
    pages.push(merged);
    cursor = new Map(merged.headers).get('x-next-cursor') ?? null;
    if (!cursor) return pages;
  }
  throw new Error('too many pages');
}

const voteOnInterviewerReview = async (
  token: string,
  interviewerId: string,
  reviewId: string,
  value: 'like' | 'dislike',
) => {
  const res = await t.request('POST', `/interviewers/${interviewerId}/reviews/${reviewId}/${value}`, {
    token,
  });
  expect(res.status).toBe(200);
};

/**
 * An interviewer with 7 published reviews over 4 days: the caller's own, two the caller liked and
 * disliked, one others voted on, and one whose author deleted and wrote again after the caller liked
 * it (the old incarnation's vote left behind, as when a delete leaves more than 400 votes).
 */
async function interviewerFixture() {
  const interviewer = await addInterviewer(t, caller.idToken);
  const id = interviewer._id;
  const reviews: Record<string, Review> = {};
  const write = async (name: string, account: TestAccount, overrides: Record<string, unknown> = {}) => {
    t.clock.advance(DAY / 3);
    reviews[name] = await addReview(t, account.idToken, id, overrides);
  };
  await write('liked', others[0] as TestAccount, { interviewStatus: 'waiting' });
  await write('own', caller, { interviewStatus: 'waiting' });
  await write('disliked', others[1] as TestAccount);
  await write('othersVoted', others[2] as TestAccount);
  await write('rewritten', others[3] as TestAccount);
  await write('plain1', others[4] as TestAccount, { interviewStatus: 'waiting' });
  await write('plain2', (await createAccount()) as TestAccount);
  await voteOnInterviewerReview(caller.idToken, id, reviews.liked?._id as string, 'like');
  await voteOnInterviewerReview(caller.idToken, id, reviews.disliked?._id as string, 'dislike');
  await voteOnInterviewerReview(caller.idToken, id, reviews.rewritten?._id as string, 'like');
  await voteOnInterviewerReview(
    (others[0] as TestAccount).idToken,
    id,
    reviews.othersVoted?._id as string,
    'like',
  );
  await voteOnInterviewerReview(
    (others[1] as TestAccount).idToken,
    id,
    reviews.own?._id as string,
    'dislike',
  );
  // Deleted and written again: the caller's vote on the old incarnation must not count on the new one.
  const rewrittenId = reviews.rewritten?._id as string;
  const [oldVote] = await t.deps.store.query({
    collection: INTERVIEWER_REVIEW_VOTES,
    where: [{ field: 'reviewId', op: '==', value: rewrittenId }],
  });
  if (!oldVote) throw new Error('no vote');
  const deleted = await t.request('DELETE', `/interviewer-reviews/${rewrittenId}`, {
    token: (others[3] as TestAccount).idToken,
  });
  expect(deleted.status).toBe(200);
  await write('rewritten', others[3] as TestAccount);
  expect(reviews.rewritten?._id).toBe(rewrittenId);
  await t.deps.store.batch().set(INTERVIEWER_REVIEW_VOTES, oldVote.id, oldVote.data).commit();
  return { id, reviews };
}

describe('personalised review lists from the public answer', () => {
  test('the interviewer list, whole and a page at a time in every order and filter: the same bytes as today', async () => {
    const f = await interviewerFixture();
    const whole = await expectSameAsToday(`/api/reviews/rmi?interviewerId=${f.id}`);
    const byId = new Map((JSON.parse(whole.merged.text) as Review[]).map((r) => [r._id, r]));
    expect(byId.get(f.reviews.own?._id as string)).toMatchObject({ isOwnReview: true, myVote: null });
    expect(byId.get(f.reviews.liked?._id as string)).toMatchObject({ isOwnReview: false, myVote: 'like' });
    expect(byId.get(f.reviews.disliked?._id as string)).toMatchObject({ myVote: 'dislike' });
    expect(byId.get(f.reviews.othersVoted?._id as string)).toMatchObject({ myVote: null, likes: 1 });
    expect(byId.get(f.reviews.rewritten?._id as string)).toMatchObject({ myVote: null, likes: 0 });
    for (const query of ['', '&sort=helpful', '&sort=highest', '&sort=lowest', '&outcome=waiting']) {
      const pages = await expectPagesSameAsToday(
        (cursor) =>
          `/api/reviews/rmi?interviewerId=${f.id}&limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(pages.length).toBeGreaterThan(1);
    }
    // Another account sees none of the caller's part; a stranger with no votes gets the visitor's bytes.
    await expectSameAsToday(`/api/reviews/rmi?interviewerId=${f.id}`, (others[1] as TestAccount).idToken);
    const stranger = await createAccount();
    const strangers = await expectSameAsToday(`/api/reviews/rmi?interviewerId=${f.id}`, stranger.idToken);
    expect(strangers.merged.text).toBe((await read(`/api/reviews/rmi?interviewerId=${f.id}`)).text);
  });

  test('a signed-in page a visitor has read is answered without the page query: only the caller’s votes are queried', async () => {
    const f = await interviewerFixture();
    for (const token of [caller.idToken, (await createAccount()).idToken]) {
      const { collections } = await expectSameAsToday(
        `/api/reviews/rmi?interviewerId=${f.id}&limit=3`,
        token,
      );
      expect(collections).toEqual([`${INTERVIEWER_REVIEW_VOTES}(authorKey,interviewerId)`]);
    }
  });

  test('a signed-in read of a page nobody read fills the public cache: the next visitor is answered from it', async () => {
    const f = await interviewerFixture();
    const path = `/api/reviews/rmi?interviewerId=${f.id}&limit=4`;
    const first = await read(path, caller.idToken);
    expect(first).toEqual(await today(path, caller.idToken));
    const queried = queriedCollections(t.deps.store);
    const visitor = await read(path);
    expect(queried()).toEqual([]);
    expect(visitor.status).toBe(200);
  });

  test("the caller's held review (theirs alone to see) is answered by today's path, in place on every page", async () => {
    const f = await interviewerFixture();
    const heldBy = await createAccount();
    t.clock.advance(DAY / 3);
    const held = await addReview(t, heldBy.idToken, f.id, { reviewText: 'Smeg, what a frack.' });
    expect(held).toHaveProperty('status', 'pending review');
    const whole = await expectSameAsToday(`/api/reviews/rmi?interviewerId=${f.id}`, heldBy.idToken);
    expect((JSON.parse(whole.merged.text) as Review[]).map((r) => r._id)).toContain(held._id);
    expect(
      (JSON.parse((await read(`/api/reviews/rmi?interviewerId=${f.id}`)).text) as Review[]).map((r) => r._id),
    ).not.toContain(held._id);
    for (const limit of [1, 2, 3]) {
      let cursor: string | null = null;
      for (let i = 0; i < 10; i++) {
        const path = `/api/reviews/rmi?interviewerId=${f.id}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const { merged } = await expectSameAsToday(path, heldBy.idToken);
        cursor = new Map(merged.headers).get('x-next-cursor') ?? null;
        if (!cursor) break;
      }
    }
  });

  test('forged and malformed ids and cursors, and a revoked session, get what they got before', async () => {
    const f = await interviewerFixture();
    const page = await read(`/api/reviews/rmi?interviewerId=${f.id}&limit=2`);
    const cursor = new Map(page.headers).get('x-next-cursor') as string;
    const other = await addInterviewer(t, caller.idToken);
    for (const [path, status] of [
      ['/api/reviews/rmi?interviewerId=abcdefabcdefabcdefab', 404],
      ['/api/reviews/rmi?interviewerId=abcdefabcdefabcdefab&limit=2', 404],
      ['/api/reviews/rmi?interviewerId=no/such', 400],
      ['/api/reviews/rmi?interviewerId=../x', 400],
      [`/api/reviews/rmi?interviewerId=${f.id}&limit=2&cursor=${cursor.slice(0, -2)}AA`, 400],
      // A cursor of one list does not page another.
      [`/api/reviews/rmi?interviewerId=${other._id}&limit=2&cursor=${cursor}`, 400],
      [`/api/reviews/rmi?interviewerId=${f.id}&limit=2&sort=helpful&cursor=${cursor}`, 400],
      ['/api/managers/abcdefabcdefabcdefab?limit=2', 404],
      ['/api/company-reviews/company/abcdefabcdefabcdefab?limit=2', 404],
    ] as const) {
      await read(path);
      const answer = await read(path, caller.idToken);
      expect(answer.status, path).toBe(status);
      expect(answer).toEqual(await today(path, caller.idToken));
    }
    const account = await t.registerVerified();
    const path = `/api/reviews/rmi?interviewerId=${f.id}&limit=2`;
    expect((await read(path, account.token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    await t.deps.users.revokeSessions(account.uid);
    const refused = await read(path, account.token);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'unauthenticated' });
    expect((await read(path, 'not-a-token')).status).toBe(401);
  });

  test('a manager profile and a company’s reviews, with the caller’s own review and votes: the same bytes as today, without the page query', async () => {
    const { company, manager } = await managerFixture(t, caller);
    const [a, b, c] = others as [TestAccount, TestAccount, TestAccount];
    for (const account of [caller, a, b, c]) {
      t.clock.advance(DAY / 2);
      expect((await submitReview(t, account, manager._id)).status).toBe(201);
    }
    const mine = JSON.parse((await read(`/api/managers/${manager._id}`)).text).reviews as Review[];
    const [first, second] = mine;
    for (const [review, value] of [
      [first, 'like'],
      [second, 'dislike'],
    ] as const) {
      const res = await t.request('POST', `/api/manager-reviews/${value}/${review?._id}`, {
        token: caller.idToken,
      });
      expect([200, 403]).toContain(res.status);
    }
    for (const account of [caller, a, b]) {
      t.clock.advance(DAY / 2);
      expect((await submitCompanyReview(t, account, company._id, `Pro ${account.uid}`)).status).toBe(201);
    }
    const companyReviews = JSON.parse(
      (await read(`/api/company-reviews/company/${company._id}`)).text,
    ) as Review[];
    for (const review of companyReviews.slice(0, 2)) {
      const res = await t.request('POST', `/api/company-reviews/like/${review._id}`, {
        token: caller.idToken,
      });
      expect([200, 403]).toContain(res.status);
    }
    const managerWhole = await expectSameAsToday(`/api/managers/${manager._id}`);
    const managerReviews = JSON.parse(managerWhole.merged.text).reviews as Review[];
    expect(managerReviews.filter((r) => r.isOwnReview)).toHaveLength(1);
    expect(managerReviews.filter((r) => r.myVote !== null).length).toBeGreaterThan(0);
    expect(managerWhole.collections).toEqual(['managerReviewVotes(authorKey,managerId)']);
    const companyWhole = await expectSameAsToday(`/api/company-reviews/company/${company._id}`);
    const listed = JSON.parse(companyWhole.merged.text) as Review[];
    expect(listed.filter((r) => r.isOwnReview)).toHaveLength(1);
    expect(listed.filter((r) => r.myVote === 'like').length).toBeGreaterThan(0);
    expect(companyWhole.collections.sort()).toEqual([
      'companyReviewVotes(authorKey,companyId)',
      'companyReviews(authorKey,companyId)',
    ]);
    for (const sort of ['', '&sort=helpful']) {
      await expectPagesSameAsToday(
        (cursor) => `/api/managers/${manager._id}?limit=1${sort}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      await expectPagesSameAsToday(
        (cursor) =>
          `/api/company-reviews/company/${company._id}?limit=1${sort}${cursor ? `&cursor=${cursor}` : ''}`,
      );
    }
  });
});
