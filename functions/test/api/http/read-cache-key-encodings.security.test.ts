// The public read cache (http/public-read-cache.ts) against one query written many ways. Before, the key
// kept each pair as sent, so `q=a` and `q=%61`, `%6a` and `%6A`, `+` and `%20`, an encoded name or a
// fragment each made an entry of their own for one answer: a script made as many store reads and entries
// as it could spell a search, and pushed real answers out. Now the key holds what the app reads (decoded as
// Hono decodes, written one way), so those share one entry; and a value that decodes to something else
// (`%26`, `%2B`, `%23`) is another read, never merged with the one it looks like.
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createApiApp } from '../../../src/http/app.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { countReads } from '../../support/read-answers.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { managerFixture } from '../managers/support.ts';

let t: TestApp;
let author: TestAccount;
let uncached: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  t = await createTestApp({ callerReadCache: false });
  author = await createAccount();
  uncached = createApiApp(t.deps, { callerReadCache: false, publicReadCache: false });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/**
 * Reads `path` as a visitor: 'hit' when no store read was made. The answer must be the one an app
 * without a read cache gives for this very URL, whatever entry it came from.
 */
async function read(path: string): Promise<{ made: 'hit' | 'miss'; text: string }> {
  const reads = countReads(t.deps.store);
  const res = await t.request('GET', path);
  const text = await res.text();
  const made = reads() > 0 ? 'miss' : 'hit';
  vi.restoreAllMocks();
  const plain = await uncached.request(path);
  expect([res.status, text], path).toEqual([plain.status, await plain.text()]);
  return { made, text };
}

/** Every character of `text` percent-encoded, with hex digits in the given case. */
const escaped = (text: string, hex: 'lower' | 'upper') =>
  [...text]
    .map((ch) => {
      const code = ch.charCodeAt(0).toString(16);
      return `%${hex === 'lower' ? code : code.toUpperCase()}`;
    })
    .join('');

test('one search spelt every way the app reads alike: one store read, one entry', async () => {
  const tag = `Kv${Date.now().toString(36)}`;
  await managerFixture(t, author, { managerName: `${tag} Lovelace` });
  const first = await read(`/api/search?q=${tag}+lovelace`);
  expect(first.made).toBe('miss');
  expect(first.text).toContain(`${tag} Lovelace`);
  const variants = [
    `/api/search?q=${tag}%20lovelace`,
    `/api/search?q=${escaped(tag, 'lower')}+lovelace`,
    `/api/search?q=${escaped(tag, 'upper')}%20lovelace`,
    `/api/search?q=${tag}+${escaped('lovelace', 'upper')}`,
    `/api/search?%71=${tag}+lovelace`,
    `/api/search?q=${tag}+lovelace#${tag}`,
    `/api/search?junk=1&q=${tag}%20lovelace&=x&`,
  ];
  for (const path of variants) expect((await read(path)).made, path).toBe('hit');
  // A number written as escapes, too.
  expect((await read('/api/interviewers?limit=3')).made).toBe('miss');
  expect((await read('/api/interviewers?limit=%33')).made).toBe('hit');
  expect((await read('/api/interviewers?%6C%69mit=%33')).made).toBe('hit');
});

test('a value that decodes to something else is its own read, never the answer it resembles', async () => {
  const tag = `Kw${Date.now().toString(36)}`;
  await managerFixture(t, author, { managerName: `${tag} Hopper` });
  const plain = await read(`/api/search?q=${tag}`);
  expect(plain.text).toContain(`${tag} Hopper`);
  // `&` and `#` end the value; their escapes are part of it.
  expect((await read(`/api/search?q=${tag}&x=1`)).made).toBe('hit');
  expect((await read(`/api/search?q=${tag}#x`)).made).toBe('hit');
  for (const path of [`/api/search?q=${tag}%26x=1`, `/api/search?q=${tag}%23x`]) {
    const other = await read(path);
    expect(other.made, path).toBe('miss');
    expect(other.text, path).not.toContain(`${tag} Hopper`);
  }
  // `+` is a space, `%2B` a plus: two searches.
  expect((await read(`/api/search?q=${tag}+hopper`)).made).toBe('miss');
  expect((await read(`/api/search?q=${tag}%2Bhopper`)).made).toBe('miss');
  // An escape that is not UTF-8 stays as sent, as Hono leaves it: the same search as `%25` spelt out.
  expect((await read(`/api/search?q=${tag}%zz`)).made).toBe('miss');
  expect((await read(`/api/search?q=${tag}%25zz`)).made).toBe('hit');
  expect((await read(`/api/search?q=${tag}%E0`)).made).toBe('miss');
  expect((await read(`/api/search?q=${tag}%25E0`)).made).toBe('hit');
  // A repeated name is a list to the validator (a 400), not its first value.
  const twice = await t.request('GET', `/api/search?q=${tag}&q=${tag}`);
  expect(twice.status).toBe(400);
});
