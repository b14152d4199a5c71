// Issue 19 item 1: signed-in reads answered from an in-process cache keyed by the verified account
// (http/caller-read-cache.ts). A hit skips the store; any write (the account's own vote first of all)
// empties it; the session is checked before every lookup; one account never gets another's answer.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApiApp } from '../../src/http/app.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { countReads, readAnswer, uncachedAnswer } from '../support/read-answers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview, type Review } from './interviewers/support.ts';

let t: TestApp;
let author: TestAccount;
let reader: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [author, reader] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const read = (path: string, token?: string) => readAnswer(t, path, token);

/** The same read through an app without the caller cache, over the same store: today's answer. */
const uncached = (path: string, token: string) => uncachedAnswer(t, path, token);

/** An interviewer with the author's review and one by someone else, both published. */
async function fixture() {
  const interviewer = await addInterviewer(t, author.idToken);
  const own = await addReview(t, author.idToken, interviewer._id);
  const other = await addReview(t, (await createAccount()).idToken, interviewer._id);
  return {
    interviewer,
    own,
    other,
    context: `/api/user/review-context/interviewers/${interviewer._id}`,
    list: `/api/reviews/rmi?interviewerId=${interviewer._id}&limit=1`,
  };
}

const vote = (token: string, interviewerId: string, reviewId: string, value: 'like' | 'dislike') =>
  t.request('POST', `/interviewers/${interviewerId}/reviews/${reviewId}/${value}`, { token });

/** Firebase Auth keeps revocations to the second: wait for the next one so it is later than the sign-in. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));

describe('caller read cache', () => {
  test('a repeated review context read skips the store and answers the same bytes and headers as today', async () => {
    const f = await fixture();
    const reads = countReads(t.deps.store);
    const first = await read(f.context, author.idToken);
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    const second = await read(f.context, author.idToken);
    expect(reads()).toBe(afterFirst);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect([...second.headers.entries()]).toEqual([...first.headers.entries()]);
    const today = await uncached(f.context, author.idToken);
    expect(second.text).toBe(today.text);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(second.text)).toMatchObject({ ownReview: { _id: f.own._id, isOwnReview: true } });
  });

  test('a repeated personalised review list page skips the store, with its next-page cursor, as today', async () => {
    const f = await fixture();
    const first = await read(f.list, author.idToken);
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    const reads = countReads(t.deps.store);
    const second = await read(f.list, author.idToken);
    expect(reads()).toBe(0);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('x-next-cursor')).toBe(first.headers.get('x-next-cursor'));
    const today = await uncached(f.list, author.idToken);
    expect(second.text).toBe(today.text);
    expect(second.headers.get('x-next-cursor')).toBe(today.headers.get('x-next-cursor'));
  });

  test('a vote, then a re-read, shows the vote in the context and the list; pressed again, it goes', async () => {
    const f = await fixture();
    const list = `/api/reviews/rmi?interviewerId=${f.interviewer._id}`;
    expect(JSON.parse((await read(f.context, reader.idToken)).text)).toEqual({
      ownReview: null,
      myVotes: {},
    });
    expect(JSON.parse((await read(list, reader.idToken)).text).map((r: Review) => r.myVote)).toEqual([
      null,
      null,
    ]);
    expect((await vote(reader.idToken, f.interviewer._id, f.own._id, 'like')).status).toBe(200);
    expect(JSON.parse((await read(f.context, reader.idToken)).text)).toEqual({
      ownReview: null,
      myVotes: { [f.own._id]: 'like' },
    });
    const voted = JSON.parse((await read(list, reader.idToken)).text) as Review[];
    expect(voted.find((r) => r._id === f.own._id)).toMatchObject({ myVote: 'like', likes: 1 });
    // The author's own context shows the new count at once too.
    expect(JSON.parse((await read(f.context, author.idToken)).text).ownReview).toMatchObject({ likes: 1 });
    expect((await vote(reader.idToken, f.interviewer._id, f.own._id, 'like')).status).toBe(200);
    expect(JSON.parse((await read(f.context, reader.idToken)).text).myVotes).toEqual({});
  });

  test("another account never gets an account's cached answer: isOwnReview and votes stay with their owner", async () => {
    const f = await fixture();
    expect((await vote(reader.idToken, f.interviewer._id, f.other._id, 'dislike')).status).toBe(200);
    const list = `/api/reviews/rmi?interviewerId=${f.interviewer._id}`;
    const mine = await read(list, author.idToken);
    const theirs = await read(list, reader.idToken);
    const stranger = await createAccount();
    const strangers = await read(list, stranger.idToken);
    const byId = (text: string) => new Map((JSON.parse(text) as Review[]).map((r) => [r._id, r]));
    expect(byId(mine.text).get(f.own._id)).toMatchObject({ isOwnReview: true, myVote: null });
    expect(byId(mine.text).get(f.other._id)).toMatchObject({ isOwnReview: false, myVote: null });
    expect(byId(theirs.text).get(f.own._id)).toMatchObject({ isOwnReview: false, myVote: null });
    expect(byId(theirs.text).get(f.other._id)).toMatchObject({ isOwnReview: false, myVote: 'dislike' });
    for (const r of byId(strangers.text).values())
      expect(r).toMatchObject({ isOwnReview: false, myVote: null });
    // The visitor's answer (the public cache) carries neither, and read after them all.
    expect(await read(list)).toMatchObject({ text: (await uncached(list, stranger.idToken)).text });

    expect(JSON.parse((await read(f.context, reader.idToken)).text)).toEqual({
      ownReview: null,
      myVotes: { [f.other._id]: 'dislike' },
    });
    expect(JSON.parse((await read(f.context, stranger.idToken)).text)).toEqual({
      ownReview: null,
      myVotes: {},
    });
  });

  test('a revoked session gets 401 where a cached answer waits for it', async () => {
    const account = await t.registerVerified();
    const f = await fixture();
    expect((await read(f.context, account.token)).status).toBe(200);
    expect((await read(f.list, account.token)).status).toBe(200);
    await nextSecond();
    await t.deps.users.revokeSessions(account.uid);
    for (const path of [f.context, f.list]) {
      const refused = await read(path, account.token);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'unauthenticated' });
    }
  });

  test('malformed, forged or missing bearers and unknown ids get what they got before, and nothing is kept', async () => {
    const f = await fixture();
    expect((await read(f.context, author.idToken)).status).toBe(200);
    const [header, , signature] = author.idToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: author.uid, aud: 'another-project' })).toString(
      'base64url',
    );
    for (const token of ['not-a-token', `${header}.${payload}.${signature}`, `${author.idToken}x.y`]) {
      const refused = await read(f.context, token);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await read(f.context)).status).toBe(401);
    const missing = '/api/user/review-context/interviewers/abcdefabcdefabcdefab';
    const reads = countReads(t.deps.store);
    expect((await read(missing, author.idToken)).status).toBe(404);
    const afterFirst = reads();
    expect((await read(missing, author.idToken)).status).toBe(404);
    expect(reads()).toBeGreaterThan(afterFirst);
    expect((await read('/api/user/review-context/interviewers/not%20an%20id', author.idToken)).status).toBe(
      400,
    );
  });

  test('callerReadCache: false reads the store every time', async () => {
    const f = await fixture();
    const plain = createApiApp(t.deps, { callerReadCache: false });
    const headers = { Authorization: `Bearer ${author.idToken}` };
    await plain.request(f.context, { headers });
    const reads = countReads(t.deps.store);
    await plain.request(f.context, { headers });
    expect(reads()).toBeGreaterThan(0);
  });
});
