// The embedded default's web origin looks on disk only for paths that can name a file of the build (the
// build writes only files with an extension): a page's path goes to the rendered pages without a
// filesystem check per navigation (issue 15, rendered pages' throughput), and so does '/': the landing page
// is rendered like every other page, the shell being app-shell.html (functions/src/pages/shell-files.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_FILE } from '../../functions/src/pages/shell-files.ts';
import { acceptedEncoding } from './compress-answers.ts';
import { createWebApp, isApiPath, mayBeBuildFile } from './web-server.ts';

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'rmi-web-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, 'interviewers'));
  writeFileSync(join(distDir, SHELL_FILE), '<!doctype html><title>shell</title><div id="root"></div>');
  // An index.html left by an older build: '/' must still be the rendered landing page.
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>old shell</title><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A file without an extension where a page lives: the build never writes one, so it is never served.
  writeFileSync(join(distDir, 'interviewers', 'abc'), 'a stray file');
  mkdirSync(join(distDir, 'team'));
  writeFileSync(join(distDir, 'team', 'index.html'), 'a stray directory index');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function webApp(apiFetch: (request: Request) => Response = () => Response.json({ ok: true })) {
  return createWebApp({
    distDir,
    apiFetch,
    pagesFetch: (request) =>
      new Response(`page ${new URL(request.url).pathname}`, { headers: { 'Content-Type': 'text/html' } }),
    firebaseConfig: { projectId: 'demo-x' },
    securityHeaders: { authEmulatorOrigin: 'http://127.0.0.1:9099', maps: false },
  });
}

describe('the web origin', () => {
  it('answers a page path from the pages, never from a file or directory of the same name', async () => {
    const app = webApp();
    expect(await (await app.request('/interviewers/abc')).text()).toBe('page /interviewers/abc');
    expect(await (await app.request('/team')).text()).toBe('page /team');
    expect(await (await app.request('/team/')).text()).toBe('page /team/');
  });

  it('answers / with the rendered landing page, never with a file of the build', async () => {
    const app = webApp();
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page /');
    expect(await (await app.request('/?utm_source=x')).text()).toBe('page /');
  });

  it('still serves the build files and the shell by its name, and a miss with an extension goes to the pages', async () => {
    const app = webApp();
    expect(await (await app.request('/assets/index-abc123.js')).text()).toBe('console.log(1)');
    expect(await (await app.request(`/${SHELL_FILE}`)).text()).toContain('<title>shell</title>');
    expect(await (await app.request('/no-such-file.png')).text()).toBe('page /no-such-file.png');
    // Traversal stays refused by serveStatic for what it does look up.
    expect(await (await app.request('/assets/..%2f..%2fetc%2fpasswd.txt')).text()).not.toContain('root:');
  });

  it('mayBeBuildFile: only paths whose last segment has an extension, never "/"', () => {
    expect(mayBeBuildFile('/')).toBe(false);
    expect(mayBeBuildFile(`/${SHELL_FILE}`)).toBe(true);
    expect(mayBeBuildFile('/sw.js')).toBe(true);
    expect(mayBeBuildFile('/assets/x-1.css')).toBe(true);
    expect(mayBeBuildFile('/companies/acme/c1')).toBe(false);
    expect(mayBeBuildFile('/v1.2/page')).toBe(false);
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1 }), (segments) => {
        expect(mayBeBuildFile(`/${segments.join('/')}`)).toBe(false);
      }),
    );
  });
});

describe('API answers through the web origin (issue 19 item 5)', () => {
  it("isApiPath takes exactly the paths Hono's route '/api/*' took (the web origin's routing until issue 19)", async () => {
    const hono = new Hono();
    hono.all('/api/*', (c) => c.text('api'));
    hono.all('*', (c) => c.text('other'));
    const segment = fc.oneof(
      fc.constantFrom(
        'api',
        'API',
        'apix',
        'ap',
        '%61pi',
        'ap%69',
        'api%2F',
        '..',
        '.',
        '',
        '%2e%2e',
        'a%20b',
      ),
      fc.stringMatching(/^[a-z0-9.%-]{0,6}$/),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (segments, query) => {
          const url = `http://localhost/${segments.join('/')}${query ? '?api=/api/x' : ''}`;
          const routed = await (await hono.request(url)).text();
          expect(isApiPath(getPath(new Request(url))), url).toBe(routed === 'api');
        },
      ),
      { numRuns: 500 },
    );
  });

  // A public read as the API's read cache replays it: JSON bytes, over the compression threshold.
  const body = JSON.stringify({
    reviews: Array.from({ length: 40 }, (_, i) => ({ id: `r${i}`, text: 'x'.repeat(50) })),
  });
  const answer = () =>
    new Response(new TextEncoder().encode(body), {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' },
    });

  it('passes the answer through as the API made it: no copy of its body, Vary and the security headers added', async () => {
    let made: Response | undefined;
    const app = webApp(() => {
      made = answer();
      return made;
    });
    const res = await app.request('/api/managers/m1?limit=20');
    // The same Response: the node server writes its bytes as they are, with no web stream in between.
    expect(res).toBe(made);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(body);
  });

  it('still compresses for a client that accepts gzip, and leaves Vary: * and no-transform alone', async () => {
    const app = webApp(answer);
    const res = await app.request('/api/managers/m1', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(body);

    const refused = await app.request('/api/x', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(body);

    const untouched = webApp(
      () =>
        new Response(body, {
          headers: { 'content-type': 'application/json', 'cache-control': 'no-transform', vary: '*' },
        }),
    );
    const kept = await untouched.request('/api/x', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(kept.headers.get('vary')).toBe('*');
  });

  it('acceptedEncoding: gzip before deflate at equal weight, q=0 refuses, * stands for the rest', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('br')).toBeNull();
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('deflate, gzip;q=0.5')).toBe('deflate');
    expect(acceptedEncoding('gzip;q=0, *')).toBe('deflate');
    expect(acceptedEncoding('*;q=0')).toBeNull();
    expect(acceptedEncoding('gzip;q=abc')).toBeNull();
  });
});
