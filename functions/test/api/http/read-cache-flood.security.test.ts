// The public read cache (http/public-read-cache.ts) against a flood of reads nobody else asks for.
// Before, its key was the raw query, so `?junk=1`, `?junk=2`… (names no route reads) each made an
// entry of their own: every one a store read, and a few thousand of them pushed every real visitor's
// answer out. Now a name the route does not read is no part of the key, and an answer asked for a
// second time is kept apart from answers asked for once, so reads asked once cannot push it out.
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { countReads } from '../../support/read-answers.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, type Interviewer } from '../interviewers/support.ts';

let t: TestApp;
let author: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ publicReadCache: { maxEntries: 20 }, callerReadCache: false });
  author = await createAccount();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Reads `path` as a visitor: 'hit' when no store read was made. */
async function read(path: string): Promise<'hit' | 'miss'> {
  const reads = countReads(t.deps.store);
  const res = await t.request('GET', path);
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  const made = reads();
  vi.restoreAllMocks();
  return made > 0 ? 'miss' : 'hit';
}

test('query names the route does not read share the answer: junk parameters cost no store read', async () => {
  const interviewer = await addInterviewer(t, author.idToken);
  const path = `/api/interviewers/${interviewer._id}`;
  expect(await read(path)).toBe('miss');
  const outcomes = [];
  for (let i = 0; i < 30; i++) outcomes.push(await read(`${path}?junk=${i}&_=${Date.now()}`));
  expect(outcomes.every((o) => o === 'hit')).toBe(true);
  // The answer is the one the route gives: it never read them.
  const res = await t.request('GET', `${path}?junk=x`);
  expect((await json<Interviewer>(res))._id).toBe(interviewer._id);

  // A name the route does read still makes its own answer.
  expect(await read('/api/interviewers?limit=3')).toBe('miss');
  expect(await read('/api/interviewers?limit=4')).toBe('miss');
  expect(await read('/api/interviewers?limit=4&junk=1')).toBe('hit');
});

test('a flood of reads asked once does not push out an answer readers keep asking for', async () => {
  const interviewer = await addInterviewer(t, author.idToken);
  const hot = `/api/interviewers/${interviewer._id}`;
  expect([await read(hot), await read(hot)]).toEqual(['miss', 'hit']);

  // Valid reads, each different (searches anyone can make up): more than the cache holds.
  for (let i = 0; i < 60; i++) expect(await read(`/api/search?q=nobody${i}`)).toBe('miss');

  expect(await read(hot)).toBe('hit');
});

test('reads each asked twice do not push out an answer readers ask for far more often', async () => {
  // A script asks each made-up search twice: asked again, each was kept as wanted and pushed the
  // answers readers keep asking for out of the protected part, then out of the cache.
  const interviewer = await addInterviewer(t, author.idToken);
  const hot = `/api/interviewers/${interviewer._id}`;
  expect(await read(hot)).toBe('miss');
  for (let i = 0; i < 8; i++) expect(await read(hot)).toBe('hit');

  for (let i = 0; i < 40; i++) {
    await read(`/api/search?q=twice${i}`);
    await read(`/api/search?q=twice${i}`);
  }

  expect(await read(hot)).toBe('hit');
});
