// The sitemap and robots.txt (issue 15 item 4): an index of pages of at most pageSize URLs, listing
// every profile at its canonical path with lastmod from its last published review (to the day),
// built from the store and kept until the next write; robots.txt names it and keeps crawlers out
// of the API and the personal pages. Absolute URLs on the configured public origin.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Department } from '../../../src/contract/subjects.ts';
import { INTERVIEWERS } from '../../../src/domain/interviewers/interviewer.ts';
import { listedDepartments } from '../../../src/domain/text/department-listing.ts';
import { slugify } from '../../../src/domain/text/normalize.ts';
import { departmentHref } from '../../../src/http/profile-paths.ts';
import { DEFAULT_PUBLIC_ORIGIN } from '../../../src/http/public-origin.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { managerFixture, submitReview, uniqueName } from '../managers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';

const ORIGIN = 'https://rate.example';
const DAY_MS = 86_400_000;
let t: TestApp;
let author: TestAccount;

beforeAll(async () => {
  t = await createTestApp({
    profanity: FAKE_PROFANITY,
    publicOrigin: ORIGIN,
    appOptions: { sitemap: { pageSize: 3 } },
  });
  author = await createAccount();
});
afterAll(() => t.close());

/** The XML parsed (a parse error fails), with its <loc> and <lastmod> pairs. */
async function fetchXml(path: string) {
  const res = await t.request('GET', path, { headers: { Host: 'evil.example' } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
  const text = await res.text();
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const entries = [...doc.documentElement.children].map((el) => ({
    loc: el.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: el.getElementsByTagName('lastmod')[0]?.textContent ?? null,
  }));
  return { root: doc.documentElement.localName, ns: doc.documentElement.namespaceURI, entries, text };
}

/** Every URL in every page the index names. */
async function allUrls() {
  const index = await fetchXml('/sitemap.xml');
  expect(index.root).toBe('sitemapindex');
  const urls: { loc: string; lastmod: string | null }[] = [];
  for (const { loc } of index.entries) {
    expect(loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const page = await fetchXml(new URL(loc).pathname);
    expect(page.root).toBe('urlset');
    expect(page.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(page.entries.length).toBeGreaterThan(0);
    urls.push(...page.entries);
  }
  return { index, urls };
}

describe('sitemap', () => {
  test('a profile created after a first read appears in the next one, at its canonical URL', async () => {
    await allUrls();
    const interviewer = await addInterviewer(t, author.idToken);
    const { manager, company } = await managerFixture(t, author, { managerName: 'Zoë Café & Sons' });
    const locs = (await allUrls()).urls.map((u) => u.loc);
    expect(locs).toContain(`${ORIGIN}/interviewers/${interviewer._id}`);
    expect(locs).toContain(`${ORIGIN}/management/managers/zoe-cafe-sons/${manager._id}`);
    expect(locs).toContain(`${ORIGIN}/companies/${slugify(company.name)}/${company._id}`);
    // The static pages, not the personal ones.
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/All-Companies`);
    for (const loc of locs)
      expect(loc).not.toMatch(/\/(signin|register|account-settings|moderation|outbox|saved|my-reviews)/);
    // No URL twice, none on the request's Host.
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  test('pages hold at most pageSize URLs and the index names exactly as many as the counts need', async () => {
    for (let i = 0; i < 4; i += 1) await addInterviewer(t, author.idToken);
    const { index } = await allUrls();
    const interviewerPages = index.entries.filter((e) => /\/sitemaps\/interviewers-\d+\.xml$/.test(e.loc));
    const count = await t.deps.store.count({ collection: INTERVIEWERS });
    expect(interviewerPages.map((e) => new URL(e.loc).pathname)).toEqual(
      Array.from({ length: Math.ceil(count / 3) }, (_, i) => `/sitemaps/interviewers-${i + 1}.xml`),
    );
    const seen: string[] = [];
    for (const page of interviewerPages) {
      const { entries } = await fetchXml(new URL(page.loc).pathname);
      expect(entries.length).toBeLessThanOrEqual(3);
      seen.push(...entries.map((e) => e.loc));
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    // One page past the end, page 0 and other names are 404s in our JSON.
    for (const path of [
      `/sitemaps/interviewers-${interviewerPages.length + 1}.xml`,
      '/sitemaps/interviewers-0.xml',
      '/sitemaps/interviewers.xml',
      '/sitemaps/people-1.xml',
      '/sitemaps/..%2Fsecrets.xml',
      '/sitemaps/interviewers-99999999999.xml',
    ]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  test('lastmod is the day of the last published review (the creation day before any); a held review leaves it', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    const { manager } = await managerFixture(t, author);
    const lastmodOf = async (suffix: string) =>
      (await allUrls()).urls.find((u) => u.loc.endsWith(suffix))?.lastmod ?? 'missing';
    expect(await lastmodOf(`/interviewers/${interviewer._id}`)).toBe('2026-03-01');
    t.clock.advance(3 * DAY_MS);
    await addReview(t, (await createAccount()).idToken, interviewer._id);
    expect((await submitReview(t, await createAccount(), manager._id)).status).toBe(201);
    expect(await lastmodOf(`/interviewers/${interviewer._id}`)).toBe('2026-03-04');
    expect(await lastmodOf(`/${manager._id}`)).toBe('2026-03-04');
    t.clock.advance(2 * DAY_MS);
    const held = await submitReview(t, await createAccount(), manager._id, { reviewText: 'Smeg of a boss.' });
    expect(held.status).toBe(201);
    await addReview(t, (await createAccount()).idToken, interviewer._id, { reviewText: 'Smeg of a chat.' });
    expect(await lastmodOf(`/interviewers/${interviewer._id}`)).toBe('2026-03-04');
    expect(await lastmodOf(`/${manager._id}`)).toBe('2026-03-04');
  });

  test('a department’s page is listed at its canonical URL; lastmod its latest listed manager’s, never a held review’s', async () => {
    const day = () => t.clock.now().toISOString().slice(0, 10);
    const department = (await (
      await t.request('POST', '/api/departments', {
        token: author.idToken,
        body: { name: uniqueName('Pastry Section') },
      })
    ).json()) as { _id: string; name: string; slug: string };
    const loc = `${ORIGIN}/management/departments/${department.slug}`;
    const entry = async () => (await allUrls()).urls.filter((u) => u.loc === loc);
    // Before any manager: not listed, as /Home does not list it (a thin page).
    expect(await entry()).toEqual([]);

    t.clock.advance(2 * DAY_MS);
    const { manager } = await managerFixture(t, author, { departmentId: department._id });
    const { index } = await allUrls();
    expect(index.entries.map((e) => new URL(e.loc).pathname)).toContain('/sitemaps/departments-1.xml');
    expect(await entry()).toEqual([{ loc, lastmod: day() }]);
    t.clock.advance(DAY_MS);
    expect((await submitReview(t, await createAccount(), manager._id)).status).toBe(201);
    const reviewed = day();
    expect(await entry()).toEqual([{ loc, lastmod: reviewed }]);
    // The same day as the manager's own entry: the department's tells nothing the managers' do not.
    expect((await allUrls()).urls.find((u) => u.loc.endsWith(`/${manager._id}`))?.lastmod).toBe(reviewed);

    // A held review moves neither.
    t.clock.advance(2 * DAY_MS);
    const held = await submitReview(t, await createAccount(), manager._id, { reviewText: 'Smeg of a boss.' });
    expect(held.status).toBe(201);
    expect(await entry()).toEqual([{ loc, lastmod: reviewed }]);
  });

  test('the departments listed are those /Home lists (with managers), split by pageSize, no page empty', async () => {
    const addDepartment = async () =>
      (await (
        await t.request('POST', '/api/departments', {
          token: author.idToken,
          body: { name: uniqueName('Cold Kitchen') },
        })
      ).json()) as { _id: string; name: string; slug: string };
    // Empty departments among ones with managers, so a page's run of documents holds both.
    const empty = [];
    for (let i = 0; i < 4; i += 1) {
      empty.push(await addDepartment());
      await managerFixture(t, author, { departmentId: (await addDepartment())._id });
    }
    const { index, urls } = await allUrls(); // every page it names has URLs
    const listed = urls
      .map((u) => new URL(u.loc).pathname)
      .filter((path) => path.startsWith('/management/departments/'));
    const all = (await (await t.request('GET', '/api/departments?limit=100')).json()) as Department[];
    const home = listedDepartments(all).map((d) => departmentHref(d));
    expect(home.length).toBeGreaterThanOrEqual(4);
    expect(home.length).toBeLessThan(all.length);
    expect([...listed].sort()).toEqual([...home].sort());
    for (const d of empty) expect(listed).not.toContain(departmentHref(d));
    expect(index.entries.filter((e) => /\/sitemaps\/departments-\d+\.xml$/.test(e.loc))).toHaveLength(
      Math.ceil(home.length / 3),
    );
  });

  test('a removed profile is no longer listed', async () => {
    const interviewer = await addInterviewer(t, author.idToken);
    expect((await allUrls()).urls.map((u) => u.loc)).toContain(`${ORIGIN}/interviewers/${interviewer._id}`);
    await t.deps.store.batch().delete(INTERVIEWERS, interviewer._id).commit();
    expect((await allUrls()).urls.map((u) => u.loc)).not.toContain(
      `${ORIGIN}/interviewers/${interviewer._id}`,
    );
  });

  test('a repeat is answered from memory (no store read) until the next write', async () => {
    await allUrls();
    const spies = (['get', 'getAll', 'query', 'count'] as const).map((m) => vi.spyOn(t.deps.store, m));
    const reads = () => spies.reduce((n, s) => n + s.mock.calls.length, 0);
    await allUrls();
    expect(reads()).toBe(0);
    await addInterviewer(t, author.idToken);
    const afterWrite = reads();
    await allUrls();
    expect(reads()).toBeGreaterThan(afterWrite);
    for (const s of spies) s.mockRestore();
  });
});

describe('robots.txt', () => {
  test('names the sitemap on the public origin and keeps crawlers out of the API and personal pages', async () => {
    const res = await t.request('GET', '/robots.txt', { headers: { Host: 'evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/account-settings',
      '/moderation',
      '/outbox',
      '/saved',
      '/my-reviews',
      '/signin',
      '/register',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Share images and the sitemap stay reachable: nothing disallows /og/ or /sitemap.
    expect(lines.filter((l) => /^Disallow: \/(og|sitemap)/.test(l))).toEqual([]);
  });

  test('without a configured origin, npm start’s, never the Host the request names (the CDN keeps the answer)', async () => {
    const plain = await createTestApp();
    try {
      for (const path of ['/robots.txt', '/sitemap.xml']) {
        const text = await (await plain.request('GET', path, { headers: { Host: 'evil.example' } })).text();
        expect(text, path).toContain(`${DEFAULT_PUBLIC_ORIGIN}/sitemap`);
        expect(text, path).not.toContain('evil.example');
      }
    } finally {
      await plain.close();
    }
  });
});
