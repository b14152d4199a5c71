// The web origin (scripts/lib/web-server.ts) serves /api in process, with Firebase Hosting's header rules
// and compression on top (issue 19 item 5). Over real sockets, each of its answers must be the answer of
// the app behind it (the API port for /api, the site's files and path tricks; the rendered pages; the
// build's files) with exactly what Hosting adds: the rules of firebase.json for that path, over the
// app's own headers, and Vary: Accept-Encoding on a compressible answer. Same status, same headers, same
// body bytes; reads, HEAD, a 304, a range, compressed answers and the requests Node refuses alike.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headersForPath,
  hostingHeaderRules,
  type SecurityHeaderOptions,
} from '../../../../scripts/lib/security-headers.ts';
import { createWebApp } from '../../../../scripts/lib/web-server.ts';
import { ShareImages } from '../../../src/http/share-image/share-images.ts';
import { SHELL_FILE } from '../../../src/pages/shell-files.ts';
import { listenNode, portOf } from '../../../src/platform/node-server.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { type RawAnswer, sendRaw } from '../../support/raw-http.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';

const HEADER_OPTIONS: SecurityHeaderOptions = { authEmulatorOrigin: 'http://127.0.0.1:9099', maps: false };
// What the rendered pages answer (functions/src/pages/pages-app.ts): HTML with their own CDN rule.
const PAGE = `<!doctype html><title>page</title>${'<p>rendered</p>'.repeat(200)}`;
const ASSET = `console.log(${JSON.stringify('x'.repeat(3000))});`;
/** Headers Node adds to every answer by itself, with values of the moment (Date) or of the socket. */
let t: TestApp;
let distDir: string;
const servers: Server[] = [];
let web = '';
let api = '';
let pages = '';
let interviewerId = '';

beforeAll(async () => {
  t = await createTestApp({ trustedProxyHops: 0, appOptions: { shareImages: new ShareImages() } });
  const author = await createAccount();
  const interviewer = await addInterviewer(t, author.idToken);
  interviewerId = interviewer._id;
  for (let i = 0; i < 6; i++) await addReview(t, (await createAccount()).idToken, interviewerId);

  distDir = mkdtempSync(join(tmpdir(), 'rmi-web-origin-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, SHELL_FILE), '<!doctype html><title>app</title>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), ASSET);
  writeFileSync(join(distDir, 'sw.js'), ASSET);
  const pagesFetch = (request: Request) =>
    new Response(new URL(request.url).pathname.includes('.') ? 'Not found' : PAGE, {
      status: new URL(request.url).pathname.includes('.') ? 404 : 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, s-maxage=60',
        'Referrer-Policy': 'no-referrer',
      },
    });
  const app = createWebApp({
    distDir,
    apiFetch: t.app.fetch,
    pagesFetch,
    firebaseConfig: { projectId: 'demo-x' },
    securityHeaders: HEADER_OPTIONS,
  });
  const listen = async (fetch: Parameters<typeof listenNode>[0]) => {
    const server = await listenNode(fetch, { port: 0, hostname: '127.0.0.1' });
    servers.push(server);
    return `http://127.0.0.1:${portOf(server)}`;
  };
  web = await listen(app.fetch as Parameters<typeof listenNode>[0]);
  api = await listen(t.app.fetch);
  pages = await listen(pagesFetch);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await t?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

/** A text type: compressed, so varying by Accept-Encoding (an answer of ours never declares its length). */
const textual = (answer: RawAnswer) =>
  /^(?:text\/|application\/json)/.test(answer.headers.get('content-type') ?? '');

/** What Hosting sends for `path`: the app's answer, its rules over the app's headers, and Vary. */
function hosted(answer: RawAnswer, path: string, vary = textual(answer)): RawAnswer {
  const headers = new Map(answer.headers);
  if (vary) {
    const given = headers.get('vary');
    headers.set('vary', given ? `${given}, Accept-Encoding` : 'Accept-Encoding');
  }
  for (const [name, value] of headersForPath(hostingHeaderRules(HEADER_OPTIONS), path)) {
    headers.set(name.toLowerCase(), value);
  }
  return { ...answer, headers };
}

function expectSame(actual: RawAnswer, expected: RawAnswer, what: string) {
  expect(actual.status, what).toBe(expected.status);
  expect(Object.fromEntries(actual.headers), what).toEqual(Object.fromEntries(expected.headers));
  expect(actual.body.equals(expected.body), `${what}: body bytes`).toBe(true);
}

describe('the web origin sends what the app behind it sends, with Hosting headers on top', () => {
  it('an API read (JSON over the compression threshold): the API port answer, the rules and Vary', async () => {
    const path = `/api/reviews/rmi?interviewerId=${interviewerId}`;
    const expected = hosted(await sendRaw(api, path), '/api/reviews/rmi');
    expect(expected.body.byteLength).toBeGreaterThan(1024);
    expectSame(await sendRaw(web, path), expected, path);
    expectSame(
      await sendRaw(web, `/api/interviewers/${interviewerId}`),
      hosted(await sendRaw(api, `/api/interviewers/${interviewerId}`), `/api/interviewers/${interviewerId}`),
      'a small read',
    );
    // The rules win over the API's own headers (its secureHeaders say no-referrer and SAMEORIGIN).
    const direct = await sendRaw(api, path);
    expect(direct.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await sendRaw(web, path)).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await sendRaw(web, path)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('small and refused API answers, and the API reference page whose CSP is a rule of its own', async () => {
    for (const path of [
      '/api',
      '/api/ping',
      '/api/no-such-thing',
      '/api/interviewers/not-an-id',
      '/api/docs',
    ]) {
      expectSame(await sendRaw(web, path), hosted(await sendRaw(api, path), path), path);
    }
  });

  it('HEAD of an API read: the API port answer (no body), the rules, no Vary', async () => {
    const path = `/api/interviewers/${interviewerId}`;
    const direct = await sendRaw(api, path, { method: 'HEAD' });
    expect(direct.body.byteLength).toBe(0);
    expectSame(await sendRaw(web, path, { method: 'HEAD' }), hosted(direct, path, false), `HEAD ${path}`);
  });

  it('a conditional request: the share image answers 304 to its ETag, through the web origin as on the API port', async () => {
    const path = `/og/interviewers/${interviewerId}.png`;
    const first = await sendRaw(api, path);
    expect(first.status).toBe(200);
    expectSame(await sendRaw(web, path), hosted(first, path), path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const conditional = { headers: { 'If-None-Match': etag } };
    const notModified = await sendRaw(api, path, conditional);
    expect(notModified.status).toBe(304);
    expectSame(await sendRaw(web, path, conditional), hosted(notModified, path), `${path} (304)`);
  });

  it('a rendered page: the pages answer, the rules over its own Referrer-Policy, and Vary', async () => {
    for (const path of ['/', '/interviewers/jane/abc', '/no-such-file.png']) {
      expectSame(await sendRaw(web, path), hosted(await sendRaw(pages, path), path), path);
    }
  });

  it('a file of the build: its bytes, its type and length, the cache rule, and Vary; a range is left whole', async () => {
    for (const path of ['/assets/index-abc123.js', '/sw.js']) {
      const res = await sendRaw(web, path);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(ASSET);
      const rules = headersForPath(hostingHeaderRules(HEADER_OPTIONS), path);
      for (const [name, value] of rules)
        expect(res.headers.get(name.toLowerCase()), `${name} on ${path}`).toBe(value);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(ASSET)));
      expect(res.headers.get('content-type')).toMatch(/javascript/);
    }
    const range = await sendRaw(web, '/sw.js', { headers: { Range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(ASSET.slice(0, 10));
    expect(range.headers.get('vary')).toBeUndefined();
    expect(range.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses for a client that accepts gzip: the same bytes once gunzipped, the same headers but the encoding', async () => {
    const path = `/api/interviewers/${interviewerId}`;
    const plain = hosted(await sendRaw(api, path), path, true);
    const gzipped = await sendRaw(web, path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    const expected = new Map(plain.headers);
    expected.delete('content-length');
    expected.set('content-encoding', 'gzip');
    expected.set('transfer-encoding', 'chunked');
    expect(Object.fromEntries(gzipped.headers)).toEqual(Object.fromEntries(expected));
  });
});

describe('path tricks and malformed requests behave on the web origin as they did', () => {
  it('dot segments and encoded letters reach the API as on the API port; an encoded slash is no API path', async () => {
    const path = `/api/interviewers/${interviewerId}`;
    // Dot segments are resolved before routing (@hono/node-server builds the URL), on both servers.
    for (const [trick, to] of [
      [`/api/../api/interviewers/${interviewerId}`, api],
      [`/x/../api/interviewers/${interviewerId}`, api],
      ['/api/..%2f..%2fetc%2fpasswd', api],
      ['/api/../../etc/passwd', pages],
      [`/api/../interviewers/${interviewerId}`, pages],
    ] as const) {
      const rulesPath = new URL(trick, 'http://x').pathname;
      expectSame(await sendRaw(web, trick), hosted(await sendRaw(to, trick), rulesPath), trick);
    }
    // An encoded letter is routed to the API as '/api/...'. The test app's contract check refuses that
    // spelling: the node server's JSON 500 on both, which the web origin sends with the Hosting headers
    // (not compressible: not the app's answer).
    const encoded = `/%61pi/interviewers/${interviewerId}`;
    const refused = await sendRaw(api, encoded);
    expect(refused.status).toBe(500);
    expectSame(await sendRaw(web, encoded), hosted(refused, path, false), encoded);
    // '/api%2Finterviewers/...' and '//api/...' are page paths for Hono's router: the rendered pages.
    for (const page of [`/api%2Finterviewers/${interviewerId}`, `//api/interviewers/${interviewerId}`]) {
      const res = await sendRaw(web, page);
      expect(res.body.toString(), page).toBe(PAGE);
    }
    expect((await sendRaw(web, path)).status).toBe(200);
  });

  it('a backslash, a bad Host and huge headers get the same JSON error as on the API port', async () => {
    for (const [path, headers] of [
      ['/api\\ping', {}],
      ['/api/ping', { Host: 'bad host' }],
      ['/api/ping', { 'X-Big': 'x'.repeat(20 * 1024) }],
    ] as [string, Record<string, string>][]) {
      const direct = await sendRaw(api, path, { headers });
      expect(direct.status, path).toBeGreaterThanOrEqual(400);
      expect(direct.status, path).toBeLessThan(500);
      const res = await sendRaw(web, path, { headers });
      expect(res.status, path).toBe(direct.status);
      expect(res.body.toString(), path).toBe(direct.body.toString());
    }
  });

  it('a POST to an API path goes to the API, to any other path to no file and no page', async () => {
    const direct = await sendRaw(api, '/api/interviewers', { method: 'POST' });
    const res = await sendRaw(web, '/api/interviewers', { method: 'POST' });
    expect(res.status).toBe(direct.status);
    expect(res.body.toString()).toBe(direct.body.toString());
    const other = await sendRaw(web, '/sw.js', { method: 'POST' });
    expect(other.status).toBe(404);
    expect(other.body.toString()).toBe('Not found');
  });
});
