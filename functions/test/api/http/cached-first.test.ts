// Issue 19 item 1: the read caches are asked before the app routes anything (http/cached-first.ts).
// A hit must be exactly what the middleware chain answers (CORS, then the public read cache, then the
// caller's, with its session check), and everything the chain would answer otherwise (an origin a CORS
// source refuses or allows, a bad or revoked session, another account) must still get the chain's answer.

import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApiApp } from '../../../src/http/app.ts';
import type { AppEnv } from '../../../src/http/context.ts';
import type { OriginSource } from '../../../src/http/cors.ts';
import { ApiError } from '../../../src/http/errors.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';

const PARTNER = 'https://partner.example';
const REFUSED = 'https://refused.example';

// Like a partner key source (partner-keys.ts): allows one origin, refuses another outright.
const partner: OriginSource = ({ origin }) => {
  if (origin === REFUSED) throw new ApiError('forbidden', 'This key is not for this origin.');
  return origin === PARTNER;
};

let t: TestApp;
// The app itself, with a CORS source (the test app's fetch also checks answers against the contract,
// which lists no partner key refusals on these reads).
let app: Hono<AppEnv>;
let author: TestAccount;
let other: TestAccount;
let paths: { profile: string; list: string; context: string };

beforeAll(async () => {
  t = await createTestApp();
  app = createApiApp({ ...t.deps, corsOrigins: [partner] }, { callerReadCache: true });
  [author, other] = await Promise.all([createAccount(), createAccount()]);
  const interviewer = await addInterviewer(t, author.idToken);
  await addReview(t, author.idToken, interviewer._id);
  await addReview(t, other.idToken, interviewer._id);
  paths = {
    profile: `/api/interviewers/${interviewer._id}`,
    list: `/api/reviews/rmi?interviewerId=${interviewer._id}&limit=1`,
    context: `/api/user/review-context/interviewers/${interviewer._id}`,
  };
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { 'X-Forwarded-For': '198.51.100.7', ...headers } });

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.idToken}` });

/** Counts the app's route look-ups from now on (Hono's router, after its first match). */
function countRouting(): () => number {
  const router = (app as unknown as { router: { match: (...args: unknown[]) => unknown } }).router;
  const spy = vi.spyOn(router, 'match');
  return () => {
    const n = spy.mock.calls.length;
    spy.mockRestore();
    return n;
  };
}

describe('cached answers before routing', () => {
  test('a cached public read, signed-in list and review context are answered without routing, as the chain answers them', async () => {
    const reads: [string, Record<string, string>][] = [
      [paths.profile, {}],
      [paths.list, bearer(author)],
      [paths.context, bearer(author)],
      [paths.context, bearer(other)],
    ];
    const first = [];
    for (const [path, headers] of reads) first.push(await get(path, headers));
    const firstTexts = await Promise.all(first.map((res) => res.text()));
    const routed = countRouting();
    const again = [];
    for (const [path, headers] of reads) again.push(await get(path, headers));
    expect(routed()).toBe(0);
    for (const [i, res] of again.entries()) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(firstTexts[i]);
      expect([...res.headers]).toEqual([...(first[i] as Response).headers]);
      expect(res.headers.get('vary')).toBe('Origin, X-Api-Key');
    }
    // Each account its own review context.
    expect(firstTexts[2]).not.toBe(firstTexts[3]);
  });

  test('an origin a CORS source allows or refuses gets the chain’s answer, cached or not', async () => {
    for (const [path, headers] of [
      [paths.profile, {}],
      [paths.context, bearer(author)],
    ] as const) {
      await get(path, headers);
      const allowed = await get(path, { ...headers, Origin: PARTNER });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
      const refused = await get(path, { ...headers, Origin: REFUSED });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        code: 'forbidden',
        message: 'This key is not for this origin.',
      });
      expect(refused.headers.get('access-control-allow-origin')).toBe(REFUSED);
      // Not an origin at all: no source is asked, the cached answer as for no Origin.
      const garbage = await get(path, { ...headers, Origin: 'null' });
      expect(garbage.status).toBe(200);
      expect(garbage.headers.has('access-control-allow-origin')).toBe(false);
    }
  });

  test('a tampered or malformed token on a cached review context gets what the route says', async () => {
    await get(paths.context, bearer(author));
    expect((await get(paths.context, bearer(author))).status).toBe(200);
    const [head, payload] = author.idToken.split('.');
    const tampered = `${head}.${payload?.slice(0, -4)}AAAA.`;
    for (const token of ['not-a-token', 'a.b.c', tampered, `${author.idToken}.extra`]) {
      const res = await get(paths.context, { Authorization: `Bearer ${token}` });
      expect(res.status, token).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
    const none = await get(paths.context, { Authorization: 'Basic abc' });
    expect(none.status).toBe(401);
  });

  test('HEAD and other methods on a cached path go through the app', async () => {
    await get(paths.profile);
    const routed = countRouting();
    const head = await app.request(paths.profile, { method: 'HEAD' });
    expect(routed()).toBeGreaterThan(0);
    expect(head.status).toBe(200);
    const post = await app.request(paths.profile, { method: 'POST', body: '{}' });
    expect(post.status).not.toBe(200);
  });
});
