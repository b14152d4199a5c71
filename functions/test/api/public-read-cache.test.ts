// The in-process cache of anonymous public reads (http/public-read-cache.ts): hits skip the store,
// any write through the store (the API's or a direct one) refreshes; a bearer bypasses it only where it
// changes the answer (isOwnReview, myVote), and shares it everywhere else (issue 19).
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { INTERVIEWERS } from '../../src/domain/interviewers/interviewer.ts';
import { OPERATIONS } from '../../src/http/openapi/operations.ts';
import {
  isPersonalisedRead,
  isPublicReadPath,
  queryNamesRead,
  ReadCache,
  readCacheKey,
} from '../../src/http/public-read-cache.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { countReads, readAnswer } from '../support/read-answers.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview, type Interviewer, type Review } from './interviewers/support.ts';

let t: TestApp;
let author: TestAccount;

beforeAll(async () => {
  // The public cache alone: a signed-in repeat is the caller cache's (caller-read-cache.test.ts).
  t = await createTestApp({ callerReadCache: false });
  author = await createAccount();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const read = (path: string, token?: string) => readAnswer(t, path, token);

describe('public read cache', () => {
  test('a second identical read is answered from the cache, with the same headers', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/api/interviewers/${interviewer._id}`;
    const reads = countReads(t.deps.store);
    const first = await read(path);
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    const second = await read(path);
    expect(reads()).toBe(afterFirst);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect([...second.headers.entries()]).toEqual([...first.headers.entries()]);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('x-cache')).toBeNull();
    // Same query in another order: the same entry.
    await read(`/api/interviewers?page=1&limit=5`);
    const listed = reads();
    await read(`/api/interviewers?limit=5&page=1`);
    expect(reads()).toBe(listed);
  });

  test('a review written through the API shows on the next read', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const reviews = `/api/reviews/rmi?interviewerId=${interviewer._id}`;
    const profile = `/api/interviewers/${interviewer._id}`;
    expect(JSON.parse((await read(reviews)).text)).toEqual([]);
    expect(JSON.parse((await read(profile)).text)).toMatchObject({ reviewCount: 0 });
    const review = await addReview(t, (await createAccount()).idToken, interviewer._id);
    expect(JSON.parse((await read(reviews)).text).map((r: Review) => r._id)).toEqual([review._id]);
    expect(JSON.parse((await read(profile)).text)).toMatchObject({ reviewCount: 1 });
  });

  test('a write made directly on deps.store (batch or transaction) shows on the next read', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/interviewers/${interviewer._id}`;
    const nameOf = async () => JSON.parse((await read(path)).text).name as string;
    expect(await nameOf()).toBe(interviewer.name);
    await t.deps.store.batch().update(INTERVIEWERS, interviewer._id, { name: 'Renamed By Batch' }).commit();
    expect(await nameOf()).toBe('Renamed By Batch');
    await t.deps.store.runTransaction(async (tx) => {
      await tx.get(INTERVIEWERS, interviewer._id);
      tx.update(INTERVIEWERS, interviewer._id, { name: 'Renamed In Transaction' });
    });
    expect(await nameOf()).toBe('Renamed In Transaction');
    // A read-only transaction leaves the cache alone.
    const reads = countReads(t.deps.store);
    await t.deps.store.runTransaction((tx) => tx.get(INTERVIEWERS, interviewer._id));
    expect(await nameOf()).toBe('Renamed In Transaction');
    expect(reads()).toBe(0);
  });

  test('a read that overlaps a write is not kept', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/interviewers/${interviewer._id}`;
    // The write commits while the read is between its store read and its answer.
    const store = t.deps.store;
    const get = store.get.bind(store);
    vi.spyOn(store, 'get').mockImplementationOnce(async (collection, id) => {
      const doc = await get(collection, id);
      await store.batch().update(INTERVIEWERS, interviewer._id, { name: 'Written Meanwhile' }).commit();
      return doc;
    });
    expect(JSON.parse((await read(path)).text).name).toBe(interviewer.name);
    expect(JSON.parse((await read(path)).text).name).toBe('Written Meanwhile');
  });

  test('answers personalised for a bearer are neither cached nor served from the cache', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const review = await addReview(t, author.idToken, interviewer._id);
    const path = `/api/reviews/rmi?interviewerId=${interviewer._id}`;
    const anonymous = JSON.parse((await read(path)).text) as Review[];
    expect(anonymous[0]).toMatchObject({ _id: review._id, isOwnReview: false });
    const reads = countReads(t.deps.store);
    const mine = JSON.parse((await read(path, author.idToken)).text) as Review[];
    expect(mine[0]).toMatchObject({ _id: review._id, isOwnReview: true });
    expect(reads()).toBeGreaterThan(0);
    // The personalised answer was not kept for visitors either.
    expect((JSON.parse((await read(path)).text) as Review[])[0]).toMatchObject({ isOwnReview: false });
    const again = reads();
    await read(path, author.idToken);
    expect(reads()).toBeGreaterThan(again);
  });

  test('a bearer on a read that does not depend on it shares the cached answer, byte for byte', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/api/interviewers/${interviewer._id}`;
    const list = '/api/interviewers?page=1&limit=5';
    const reads = countReads(t.deps.store);
    const visitor = await read(path);
    const afterVisitor = reads();
    const signedIn = await read(path, author.idToken);
    expect(reads()).toBe(afterVisitor);
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toBe(visitor.text);
    expect([...signedIn.headers.entries()]).toEqual([...visitor.headers.entries()]);
    // A signed-in miss fills the cache for visitors and other accounts alike.
    const first = await read(list, author.idToken);
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(afterVisitor);
    expect((await read(list)).text).toBe(first.text);
    expect((await read(list, (await createAccount()).idToken)).text).toBe(first.text);
    expect(reads()).toBe(afterFirst);
  });

  test('a malformed or forged bearer gets what it got before on reads that ignore it: the public answer', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/api/interviewers/${interviewer._id}`;
    const visitor = await read(path);
    for (const token of ['not-a-token', `${author.idToken}x`, 'a'.repeat(5000)]) {
      const answer = await read(path, token);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(visitor.text);
    }
    // Where a bearer personalises, a bad one is still refused, never answered from the cache.
    const reviews = `/api/reviews/rmi?interviewerId=${interviewer._id}`;
    expect((await read(reviews)).status).toBe(200);
    expect((await read(reviews, 'not-a-token')).status).toBe(401);
  });

  test('knows which public reads a bearer personalises', () => {
    for (const path of [
      '/api/reviews/rmi',
      '/reviews/rmi',
      '/api/managers/abcdefabcdefabcdefab',
      '/api/company-reviews/company/abcdefabcdefabcdefab',
    ])
      expect([path, isPersonalisedRead(path)]).toEqual([path, true]);
    for (const path of [
      '/api/interviewers',
      '/api/interviewers/abcdefabcdefabcdefab',
      '/api/managers/search/ann',
      '/api/search',
      '/api/companies/abcdefabcdefabcdefab/insights',
      '/api/themes/interviewer/abcdefabcdefabcdefab/reviews',
    ])
      expect([path, isPersonalisedRead(path)]).toEqual([path, false]);
  });

  test('non-200 answers and non-public routes are not cached', async () => {
    const reads = countReads(t.deps.store);
    const missing = '/api/interviewers/abcdefabcdefabcdefab';
    expect((await read(missing)).status).toBe(404);
    const once = reads();
    expect((await read(missing)).status).toBe(404);
    expect(reads()).toBeGreaterThan(once);
    // /ping tells the time: always computed.
    const ping = () => read('/api/ping').then((r) => JSON.parse(r.text).time as string);
    const before = await ping();
    t.clock.advance(1000);
    expect(await ping()).not.toBe(before);
  });

  test('answers expire after the TTL (the app clock)', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const path = `/api/interviewers/${interviewer._id}`;
    await read(path);
    const reads = countReads(t.deps.store);
    t.clock.advance(4000);
    await read(path);
    expect(reads()).toBe(0);
    t.clock.advance(1000);
    await read(path);
    expect(reads()).toBeGreaterThan(0);
  });

  test('the cache keeps at most maxEntries answers (least recently used goes)', async () => {
    const small = await createTestApp({ publicReadCache: { maxEntries: 2 } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await addInterviewer(small, author.idToken))._id);
      const reads = countReads(small.deps.store);
      const get = async (id: string) => {
        const before = reads();
        const res = await small.request('GET', `/interviewers/${id}`);
        expect((await json<Interviewer>(res))._id).toBe(id);
        return reads() > before ? 'miss' : 'hit';
      };
      const [a, b, c] = ids as [string, string, string];
      expect([await get(a), await get(b), await get(a)]).toEqual(['miss', 'miss', 'hit']);
      expect(await get(c)).toBe('miss'); // evicts b, the least recently used
      expect([await get(a), await get(c), await get(b)]).toEqual(['hit', 'hit', 'miss']);
    } finally {
      await small.close();
    }
  });

  test('publicReadCache: false turns it off', async () => {
    const off = await createTestApp({ publicReadCache: false });
    try {
      const interviewer = await addInterviewer(off, author.idToken);
      const reads = countReads(off.deps.store);
      await off.request('GET', `/interviewers/${interviewer._id}`);
      const once = reads();
      await off.request('GET', `/interviewers/${interviewer._id}`);
      expect(reads()).toBe(2 * once);
    } finally {
      await off.close();
    }
  });
});

describe('ReadCache and its keys', () => {
  const entry = (bytes: number, version = 0) => ({
    body: new Uint8Array(bytes),
    headers: {},
    bytes,
    expiresAt: 10_000,
    version,
  });

  test('bounded by total bytes; an answer over an eighth of the budget is not kept', () => {
    const cache = new ReadCache({ maxEntries: 100, maxBytes: 1000, ttlMs: 5000 });
    cache.set('a', entry(100));
    cache.set('b', entry(100));
    cache.get('a', 0, 0);
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) cache.set(key, entry(100));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('b', 0, 0)).toBeUndefined();
    cache.set('big', entry(126));
    expect(cache.get('big', 0, 0)).toBeUndefined();
  });

  test('an answer asked for again outlives a flood of answers asked for once', () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 100_000, ttlMs: 5000 });
    cache.set('hot', entry(10));
    cache.get('hot', 0, 0);
    for (let i = 0; i < 100; i++) cache.set(`once-${i}`, entry(10));
    expect(cache.size).toBe(10);
    expect(cache.get('hot', 0, 0)).toBeDefined();
    // Kept apart at most for 8 of the 10, and once they are full only an answer asked for more often
    // than the least recently asked of them joins them: the last two asked for a second time wait with
    // the new ones, and go first.
    for (let i = 91; i < 100; i++) expect(cache.get(`once-${i}`, 0, 0)).toBeDefined();
    for (let i = 0; i < 3; i++) cache.set(`new-${i}`, entry(10));
    expect(cache.size).toBe(10);
    expect(cache.get('hot', 0, 0)).toBeDefined();
    expect(cache.get('once-98', 0, 0)).toBeUndefined();
    // Asked for more often than the least recently asked one kept apart (once-91), one takes its place.
    for (let n = 0; n < 2; n++) cache.get('new-2', 0, 0);
    for (let i = 3; i < 6; i++) cache.set(`new-${i}`, entry(10));
    expect(cache.get('new-2', 0, 0)).toBeDefined();
    expect(cache.get('once-91', 0, 0)).toBeUndefined();
  });

  test('every query name a documented public read takes is part of its key', () => {
    const sample = (path: string) =>
      path.replace('{kind}', 'interviewer').replace(/\{[^}]+\}/g, 'abcdefabcdefabcdefab');
    const reads = OPERATIONS.filter((op) => op.method === 'get' && isPublicReadPath(sample(op.path)));
    expect(reads.length).toBeGreaterThan(15);
    for (const op of reads) {
      const path = sample(op.path);
      const names = Object.keys(op.query?.shape ?? {});
      expect([path, [...(queryNamesRead(path) ?? ['every name'])].sort()]).toEqual([path, names.sort()]);
    }
  });

  test('a new write version empties it, and answers read before it are refused', () => {
    const cache = new ReadCache({ maxEntries: 100, maxBytes: 1000, ttlMs: 5000 });
    cache.set('a', entry(10, 3));
    expect(cache.get('a', 3, 0)).toBeDefined();
    expect(cache.get('a', 4, 0)).toBeUndefined();
    cache.set('b', entry(10, 3));
    expect(cache.size).toBe(0);
  });

  test('keys: public routes only, raw path, the query names the route reads, decoded and written one way, sorted by name (repeats keep their order)', () => {
    const base = 'http://localhost';
    expect(readCacheKey(`${base}/api/reviews/rmi?sort=b&interviewerId=1&sort=a`)).toBe(
      '/api/reviews/rmi?interviewerId=1&sort=b&sort=a',
    );
    // Names the route does not read are no part of the key (read-cache-flood.security.test.ts).
    expect(readCacheKey(`${base}/api/interviewers/x?b=2&a=1&b=1`)).toBe('/api/interviewers/x');
    expect(readCacheKey(`${base}/api/reviews/rmi?interviewerId=1&utm_source=x&_=1`)).toBe(
      '/api/reviews/rmi?interviewerId=1',
    );
    // A name sent encoded is the same name to the app, which reads the first of a repeated one: two
    // orders of the same pairs are different requests, and must not share a key.
    const encodedFirst = readCacheKey(`${base}/api/interviewers?page=1&%6cimit=5&limit=100000`);
    const plainFirst = readCacheKey(`${base}/api/interviewers?page=1&limit=100000&%6cimit=5`);
    expect(encodedFirst).not.toBe(plainFirst);
    // Values as the app reads them, written one way (read-cache-key-encodings.security.test.ts): an escape
    // that is not UTF-8 is the text Hono leaves, so the same as its `%25` spelling.
    expect(readCacheKey(`${base}/api/search?q=%zz&a=1`)).toBe('/api/search?q=%25zz');
    expect(readCacheKey(`${base}/api/search?%71=a+%62#x`)).toBe('/api/search?q=a%20b');
    // The app reads no fragment: a path with one is not kept (`#1`, `#2`… were an entry each).
    expect(readCacheKey(`${base}/api/interviewers/x#1`)).toBeNull();
    expect(readCacheKey(`${base}/api/search#1?q=a`)).toBe('/api/search');
    expect(readCacheKey(`${base}/interviewers/search/a%2Fb?searchMode=name`)).toBe(
      '/interviewers/search/a%2Fb?searchMode=name',
    );
    for (const path of [
      '/api/interviewers',
      '/api/managers/search/x',
      '/api/managers/abc',
      '/api/reviews/rmi',
      '/api/search',
      '/api/companies',
      '/api/companies/locations',
      '/api/companies/search/company/_/abc',
      '/api/departments',
      '/api/departments/eng',
      '/api/branches',
      '/api/company-reviews/company/abc',
    ])
      expect(readCacheKey(base + path), path).toBe(path);
    for (const path of [
      '/api/user/profile',
      '/api/user/review-context/interviewers/abc',
      '/api/dev/mailbox',
      '/api/moderation/queue',
      '/api/auth/rmi/login',
      '/api/ping',
      '/api/geocode/script',
      '/api/company-reviews/check-eligibility/abc',
      '/api/interviewers/abc/reviews/def/like',
    ])
      expect(readCacheKey(base + path), path).toBeNull();
  });
});
