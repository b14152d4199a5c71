// Ratings on other sites (issue 17 item 4): the widget page other sites frame, embed.js, and oEmbed.
// The widget shows name, score, count and a link back on the configured public origin (never the
// request's Host), under a CSP of its own that lets any site frame it and runs only its hashed style
// and script, with no cookie; oEmbed answers for our profile URLs only. Repeats cost no store read.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../../../scripts/lib/firebase-emulators.ts';
import { type HostingHeaderRule, headersForPath } from '../../../../scripts/lib/security-headers.ts';
import { WIDGET_CSP, WIDGET_HEADERS } from '../../../src/http/embeds/embed-headers.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { managerFixture, submitReview } from '../managers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';
import { ReadCountingStore } from './support.ts';

const ORIGIN = 'https://ratings.example';

let t: TestApp;
let reads: ReadCountingStore;
let people: TestAccount[];
let interviewerId: string;
let manager: { _id: string; name: string };
let company: { _id: string; name: string; slug: string };

beforeAll(async () => {
  t = await createTestApp({
    publicOrigin: ORIGIN,
    profanity: FAKE_PROFANITY,
    storeLayer: (store) => {
      reads = new ReadCountingStore(store);
      return reads;
    },
  });
  people = await Promise.all([createAccount(), createAccount(), createAccount()]);
  const [a, b] = people as [TestAccount, TestAccount];
  interviewerId = (await addInterviewer(t, a.idToken, { name: 'Jane <b>Doe</b> & "Co"' }))._id;
  await addReview(t, a.idToken, interviewerId, { rating: 5 });
  await addReview(t, b.idToken, interviewerId, { rating: 4 });
  const fixture = await managerFixture(t, a, { managerName: 'Ritu Sharma' });
  manager = fixture.manager;
  company = fixture.company as unknown as typeof company;
  expect((await submitReview(t, a, manager._id, { rating: 3 })).status).toBe(201);
});
afterAll(() => t.close());

const widget = (path: string, headers: Record<string, string> = {}) => t.request('GET', path, { headers });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const firebaseRules = (): HostingHeaderRule[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')).hosting.headers;

describe('the widget', () => {
  test('shows the name, the score, the count and a link to the profile that opens a new tab', async () => {
    const res = await widget(`/embed/interviewers/${interviewerId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    // Names are what users typed: escaped, never markup.
    expect(html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<b>Doe</b>');
    expect(html).toMatch(/<span class="value"[^>]*>4\.5<\/span>/);
    expect(html).toContain('2 reviews');
    expect(html).toContain(
      `<a class="card" href="${ORIGIN}/interviewers/${interviewerId}" target="_blank" rel="noopener">`,
    );
  });

  test('manager and company widgets link to their pages on the public origin', async () => {
    const m = await (await widget(`/embed/managers/${manager._id}`)).text();
    expect(m).toContain('Ritu Sharma');
    expect(m).toContain(`href="${ORIGIN}/management/managers/ritu-sharma/${manager._id}"`);
    expect(m).toMatch(/>3\.0<\/span>/);
    expect(m).toContain('>1 review<');
    const c = await (await widget(`/embed/companies/${company._id}`)).text();
    expect(c).toContain(`href="${ORIGIN}/companies/${company.slug}/${company._id}"`);
    // A company's figure is its managers' reviews, and says so (its page counts company reviews too).
    expect(c).toContain('>1 manager review<');
  });

  test('its own CSP lets any site frame it and runs only its hashed style and script; no cookie, no X-Frame-Options', async () => {
    const res = await widget(`/embed/managers/${manager._id}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(WIDGET_CSP);
    expect(csp).toMatch(/(^|; )frame-ancestors \*($|;)/);
    expect(csp).toMatch(/(^|; )default-src 'none'/);
    expect(csp).not.toMatch(/unsafe/);
    expect(res.headers.has('x-frame-options')).toBe(false);
    expect(res.headers.has('set-cookie')).toBe(false);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    // Every inline script and stylesheet is the one its hash allows; nothing is loaded from anywhere.
    const html = await res.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(csp).toContain(`script-src ${sha256(scripts[0] ?? '')}`);
    expect(csp).toContain(`style-src ${sha256(styles[0] ?? '')}`);
    expect(html).not.toMatch(/<script[^>]+src=|<link|<img|\sstyle="|\son\w+=/);
  });

  test('Firebase Hosting gives /embed/** the same headers (firebase.json, from security-headers.ts) and no X-Frame-Options', async () => {
    const path = `/embed/managers/${manager._id}`;
    const hosting = headersForPath(firebaseRules(), path);
    const res = await widget(path);
    for (const [name, value] of Object.entries(WIDGET_HEADERS)) {
      expect(hosting.get(name), name).toBe(value);
      expect(res.headers.get(name), name).toBe(value);
    }
    expect(hosting.has('X-Frame-Options')).toBe(false);
    expect(headersForPath(firebaseRules(), '/').get('X-Frame-Options')).toBe('DENY');
    expect(headersForPath(firebaseRules(), '/embed.js').get('X-Frame-Options')).toBe('DENY');
  });

  test('?theme=dark and ?theme=light fix the theme; without it the reader’s colour scheme decides', async () => {
    const dark = await (await widget(`/embed/managers/${manager._id}?theme=dark`)).text();
    expect(dark).toMatch(/<html lang="en" data-theme="dark">/);
    const light = await (await widget(`/embed/managers/${manager._id}?theme=light`)).text();
    expect(light).toMatch(/<html lang="en" data-theme="light">/);
    const auto = await (await widget(`/embed/managers/${manager._id}`)).text();
    expect(auto).toMatch(/<html lang="en">/);
    expect(auto).toContain('prefers-color-scheme:dark');
  });

  test('a theme that is not light or dark is a 400 in our JSON shape', async () => {
    for (const query of ['?theme=blue', '?theme=dark&theme=light', '?theme=']) {
      const res = await widget(`/embed/managers/${manager._id}${query}`);
      expect(res.status, query).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_request' });
    }
  });

  test('an unknown profile, kind or malformed id is a 404 widget page that can still be framed', async () => {
    for (const path of [
      '/embed/managers/no-such-manager',
      '/embed/interviewers/__proto__',
      '/embed/companies/a%2Fb',
      '/embed/reviews/abc',
      `/embed/managers/${interviewerId}`,
    ]) {
      const res = await widget(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-security-policy'), path).toBe(WIDGET_CSP);
      expect(await res.text(), path).toContain('Profile not found');
    }
  });

  test('the links stay on the configured origin whatever Host or X-Forwarded-Host the request names', async () => {
    const html = await (
      await widget(`/embed/managers/${manager._id}?theme=light`, {
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'http',
      })
    ).text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`href="${ORIGIN}/management/managers/`);
  });

  test('a review held by screening moves neither the score nor the count', async () => {
    const c = people[2] as TestAccount;
    const held = await addReview(t, c.idToken, interviewerId, { rating: 1, reviewText: 'A smegging mess.' });
    expect(held).toHaveProperty('status', 'pending review');
    const html = await (await widget(`/embed/interviewers/${interviewerId}`)).text();
    expect(html).toContain('2 reviews');
    expect(html).toMatch(/>4\.5<\/span>/);
  });

  test('a repeat costs no store read; a write shows at once', async () => {
    const path = `/embed/managers/${manager._id}?theme=dark`;
    await widget(path);
    reads.reset();
    for (const theme of ['dark', 'light']) {
      expect((await widget(`/embed/managers/${manager._id}?theme=${theme}`)).status).toBe(200);
    }
    expect(reads.total()).toBe(0);
    expect((await submitReview(t, people[1] as TestAccount, manager._id, { rating: 5 })).status).toBe(201);
    const after = await (await widget(path)).text();
    expect(after).toContain('2 reviews');
    expect(after).toMatch(/>4\.0<\/span>/);
  });

  test('an unknown profile is remembered too: probing it again costs no read', async () => {
    await widget('/embed/companies/not-a-company-yet');
    reads.reset();
    expect((await widget('/embed/companies/not-a-company-yet')).status).toBe(404);
    expect(reads.total()).toBe(0);
  });
});

describe('embed.js', () => {
  test('is a script any site may load, framing the widget from the configured origin and trusting only it', async () => {
    const res = await t.request('GET', '/embed.js', { headers: { Host: 'evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.has('set-cookie')).toBe(false);
    const script = await res.text();
    expect(script).toContain(`var ORIGIN = "${ORIGIN}";`);
    expect(script).toContain('event.origin !== ORIGIN');
    expect(script).toContain('contentWindow === event.source');
    expect(script).not.toContain('evil.example');
  });

  test('the widget and its script are not served under /api', async () => {
    expect((await t.request('GET', `/api/embed/managers/${manager._id}`)).status).toBe(404);
    expect((await t.request('GET', '/api/embed.js')).status).toBe(404);
  });
});

describe('oEmbed', () => {
  const oembed = (query: string) => t.request('GET', `/api/oembed?${query}`);
  const urlOf = (path: string) => `url=${encodeURIComponent(`${ORIGIN}${path}`)}`;

  test('answers a rich oEmbed whose html is the widget’s iframe, for each kind of profile URL', async () => {
    const cases = [
      [`/interviewers/${interviewerId}`, 'interviewers', interviewerId],
      [`/interviewer/${interviewerId}`, 'interviewers', interviewerId],
      [`/management/managers/ritu-sharma/${manager._id}`, 'managers', manager._id],
      [`/management/managers/any-name/${manager._id}/?ref=x#top`, 'managers', manager._id],
      [`/companies/${company.slug}/${company._id}`, 'companies', company._id],
    ] as const;
    for (const [path, kind, id] of cases) {
      const res = await oembed(`${urlOf(path)}&format=json`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
      const body = await json<Record<string, unknown>>(res);
      expect(body).toMatchObject({
        version: '1.0',
        type: 'rich',
        provider_name: 'Rate My Interviewer',
        provider_url: `${ORIGIN}/`,
        width: 420,
        height: 132,
        cache_age: 3600,
      });
      expect(body.title).toMatch(/ on Rate My Interviewer$/);
      expect(body.html).toBe(
        `<iframe src="${ORIGIN}/embed/${kind}/${id}" width="420" height="132" title="${String(body.title).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}" loading="lazy" scrolling="no" frameborder="0"></iframe>`,
      );
    }
  });

  test('keeps within maxwidth and maxheight', async () => {
    const body = await json<{ width: number; height: number; html: string }>(
      await oembed(`${urlOf(`/interviewers/${interviewerId}`)}&maxwidth=300&maxheight=100`),
    );
    expect(body).toMatchObject({ width: 300, height: 100 });
    expect(body.html).toContain('width="300" height="100"');
    const wide = await json<{ width: number }>(
      await oembed(`${urlOf(`/interviewers/${interviewerId}`)}&maxwidth=2000`),
    );
    expect(wide.width).toBe(420);
  });

  test('404 for another host, another page of ours, or an unknown profile', async () => {
    for (const url of [
      `https://evil.example/interviewers/${interviewerId}`,
      `http://ratings.example/interviewers/${interviewerId}`,
      `https://ratings.example.evil.example/interviewers/${interviewerId}`,
      `https://ratings.example:8443/interviewers/${interviewerId}`,
      `${ORIGIN}/faq`,
      `${ORIGIN}/`,
      `${ORIGIN}/companies/x/${company._id}/insights`,
      `${ORIGIN}/interviewers/no-such-one`,
      `${ORIGIN}/interviewers/__proto__`,
      `${ORIGIN}/interviewers/%E0%A4%A`,
      `javascript:alert(1)`,
      `data:text/html,<p>x</p>`,
    ]) {
      const res = await oembed(`url=${encodeURIComponent(url)}`);
      expect(res.status, url).toBe(404);
      expect(await json(res)).toMatchObject({ code: 'not_found' });
    }
  });

  test('501 for XML or any other format', async () => {
    for (const format of ['xml', 'yaml']) {
      const res = await oembed(`${urlOf(`/interviewers/${interviewerId}`)}&format=${format}`);
      expect(res.status, format).toBe(501);
      expect(await json(res)).toMatchObject({ code: 'not_implemented' });
    }
  });

  test('400 for missing or malformed input, never a 5xx', async () => {
    const good = urlOf(`/interviewers/${interviewerId}`);
    for (const query of [
      '',
      'url=',
      'url=not-a-url',
      'url=%2Finterviewers%2Fabc',
      `url=${encodeURIComponent(`${ORIGIN}/${'a'.repeat(3000)}`)}`,
      `${good}&${good}`,
      `${good}&maxwidth=abc`,
      `${good}&maxwidth=0`,
      `${good}&maxwidth=-5`,
      `${good}&maxwidth=1.5`,
      `${good}&maxheight=99999999999`,
      `${good}&format=${'x'.repeat(40)}`,
    ]) {
      const res = await oembed(query);
      expect(res.status, query).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'invalid_request' });
    }
  });

  test('a repeat, and the widget of the same profile, cost no store read', async () => {
    const query = `${urlOf(`/management/managers/x/${manager._id}`)}&maxwidth=360`;
    expect((await oembed(query)).status).toBe(200);
    reads.reset();
    expect((await oembed(query)).status).toBe(200);
    expect((await oembed(`${urlOf(`/management/managers/other-slug/${manager._id}`)}`)).status).toBe(200);
    expect((await widget(`/embed/managers/${manager._id}`)).status).toBe(200);
    expect(reads.total()).toBe(0);
  });
});
