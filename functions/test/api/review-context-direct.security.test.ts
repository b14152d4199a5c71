// Issue 19: the review context is made before the app routes it (caller-read-cache.ts, DirectRead),
// as production reads it (no per-account cache). Made that way, it must be the route's answer exactly
// (status, headers, bytes), for the caller alone, and refuse everything the route refuses.
import { getAuth } from 'firebase-admin/auth';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview } from './interviewers/support.ts';
import { managerFixture, submitReview } from './managers/support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ callerReadCache: false });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

type Context = { ownReview: { _id: string; isOwnReview: boolean } | null };

const contextPath = (kind: string, id: string) => `/api/user/review-context/${kind}/${id}`;

/** Session checks made from now on: 1 for a read made before routing, 3 through the app. */
function countSessionChecks(): () => number {
  const spy = vi.spyOn(t.deps.identity, 'verify');
  return () => spy.mock.calls.length;
}

const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== 'date');

describe('the review context made before routing', () => {
  test('after the route has answered once, the same status, headers and bytes, without routing', async () => {
    const caller = await createAccount();
    const interviewer = await addInterviewer(t, caller.idToken);
    await addReview(t, caller.idToken, interviewer._id);
    const { manager, company } = await managerFixture(t, caller);
    expect((await submitReview(t, caller, manager._id)).status).toBe(201);
    for (const [kind, id] of [
      ['interviewers', interviewer._id],
      ['managers', manager._id],
      ['companies', company._id],
    ] as const) {
      const first = await t.request('GET', contextPath(kind, id), { token: caller.idToken });
      const firstBody = await first.text();
      expect(first.status, firstBody).toBe(200);
      const checks = countSessionChecks();
      const again = await t.request('GET', contextPath(kind, id), { token: caller.idToken });
      expect(checks(), kind).toBe(1);
      expect(again.status).toBe(200);
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(await again.text()).toBe(firstBody);
      vi.restoreAllMocks();
    }
    const mine = await json<Context>(
      await t.request('GET', contextPath('interviewers', interviewer._id), { token: caller.idToken }),
    );
    expect(mine.ownReview).toMatchObject({ isOwnReview: true });
  });

  // Before, the first request of a process for a read was made before routing, found no headers
  // learnt to send it with, and was then read again through the route: twice the store's work.
  test("a process's first context is read once, through the route, as often as the next ones", async () => {
    const fresh = await createTestApp({ callerReadCache: false });
    try {
      const caller = await createAccount();
      const interviewer = await addInterviewer(fresh, caller.idToken);
      await addReview(fresh, caller.idToken, interviewer._id);
      const path = contextPath('interviewers', interviewer._id);
      const queries = vi.spyOn(fresh.deps.store, 'query');
      const reads = async () => {
        const before = queries.mock.calls.length;
        expect((await fresh.request('GET', path, { token: caller.idToken })).status).toBe(200);
        return queries.mock.calls.length - before;
      };
      const first = await reads();
      const second = await reads();
      expect(second).toBeGreaterThan(0);
      expect(first).toBe(second);
    } finally {
      await fresh.close();
    }
  });

  test('another account gets its own context, never the one made before it', async () => {
    const [author, stranger] = [await createAccount(), await createAccount()];
    const interviewer = await addInterviewer(t, author.idToken);
    const review = await addReview(t, author.idToken, interviewer._id);
    const path = contextPath('interviewers', interviewer._id);
    expect((await t.request('GET', path, { token: author.idToken })).status).toBe(200);
    const theirs = await json<Context>(await t.request('GET', path, { token: author.idToken }));
    expect(theirs.ownReview).toMatchObject({ _id: review._id });
    const checks = countSessionChecks();
    const res = await t.request('GET', path, { token: stranger.idToken });
    expect(checks()).toBe(1);
    expect(await res.json()).toEqual({ ownReview: null, myVotes: {} });
  });

  test('refused as the route refuses: no token, a forged one, a revoked session, a disabled account, a missing subject, bad ids', async () => {
    const owner = await createAccount();
    const interviewer = await addInterviewer(t, owner.idToken);
    const path = contextPath('interviewers', interviewer._id);
    const account = await t.registerVerified();
    expect((await t.request('GET', path, { token: account.token })).status).toBe(200);
    expect((await t.request('GET', path, { token: account.token })).status).toBe(200);

    // (The Auth emulator does not check signatures: a forged signature is Firebase's to refuse.)
    for (const token of [undefined, 'not-a-token', 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJ4In0.']) {
      const res = await t.request('GET', path, token === undefined ? {} : { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
    for (const [bad, status] of [
      [contextPath('interviewers', 'abcdefabcdefabcdefab'), 404],
      [contextPath('managers', interviewer._id), 404],
      [contextPath('interviewers', 'not%20an%20id'), 400],
      [contextPath('interviewers', `${interviewer._id}%00`), 400],
      [`${path}/`, 404],
    ] as const) {
      const res = await t.request('GET', bad, { token: account.token });
      expect(res.status, bad).toBe(status);
      expect(await res.json()).toMatchObject({ code: status === 404 ? 'not_found' : 'invalid_request' });
    }

    // Revocation and disabling are seen by the read made before routing as by the route.
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    await t.deps.users.revokeSessions(account.uid);
    const revoked = await t.request('GET', path, { token: account.token });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'unauthenticated' });

    const disabled: TestAccount = await createAccount();
    expect((await t.request('GET', path, { token: disabled.idToken })).status).toBe(200);
    await getAuth().updateUser(disabled.uid, { disabled: true });
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    await t.deps.users.revokeSessions(disabled.uid);
    const refused = await t.request('GET', path, { token: disabled.idToken });
    expect(refused.status).toBe(401);
  });
});
