// The rendered search pages (/search, /searchresults, /search/{query}) carry names written by anyone and
// the visitor's own query, in text, attributes, the head's JSON-LD and the JSON data block the PWA reads.
// Parsed as a browser parses them: no name or query adds a script or an event handler, and the data block
// is exactly the public answer it stands for.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pagesForDeps } from '../../../src/pages/pages-for-deps.ts';
import { parseWebShell } from '../../../src/pages/web-shell.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer } from '../interviewers/support.ts';
import { managerFixture } from '../managers/support.ts';
import { ORIGIN, shellHtml } from './support.ts';

let t: TestApp;
let author: TestAccount;
let pages: { request: (path: string) => Response | Promise<Response> };
let shellScripts: string[];

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: ORIGIN });
  author = await createAccount();
  const shell = parseWebShell(shellHtml());
  shellScripts = scriptsOf(parse(shellHtml()));
  pages = pagesForDeps(t.deps, t.app, { origin: ORIGIN, shell: async () => shell });
});
afterAll(() => t.close());

/** As a browser parses it (jsdom's DOMParser, as the sitemap test uses it). */
const parse = (html: string) => new new JSDOM('').window.DOMParser().parseFromString(html, 'text/html');

const scriptsOf = (doc: ReturnType<typeof parse>) =>
  [...doc.getElementsByTagName('script')].map((s) => `${s.getAttribute('type')}#${s.id}`);

/** What a browser makes of a page: its scripts, its event-handler attributes, its data block. */
async function rendered(path: string) {
  const res = await pages.request(path);
  expect(res.status, path).toBe(200);
  const doc = parse(await res.text());
  const handlers = [...doc.getElementsByTagName('*')].flatMap((el) =>
    [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`),
  );
  const block = doc.getElementById('rmi-page-data')?.textContent;
  const data = block ? (JSON.parse(block) as Record<string, { data: unknown }>) : {};
  return { doc, scripts: scriptsOf(doc), handlers, data };
}

// Each tries to end its context: the script element, a comment, an attribute, a JSON string.
const HOSTILE = [
  '</script><script>alert(1)</script>',
  '<!--<script>alert(2)//',
  '</SCRIPT ><img src=x onerror=alert(3)>',
  '"><svg onload=alert(4)>',
];
const SCRIPTS_WITH_DATA = () => [...shellScripts, 'application/ld+json#', 'application/json#rmi-page-data'];

describe('names written by anyone stay text in the rendered search pages', () => {
  test('hostile manager, company and interviewer names: no script, no handler, the data block is the answer', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    for (const [i, evil] of HOSTILE.entries()) {
      await managerFixture(t, author, {
        companyName: `${tag} Co${i} ${evil}`,
        managerName: `${tag} M${i} ${evil}`,
      });
      await addInterviewer(t, author.idToken, {
        name: `${tag} I${i} ${evil}`,
        company: `${tag} C${i} ${evil}`,
      });
    }
    const q = tag.toLowerCase();
    for (const path of [
      `/search?q=${q}`,
      `/searchresults?q=${q}`,
      `/search/${q}`,
      `/search/${q}?searchMode=company`,
    ]) {
      const page = await rendered(path);
      expect(page.scripts, path).toEqual(SCRIPTS_WITH_DATA());
      expect(page.handlers, path).toEqual([]);
      const [[answerPath, answer]] = Object.entries(page.data) as [[string, { data: unknown }]];
      expect(answer.data, path).toEqual(await (await t.request('GET', `/api${answerPath}`)).json());
      // The hostile names are on the page, as text.
      expect(page.doc.getElementById('root')?.textContent, path).toContain(HOSTILE[0]);
    }
  });
});

describe('the query stays text, however odd', () => {
  test('hostile, invalid, huge and line-separator queries; odd page numbers: a 200 with only the page’s own scripts', async () => {
    const evil = encodeURIComponent(`${HOSTILE.join('')}\u2028\u2029`);
    const paths = [
      `/search?q=${evil}`,
      `/searchresults?q=${evil}`,
      `/search/${evil}`,
      '/search?q=%ff',
      '/search/%ED%A0%80',
      '/searchresults?q=%00&page=%ff',
      '/searchresults?q=a&page=1e400',
      '/search/a?page=9007199254740993&searchMode=%3Cx',
      `/search?q=${'a'.repeat(10_000)}`,
      `/search/${'b'.repeat(10_000)}`,
      `/searchresults?q=${'c'.repeat(10_000)}`,
    ];
    for (const path of paths) {
      const page = await rendered(path);
      expect(page.handlers, path).toEqual([]);
      // The page's own scripts, and the data block only when the API answered.
      const expected = Object.keys(page.data).length
        ? SCRIPTS_WITH_DATA()
        : [...shellScripts, 'application/ld+json#'];
      expect(page.scripts, path).toEqual(expected);
    }
    const hostile = await rendered(`/search/${evil}`);
    expect(hostile.doc.getElementsByTagName('h1')[0]?.textContent).toContain(HOSTILE[0]);
  });
});
