// The rendered pages' cache (pages/pages-app.ts) against query names no page reads. Before, a page was kept
// per path and whole query, so `/interviewers/X?junk=1`, `?junk=2`… each rendered the page afresh (its
// API reads, its store reads, the CPU of a render) and took an entry of its own, pushing real pages out.
// Now a page is kept per path and the query names it reads; what echoes the URL still follows the request:
// a moved slug's 301 keeps the request's own query, and the canonical link and og:url never carry junk.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createPagesApp } from '../../../src/pages/pages-app.ts';
import { parseWebShell } from '../../../src/pages/web-shell.ts';
import { WriteObservedStore } from '../../../src/store/write-observed-store.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { countReads } from '../../support/read-answers.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer } from '../interviewers/support.ts';
import { managerFixture } from '../managers/support.ts';
import { ORIGIN, shellHtml } from './support.ts';

let t: TestApp;
let author: TestAccount;

beforeAll(async () => {
  // No API read cache: every rendering shows as store reads, as on an instance whose API cache is cold.
  t = await createTestApp({ publicOrigin: ORIGIN, publicReadCache: false });
  author = await createAccount();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/**
 * A pages app whose renderings (each asks for the shell once or twice) and API reads are counted; its
 * cache holds `maxEntries` pages.
 */
function countingPages(maxEntries = 2000) {
  const store = t.deps.store;
  if (!(store instanceof WriteObservedStore)) throw new Error('the test app observes its writes');
  const shell = parseWebShell(shellHtml());
  const counts = { renders: 0, apiReads: 0 };
  const app = createPagesApp({
    apiFetch: (request) => {
      counts.apiReads++;
      return t.app.fetch(request);
    },
    shell: async () => {
      counts.renders++;
      return shell;
    },
    origin: ORIGIN,
    writeVersion: () => store.writeVersion,
    now: () => t.deps.clock().getTime(),
    cache: { maxEntries },
  });
  return { app, counts };
}

let current: ReturnType<typeof countingPages>;

/** The cost of answering `path`: renderings, API reads and store reads it made. */
async function cost(app: { request: (path: string) => Response | Promise<Response> }, path: string) {
  const { counts } = current;
  const before = { ...counts };
  const reads = countReads(t.deps.store);
  const res = await app.request(path);
  const html = await res.text();
  const storeReads = reads();
  vi.restoreAllMocks();
  return {
    res,
    html,
    made: {
      renders: counts.renders - before.renders,
      apiReads: counts.apiReads - before.apiReads,
      storeReads,
    },
  };
}
const NOTHING = { renders: 0, apiReads: 0, storeReads: 0 };

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(head(html))?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(head(html))?.[1];

describe('query names no page reads cost nothing and take no room', () => {
  test('junk on a profile, the landing page, a static page and an unknown path: rendered once, then shared', async () => {
    current = countingPages();
    const { app } = current;
    const person = await addInterviewer(t, author.idToken);
    const paths = [`/interviewers/${person._id}`, '/', '/faq', '/no-such-page'];
    for (const path of paths) {
      const first = await cost(app, path);
      expect(first.made.renders, path).toBeGreaterThan(0);
      for (let i = 0; i < 20; i++) {
        const junk = await cost(app, `${path}?junk=${i}&utm_source=x${i}&_=${Date.now()}`);
        expect(junk.made, `${path} junk ${i}`).toEqual(NOTHING);
        expect(junk.res.status, path).toBe(first.res.status);
        expect(junk.html, path).toBe(first.html);
      }
    }
  });

  test('a flood of junk URLs evicts no real page', async () => {
    current = countingPages(8);
    const { app } = current;
    const person = await addInterviewer(t, author.idToken);
    const kept = [`/interviewers/${person._id}`, '/', '/search?q=ada', '/searchresults?q=ada'];
    for (const path of kept) expect((await cost(app, path)).made.renders, path).toBeGreaterThan(0);
    // Far more junk URLs than the cache holds, on a page of its own and on the kept ones.
    for (let i = 0; i < 40; i++) {
      await cost(app, `/team?junk=${i}`);
      await cost(app, `${kept[i % kept.length]}${i % kept.length >= 2 ? '&' : '?'}junk=${i}`);
    }
    for (const path of kept) expect((await cost(app, path)).made, path).toEqual(NOTHING);
  });

  test('canonical link and og:url never carry junk, whatever the first visitor sent', async () => {
    current = countingPages();
    const { app } = current;
    const person = await addInterviewer(t, author.idToken);
    const profile = await cost(app, `/interviewers/${person._id}?junk="><x>&evil=1`);
    expect(canonical(profile.html)).toBe(`${ORIGIN}/interviewers/${person._id}`);
    expect(ogUrl(profile.html)).toBe(`${ORIGIN}/interviewers/${person._id}`);
    const search = await cost(app, '/search?junk=1&q=ada');
    expect(ogUrl(search.html)).toBe(`${ORIGIN}/search?q=ada`);
    const results = await cost(app, '/searchresults?q=ada&junk=1');
    expect(ogUrl(results.html)).toBe(`${ORIGIN}/searchresults?q=ada`);
    for (const { html } of [profile, search, results]) {
      expect(html).not.toContain('junk');
      expect(html).not.toContain('evil');
    }
  });
});

describe('a page that reads its query still answers per query', () => {
  test('site search, manager results and interviewer search: each query its page; junk beside it shares it', async () => {
    current = countingPages();
    const { app } = current;
    const tag = `Qk${Date.now().toString(36)}`;
    await managerFixture(t, author, { managerName: `${tag} Manager`, companyName: `${tag} Co` });
    for (let i = 0; i < 10; i++) await managerFixture(t, author, { managerName: `${tag} M${i}` });
    await addInterviewer(t, author.idToken, { name: `${tag} Interviewer`, company: `${tag} Works` });
    const q = tag.toLowerCase();

    const site = await cost(app, `/search?q=${q}`);
    const other = await cost(app, '/search?q=zzznobody');
    expect(site.made.renders).toBeGreaterThan(0);
    expect(other.made.renders).toBeGreaterThan(0);
    expect(site.html).toContain(`${tag} Manager`);
    expect(other.html).not.toContain(`${tag} Manager`);
    expect((await cost(app, `/search?junk=1&q=${q}`)).made).toEqual(NOTHING);

    const page1 = await cost(app, `/searchresults?q=${q}`);
    const page2 = await cost(app, `/searchresults?q=${q}&page=2`);
    expect(page2.made.renders).toBeGreaterThan(0);
    expect(page1.html).toContain('page 1 of 2');
    expect(page2.html).toContain('page 2 of 2');
    expect((await cost(app, `/searchresults?page=2&utm_source=x&q=${q}`)).html).toBe(page2.html);

    const byName = await cost(app, `/search/${q}`);
    const byCompany = await cost(app, `/search/${encodeURIComponent(`${tag} Works`)}?searchMode=company`);
    expect(byCompany.made.renders).toBeGreaterThan(0);
    expect(byName.html).toContain('Search by name');
    expect(byCompany.html).toContain('Search by company');
    expect(byCompany.html).toContain(`${tag} Interviewer`);
    expect((await cost(app, `/search/${q}?junk=1`)).made).toEqual(NOTHING);
  });
});

describe('a redirect keeps the query of the request it answers', () => {
  test('a moved slug and the singular alias: each request’s own query, from one rendering', async () => {
    current = countingPages();
    const { app } = current;
    const { manager } = await managerFixture(t, author);
    const moved = `/management/managers/old-name/${manager._id}`;
    const first = await cost(app, `${moved}?sort=helpful`);
    expect(first.res.status).toBe(301);
    const target = (first.res.headers.get('location') ?? '').replace(/\?.*$/, '');
    expect(first.res.headers.get('location')).toBe(`${target}?sort=helpful`);
    const second = await cost(app, `${moved}?sort=newest&junk=1`);
    expect(second.made).toEqual(NOTHING);
    expect(second.res.headers.get('location')).toBe(`${target}?sort=newest&junk=1`);
    const bare = await cost(app, moved);
    expect(bare.made).toEqual(NOTHING);
    expect(bare.res.headers.get('location')).toBe(target);

    const person = await addInterviewer(t, author.idToken);
    expect((await cost(app, `/interviewer/${person._id}?utm_source=a`)).res.headers.get('location')).toBe(
      `/interviewers/${person._id}?utm_source=a`,
    );
    const alias = await cost(app, `/interviewer/${person._id}?utm_source=b`);
    expect(alias.made).toEqual(NOTHING);
    expect(alias.res.headers.get('location')).toBe(`/interviewers/${person._id}?utm_source=b`);
  });
});

describe('a query spelt another way is the same page', () => {
  test('escapes in either case, + or %20, an encoded name, a repeated name, a fragment: one rendering', async () => {
    current = countingPages();
    const { app } = current;
    const tag = `Qe${Date.now().toString(36)}`;
    await managerFixture(t, author, { managerName: `${tag} Lamarr` });
    const q = tag.toLowerCase();
    const hex = (text: string) => [...text].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('');
    const first = await cost(app, `/search?q=${q}+lamarr`);
    expect(first.made.renders).toBeGreaterThan(0);
    expect(first.html).toContain(`${tag} Lamarr`);
    for (const path of [
      `/search?q=${q}%20lamarr`,
      `/search?q=${hex(q)}+lamarr`,
      `/search?q=${hex(q).toUpperCase()}%20lamarr`,
      `/search?%71=${q}+lamarr`,
      `/search?q=${q}+lamarr&q=junk1`,
      `/search?q=${q}+lamarr&q=junk2&%71=junk3`,
      `/search?q=${q}+lamarr#x`,
    ]) {
      const again = await cost(app, path);
      expect(again.made, path).toEqual(NOTHING);
      expect(again.html, path).toBe(first.html);
    }
    const page2 = await cost(app, `/searchresults?q=${q}&page=2`);
    expect(page2.made.renders).toBeGreaterThan(0);
    expect((await cost(app, `/searchresults?page=%32&q=${hex(q)}&page=3`)).made).toEqual(NOTHING);
    // A page with no query reads none, whatever follows a `#`.
    const faq = await cost(app, '/faq');
    expect((await cost(app, '/faq#junk1')).made).toEqual(NOTHING);
    expect((await cost(app, '/faq#junk2?q=1')).html).toBe(faq.html);
  });

  test('a value that decodes to something else renders its own page', async () => {
    current = countingPages();
    const { app } = current;
    const tag = `Qf${Date.now().toString(36)}`;
    await managerFixture(t, author, { managerName: `${tag} Noether` });
    const q = tag.toLowerCase();
    const found = await cost(app, `/search?q=${q}`);
    expect(found.html).toContain(`${tag} Noether`);
    for (const path of [`/search?q=${q}%26q=x`, `/search?q=${q}%23x`]) {
      const other = await cost(app, path);
      expect(other.made.renders, path).toBeGreaterThan(0);
      expect(other.html, path).not.toContain(`${tag} Noether`);
    }
    // `+` is a space, `%2B` a plus: two searches, each page naming its own.
    const space = await cost(app, `/search?q=${q}+noether`);
    const plus = await cost(app, `/search?q=${q}%2Bnoether`);
    expect([space.made.renders > 0, plus.made.renders > 0]).toEqual([true, true]);
    expect(space.html).toContain(`${q} noether`);
    expect(plus.html).toContain(`${q}+noether`);
  });
});
