// Partner API keys (issue 17 item 5): `npm run api-key` (its library, runApiKeyCommand) creates a key
// for one origin; scripts there read the public API cross-origin with X-Api-Key, within the key's
// rate limit. Other origins, bad or revoked keys, writes and personal reads are refused, in our JSON
// shape, readable by the calling script. The key itself is never stored.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runApiKeyCommand } from '../../../../scripts/lib/api-key-command.ts';
import { API_KEYS, apiKeyId, listApiKeys } from '../../../src/domain/partners/api-keys.ts';
import type { OriginSource } from '../../../src/http/cors.ts';
import { PARTNER_KEY_CACHE, partnerClientShare, partnerKeys } from '../../../src/http/partner-keys.ts';
import { DEFAULT_PUBLIC_ORIGIN } from '../../../src/http/public-origin.ts';
import { WriteObservedStore } from '../../../src/store/write-observed-store.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer } from '../interviewers/support.ts';
import { ReadCountingStore } from './support.ts';

const PARTNER = 'https://jobs.example.com';
const OTHER = 'https://evil.example';

let t: TestApp;
let reads: ReadCountingStore;
let interviewerId: string;

/** Runs `npm run api-key -- ...args` against the test's store; answers its exit code and output. */
async function apiKey(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runApiKeyCommand(t.deps.store, args, t.clock.now(), (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

/** A new key for `origin` (unique name), as an operator creates it. */
async function createKey(origin = PARTNER, rate?: number): Promise<string> {
  const name = `Partner ${Math.random().toString(36).slice(2, 8)}`;
  const { code, out } = await apiKey(
    'create',
    name,
    '--origin',
    origin,
    ...(rate ? ['--rate', String(rate)] : []),
  );
  expect(code, out).toBe(0);
  const key = out.match(/\b(rmi_[A-Za-z0-9_-]{43})\b/)?.[1];
  expect(key, out).toBeTruthy();
  return key as string;
}

const read = (
  origin: string,
  key: string | undefined,
  path = `/api/interviewers/${interviewerId}`,
  more = {},
  ip?: string,
) =>
  t.request('GET', path, {
    headers: { Origin: origin, ...(key ? { 'X-Api-Key': key } : {}), ...more },
    ...(ip ? { ip } : {}),
  });

const preflight = (origin: string, method = 'GET', path = `/api/interviewers/${interviewerId}`) =>
  t.app.request(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'x-api-key',
    },
  });

beforeAll(async () => {
  let source: OriginSource = () => false;
  t = await createTestApp({
    corsOrigins: [(request, c) => source(request, c)],
    storeLayer: (store) => {
      reads = new ReadCountingStore(store);
      return reads;
    },
  });
  source = partnerKeys({
    store: t.deps.store,
    rateLimiter: t.deps.rateLimiter,
    now: () => t.clock.now().getTime(),
  });
  interviewerId = (await addInterviewer(t, (await createAccount()).idToken))._id;
});
afterAll(() => t.close());

describe('a key for an origin', () => {
  test('opens the public reads to that origin: the answer names it', async () => {
    const key = await createKey();
    for (const path of [
      `/api/interviewers/${interviewerId}`,
      `/interviewers/${interviewerId}`,
      `/api/reviews/rmi?interviewerId=${interviewerId}`,
      '/api/search/all?q=jane',
      '/api/companies',
    ]) {
      const res = await read(PARTNER, key, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
      expect(res.headers.get('vary')).toMatch(/Origin/);
      expect(res.headers.has('access-control-allow-credentials')).toBe(false);
    }
  });

  test('a preflight from an origin with a key is answered for GET with X-Api-Key; not for writes, not for others', async () => {
    await createKey();
    const ok = await preflight(PARTNER);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/X-Api-Key/);
    for (const [origin, method, path] of [
      [OTHER, 'GET', `/api/interviewers/${interviewerId}`],
      [PARTNER, 'POST', '/api/companies'],
      [PARTNER, 'DELETE', `/api/interviewer-reviews/x`],
      [PARTNER, 'GET', '/api/user/profile'],
      [PARTNER, 'GET', '/api/moderation/queue'],
    ] as const) {
      const res = await preflight(origin, method, path);
      expect(res.headers.has('access-control-allow-origin'), `${origin} ${method} ${path}`).toBe(false);
    }
  });

  test('the key’s origin without the key gets no CORS headers', async () => {
    const res = await read(PARTNER, undefined);
    expect(res.status).toBe(200);
    expect(res.headers.has('access-control-allow-origin')).toBe(false);
  });

  test('the key from another origin is a 403 (readable there, so the script learns why)', async () => {
    const key = await createKey();
    const res = await read(OTHER, key);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({
      code: 'forbidden',
      message: expect.stringMatching(/another origin/),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(OTHER);
  });

  test('a key that is not ours, malformed or empty is a 401', async () => {
    const fake = `rmi_${'A'.repeat(43)}`;
    for (const key of [fake, 'rmi_short', 'x'.repeat(5000), ' ', '../../etc']) {
      const res = await read(PARTNER, key);
      expect(res.status, key.slice(0, 20)).toBe(401);
      expect(await json(res)).toMatchObject({ code: 'unauthenticated' });
    }
  });

  test('a revoked key is a 401 at once', async () => {
    const key = await createKey();
    expect((await read(PARTNER, key)).status).toBe(200);
    const id = apiKeyId(key).slice(0, 12);
    const revoked = await apiKey('revoke', id);
    expect(revoked.code, revoked.out).toBe(0);
    const res = await read(PARTNER, key);
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: 'unauthenticated' });
    expect((await apiKey('list')).out).toMatch(new RegExp(`${id} .* revoked`));
  });

  test('without an Origin (a server’s call), a junk, unknown or revoked key is a 401 too; a valid key or none reads', async () => {
    const path = `/api/interviewers/${interviewerId}`;
    const server = (key?: string) => t.request('GET', path, key ? { headers: { 'X-Api-Key': key } } : {});
    // A server needs no key, and the answer is in the read cache (answered before the app routes).
    expect((await server()).status).toBe(200);
    expect((await server()).status).toBe(200);
    const valid = await createKey();
    const revoked = await createKey();
    expect((await apiKey('revoke', apiKeyId(revoked).slice(0, 12))).code).toBe(0);
    // Before: every one of these read as if no key came (200).
    for (const key of [`rmi_${'B'.repeat(43)}`, 'rmi_short', 'junk', revoked]) {
      const res = await server(key);
      expect(res.status, key.slice(0, 20)).toBe(401);
      expect(await json(res)).toMatchObject({ code: 'unauthenticated' });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const ok = await server(valid);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBeNull();
    // An Origin that is not one (a sandboxed frame's `null`) is judged the same way.
    const framed = await t.request('GET', path, { headers: { Origin: 'null', 'X-Api-Key': 'junk' } });
    expect(framed.status).toBe(401);
  });

  test('a key opens no write and no personal read (no CORS headers), and no signed-in read (403)', async () => {
    const key = await createKey();
    const account = await createAccount();
    const write = await t.request('POST', '/api/companies', {
      token: account.idToken,
      body: { name: 'Partner Write Co' },
      headers: { Origin: PARTNER, 'X-Api-Key': key, 'Idempotency-Key': 'pk-1' },
    });
    // Judged as if no key came: the browser may not read it.
    expect(write.headers.has('access-control-allow-origin')).toBe(false);
    for (const path of ['/api/user/profile', '/api/my-reviews', '/api/moderation/queue']) {
      const res = await read(PARTNER, key, path, { Authorization: `Bearer ${account.idToken}` });
      expect(res.headers.has('access-control-allow-origin'), path).toBe(false);
    }
    const signedIn = await read(PARTNER, key, `/api/interviewers/${interviewerId}`, {
      Authorization: `Bearer ${account.idToken}`,
    });
    expect(signedIn.status).toBe(403);
    expect(await json(signedIn)).toMatchObject({ code: 'forbidden' });
  });

  test('over its requests a minute it is a 429 with Retry-After; the next minute it works again', async () => {
    const key = await createKey(PARTNER, 3);
    for (let i = 0; i < 3; i++) expect((await read(PARTNER, key)).status).toBe(200);
    const limited = await read(PARTNER, key);
    expect(limited.status).toBe(429);
    expect(await json(limited)).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(limited.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    // Another key of the same origin has its own count.
    expect((await read(PARTNER, await createKey())).status).toBe(200);
    t.clock.advance(61_000);
    expect((await read(PARTNER, key)).status).toBe(200);
  });

  test('counting a request empties no cache, and a repeat reads no key', async () => {
    const key = await createKey();
    await read(PARTNER, key);
    const store = t.deps.store as WriteObservedStore;
    expect(store).toBeInstanceOf(WriteObservedStore);
    const version = store.writeVersion;
    reads.reset();
    expect((await read(PARTNER, key)).status).toBe(200);
    expect(store.writeVersion).toBe(version);
    expect(reads.reads.get(API_KEYS) ?? 0).toBe(0);
    // The remembered key lives at most PARTNER_KEY_CACHE.ttlMs.
    t.clock.advance(PARTNER_KEY_CACHE.ttlMs + 1);
    expect((await read(PARTNER, key)).status).toBe(200);
    expect(reads.reads.get(API_KEYS)).toBe(1);
  });
});

describe('a forged Origin', () => {
  test('one script sending the partner’s Origin and key cannot use up the key: the partner’s visitors still read', async () => {
    // A key lives in the partner's page, and a script may send any Origin. Before, the script's
    // first 100 requests used the key's whole minute and every visitor then got a 429.
    const key = await createKey(PARTNER, 100);
    const share = partnerClientShare(100);
    expect(share).toBe(10);
    const script = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) statuses.push((await read(PARTNER, key, undefined, {}, script)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(share);
    expect(statuses.slice(share).every((s) => s === 429)).toBe(true);
    const refused = await read(PARTNER, key, undefined, {}, script);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/share/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe(PARTNER);
    // Nine visitors from their own addresses, five reads each: all answered.
    for (let v = 1; v <= 9; v++) {
      for (let i = 0; i < 5; i++) {
        const res = await read(PARTNER, key, undefined, {}, `198.51.100.${v}`);
        expect(res.status, `visitor ${v}, read ${i + 1}`).toBe(200);
      }
    }
  });

  test('a script in one IPv6 home gets one share, whichever of its /64s it sends from', async () => {
    // A home is delegated a /56 or a /48: by /64, one script had 256 or 65,536 shares, the whole key.
    const key = await createKey(PARTNER, 100);
    const share = partnerClientShare(100);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * share; i++) {
      statuses.push((await read(PARTNER, key, undefined, {}, `2001:db8:66:${i.toString(16)}::1`)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(share);
    const refused = await read(PARTNER, key, undefined, {}, '2001:db8:66:ff::1');
    expect(await json(refused)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/share/),
    });
    // A visitor in another home still reads.
    expect((await read(PARTNER, key, undefined, {}, '2001:db8:67:1::1')).status).toBe(200);
  });

  test('the key’s total still holds across addresses', async () => {
    const key = await createKey(PARTNER, 30);
    const ok: number[] = [];
    for (let a = 1; a <= 5; a++) {
      for (let i = 0; i < 10; i++) ok.push((await read(PARTNER, key, undefined, {}, `192.0.2.${a}`)).status);
    }
    expect(ok.filter((s) => s === 200)).toHaveLength(30);
    const over = await read(PARTNER, key, undefined, {}, '192.0.2.99');
    expect(over.status).toBe(429);
    expect(await json(over)).toMatchObject({ message: expect.stringMatching(/used up its requests/) });
  });
});

/**
 * A shared cache in front, as Firebase Hosting's CDN keeps answers: by URL and the request headers
 * the answer's Vary names, for s-maxage (else max-age) seconds, when the answer is public.
 */
function sharedCache() {
  type Kept = { path: string; vary: string[]; asked: Record<string, string>; res: Response };
  const kept: Kept[] = [];
  const headerIn = (headers: Record<string, string>, name: string) => headers[name.toLowerCase()] ?? '';
  return async (path: string, given: Record<string, string>): Promise<Response> => {
    const asked = Object.fromEntries(Object.entries(given).map(([k, v]) => [k.toLowerCase(), v]));
    const hit = kept.find(
      (e) => e.path === path && e.vary.every((name) => headerIn(asked, name) === headerIn(e.asked, name)),
    );
    if (hit) return hit.res.clone();
    const res = await t.request('GET', path, { headers: given });
    const control = res.headers.get('cache-control') ?? '';
    const shared = /\bpublic\b/.test(control) && !/\b(?:private|no-store)\b/.test(control);
    if (res.ok && shared && /max-age=[1-9]/.test(control)) {
      const vary = (res.headers.get('vary') ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      kept.push({ path, vary, asked, res: res.clone() });
    }
    return res;
  };
}

describe('a shared cache in front (the CDN)', () => {
  // The public reads the CDN may keep: oEmbed (an hour) and the home page's latest reviews (a minute).
  const cachedReads = () => [
    `/api/oembed?url=${encodeURIComponent(`${DEFAULT_PUBLIC_ORIGIN}/interviewers/${interviewerId}`)}`,
    '/api/managers/homepage-content',
  ];

  test('a script sending the partner’s Origin without the key leaves no answer that the partner’s visitors get', async () => {
    // Before, the answer varied by Origin alone: kept under the partner's Origin without CORS headers,
    // it was what the partner's keyed requests got from the CDN, and their browsers refused it for
    // as long as the CDN kept it.
    const key = await createKey();
    const cdn = sharedCache();
    for (const path of cachedReads()) {
      const script = await cdn(path, { Origin: PARTNER });
      expect(script.status, path).toBe(200);
      expect(script.headers.has('access-control-allow-origin'), path).toBe(false);
      const visitor = await cdn(path, { Origin: PARTNER, 'X-Api-Key': key });
      expect(visitor.status, path).toBe(200);
      expect(visitor.headers.get('access-control-allow-origin'), path).toBe(PARTNER);
    }
  });

  test('a revoked key is refused at once there too: an answer to a key is kept by no shared cache', async () => {
    const key = await createKey();
    const cdn = sharedCache();
    for (const path of cachedReads()) {
      const res = await cdn(path, { Origin: PARTNER, 'X-Api-Key': key });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).not.toMatch(/\bpublic\b|s-maxage/);
    }
    expect((await apiKey('revoke', apiKeyId(key).slice(0, 12))).code).toBe(0);
    for (const path of cachedReads()) {
      const res = await cdn(path, { Origin: PARTNER, 'X-Api-Key': key });
      expect(res.status, path).toBe(401);
    }
  });

  test('answers to everyone else stay public for the CDN', async () => {
    for (const path of cachedReads()) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/\bpublic\b/);
    }
  });
});

describe('junk in X-Api-Key', () => {
  test('is a 401 that no key read and nothing remembered pays for: a flood of junk keys pushes no partner key out', async () => {
    const key = await createKey();
    expect((await read(PARTNER, key)).status).toBe(200);
    // More junk than the cache holds entries of its booked size (PARTNER_KEY_CACHE.maxBytes / 512).
    const junk = Math.ceil(PARTNER_KEY_CACHE.maxBytes / 512) + 50;
    reads.reset();
    for (let i = 0; i < junk; i++) {
      const res = await read(PARTNER, `junk-${i}-${'x'.repeat(i % 3 === 0 ? 8000 : 10)}`);
      if (res.status !== 401) expect(res.status).toBe(401);
    }
    expect(reads.reads.get(API_KEYS) ?? 0).toBe(0);
    expect((await read(PARTNER, key)).status).toBe(200);
    expect(reads.reads.get(API_KEYS) ?? 0).toBe(0);
  });
});

describe('unknown keys and origins', () => {
  // Shaped like keys, they pass the shape check and are looked up; before, every miss was remembered
  // beside the partners' keys, so a flood of them pushed the keys out and each partner request read
  // its key again (and preflights from made-up origins did the same to "this origin has a key").
  const flood = Math.ceil(PARTNER_KEY_CACHE.maxBytes / 512) + 50;
  const junkKey = (i: number) => `rmi_${i.toString(36).padStart(43, 'J')}`;

  test('a flood of made-up keys pushes no partner key out of the cache: each is a 401, the key reads nothing', async () => {
    const key = await createKey();
    expect((await read(PARTNER, key)).status).toBe(200);
    for (let i = 0; i < flood; i++) {
      const res = await read(PARTNER, junkKey(i), undefined, {}, `203.0.113.${i % 250}`);
      if (res.status !== 401) expect(res.status).toBe(401);
    }
    reads.reset();
    expect((await read(PARTNER, key)).status).toBe(200);
    expect(reads.reads.get(API_KEYS) ?? 0).toBe(0);
  });

  test('a flood of preflights from made-up origins pushes no partner origin out', async () => {
    await createKey();
    expect((await preflight(PARTNER)).headers.get('access-control-allow-origin')).toBe(PARTNER);
    for (let i = 0; i < flood; i++) {
      const res = await preflight(`https://junk-${i}.example`);
      if (res.headers.has('access-control-allow-origin'))
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    reads.reset();
    expect((await preflight(PARTNER)).headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(reads.reads.get(API_KEYS) ?? 0).toBe(0);
  });

  test('an unknown key asked again within the cache’s time is not read again (the misses have their own room)', async () => {
    const unknown = junkKey(flood + 1);
    expect((await read(PARTNER, unknown)).status).toBe(401);
    reads.reset();
    expect((await read(PARTNER, unknown)).status).toBe(401);
    expect(reads.reads.get(API_KEYS) ?? 0).toBe(0);
  });
});

describe('npm run api-key', () => {
  test('stores only the hash of the key: neither the store nor the list shows it', async () => {
    const key = await createKey();
    const stored = await listApiKeys(t.deps.store);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored.map((d) => d.id)).toContain(apiKeyId(key));
    expect((await apiKey('list')).out).not.toContain(key);
  });

  test('refuses an origin that is not exact, a bad rate, a taken name and unknown commands', async () => {
    for (const origin of [
      'https://*.example.com',
      'https://jobs.example.com/path',
      'null',
      'jobs.example.com',
      '*',
    ]) {
      expect((await apiKey('create', 'Bad Origin', '--origin', origin)).code, origin).toBe(2);
    }
    for (const rate of ['0', '-1', '1.5', 'lots', '1000000']) {
      expect(
        (await apiKey('create', `Bad Rate ${rate}`, '--origin', PARTNER, '--rate', rate)).code,
        rate,
      ).not.toBe(0);
    }
    expect((await apiKey('create', 'Taken', '--origin', PARTNER)).code).toBe(0);
    expect((await apiKey('create', 'Taken', '--origin', OTHER)).code).toBe(1);
    expect((await apiKey('create', 'NoOrigin')).code).toBe(2);
    expect((await apiKey('revoke', 'nobody-by-that-name')).code).toBe(1);
    expect((await apiKey('frobnicate')).code).toBe(2);
    // A trailing slash is the same origin.
    expect((await apiKey('create', 'Slash', '--origin', `${PARTNER}/`)).out).toContain(`for ${PARTNER},`);
  });
});
