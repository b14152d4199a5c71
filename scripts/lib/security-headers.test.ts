// The web app's security headers come from one module (security-headers.ts): firebase.json must hold
// exactly what it says, and the embedded default's web server must send the same headers as Firebase
// Hosting would for the same paths. The one documented local difference: connect-src also allows the
// Auth emulator's origin.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_FILE_REWRITES } from '../../functions/src/http/site-paths.ts';
import { PRERENDERED_FILE, SHELL_FILE } from '../../functions/src/pages/shell-files.ts';
import { writeEmulatorConfig } from './emulator-hosting-config.ts';
import { REPO_ROOT } from './firebase-emulators.ts';
import { routePreloadTags } from './page-load-plugins.ts';
import {
  contentSecurityPolicy,
  cspDirectives,
  globMatches,
  type HostingHeaderRule,
  headerRulesMatcher,
  headersForPath,
  hostingHeaderRules,
  PRODUCTION_HEADER_OPTIONS,
  pathsOutside,
  scriptHash,
  securityHeaders,
  UNHASHED_FILES,
} from './security-headers.ts';
import { createWebApp } from './web-server.ts';

const EMULATOR = 'http://127.0.0.1:9099';
const RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const firebaseRules = (): HostingHeaderRule[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')).hosting.headers;

/** The headers Hosting adds to `path` from firebase.json, names in lower case as fetch reports them. */
function hostingHeadersFor(path: string): Map<string, string> {
  return new Map(
    [...headersForPath(firebaseRules(), path)].map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function parseCsp(value: string | null | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'rmi-headers-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, SHELL_FILE), '<!doctype html><title>x</title><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(distDir, 'manifest.webmanifest'), '{}');
});
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

function localWebApp(options = { authEmulatorOrigin: EMULATOR, maps: true }) {
  return createWebApp({
    distDir,
    apiFetch: () =>
      new Response('{"ok":true}', {
        // What the API app sends on a personal answer: never stored anywhere.
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
        },
      }),
    // What the rendered pages answer (functions/src/pages/pages-app.ts): their own CDN cache rule.
    pagesFetch: (request) =>
      new Response('<!doctype html><title>page</title>', {
        status: new URL(request.url).pathname.includes('.') ? 404 : 200,
        headers: { 'Content-Type': 'text/html', 'Cache-Control': RENDERED_CACHE_CONTROL },
      }),
    firebaseConfig: { projectId: 'demo-x' },
    securityHeaders: options,
  });
}

const html = { Accept: 'text/html' };
// What a browser fetches from the web origin: the landing page and a rendered page that names a person,
// the app shell (as the service worker precaches it), a hashed asset, the service worker, the manifest,
// and a miss.
const PATHS: [string, Record<string, string>, number][] = [
  ['/', html, 200],
  [`/${SHELL_FILE}`, html, 200],
  ['/management/managers/ritu-sharma/m1', html, 200],
  ['/assets/index-abc123.js', {}, 200],
  ['/sw.js', {}, 200],
  ['/manifest.webmanifest', {}, 200],
  ['/no-such-file.png', {}, 404],
  ['/api/ping', {}, 200],
  ['/api/user/profile', {}, 200],
  // The embed widget and its script (issue 17), which the web origin passes to the API app.
  ['/embed/managers/m1', {}, 200],
  ['/embed.js', {}, 200],
];

describe('firebase.json', () => {
  it('holds exactly the headers security-headers.ts defines (npm run firebase:headers writes them)', () => {
    expect(firebaseRules()).toEqual(hostingHeaderRules(PRODUCTION_HEADER_OPTIONS));
  });

  it('sends every security header on every path (but X-Frame-Options on the embed widget, Permissions-Policy on API answers), and no emulator origin', () => {
    for (const [path] of PATHS) {
      const headers = hostingHeadersFor(path);
      for (const name of Object.keys(securityHeaders(PRODUCTION_HEADER_OPTIONS))) {
        // Other sites frame the widget: its own CSP says frame-ancestors *, and no X-Frame-Options.
        const framable = name === 'X-Frame-Options' && path.startsWith('/embed/');
        // Which features a document may use means nothing to JSON (the API reference is a page).
        const data = name === 'Permissions-Policy' && path.startsWith('/api/') && path !== '/api/docs';
        expect(headers.get(name.toLowerCase()), `${name} on ${path}`)[
          framable || data ? 'toBeFalsy' : 'toBeTruthy'
        ]();
      }
      expect(headers.get('content-security-policy')).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    }
  });
});

describe('the embedded web server and Firebase Hosting send the same headers', () => {
  it('on every kind of path: the same values, and a CSP that differs only by the Auth emulator in connect-src', async () => {
    const app = localWebApp();
    for (const [path, requestHeaders, status] of PATHS) {
      const res = await app.request(path, { headers: requestHeaders });
      expect(res.status, path).toBe(status);
      const expected = hostingHeadersFor(path);
      for (const [name, value] of expected) {
        if (name === 'content-security-policy') continue;
        expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      const local = parseCsp(res.headers.get('content-security-policy'));
      const hosting = parseCsp(expected.get('content-security-policy'));
      expect([...local.keys()], path).toEqual([...hosting.keys()]);
      for (const [directive, sources] of hosting) {
        const extra = directive === 'connect-src' ? [EMULATOR] : [];
        expect(local.get(directive)?.sort(), `${directive} on ${path}`).toEqual(
          [...sources, ...extra].sort(),
        );
      }
    }
  });

  it('without a Maps key, the local policy is production minus the Maps sources: scripts from self and one hash only', async () => {
    const res = await localWebApp({ authEmulatorOrigin: EMULATOR, maps: false }).request('/', {
      headers: html,
    });
    const csp = parseCsp(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(res.headers.get('content-security-policy')).not.toMatch(
      /maps|gstatic|ggpht|\*\.google|blob:|data:/,
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      EMULATOR,
    ]);
  });

  it('headers are set by the server, whatever the request says (a forged Referer, Origin or Host changes nothing)', async () => {
    const app = localWebApp();
    const plain = await app.request('/', { headers: html });
    const forged = await app.request('/', {
      headers: {
        ...html,
        Referer: 'https://evil.example/',
        Origin: 'https://evil.example',
        Host: 'evil.example',
      },
    });
    for (const name of Object.keys(securityHeaders(PRODUCTION_HEADER_OPTIONS))) {
      expect(forged.headers.get(name), name).toBe(plain.headers.get(name));
    }
  });

  it("keeps the API's own Cache-Control (no-store on personal answers) and adds the security headers, as Hosting does", async () => {
    for (const path of ['/api/user/profile', '/api/interviewers/x']) {
      const res = await localWebApp().request(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(hostingHeadersFor(path).has('cache-control'), path).toBe(false);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it("keeps the rendered pages' own Cache-Control (s-maxage for the CDN), as Hosting does for the function `pages`", async () => {
    for (const path of ['/management/managers/ritu-sharma/m1', '/interviewers/x', '/no-such-page']) {
      const res = await localWebApp().request(path, { headers: html });
      expect(res.headers.get('cache-control'), path).toBe(RENDERED_CACHE_CONTROL);
      expect(hostingHeadersFor(path).has('cache-control'), path).toBe(false);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('also on /__/firebase/init.json', async () => {
    const res = await localWebApp().request('/__/firebase/init.json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('header rules match paths as Firebase Hosting globs do', () => {
  it('"**" matches every path, "/assets/**" only under /assets/, "*" one segment', () => {
    expect(globMatches('**', '/')).toBe(true);
    expect(globMatches('**', '/management/managers/a/b')).toBe(true);
    expect(globMatches('/assets/**', '/assets/index-1.js')).toBe(true);
    expect(globMatches('/assets/**', '/x/assets/index-1.js')).toBe(false);
    expect(globMatches('/assets/**', '/assets-evil.js')).toBe(false);
    expect(globMatches('/*.js', '/sw.js')).toBe(true);
    expect(globMatches('/*.js', '/a/sw.js')).toBe(false);
    expect(globMatches('/a.b', '/aXb')).toBe(false);
  });

  it('the no-cache rule names the unhashed files of the build only, never a rendered page or /api', () => {
    const unhashed = new RegExp(UNHASHED_FILES);
    for (const path of [
      `/${SHELL_FILE}`,
      `/${PRERENDERED_FILE}`,
      '/sw.js',
      '/workbox-00843eeb.js',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]) {
      expect(unhashed.test(path), path).toBe(true);
    }
    for (const path of [
      // The landing page is rendered too: its s-maxage reaches the CDN.
      '/',
      '/interviewers/abc',
      '/management/managers/ritu-sharma/m1',
      '/companies/acme/c1',
      '/no-such-page',
      '/api/ping',
      '/api/user/profile',
      '/x/sw.js',
      '/sw.jsx',
    ]) {
      expect(unhashed.test(path), path).toBe(false);
    }
  });

  it("the cache rule leaves alone the site's files the app answers (share images, sitemaps, robots.txt)", () => {
    const unhashed = new RegExp(UNHASHED_FILES);
    for (const path of ['/og/interviewers/a.png', '/sitemap.xml', '/sitemaps/pages.xml', '/robots.txt']) {
      expect(unhashed.test(path), path).toBe(false);
    }
  });

  it('pathsOutside matches exactly the paths that start with none of the prefixes (any prefixes, any paths)', () => {
    const char = fc.constantFrom('/', 'a', 'p', 'i', '.', 'x', '-', ']', '^', '\\');
    const prefix = fc.array(char, { minLength: 1, maxLength: 5 }).map((cs) => `/${cs.join('')}`);
    const path = fc.array(char, { maxLength: 8 }).map((cs) => `/${cs.join('')}`);
    fc.assert(
      fc.property(
        fc.array(prefix, { minLength: 1, maxLength: 4 }),
        fc.array(path, { maxLength: 20 }),
        (prefixes, paths) => {
          const re = new RegExp(pathsOutside(prefixes));
          for (const p of paths)
            expect(re.test(p), `${prefixes} ${p}`).toBe(!prefixes.some((x) => p.startsWith(x)));
        },
      ),
      { seed: 15, numRuns: 300 },
    );
  });

  it("firebase.json rewrites the site's files to the function before the SPA fallback", () => {
    const config = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
    };
    const sources = config.hosting.rewrites.map((r) => r.source);
    for (const source of SITE_FILE_REWRITES) {
      const rule = config.hosting.rewrites.find((r) => r.source === source);
      expect(rule?.function?.functionId, source).toBe('api');
      expect(sources.indexOf(source)).toBeLessThan(sources.indexOf('**'));
    }
  });

  it('X-Frame-Options stays off /embed/ only', () => {
    const outside = new RegExp(pathsOutside(['/embed/']));
    for (const path of ['/', '/e', '/embed', '/embed.js', '/embedded/x', '/api/embed/x', '/x/embed/y']) {
      expect(outside.test(path), path).toBe(true);
    }
    for (const path of ['/embed/', '/embed/managers/m1', '/embed/a/b/c']) {
      expect(outside.test(path), path).toBe(false);
    }
    const rules = hostingHeaderRules(PRODUCTION_HEADER_OPTIONS);
    expect(headersForPath(rules, '/embed/managers/m1').get('Content-Security-Policy')).toContain(
      'frame-ancestors *',
    );
    expect(headersForPath(rules, '/embed/managers/m1').get('Cache-Control')).toMatch(/^public/);
    expect(headersForPath(rules, '/embed.js').get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(headersForPath(rules, '/embed.js').get('Content-Security-Policy')).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('API answers carry a policy that allows nothing; the API reference page and the site pages their own', () => {
    const rules = hostingHeaderRules(PRODUCTION_HEADER_OPTIONS);
    const csp = (path: string) => headersForPath(rules, path).get('Content-Security-Policy') ?? '';
    for (const path of ['/api/interviewers', '/api/reviews/rmi', '/api/user/review-context/manager/m1']) {
      expect(csp(path), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    // The site's policy is about 700 bytes: every API answer the PWA fetches is that much smaller.
    expect(csp('/').length).toBeGreaterThan(600);
    expect(csp('/management/managers/a/m1')).toBe(csp('/'));
    expect(csp('/api/docs')).toContain("script-src 'self'");
    expect(csp('/api/docs')).not.toBe(csp('/'));
    // Not an /api path, whatever it contains.
    expect(csp('/apis/x')).toBe(csp('/'));
    expect(csp('/api')).toBe(csp('/'));
    const permissions = (path: string) => headersForPath(rules, path).get('Permissions-Policy');
    expect(permissions('/api/interviewers')).toBeUndefined();
    expect(permissions('/api/docs')).toBe(permissions('/'));
    expect(permissions('/')).toContain('camera=()');
    expect(csp('/embed/managers/m1')).toContain('frame-ancestors *');
  });

  it('later rules win for the same header: hashed assets are immutable, everything else revalidated', () => {
    const rules = hostingHeaderRules(PRODUCTION_HEADER_OPTIONS);
    expect(headersForPath(rules, '/assets/index-1.js').get('Cache-Control')).toContain('immutable');
    expect(headersForPath(rules, '/sw.js').get('Cache-Control')).toBe('no-cache');
    expect(headersForPath(rules, `/${SHELL_FILE}`).get('Cache-Control')).toBe('no-cache');
    // The landing page is a rendered page: the function's own Cache-Control (s-maxage) reaches the CDN.
    expect(headersForPath(rules, '/').has('Cache-Control')).toBe(false);
    expect(headersForPath(rules, '/api/user/profile').has('Cache-Control')).toBe(false);
    expect(headersForPath(rules, '/interviewers/x').has('Cache-Control')).toBe(false);
  });

  it('keeps the shell and the prerendered pages out of search indexes, never the rendered pages', () => {
    const rules = hostingHeaderRules(PRODUCTION_HEADER_OPTIONS);
    expect(headersForPath(rules, `/${SHELL_FILE}`).get('X-Robots-Tag')).toBe('noindex');
    expect(headersForPath(rules, `/${PRERENDERED_FILE}`).get('X-Robots-Tag')).toBe('noindex');
    for (const path of ['/', '/faq', '/managers/m1', `/x/${SHELL_FILE}`, `/${SHELL_FILE}x`]) {
      expect(headersForPath(rules, path).has('X-Robots-Tag'), path).toBe(false);
    }
  });

  it('the compiled matcher the web server uses gives every path what the rules say, on every call', () => {
    const rules = hostingHeaderRules(PRODUCTION_HEADER_OPTIONS);
    const matcher = headerRulesMatcher(rules);
    // The rules applied one by one, later ones winning: the reference.
    const reference = (path: string) => {
      const out = new Map<string, string>();
      for (const rule of rules) {
        const hit = 'regex' in rule ? new RegExp(rule.regex).test(path) : globMatches(rule.source, path);
        if (hit) for (const { key, value } of rule.headers) out.set(key, value);
      }
      return out;
    };
    const paths = [
      '/',
      '/sw.js',
      '/assets/index-1.js',
      '/api/ping',
      '/api/docs',
      '/api/docs/x',
      '/apix',
      '/a/b',
    ];
    // Twice over, in two orders: merged headers kept per combination of rules must not leak between paths.
    for (const path of [...paths, ...[...paths].reverse()]) {
      expect(new Map(matcher(path)), path).toEqual(reference(path));
    }
    expect(new Map(matcher('/api/docs')).get('Content-Security-Policy')).not.toBe(
      new Map(matcher('/api/ping')).get('Content-Security-Policy'),
    );
  });

  it('a path asked again is answered without testing the patterns again (the API reads the web origin serves)', () => {
    const matcher = headerRulesMatcher(hostingHeaderRules(PRODUCTION_HEADER_OPTIONS));
    const first = matcher('/api/managers/m1');
    const tests = vi.spyOn(RegExp.prototype, 'test');
    try {
      expect(matcher('/api/managers/m1')).toBe(first);
      expect(tests).not.toHaveBeenCalled();
    } finally {
      tests.mockRestore();
    }
  });

  it('what it keeps per path stays right and bounded, whatever paths come, in any number and order', () => {
    const rules = hostingHeaderRules(PRODUCTION_HEADER_OPTIONS);
    const matcher = headerRulesMatcher(rules);
    const segment = fc.constantFrom('api', 'docs', 'assets', 'embed', 'sw.js', SHELL_FILE, 'x', 'a.js', '');
    const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 60 }), (paths) => {
        for (const p of [...paths, ...paths])
          expect(new Map(matcher(p)), p).toEqual(headersForPath(rules, p));
      }),
      { numRuns: 200 },
    );
    // Far more distinct paths than it keeps: still right for the first ones, asked again at the end.
    for (let i = 0; i < 5000; i++) matcher(`/api/managers/m${i}`);
    expect(new Map(matcher('/api/docs'))).toEqual(headersForPath(rules, '/api/docs'));
    expect(new Map(matcher('/api/managers/m0'))).toEqual(headersForPath(rules, '/api/managers/m0'));
  });
});

describe('the policy', () => {
  const production = new Map(cspDirectives(PRODUCTION_HEADER_OPTIONS));

  it('runs no script but our own files and the hashed preload script: no inline, eval, wildcard or scheme source', () => {
    for (const source of production.get('script-src') ?? []) {
      expect(source).not.toMatch(/unsafe|\*|^https?:$|^data:|^blob:|strict-dynamic/);
    }
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('base-uri')).toEqual(["'self'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows each inline script the build writes into index.html by its hash, and nothing else inline', () => {
    const tags = routePreloadTags(['/assets/a.js'], [['^/a$', [0]]]);
    const inline = [...tags.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    for (const [, text] of inline) expect(production.get('script-src')).toContain(scriptHash(text ?? ''));
    // The build's file names live in the data block: a different build, the same script and hash.
    const other = routePreloadTags(['/assets/b-999.js'], [['^/b$', [0]]]);
    expect(other.match(/<script>[\s\S]*?<\/script>/)?.[0]).toBe(
      tags.match(/<script>[\s\S]*?<\/script>/)?.[0],
    );
  });

  it('denies what the app does not use and keeps the referrer to our origin', () => {
    const headers = securityHeaders(PRODUCTION_HEADER_OPTIONS);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(contentSecurityPolicy({ maps: false })).not.toContain('maps.googleapis.com');
  });
});

describe('npm run emulators', () => {
  it('runs Hosting with firebase.json plus the Auth emulator in connect-src, its paths pointing back to the repo', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rmi-emulator-config-'));
    try {
      const config = JSON.parse(readFileSync(writeEmulatorConfig(join(dir, 'config')), 'utf8'));
      const original = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8'));
      const resolved = (path: string) => resolve(dir, 'config', path);
      expect(resolved(config.hosting.public)).toBe(join(REPO_ROOT, 'dist'));
      expect(resolved(config.functions[0].source)).toBe(join(REPO_ROOT, 'functions'));
      expect(resolved(config.firestore.rules)).toBe(join(REPO_ROOT, 'firestore.rules'));
      expect(config.hosting.rewrites).toEqual(original.hosting.rewrites);
      expect(config.emulators).toEqual(original.emulators);
      const csp = (rules: HostingHeaderRule[]) =>
        parseCsp(headersForPath(rules, '/').get('Content-Security-Policy'));
      const emulator = `http://127.0.0.1:${original.emulators.auth.port}`;
      expect(csp(config.hosting.headers).get('connect-src')?.sort()).toEqual(
        [...(csp(original.hosting.headers).get('connect-src') ?? []), emulator].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
