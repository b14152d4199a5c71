// Rendered pages (issue 15 items 1, 2 and 5), fetched as a crawler fetches them: no JavaScript, just the
// HTML. Each profile carries its name, score, count, Open Graph and Twitter tags and JSON-LD; unknown,
// removed and malformed ids and unknown routes are 404 pages, a moved slug is a 301; and a rendered page
// carries nothing a public API answer does not: no held review, no author, public days only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../../../scripts/lib/firebase-emulators.ts';
import type { PrerenderEntry } from '../../../../scripts/lib/prerender-pages.ts';
import type { CompanyInsights, Themes } from '../../../src/contract/insights.ts';
import { periodText } from '../../../src/contract/period-text.ts';
import { CONTACT_MESSAGES } from '../../../src/domain/contact/contact-messages.ts';
import { runInsightsJob } from '../../../src/domain/insights/insights-job.ts';
import { companyHref } from '../../../src/http/profile-paths.ts';
import { CONTACT_RATE_LIMIT, DEFAULT_CONTACT_ADDRESS } from '../../../src/http/routes/contact.ts';
import { esc } from '../../../src/pages/html.ts';
import { createPagesApp } from '../../../src/pages/pages-app.ts';
import { pagesForDeps } from '../../../src/pages/pages-for-deps.ts';
import { parseWebShell } from '../../../src/pages/web-shell.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, submitReview, uniqueName } from '../managers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';
import { ORIGIN, shellHtml } from './support.ts';

/**
 * The static pages' content as the build renders it (scripts/lib/prerender-pages.ts): the PWA's own
 * components, rendered here the same way (the entry module is TSX, outside this project's type check).
 */
async function prerenderedPages(): Promise<Record<string, string[]>> {
  const entry = join(REPO_ROOT, 'src/app/prerender-pages.tsx');
  const { renderPages } = (await import(/* @vite-ignore */ entry)) as PrerenderEntry;
  return renderPages();
}

let t: TestApp;
let author: TestAccount;
let others: TestAccount[];
let pages: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

beforeAll(async () => {
  // The API's public origin is the pages' (one public origin): the oEmbed discovery link leads to it.
  t = await createTestApp({ profanity: FAKE_PROFANITY, publicOrigin: ORIGIN });
  [author, ...others] = await Promise.all([createAccount(), createAccount(), createAccount()]);
  const shell = parseWebShell(shellHtml(), await prerenderedPages());
  pages = pagesForDeps(t.deps, t.app, { origin: ORIGIN, shell: async () => shell });
});
afterAll(() => t.close());

type Head = { meta: Map<string, string>; canonical: string | undefined; jsonLd: Record<string, unknown>[] };

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(m[1] as string, (m[2] as string).replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
  }
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
  return { meta, canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1], jsonLd };
}

function embedded(html: string): Record<string, { data: unknown; headers: Record<string, string> }> {
  const block = /<script type="application\/json" id="rmi-page-data">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1] as string) : {};
}

/**
 * An aggregateRating as schema.org and Google's review snippets want it: ratingValue a number (not the
 * text "4.0") within worstRating..bestRating, reviewCount a positive integer, the scale stated as numbers.
 */
function expectReviewSnippetRating(rating: unknown, expected: { ratingValue: number; reviewCount: number }) {
  expect(rating).toEqual({ '@type': 'AggregateRating', ...expected, bestRating: 5, worstRating: 1 });
  const r = rating as { ratingValue: unknown; reviewCount: unknown };
  expect(typeof r.ratingValue).toBe('number');
  expect(r.ratingValue as number).toBeGreaterThanOrEqual(1);
  expect(r.ratingValue as number).toBeLessThanOrEqual(5);
  expect(Number.isInteger(r.reviewCount) && (r.reviewCount as number) > 0).toBe(true);
}

/** Deletes reviews a test wrote only for its own figures, so the landing page's latest reviews stay the test's own. */
async function deleteReviews(reviews: [TestAccount, string][]) {
  for (const [account, id] of reviews) {
    const res = await t.request('DELETE', `/api/manager-reviews/${id}`, { token: account.idToken });
    expect(res.status).toBe(200);
  }
}

/** The pages a SearchResultsPage's ItemList names, absolute, in order: the hits the page shows. */
function listedUrls(head: Head): unknown[] {
  const list = head.jsonLd[0]?.mainEntity as { itemListElement?: { url: unknown }[] } | undefined;
  return (list?.itemListElement ?? []).map((item) => item.url);
}

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

async function page(path: string, init?: RequestInit): Promise<{ res: Response; html: string }> {
  const res = await pages.request(path, init);
  return { res, html: await res.text() };
}

/** Rendered pages over the app that note each API read they make. */
function counting() {
  const reads: string[] = [];
  const app = pagesForDeps(
    t.deps,
    {
      fetch: (request) => {
        reads.push(request.url);
        return t.app.fetch(request);
      },
    },
    { origin: ORIGIN, shell: async () => parseWebShell(shellHtml()) },
  );
  return { reads, app };
}

/** `method path` answers 301 to `location`, cacheable, with no body. */
async function expectMoved(path: string, location: string, method = 'GET') {
  const { res, html } = await page(path, { method });
  const asked = `${method} ${path}`;
  expect(res.status, asked).toBe(301);
  expect(res.headers.get('location'), asked).toBe(location);
  expect(res.headers.get('cache-control'), asked).toBe('public, max-age=300, s-maxage=3600');
  expect(html, asked).toBe('');
}

/** A crafted path: never 5xx; a 301 to a path of this site starting with one of the route table's words, or a 404. */
async function expectStaysOnSite(path: string) {
  const { res } = await page(path);
  expect(res.status, path).toBeLessThan(500);
  const location = res.headers.get('location');
  if (res.status === 301) {
    expect(location, path).toMatch(/^\/[A-Za-z][\w-]*(\/|\?|$)/);
    expect(new URL(location ?? '', ORIGIN).origin, path).toBe(ORIGIN);
  } else {
    expect(res.status, path).toBe(404);
    expect(location, path).toBeNull();
  }
}

describe('a profile is a real page before any JavaScript', () => {
  test('interviewer: name, score, count, distribution, reviews, OG and Twitter tags, Person JSON-LD', async () => {
    const person = await addInterviewer(t, author.idToken, { position: 'Staff Engineer' });
    await addReview(t, author.idToken, person._id, { rating: 5, reviewText: 'Kind and precise questions.' });
    await addReview(t, others[0]?.idToken as string, person._id, { rating: 4, reviewText: 'Fair.' });

    const { res, html } = await page(`/interviewers/${person._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(h1(html)).toBe(person.name);
    expect(html).toContain('Staff Engineer');
    // Its company is a link to the company's page after the position, as in the app.
    expect(html).toContain(
      `<span aria-hidden="true"> · </span><a href="${companyHref(person.company)}" class="rk-band-link" data-discover="true">${person.company.name}</a>`,
    );
    expect(html).toContain('<span class="rk-score-number rating-text">4.5</span>');
    expect(html).toContain('2 reviews');
    // The breakdown in the app's words and bars: one review of two gave 5 stars.
    expect(html).toMatch(
      /Awesome<span class="visually-hidden"> \(5 stars\)<\/span><\/th><td class="score-bar-cell"><span class="score-bar" aria-hidden="true"><span style="width:50%">/,
    );
    expect(html).toContain('Kind and precise questions.');
    // The blended score says where it is explained, as the app's profile does.
    expect(html).toMatch(
      /Blended score <strong>[\d.]+<\/strong>.*<a class="rk-score-details-more" href="\/faq#blended-score" data-discover="true">More about the blended score<\/a>/,
    );

    const url = `${ORIGIN}/interviewers/${person._id}`;
    const head = headOf(html);
    expect(html).toContain(
      `<title data-static-head>${person.name}, ${person.company.name} | Rate My Interviewer</title>`,
    );
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(head.canonical).toBe(url);
    expect(head.meta.get('description')).toContain('rated 4.5 out of 5 from 2 reviews');
    expect(head.meta.get('og:url')).toBe(url);
    expect(head.meta.get('og:type')).toBe('profile');
    expect(head.meta.get('og:title')).toContain(person.name);
    expect(head.meta.get('og:image')).toBe(`${ORIGIN}/og/interviewers/${person._id}.png`);
    expect(head.meta.get('og:image:width')).toBe('1200');
    expect(head.meta.get('og:image:height')).toBe('630');
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: person.name,
        jobTitle: 'Staff Engineer',
        url,
        worksFor: { '@type': 'Organization', name: person.company.name },
      }),
    ]);
    // schema.org has no aggregateRating on a Person (only on Organization, Product, Place...): the score
    // is in the page's text, not in markup a validator refuses.
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');

    // The PWA's first render reads the same public answers instead of fetching them (no second fetch).
    const answers = embedded(html);
    const api = await t.request('GET', `/api/interviewers/${person._id}`);
    expect(answers[`/interviewers/${person._id}`]?.data).toEqual(await json(api));
    expect(Object.keys(answers)).toEqual([
      `/interviewers/${person._id}`,
      `/reviews/rmi?interviewerId=${person._id}&limit=20`,
      `/themes/interviewer/${person._id}`,
    ]);
  });

  test('manager: Person JSON-LD with its employer; company page: Organization with its own reviews’ rating', async () => {
    const { company, manager } = await managerFixture(t, author);
    expect((await submitReview(t, author, manager._id, { rating: 3 })).status).toBe(201);
    const path = `/management/managers/${manager.name.toLowerCase().replace(/\s+/g, '-')}/${manager._id}`;
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(manager.name);
    expect(html).toContain('Head Chef');
    expect(html).toContain('Fair and supportive manager.');
    // Coloured by the manager area's rule, as the app's (3.0: fair).
    expect(html).toContain('<span class="rk-score-number rating-text" data-tone="fair">3.0</span>');
    // The app's management style card under the breakdown: the aspects rated, the unrated on one line.
    expect(html).toContain('<h2 id="aspects-title">Management style</h2>');
    expect(html).toMatch(
      /Leadership <span class="score-count">1 review<\/span><\/th><td class="score-bar-cell"><span class="score-bar score-bar-aspect" aria-hidden="true"><span style="width:100%"><\/span><\/span><\/td><td class="score-value">5\.0<\/td>/,
    );
    expect(html).toContain('<p class="score-unrated">Not rated: Teamwork</p>');
    const head = headOf(html);
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
    expect(head.meta.get('og:image')).toBe(`${ORIGIN}/og/managers/${manager._id}.png`);
    // The PWA's words (src/features/managers/manager-profile-page.test.tsx), without a ", manager:".
    expect(head.meta.get('description')).toBe(
      `Anonymous reviews of ${manager.name}, Head Chef at ${company.name}: rated 3.0 out of 5 from 1 review.`,
    );
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Person',
      name: manager.name,
      jobTitle: 'Head Chef',
      worksFor: { '@type': 'Organization', name: company.name },
    });
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating');
    expect(Object.keys(embedded(html))).toEqual([
      `/managers/${manager._id}?limit=20`,
      `/themes/manager/${manager._id}`,
    ]);

    const companyPage = await page(`/companies/${encodeURIComponent(companyOf(html))}/${company._id}`);
    expect(companyPage.res.status).toBe(200);
    expect(h1(companyPage.html)).toBe(company.name);
    // In the app's order: the band leads with its managers' rating (only its manager was reviewed, so it
    // does not read as unrated), then how its managers are rated, what employees say, its own reviews and
    // the leadership team linking to the manager.
    const band = /<header class="rk-band">([\s\S]*?)<\/header>/.exec(companyPage.html)?.[1] ?? '';
    expect(band).toContain(
      '<p class="co-band-score"><span class="visually-hidden">Manager rating </span><span class="co-band-score-number">3.0</span>',
    );
    expect(band).toContain('<span class="co-band-score-count">1 manager review</span>');
    const order = [
      'class="co-band-score"',
      '<h2 id="managers-title">How its managers are rated</h2>',
      '<h2 id="employees-title">What employees say about the company</h2>',
      `<h2 id="reviews-title">Reviews of ${company.name}</h2>`,
      '<h2 id="team-title">Leadership Team</h2>',
    ].map((text) => companyPage.html.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(companyPage.html).toContain('Not rated by employees yet.');
    expect(companyPage.html).toContain(`href="/management/managers/`);
    expect(companyPage.html).toContain(`/${manager._id}" data-discover="true">${manager.name}</a>`);
    const org = headOf(companyPage.html);
    // Share without a script, as on the profiles: a mail of the page's full address (the band's row is the
    // app's, so nothing under it moves when the app takes over).
    expect(org.canonical).toMatch(/^https?:\/\//);
    expect(companyPage.html).toContain(`&amp;body=${encodeURIComponent(org.canonical ?? '')}">`);
    expect(org.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
    });
    expect(org.meta.get('og:image')).toBe(`${ORIGIN}/og/companies/${company._id}.png`);
    // Search and the share image count its managers' review: so does the preview, saying which it counts
    // (it had "rated no rating yet", from the company reviews alone).
    expect(org.meta.get('description')).toBe(
      `Anonymous reviews of ${company.name}, its managers, interviewers and workplace: 3.0 out of 5 from 1 manager review.`,
    );
    expect(org.meta.get('og:image:alt')).toBe(`${company.name}: rated 3.0 out of 5 from 1 manager review`);
    // Its own reviews rate it in its Organization, as Google's review snippets read a rating.
    expect(org.jsonLd[0]).not.toHaveProperty('aggregateRating');
    const body = companyReviewBody(company._id, { rating: 4 });
    expect(
      (await t.request('POST', '/api/company-reviews/submit', { token: author.idToken, body })).status,
    ).toBe(201);
    const reviewed = headOf(
      (await page(`/companies/${encodeURIComponent(companyOf(html))}/${company._id}`)).html,
    );
    // Not from one review, though (DESIGN.md 6a): a search result would show it as the company's stars.
    expect(reviewed.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: company.name });
    expect(reviewed.jsonLd[0]).not.toHaveProperty('aggregateRating');
    const insights = await page(`/companies/${encodeURIComponent(companyOf(html))}/${company._id}/insights`);
    expect(insights.res.status).toBe(200);
    expect(headOf(insights.html).canonical).toBe(`${org.canonical}/insights`);
    // No figure on the insights page rests on fewer than 5 reviews, and it shows no company rating: its
    // head gives crawlers none either (the company's one review would have been its aggregateRating).
    expect(insights.html).toContain('No figure here rests on fewer than 5 published reviews');
    expect(headOf(insights.html).jsonLd).toEqual([]);
    expect(insights.html).not.toContain('AggregateRating');
    // Both pages are named as the PWA names them (src/features/companies, src/features/insights): the tab,
    // a search result and a link preview read the same before and after the PWA takes over.
    const title = (html: string) =>
      /<title data-static-head>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    for (const [rendered, name, eyebrow, id] of [
      [companyPage.html, `${company.name}: managers and reviews | Rate My Interviewer`, 'Company', 'profile'],
      [insights.html, `${company.name}: insights | Rate My Interviewer`, 'Company insights', 'insights'],
    ] as const) {
      expect(title(rendered)).toBe(name);
      expect(headOf(rendered).meta.get('og:title')).toBe(name);
      expect(h1(rendered)).toBe(company.name);
      expect(rendered).toContain(`<p class="eyebrow rk-eyebrow">${eyebrow}</p><h1 id="${id}-title">`);
    }
    expect(headOf(insights.html).meta.get('description')).toBe(
      `Rating trends, comparisons and recurring themes of ${company.name}, from anonymous reviews.`,
    );
  });

  test('manager: its department links to the department’s managers, as the app’s band does', async () => {
    const department = await json<{ _id: string; slug: string }>(
      await t.request('POST', '/api/departments', {
        token: author.idToken,
        body: { name: 'Pastry Kitchen' },
      }),
    );
    const { manager } = await managerFixture(t, author, { departmentId: department._id });
    const canonical = (await page(`/management/managers/x/${manager._id}`)).res.headers.get('location');
    const { res, html } = await page(canonical ?? '');
    expect(res.status).toBe(200);
    expect(html).toContain(
      '<div><dt>Department</dt><dd><a href="/management/departments/pastry-kitchen" class="rk-band-link">Pastry Kitchen</a></dd></div>',
    );
  });

  test('a rendered page ends with the app’s footer: its links, and the site’s disclaimer in full', async () => {
    const { manager } = await managerFixture(t, author);
    const profile = await page(`/management/managers/x/${manager._id}`);
    const { html } = await page(profile.res.headers.get('location') as string);
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).toContain(
      'is a neutral and anonymous platform. Reviews are the personal opinions of their authors; they are not verified or endorsed by Rate My Interviewer.',
    );
    for (const [href, text] of [
      ['/search-managers', 'Search managers'],
      ['/add-interviewer', 'Add an interviewer'],
      ['/privacy', 'Privacy policy'],
      ['/contact', 'Contact us'],
    ]) {
      expect(footer).toContain(`href="${href}" data-discover="true">${text}</a>`);
    }
    // The same markup on every rendered page (here a result page), as the app draws it on each.
    const search = await page('/search?q=zz');
    expect(search.html.slice(search.html.indexOf('<footer'), search.html.indexOf('</footer>'))).toBe(footer);
  });

  test('a company with no managers and no reviews says so once, as the app does, with the way to start', async () => {
    const company = await json<{ _id: string; name: string; slug: string }>(
      await t.request('POST', '/api/companies', {
        token: author.idToken,
        body: { name: uniqueName('Quiet') },
      }),
    );
    const { res, html } = await page(companyHref(company));
    expect(res.status).toBe(200);
    const rate = `/rate-manager?${new URLSearchParams({ companyId: company._id, company: company.name })}`;
    expect(html).toContain(
      `<p class="rk-empty">Nobody has reviewed ${company.name} yet. <a href="${rate.replaceAll('&', '&amp;')}" data-discover="true">Rate a manager here</a> to be the first; then you can review the company too.</p>`,
    );
    for (const note of [
      'No manager reviews yet',
      'Not rated by employees yet',
      'No company reviews yet',
      'No managers listed yet',
    ]) {
      expect(html).not.toContain(note);
    }
  });

  test('the insights page renders the insights, as the app does, not the company profile', async () => {
    const { company, manager } = await managerFixture(t, author, { companyName: 'Quillon Figures Bakery' });
    // Five manager reviews: a trend period, the aspects and the branch rest on 5 (DESIGN.md 6a).
    const reviewers = [author, ...others, await createAccount(), await createAccount()];
    const written: [TestAccount, string][] = [];
    for (const [i, account] of reviewers.entries()) {
      const res = await submitReview(t, account, manager._id, { rating: i < 3 ? 4 : 5 });
      expect(res.status).toBe(201);
      written.push([account, ((await res.json()) as { _id: string })._id]);
    }
    const answer = (await json(
      await t.request('GET', `/api/companies/${company._id}/insights`),
    )) as CompanyInsights;
    const { res, html } = await page(`/companies/quillon-figures-bakery/${company._id}/insights`);
    expect(res.status).toBe(200);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // The app's words and figures: the lead, each section, the trend as a table with its period.
    expect(main).toContain(
      'No figure here rests on fewer than 5 published reviews; smaller periods and groups are merged or left out.',
    );
    expect(main).toContain(`href="/companies/quillon-figures-bakery/${company._id}"`);
    // Sections with figures, then one card naming those without (not the same line in each of them).
    expect([...main.matchAll(/<h2 id="in-[a-z]+">([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Rating trend by quarter',
      'Aspects against all companies',
      'Branches compared',
      'What company reviews keep saying',
      'Not enough reviews yet',
    ]);
    expect(main).toContain(
      '<p class="rk-muted in-note">Each of these shows once it rests on at least 5 published reviews:</p>' +
        '<ul class="in-waiting"><li>Interview outcomes</li><li>Departments compared</li><li>Managers who rose or fell most</li></ul>',
    );
    const period = answer.trend.manager[0];
    expect(period?.reviewCount).toBe(5);
    expect(main).toContain(
      `<tr><th scope="row">${periodText(period as { from: string; to: string })}</th><td>4.4</td><td>5</td></tr>`,
    );
    expect(main).toContain('Leadership <span class="rk-muted in-aspect-kind">(manager reviews)</span>');
    // The aspects left out for want of reviews are named under the table, as the app names them.
    expect(main).toMatch(
      /<p class="rk-muted in-left-out">Not shown until at least 5 reviews rate them: [^<]*\(company reviews\)\.<\/p>/,
    );
    // Not the profile: no score card of its own reviews, no reviews list.
    expect(main).not.toContain('rk-score');
    expect(main).not.toContain('Rating breakdown');
    // The app takes over from the same answer.
    expect(Object.keys(embedded(html))).toEqual([`/companies/${company._id}/insights`]);
    expect(embedded(html)[`/companies/${company._id}/insights`]?.data).toEqual(answer);
    await deleteReviews(written);
  });

  test('oEmbed discovery on interviewer, manager and company pages, leading to the oEmbed answer for that profile', async () => {
    const person = await addInterviewer(t, author.idToken, { name: 'Zoë "Q" O\'Neil & <b>Co</b>' });
    const { company, manager } = await managerFixture(t, author);
    const managerPage = await page(`/management/managers/x/${manager._id}`);
    const managerPath = managerPage.res.headers.get('location') as string;
    const companyPath = `/companies/${encodeURIComponent(companyOf((await page(managerPath)).html))}/${company._id}`;
    const profiles: [string, string][] = [
      [`/interviewers/${person._id}`, person.name],
      [managerPath, manager.name],
      [companyPath, company.name],
    ];
    for (const [path, name] of profiles) {
      const { html } = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [
        ...head.matchAll(
          /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]*)"/g,
        ),
      ];
      expect(links, path).toHaveLength(1);
      const [, href, title] = links[0] as RegExpMatchArray;
      const unesc = (v: string) =>
        v
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
      expect(unesc(title as string)).toBe(`${name} on Rate My Interviewer`);
      const url = new URL(unesc(href as string));
      expect(url.origin).toBe(ORIGIN);
      expect(url.pathname).toBe('/api/oembed');
      expect(url.searchParams.get('url')).toBe(`${ORIGIN}${path}`);
      expect(url.searchParams.get('format')).toBe('json');
      // The link leads to the oEmbed answer for this very profile.
      const res = await t.request('GET', `${url.pathname}${url.search}`);
      expect(res.status, path).toBe(200);
      expect(await json<{ type: string; title: string }>(res)).toMatchObject({
        type: 'rich',
        title: `${name} on Rate My Interviewer`,
      });
    }
    // The name is text in the attribute: no tag, no broken attribute.
    const { html } = await page(`/interviewers/${person._id}`);
    expect(html).not.toContain('<b>Co</b>');
    expect(html).toContain(
      'title="Zoë &quot;Q&quot; O&#39;Neil &amp; &lt;b&gt;Co&lt;/b&gt; on Rate My Interviewer"',
    );
  });

  test('no oEmbed discovery where there is no embed: insights, search, static and 404 pages', async () => {
    const { company, manager } = await managerFixture(t, author);
    const managerPath = (await page(`/management/managers/x/${manager._id}`)).res.headers.get(
      'location',
    ) as string;
    const companyPath = `/companies/${encodeURIComponent(companyOf((await page(managerPath)).html))}/${company._id}`;
    for (const path of [
      `${companyPath}/insights`,
      '/search?q=acme',
      '/faq',
      '/',
      '/interviewers/nobody-here',
      '/no-such-page',
    ]) {
      const { html } = await page(path);
      expect(html, path).not.toContain('application/json+oembed');
    }
  });

  test('a company’s Organization carries its aggregateRating from 5 company reviews on (DESIGN.md 6a), not before', async () => {
    const { company, manager } = await managerFixture(t, author);
    const accounts = [author, ...others, ...(await Promise.all([createAccount(), createAccount()]))];
    const path = (await page(`/companies/x/${company._id}`)).res.headers.get('location') ?? '';
    for (const [i, account] of accounts.entries()) {
      expect((await submitReview(t, account, manager._id)).status).toBe(201);
      const body = companyReviewBody(company._id, { rating: i === 0 ? 3 : 4 });
      const res = await t.request('POST', '/api/company-reviews/submit', { token: account.idToken, body });
      expect(res.status).toBe(201);
      const org = headOf((await page(path)).html).jsonLd[0];
      expect(org, `${i + 1} reviews`).toMatchObject({ '@type': 'Organization', name: company.name });
      if (i < 4) expect(org, `${i + 1} reviews`).not.toHaveProperty('aggregateRating');
      else expectReviewSnippetRating(org?.aggregateRating, { ratingValue: 3.8, reviewCount: 5 });
    }
  });

  test('a profile’s Person is the app’s: LinkedIn and tags of an interviewer, employer’s page and city of a manager', async () => {
    const person = await addInterviewer(t, author.idToken, {
      position: 'Staff Engineer',
      linkedin: 'https://www.linkedin.com/in/someone',
      tags: ['system design', 'pairing'],
    });
    const interviewerHead = headOf((await page(`/interviewers/${person._id}`)).html);
    expect(interviewerHead.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: person.name,
        jobTitle: 'Staff Engineer',
        worksFor: { '@type': 'Organization', name: person.company.name },
        url: `${ORIGIN}/interviewers/${person._id}`,
        sameAs: ['https://www.linkedin.com/in/someone'],
        knowsAbout: ['system design', 'pairing'],
      },
    ]);

    const { company, manager } = await managerFixture(t, author, { city: 'Pune' });
    const path = (await page(`/management/managers/x/${manager._id}`)).res.headers.get('location') ?? '';
    const html = (await page(path)).html;
    expect(headOf(html).jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: manager.name,
        ...(manager.position ? { jobTitle: manager.position } : {}),
        worksFor: {
          '@type': 'Organization',
          name: company.name,
          url: `${ORIGIN}/companies/${encodeURIComponent(companyOf(html))}/${company._id}`,
        },
        workLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Pune' } },
        url: `${ORIGIN}${path}`,
      },
    ]);
  });

  test('a company’s Organization is the app’s: its tagline as slogan, description and branch cities', async () => {
    const { company } = await managerFixture(t, author, { city: 'Pune' });
    await t.deps.store
      .batch()
      .update('companies', company._id, { tagline: 'Bread since 1920', description: 'A family bakery.' })
      .commit();
    const path = (await page(`/companies/x/${company._id}`)).res.headers.get('location') ?? '';
    expect(headOf((await page(path)).html).jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: company.name,
        url: `${ORIGIN}${path}`,
        description: 'A family bakery.',
        slogan: 'Bread since 1920',
        location: [{ '@type': 'Place', name: 'Pune' }],
      },
    ]);
  });

  test('a profile without reviews has no rating in its JSON-LD or its share image’s alt', async () => {
    const person = await addInterviewer(t, author.idToken);
    const { html } = await page(`/interviewers/${person._id}`);
    expect(html).toContain('No rating yet');
    expect(headOf(html).jsonLd[0]).not.toHaveProperty('aggregateRating');
    // Nor "rated no rating yet" in what a screen reader says of the share image.
    expect(headOf(html).meta.get('og:image:alt')).toBe(`${person.name}: no rating yet`);
  });

  test('a profile without reviews says to be the first once, and draws no breakdown of nothing, as the app does', async () => {
    const person = await addInterviewer(t, author.idToken);
    const { html } = await page(`/interviewers/${person._id}`);
    expect(html).toContain('<p class="rk-empty">No reviews yet.</p>');
    expect(html.match(/Be the first to rate/g)).toHaveLength(1);
    expect(html).not.toContain('Rating breakdown');
  });

  test('a profile’s recurring themes: the app’s card under the breakdown, from the answer it embeds; none before 5 reviews', async () => {
    const texts = [
      'Clear expectations and fair feedback from the start.',
      'She set clear expectations and gave fair feedback.',
      'Clear expectations, fair feedback, a friendly talk.',
      'Fair feedback and clear expectations throughout.',
      'Clear expectations; fair feedback on my answers.',
    ];
    const person = await addInterviewer(t, author.idToken);
    const reviewers = [author, ...others, await createAccount(), await createAccount()];
    const themesPath = `/themes/interviewer/${person._id}`;
    for (const [i, account] of reviewers.slice(0, 4).entries()) {
      await addReview(t, account.idToken, person._id, { rating: i === 0 ? 3 : 5, reviewText: texts[i] });
    }
    await runInsightsJob(t.deps.store, () => t.clock.now(), 10_000);
    // Four reviews: no theme yet (a subject needs 5, DESIGN.md 6a), so no card, as the app shows none.
    const four = await page(`/interviewers/${person._id}`);
    expect(four.html).not.toContain('What reviews keep mentioning');
    expect(embedded(four.html)[themesPath]?.data).toMatchObject({ themes: [] });

    await addReview(t, reviewers[4]?.idToken as string, person._id, { rating: 4, reviewText: texts[4] });
    await runInsightsJob(t.deps.store, () => t.clock.now(), 10_000);
    const answer = await json<Themes>(await t.request('GET', `/api/themes/interviewer/${person._id}`));
    expect(answer.themes.map((theme) => theme.phrase)).toContain('clear expectations');
    const { html } = await page(`/interviewers/${person._id}`);
    const side = /<div class="rk-side">([\s\S]*?)<\/div><section class="rk-reviews"/.exec(html)?.[1] ?? '';
    // Under the breakdown, in the app's words (RecurringThemes): its heading, what it rests on, each theme's
    // phrase in bold and then "5 reviews · positive · average 4.4".
    expect([...side.matchAll(/<h2 id="[a-z-]+">([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Rating breakdown',
      'What reviews keep mentioning',
    ]);
    expect(side).toContain(
      '<p class="rk-muted">Phrases at least 3 different reviews share, out of 5 published reviews.</p>',
    );
    expect(side).toContain(
      '<li class="in-theme in-theme-positive"><p><strong class="in-theme-phrase">clear expectations</strong> ' +
        '<span class="in-tone">5 reviews · positive · average 4.4</span></p></li>',
    );
    expect(side.match(/<li class="in-theme /g)).toHaveLength(answer.themes.length);
    // The app's first render draws its card from the same answer, with no request of its own.
    expect(embedded(html)[themesPath]?.data).toEqual(answer);

    // A manager's profile likewise.
    const { manager } = await managerFixture(t, author, { companyName: 'Quillon Themes Diner' });
    const written: [TestAccount, string][] = [];
    for (const [i, account] of reviewers.entries()) {
      const res = await submitReview(t, account, manager._id, { rating: 2, reviewText: texts[i] });
      expect(res.status).toBe(201);
      written.push([account, ((await res.json()) as { _id: string })._id]);
    }
    await runInsightsJob(t.deps.store, () => t.clock.now(), 10_000);
    const managerAnswer = await json<Themes>(await t.request('GET', `/api/themes/manager/${manager._id}`));
    expect(managerAnswer.themes.length).toBeGreaterThan(0);
    const managerPage = await page(`/management/managers/x/${manager._id}`, { redirect: 'manual' });
    const location = managerPage.res.headers.get('location') ?? '';
    const { html: managerHtml } = await page(location);
    expect(managerHtml).toContain('<h2 id="themes-title">What reviews keep mentioning</h2>');
    expect(managerHtml).toContain(
      '<li class="in-theme in-theme-negative"><p><strong class="in-theme-phrase">clear expectations</strong> ' +
        '<span class="in-tone">5 reviews · negative · average 2.0</span></p></li>',
    );
    expect(embedded(managerHtml)[`/themes/manager/${manager._id}`]?.data).toEqual(managerAnswer);
    await deleteReviews(written);
  });

  test('the blog article’s head carries the Article the app gives it: the headline and date the page shows', async () => {
    const { res, html } = await page('/Toxic-Workplace-Blog');
    expect(res.status).toBe(200);
    const head = headOf(html);
    const body = html.slice(html.indexOf('<div id="root">'));
    const shown = /<time dateTime="([^"]+)">/i.exec(body)?.[1];
    expect(shown).toBe('2025-08-04');
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: h1(body),
        description: head.meta.get('description'),
        datePublished: shown,
        mainEntityOfPage: head.canonical,
        // Google's Article rich result wants an image: the page's share card, as its og:image.
        image: `${ORIGIN}/og/articles/Toxic-Workplace-Blog.png`,
        author: { '@type': 'Organization', name: 'Rate My Interviewer' },
        publisher: { '@type': 'Organization', name: 'Rate My Interviewer' },
      },
    ]);
    expect(head.canonical).toBe(`${ORIGIN}/Toxic-Workplace-Blog`);
    expect(head.meta.get('og:image')).toBe(`${ORIGIN}/og/articles/Toxic-Workplace-Blog.png`);
    expect(head.meta.get('og:image:width')).toBe('1200');
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    // The image is there: the API's share route answers it.
    const card = await t.request('GET', '/og/articles/Toxic-Workplace-Blog.png');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  test('the search homes’ heads carry the WebSite and SearchAction the app gives them; each target finds', async () => {
    for (const [home, term, results] of [
      ['/search-interviewers', 'Ada', '/search/Ada'],
      ['/search-managers', 'Ada', '/searchresults?q=Ada'],
    ] as const) {
      const { res, html } = await page(home);
      expect(res.status, home).toBe(200);
      const head = headOf(html);
      expect(head.jsonLd, home).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Rate My Interviewer',
          url: `${ORIGIN}${home}`,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${ORIGIN}${results.replace('Ada', '{search_term_string}')}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ]);
      // The target with a term filled in is the results page the home's box leads to.
      const target = String((head.jsonLd[0]?.potentialAction as { target?: string } | undefined)?.target);
      const found = await page(target.replace('{search_term_string}', term).slice(ORIGIN.length));
      expect(found.res.status, target).toBe(200);
      expect(headOf(found.html).jsonLd[0]?.['@type'], target).toBe('SearchResultsPage');
    }
  });

  test('the FAQ’s head carries the app’s FAQPage: each question and answer the page shows, in its order', async () => {
    const { res, html } = await page('/faq');
    expect(res.status).toBe(200);
    const body = html.slice(html.indexOf('<div id="root">'));
    const text = (markup: string) =>
      markup
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const shown = [
      ...body.matchAll(/<summary>([\s\S]*?)<\/summary><div class="faq-answer"><p>([\s\S]*?)<\/p>/g),
    ].map((m) => ({
      '@type': 'Question',
      name: text(m[1] as string),
      acceptedAnswer: { '@type': 'Answer', text: text(m[2] as string) },
    }));
    expect(shown.length).toBeGreaterThan(5);
    expect(headOf(html).jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: shown },
    ]);
  });

  test('static pages have their own head; search results are not indexed', async () => {
    const faq = await page('/faq');
    expect(faq.res.status).toBe(200);
    expect(headOf(faq.html).canonical).toBe(`${ORIGIN}/faq`);
    expect(faq.html).toContain(
      '<title data-static-head>Frequently asked questions | Rate My Interviewer</title>',
    );
    const signin = await page('/signin');
    expect(signin.res.status).toBe(200);
    expect(headOf(signin.html).meta.get('robots')).toBe('noindex');
    const search = await page('/search?q=acme');
    expect(search.res.status).toBe(200);
    expect(headOf(search.html).meta.get('robots')).toBe('noindex');
    expect(headOf(search.html).jsonLd[0]).toMatchObject({ '@type': 'SearchResultsPage' });
  });
});

describe('manager search results (/searchresults) are a real page before any JavaScript', () => {
  const titleOf = (html: string) => /<title data-static-head>([^<]*)<\/title>/.exec(html)?.[1];
  const cardLinks = (html: string) =>
    [...html.matchAll(/<a class="mg-card-link" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({
      href: m[1] as string,
      name: m[2] as string,
    }));

  test('the count in words, 9 cards a page linking to the profiles, a pager of plain links, noindex', async () => {
    // Ten managers at one company with a word nobody else uses: the search by workplace finds them all.
    const word = `Quillon${Date.now().toString(36)}`;
    const solo = `Zorvath${Date.now().toString(36)}`;
    const accounts = [author, ...others];
    const first = await managerFixture(t, author, {
      companyName: `${word} Kitchen`,
      managerName: `Asha ${solo}`,
    });
    await submitReview(t, others[0] as TestAccount, first.manager._id, { rating: 5 });
    for (let i = 1; i < 10; i++) {
      const res = await t.request('POST', '/api/managers', {
        token: (accounts[i % accounts.length] as TestAccount).idToken,
        body: {
          name: `Cook ${String.fromCharCode(65 + i)} Menon`,
          position: 'Sous Chef',
          branchId: first.branch._id,
          company: first.company._id,
        },
      });
      expect(res.status).toBe(201);
    }

    const { res, html } = await page(`/searchresults?q=${word.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(`10 results for “${word.toLowerCase()}”`);
    const cards = cardLinks(html);
    expect(cards).toHaveLength(9);
    for (const card of cards) expect(card.href).toMatch(/^\/management\/managers\/[a-z0-9-]+\/[A-Za-z0-9]+$/);
    const asha = cards.find((card) => card.name === `Asha ${solo}`);
    expect(asha?.href).toBe(`/management/managers/asha-${solo.toLowerCase()}/${first.manager._id}`);
    expect(html).toContain('aria-label="Managers, page 1 of 2"');
    expect(html).toContain('<p class="mg-card-role">Head Chef at ');
    expect(html).toContain('<p class="mg-card-count">1 review</p>');
    expect(html).toMatch(/data-tone="top">.*?5\.0<span class="visually-hidden"> out of 5<\/span>/);
    expect(html).toContain('href="/rate-manager"');
    // The pager: plain links a browser follows without JavaScript.
    const q = word.toLowerCase();
    expect(html).toContain(
      `href="/searchresults?q=${q}" aria-current="page" aria-label="Page 1, current page"`,
    );
    expect(html).toContain(`href="/searchresults?q=${q}&amp;page=2" aria-label="Page 2"`);
    expect(html).toContain(`href="/searchresults?q=${q}&amp;page=2" rel="next"`);
    // The head: the app's title and description; not indexed, like the site search.
    expect(titleOf(html)).toBe(`Managers matching &quot;${q}&quot; | Rate My Interviewer`);
    const head = headOf(html);
    expect(head.meta.get('description')).toBe(
      `Managers whose name or workplace matches &quot;${q}&quot;, with their anonymous ratings.`,
    );
    expect(head.meta.get('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'SearchResultsPage', name: `Managers matching "${q}"` });
    // Its ItemList is the cards the page shows, as the app's head gives it: 9 of the 10 matches.
    expect(listedUrls(head)).toEqual(cards.map((card) => `${ORIGIN}${card.href}`));
    expect(head.jsonLd[0]?.mainEntity).toMatchObject({ '@type': 'ItemList', numberOfItems: 10 });
    // The answer the PWA reads comes with the page, so its first render draws the same results.
    const answer = embedded(html)[`/search?q=${q}`]?.data as { managers: { _id: string }[] };
    expect(answer.managers).toHaveLength(10);

    const second = await page(`/searchresults?q=${q}&page=2`);
    expect(cardLinks(second.html)).toHaveLength(1);
    expect(second.html).toContain('aria-label="Page 2, current page"');
    expect(second.html).toContain(`href="/searchresults?q=${q}" rel="prev"`);
    // A page past the end shows the last one, as the app does; a page that is no number, the first.
    expect(cardLinks((await page(`/searchresults?q=${q}&page=99`)).html)).toHaveLength(1);
    expect(cardLinks((await page(`/searchresults?q=${q}&page=abc`)).html)).toHaveLength(9);

    const one = await page(`/searchresults?q=${solo}`);
    expect(h1(one.html)).toBe(`1 result for “${solo}”`);
    expect(one.html).not.toContain('class="pagination');
  });

  test('no match: the app’s empty state with its next steps; no query: how to search', async () => {
    const { res, html } = await page('/searchresults?q=zzqxnomatchzz');
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('0 results for “zzqxnomatchzz”');
    // The site search's empty state (what to try, who to add, companies to browse), as the app draws it.
    expect(html).toContain(
      '<h2>No managers found</h2><ul class="sr-tips"><li>Try a different name or company.</li>',
    );
    // Rate a manager leads (the app's order on manager results), Add an interviewer second.
    expect(html).toContain(
      '<a class="btn btn-primary" href="/rate-manager" data-discover="true">Rate a manager</a><a class="btn btn-secondary" href="/add-interviewer" data-discover="true">Add an interviewer</a>',
    );
    expect(Object.keys(embedded(html))).toEqual(['/search?q=zzqxnomatchzz', '/companies?sort=top']);
    expect(html).toContain('href="/search-managers"');
    expect(html).toContain('href="/rate-manager"');
    expect(headOf(html).meta.get('robots')).toBe('noindex');

    const empty = await page('/searchresults');
    expect(empty.res.status).toBe(200);
    expect(h1(empty.html)).toBe('Search managers');
    expect(empty.html).toContain('Type a name or a workplace in the');
    expect(titleOf(empty.html)).toBe('Search results | Rate My Interviewer');
    expect(headOf(empty.html).meta.get('robots')).toBe('noindex');
  });

  test('the query is text, never markup, in the heading, the head, the JSON-LD and the data block', async () => {
    const evil = `<script>alert(1)</script>"' onmouseover="x`;
    const { res, html } = await page(`/searchresults?q=${encodeURIComponent(evil)}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('" onmouseover="x');
    expect(h1(html)).toBe(
      '0 results for “&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; onmouseover=&quot;x”',
    );
    expect(titleOf(html)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; onmouseover=');
    expect(headOf(html).jsonLd[0]?.name).toBe(`Managers matching "${evil}"`);
    expect(Object.keys(embedded(html))).toEqual([
      `/search?q=${encodeURIComponent(evil)}`,
      '/companies?sort=top',
    ]);
    // A query the API refuses (too long) is the app's error line, never a 5xx.
    const long = await page(`/searchresults?q=${'a'.repeat(300)}`);
    expect(long.res.status).toBe(200);
    expect(long.html).toContain('Something went wrong. Please try again.');
  });

  test('the bar marks Managers, as the PWA does on its result list', async () => {
    const { html } = await page('/searchresults?q=cafe');
    expect(html).toContain('<a class="nav-link" href="/search-managers" aria-current="true">Managers</a>');
  });
});

describe('the site search (/search) is a real page before any JavaScript', () => {
  test('the app’s heading with the count, a form that works without JavaScript, hits that lead to their pages', async () => {
    const word = `Vantorel${Date.now().toString(36)}`;
    const { company, manager } = await managerFixture(t, author, { companyName: `${word} Foods` });
    const person = await addInterviewer(t, author.idToken, { name: `Ida ${word}` });
    expect((await submitReview(t, author, manager._id, { rating: 4 })).status).toBe(201);
    const { res, html } = await page(`/search?q=${word.toLowerCase()}`);
    expect(res.status).toBe(200);
    const q = word.toLowerCase();
    // Company, interviewer, and the manager who works there (found by workplace).
    expect(h1(html)).toMatch(new RegExp(`^[1-9]\\d* results? for “${q}”$`));
    expect(html).toContain('<form action="/search" method="get">');
    expect(html).toContain(`name="q" type="search" class="sb-input"`);
    expect(html).toContain(`value="${q}"`);
    const hrefs = [...html.matchAll(/<a class="sr-card" href="([^"]+)"/g)].map((m) => m[1] as string);
    expect(hrefs.some((href) => href.endsWith(`/${company._id}`))).toBe(true);
    expect(hrefs).toContain(`/interviewers/${person._id}`);
    expect(hrefs.some((href) => href.endsWith(`/${manager._id}`))).toBe(true);
    // Its JSON-LD lists the same hits, in the page's order, as the app's head does.
    expect(listedUrls(headOf(html))).toEqual(hrefs.map((href) => `${ORIGIN}${href}`));
    // A company's count is of its managers' reviews and says so, as its link preview does; a person's is theirs.
    const hitOf = (id: string) =>
      new RegExp(`<a class="sr-card" href="[^"]*/${id}"[^>]*>[\\s\\S]*?</a>`).exec(html)?.[0] ?? '';
    expect(hitOf(company._id)).toContain('<span class="sb-score-count">· 1 manager review</span>');
    expect(hitOf(manager._id)).toContain('<span class="sb-score-count">· 1 review</span>');
    // Every hit is a page that exists (they led to /undefined before).
    for (const href of hrefs) {
      const target = await page(href);
      expect([200, 301], href).toContain(target.res.status);
    }
    expect(/<title data-static-head>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
      `Search results for &quot;${q}&quot; | Rate My Interviewer`,
    );
    expect(headOf(html).meta.get('robots')).toBe('noindex');
    expect(Object.keys(embedded(html))).toEqual([`/search/all?q=${q}&limit=20`]);
  });

  test('kinds that matched nothing are one line after those that did, as the app draws them', async () => {
    const word = `Quorvel${Date.now().toString(36)}`;
    await addInterviewer(t, author.idToken, { name: `Ida ${word}` });
    const { html } = await page(`/search?q=${word.toLowerCase()}`);
    expect([...html.matchAll(/<h2 id="results-(\w+)">/g)].map((m) => m[1])).toEqual(['interviewers']);
    expect(html).toContain(
      '</section><p class="rk-muted sr-none-of">No companies or managers match.</p></div>',
    );
  });

  test('nothing found: the top rated companies to browse, linked, and their answer embedded for the app', async () => {
    const { company, manager } = await managerFixture(t, author, { companyName: 'Zephyr Toprated Canteen' });
    const reviewer = others[1] as TestAccount;
    const res = await submitReview(t, reviewer, manager._id, { rating: 5 });
    expect(res.status).toBe(201);
    const { html } = await page('/search?q=qqxzv');
    expect(html).toContain('<h2 id="results-top">Top rated companies</h2>');
    expect(html).toContain(`<a class="sr-card" href="/companies/zephyr-toprated-canteen/${company._id}"`);
    expect(Object.keys(embedded(html))).toEqual(['/search/all?q=qqxzv&limit=20', '/companies?sort=top']);
    await deleteReviews([[reviewer, ((await res.json()) as { _id: string })._id]]);
  });

  test('nothing found: the app’s empty state with next steps; the query is text, never markup', async () => {
    const evil = `<script>alert(1)</script>"'`;
    const { html } = await page(`/search?q=${encodeURIComponent(evil)}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(h1(html)).toBe('0 results for “&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;”');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;"');
    expect(html).toContain('<h2>No results found</h2>');
    expect(html).toContain('href="/add-interviewer"');
    expect(html).toContain('<li>Check the spelling, or type only the first letters of a name.</li>');
    const empty = await page('/search');
    expect(h1(empty.html)).toBe('Search');
    expect(empty.html).toContain('<form action="/search" method="get">');
  });
});

describe('the interviewer search (/search/{query}) is a real page before any JavaScript', () => {
  test('the app’s heading and hits, not the site search’s (whose count it contradicted), noindex', async () => {
    const word = `Brellix${Date.now().toString(36)}`;
    const people = [];
    for (const [i, account] of [author, ...others].entries()) {
      people.push(
        await addInterviewer(t, account.idToken, { name: `Noor ${'ABC'[i]} ${word}`, position: 'Recruiter' }),
      );
    }
    await addReview(t, others[0]?.idToken as string, people[0]?._id as string, { rating: 5 });
    const q = word.toLowerCase();
    const { res, html } = await page(`/search/${q}`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(`3 results for “${q}”`);
    const hrefs = [...html.matchAll(/<a class="iv-card iv-result" href="([^"]+)"/g)].map((m) => m[1]);
    expect(listedUrls(headOf(html))).toEqual(hrefs.map((href) => `${ORIGIN}${href}`));
    expect(hrefs.sort()).toEqual(people.map((p) => `/interviewers/${p._id}`).sort());
    expect(html).toContain('<span class="iv-card-meta">1 review</span>');
    expect(html).toContain(`href="/search/${q}?searchMode=company"`);
    expect(headOf(html).meta.get('robots')).toBe('noindex');
    expect(Object.keys(embedded(html))).toEqual([`/interviewers/search/${q}?searchMode=name&page=1`]);

    const none = await page(`/search/${q}?searchMode=company`);
    expect(h1(none.html)).toBe(`0 results for “${q}”`);
    // The site search's empty state, as /search and /searchresults draw it: SPEC's illustration, what to
    // try, who to add and the top rated companies, whose answer the page embeds for the app's first render.
    expect(none.html).toContain(
      '<h2>No results found</h2><ul class="sr-tips"><li>Check the spelling, or type only the first letters of a name.</li>',
    );
    expect(none.html).toMatch(
      /<div class="sr-none-help" role="status"><svg class="sr-none-art" [^>]*aria-hidden="true"/,
    );
    expect(none.html).toContain('href="/add-interviewer"');
    expect(none.html).toContain(`href="/search/${q}"`);
    expect(Object.keys(embedded(none.html))).toEqual([
      `/interviewers/search/${q}?searchMode=company&page=1`,
      '/companies?sort=top',
    ]);
    const evil = await page(`/search/${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(evil.res.status).toBe(200);
    expect(evil.html).not.toContain('<img src=x');
  });
});

describe('the bar of a rendered page', () => {
  /** The main sections' links in the bar (the wide one; the menu's copy is the same), with aria-current. */
  function barLinks(html: string): Record<string, string | null> {
    const wide = /<div class="nav-menu nav-menu-wide">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    return Object.fromEntries(
      [...wide.matchAll(/<a ([^>]*)>([^<]+)<\/a>/g)].map((m) => [
        m[2] as string,
        /aria-current="([^"]+)"/.exec(m[1] as string)?.[1] ?? null,
      ]),
    );
  }

  test('marks the current section as the PWA’s bar does: the page itself, or somewhere in its area', async () => {
    const person = await addInterviewer(t, author.idToken);
    const { manager } = await managerFixture(t, author);
    const managerPath = (await page(`/management/managers/x/${manager._id}`)).res.headers.get('location');
    const none = { Interviewers: null, Managers: null, Rate: null, Team: null, Login: null };
    const cases: [string, Record<string, string | null>][] = [
      [`/interviewers/${person._id}`, { ...none, Interviewers: 'true' }],
      [managerPath as string, { ...none, Managers: 'true' }],
      ['/team', { ...none, Team: 'page' }],
      ['/faq', none],
      ['/', none],
    ];
    for (const [path, expected] of cases) {
      const { html } = await page(path);
      expect(barLinks(html), path).toEqual(expected);
      // The slide-in menu (without JavaScript, a <details>) marks the same entry.
      const menu = /<details class="nav-disclosure">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
      expect(menu.match(/aria-current="[^"]+"/g) ?? [], path).toHaveLength(
        Object.values(expected).filter(Boolean).length,
      );
    }
  });
});

describe('the landing page and the static pages are real pages too', () => {
  test('a page without a share card describes the site icon it shows instead, at the size the file has', async () => {
    // Link previews that crop an image or read it aloud need its size and words (the fallback had neither).
    const png = readFileSync(join(REPO_ROOT, 'public/icons/icon-512.png'));
    // A PNG's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    for (const path of ['/', '/search-managers', '/faq']) {
      const head = headOf((await page(path)).html);
      expect(head.meta.get('og:image'), path).toBe(`${ORIGIN}/icons/icon-512.png`);
      expect(head.meta.get('og:image:type'), path).toBe('image/png');
      expect(head.meta.get('og:image:width'), path).toBe(String(size.width));
      expect(head.meta.get('og:image:height'), path).toBe(String(size.height));
      expect(head.meta.get('og:image:alt'), path).toBe('Rate My Interviewer logo: a star in a speech bubble');
    }
  });

  test('/ has its canonical link, Open Graph and Twitter tags, WebSite (with its search) and Organization JSON-LD', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const head = headOf(html);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    // What the site is, not its name alone (a search result's line said only "Rate My Interviewer").
    expect(html).toContain(
      '<title data-static-head>Anonymous interviewer and manager reviews | Rate My Interviewer</title>',
    );
    expect(head.meta.get('og:title')).toBe('Anonymous interviewer and manager reviews | Rate My Interviewer');
    expect(head.meta.get('og:description')).toMatch(/^Anonymous, honest reviews of interviewers/);
    expect(head.meta.get('og:url')).toBe(`${ORIGIN}/`);
    expect(head.meta.get('og:image')).toMatch(new RegExp(`^${ORIGIN}/.+\\.png$`));
    expect(head.meta.get('twitter:card')).toMatch(/^summary/);
    expect(head.meta.get('robots')).toBeUndefined();
    expect(html.match(/<title[ >]/g)).toHaveLength(1);
    const site = head.jsonLd.find((data) => data['@type'] === 'WebSite');
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Rate My Interviewer',
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${ORIGIN}/search?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    });
    expect(head.jsonLd.find((data) => data['@type'] === 'Organization')).toMatchObject({
      name: 'Rate My Interviewer',
      url: `${ORIGIN}/`,
      logo: expect.stringMatching(new RegExp(`^${ORIGIN}/`)),
    });
  });

  test('/ shows its heading, the search form that works without JavaScript, and its sections', async () => {
    const { html } = await page('/');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(h1(body)).toBe('Know who you’ll work for before you say yes.');
    // The search form: GET /search?q=, answered by the rendered search page.
    expect(body).toMatch(
      /<form action="\/search" method="get">[\s\S]*?<input[^>]* name="q"[^>]*>[\s\S]*?<\/form>/,
    );
    expect(body).toContain('Four steps to a better-informed job search');
    expect(body).toContain('Make the people who shape workplaces accountable, and recognised');
    // The page's words come once, in the content (PageMeta's tags are the head's business).
    expect(body).not.toMatch(/<title|<link rel="canonical"|application\/ld\+json/);
    expect(body).not.toContain('needs JavaScript');
  });

  test('/ shows the latest published reviews and embeds the very answer the PWA reads; a held one never', async () => {
    // The landing page lists the newest day's reviews by id, never by time (latest-reviews.ts): on a new
    // day of its own this review is one of them, whatever the file's other tests wrote before it.
    t.clock.advance(24 * 60 * 60_000);
    const { manager } = await managerFixture(t, author);
    expect(
      (
        await submitReview(t, others[0] as TestAccount, manager._id, {
          reviewText: 'Landing <b>bold</b> review.',
        })
      ).status,
    ).toBe(201);
    // Screening holds this one: nobody but its author may see it, on any page.
    expect(
      (
        await submitReview(t, others[1] as TestAccount, manager._id, {
          reviewText: 'Frack this held landing text.',
        })
      ).status,
    ).toBe(201);

    const { html } = await page('/');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('<h2 id="latest-title">Latest reviews</h2>');
    expect(body).toContain('Landing &lt;b&gt;bold&lt;/b&gt; review.');
    expect(body).not.toContain('<b>bold</b>');
    expect(html).not.toContain('held landing text');
    expect(body).toMatch(new RegExp(`href="/management/managers/[a-z0-9-]+/${manager._id}"`));
    // The latest reviews sit between the hero's sections and the mission, as the PWA draws them.
    const at = (text: string) => body.indexOf(text);
    expect(at('why-title')).toBeLessThan(at('latest-title'));
    expect(at('latest-title')).toBeLessThan(at('mission-title'));

    const api = await (await t.request('GET', '/api/managers/homepage-content')).json();
    const data = embedded(html)['/managers/homepage-content'];
    expect(data?.data).toEqual(api);
    expect(data?.headers.date).toBeTruthy();
    for (const account of [author, ...others]) {
      expect(html).not.toContain(account.uid);
      expect(html).not.toContain(account.email);
    }
  });

  test.each([
    ['/faq', 'Frequently asked questions', 'Is my review really anonymous?'],
    ['/team', 'We have sat on both sides of the interview table', 'Priya Raman'],
    ['/privacy', 'Privacy policy', 'What we do not store'],
    ['/terms', 'Terms of use', 'Share only genuine, first-hand experiences.'],
    ['/guidelines', 'Review guidelines', 'Good reviews are honest, specific and fair.'],
    ['/Toxic-Workplace-Blog', 'How to spot a toxic workplace before you accept the offer', 'quit managers'],
  ])('%s shows its own words before any JavaScript, with its stylesheets', async (path, title, text) => {
    // Another case, or a trailing slash, is the same route to the router: it moves to the route table's spelling.
    for (const moved of [`${path.toUpperCase()}/`, `${path}/`]) {
      const { res } = await page(moved);
      expect(res.status, moved).toBe(301);
      expect(res.headers.get('location'), moved).toBe(path);
    }
    const { res, html } = await page(path);
    expect(res.status, path).toBe(200);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(h1(body), path).toBe(title);
    expect(body, path).toContain(text);
    expect(body, path).toMatch(/class="content-page( content-page-article)?"/);
    expect(body, path).not.toMatch(/<title|<link rel="canonical"|application\/ld\+json/);
    // The lazy page's CSS is linked, so the words look as the PWA will draw them.
    expect(html.slice(0, html.indexOf('</head>')), path).toContain(
      '<link rel="stylesheet" href="/assets/page.css"',
    );
  });

  test.each([
    ['/search-managers', 'Find out what your next manager is really like.', '/searchresults', ''],
    [
      '/search-interviewers',
      'Know your interviewer before you walk in.',
      '/search-interviewers',
      'searchMode',
    ],
  ])(
    '%s is drawn before any JavaScript, its box a form that searches without it',
    async (path, title, action, hidden) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(h1(body)).toBe(title);
      const form = /<form\b[^>]*>[\s\S]*?<\/form>/.exec(body)?.[0] ?? '';
      expect(form).toContain(`action="${action}"`);
      expect(form).toContain('method="get"');
      expect(form).toMatch(/<input[^>]*name="q"/);
      if (hidden) expect(form).toMatch(new RegExp(`<input type="hidden" name="${hidden}" value="name"`));
    },
  );

  test("the interviewer search home's form leads to the results; tricks in the text stay in the path", async () => {
    const go = async (query: string) => {
      const { res } = await page(`/search-interviewers?${query}`);
      return { status: res.status, location: res.headers.get('location') };
    };
    expect(await go('q=Priya&searchMode=name')).toEqual({ status: 302, location: '/search/Priya' });
    expect(await go('q=%20North%20Labs%20&searchMode=company')).toEqual({
      status: 302,
      location: '/search/North%20Labs?searchMode=company',
    });
    // An unknown mode is the default; a slash, a scheme or a script is text in the query's one segment.
    expect(await go('q=a&searchMode=evil')).toEqual({ status: 302, location: '/search/a' });
    expect((await go('q=%2F%2Fevil.example%2Fx')).location).toBe('/search/%2F%2Fevil.example%2Fx');
    expect((await go('q=%3Cscript%3E')).location).toBe('/search/%3Cscript%3E');
    // No text: the page itself.
    expect((await go('q=%20%20')).status).toBe(200);
    expect((await go('searchMode=company')).status).toBe(200);
  });

  test('pages the build did not render keep an empty #root for the PWA; unknown paths stay 404', async () => {
    const signin = await page('/signin');
    expect(signin.html).toContain('<div id="root"></div>');
    const missing = await page('/faq/more');
    expect(missing.res.status).toBe(404);
    expect(missing.html).not.toContain('Is my review really anonymous?');
  });
});

describe('the manager area’s lists are real pages before any JavaScript', () => {
  test('/All-Companies: the directory, top rated, recently added and locations, from the answers it embeds', async () => {
    const name = uniqueName('Zephyr Bakery');
    const { company, manager } = await managerFixture(t, author, { companyName: name, city: 'Quito' });
    expect((await submitReview(t, author, manager._id, { rating: 5 })).status).toBe(201);

    const { res, html } = await page('/All-Companies');
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('All Companies');
    const head = headOf(html);
    expect(head.canonical).toBe(`${ORIGIN}/All-Companies`);
    expect(head.meta.get('og:url')).toBe(`${ORIGIN}/All-Companies`);
    expect(head.meta.get('description')).toMatch(/^Every company A to Z/);
    expect(head.meta.get('robots')).toBeUndefined();
    // The app's sections, each drawn from the answer the app reads, which the page embeds.
    const answers = embedded(html);
    expect(Object.keys(answers).sort()).toEqual(
      [
        '/companies/directory',
        '/companies/directory/letters',
        '/companies/locations',
        '/companies?sort=recent',
        '/companies?sort=top',
      ].sort(),
    );
    expect(answers['/companies?sort=top']?.data).toEqual(
      await json(await t.request('GET', '/api/companies?sort=top')),
    );
    // A letter no company files under is drawn disabled, as the app draws it.
    const { letters } = await json<{ letters: string[] }>(
      await t.request('GET', '/api/companies/directory/letters'),
    );
    expect(answers['/companies/directory/letters']?.data).toEqual({ letters });
    expect(letters).toContain('Z');
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').filter((l) => !letters.includes(l))) {
      expect(html).toContain(
        `<a role="link" aria-disabled="true" aria-label="From ${letter}: no companies">${letter}</a>`,
      );
    }
    for (const heading of ['A–Z directory', 'Top Rated Companies', 'Recently Added', 'Company Locations']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    const card = `<h3 class="co-card-name"><a class="co-card-link" href="${companyHref(company)}" data-discover="true">${name}</a></h3>`;
    const top = html.slice(html.indexOf('>Top Rated Companies<'), html.indexOf('>Recently Added<'));
    expect(top).toContain(card);
    expect(top).toContain(
      '<span class="visually-hidden">Average rating </span>5.0<span class="visually-hidden"> out of 5</span>',
    );
    expect(html).toContain('<h3 class="co-location-city">Quito</h3>');
    // The letter links and the filter work without JavaScript: each is an address the page reads.
    expect(html).toContain(
      '<a href="/All-Companies?from=z#directory" aria-label="From Z" data-discover="true">Z</a>',
    );
    expect(html).toContain(
      '<form class="co-directory-tools" action="/All-Companies#directory" method="get">',
    );

    const filtered = await page(`/All-Companies?q=${encodeURIComponent(name)}&utm_source=x`);
    expect(filtered.res.status).toBe(200);
    expect(filtered.html).toContain(
      `<a class="co-directory-name" href="${companyHref(company)}" data-discover="true">${name}</a><span class="co-directory-cities">Quito</span>`,
    );
    expect(filtered.html).toContain(
      '<span class="visually-hidden"> out of 5</span></span> from 1 manager review</span><span>1 manager</span><span>0 interviewers</span>',
    );
    expect(filtered.html).toContain(`value="${name}"`);
    expect(Object.keys(embedded(filtered.html))).toContain(
      `/companies/directory?q=${encodeURIComponent(name).replace(/%20/g, '+')}`,
    );
    // A filtered view names the page itself as canonical: one address for a search engine to index.
    expect(headOf(filtered.html).canonical).toBe(`${ORIGIN}/All-Companies`);
    const none = await page('/All-Companies?q=nothing-matches-this&from=q');
    expect(none.html).toContain('No company matches “nothing-matches-this” from Q on.');
    expect(none.html).toContain('aria-label="From Q" aria-current="true"');
  });

  test('/Home lists the departments; a department page its managers; an unknown one is a 404', async () => {
    const department = await json<{ _id: string; slug: string; name: string }>(
      await t.request('POST', '/api/departments', {
        token: author.idToken,
        body: { name: 'Front Of House' },
      }),
    );
    const { manager } = await managerFixture(t, author, { departmentId: department._id });
    expect((await submitReview(t, author, manager._id, { rating: 4 })).status).toBe(201);
    // One with no managers is left out, as the app leaves it out.
    await t.request('POST', '/api/departments', { token: author.idToken, body: { name: 'Pharmacy' } });

    const home = await page('/Home');
    expect(home.res.status).toBe(200);
    expect(h1(home.html)).toBe('Departments');
    expect(headOf(home.html).canonical).toBe(`${ORIGIN}/Home`);
    expect(home.html).toContain(
      '<a class="mg-department" href="/management/departments/front-of-house" data-discover="true">' +
        '<span class="mg-department-name">Front Of House</span> <span class="mg-department-count">1 manager</span></a>',
    );
    expect(home.html).not.toContain('Pharmacy</span>');
    expect(embedded(home.html)['/departments']?.data).toEqual(
      await json(await t.request('GET', '/api/departments')),
    );

    const path = '/management/departments/front-of-house';
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('Front Of House');
    const head = headOf(html);
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
    expect(head.meta.get('og:url')).toBe(`${ORIGIN}${path}`);
    expect(html).toContain('<title data-static-head>Front Of House managers | Rate My Interviewer</title>');
    expect(head.meta.get('description')).toBe(
      'Managers in Front Of House and what their teams say about them, anonymously.',
    );
    expect(html).toContain(`>${manager.name}</a></h2>`);
    expect(html).toContain('<p class="mg-card-count">1 review</p>');
    expect(Object.keys(embedded(html))).toEqual(['/departments/front-of-house']);
    // Its sidebar does not say Login to a reader who may be signed in: the app fills that entry once it
    // knows the session (the bar's Login is there for a visitor).
    const sidebar = /<nav class="card mg-sidebar" aria-label="Your account">([\s\S]*?)<\/nav>/.exec(
      html,
    )?.[1];
    expect(sidebar).toContain('href="/profile"');
    expect(sidebar).toContain('href="/my-reviews"');
    expect(sidebar).not.toContain('/signin');
    expect(sidebar).not.toContain('Login');
    // Its id is one of its addresses in the API: the page moves to the canonical one.
    const byId = await page(`/management/departments/${department._id}`);
    expect(byId.res.status).toBe(301);
    expect(byId.res.headers.get('location')).toBe(path);

    const unknown = await page('/management/departments/no-such-department');
    expect(unknown.res.status).toBe(404);
    expect(h1(unknown.html)).toBe('Page not found');
    expect(headOf(unknown.html).meta.get('robots')).toMatch(/noindex/);
  });
});

/** The company's slug, read from the manager page's company link. */
function companyOf(html: string): string {
  return decodeURIComponent(/href="\/companies\/([^/"]+)\//.exec(html)?.[1] ?? '');
}

describe('the interviewer list (/interviewers) is a real page before any JavaScript', () => {
  type Listed = { _id: string; name: string; average: number; reviewCount: number };
  /** The API's page after `cursor`, and its next page's cursor. */
  async function apiPage(cursor?: string) {
    const res = await t.request('GET', `/api/interviewers?limit=12${cursor ? `&cursor=${cursor}` : ''}`);
    return { items: await json<Listed[]>(res), next: res.headers.get('x-next-cursor') };
  }
  /** The profile links of the rendered list, in order: [href, name]. */
  const cards = (html: string) =>
    [
      ...html.matchAll(
        /<a class="iv-card" href="([^"]+)" data-discover="true"><span class="iv-card-text"><span class="iv-card-name">([^<]*)<\/span>/g,
      ),
    ].map((m) => [m[1], m[2]]);

  test('its cards link to the profiles, Next to the following page, from the answer it embeds', async () => {
    // More than a page, and one rated card to read the list's colours from.
    const people = [];
    for (let i = 0; i < 13; i++) people.push(await addInterviewer(t, author.idToken));
    await addReview(t, (others[0] as TestAccount).idToken, (people[0] as { _id: string })._id, { rating: 2 });

    const first = await apiPage();
    expect(first.next).not.toBeNull();
    const { res, html } = await page('/interviewers');
    expect(res.status).toBe(200);
    expect(h1(html)).toBe('Browse interviewers');
    expect(cards(html)).toEqual(first.items.map((i) => [`/interviewers/${i._id}`, esc(i.name)]));
    const head = headOf(html);
    expect(head.canonical).toBe(`${ORIGIN}/interviewers`);
    expect(head.meta.get('robots')).toBeUndefined();
    // The app's first render draws the same page from the answer it reads, with its cursor.
    const answer = embedded(html)['/interviewers?limit=12'];
    expect(answer?.data).toEqual(first.items);
    expect(answer?.headers['x-next-cursor']).toBe(first.next);
    // A first page has no way back; Next is a plain link to the following page.
    expect(html).toContain(
      '<a class="pagination-link pagination-step" role="link" aria-disabled="true"><span aria-hidden="true">‹ </span><span class="pagination-step-words">Prev</span></a>',
    );
    const next = /<a class="pagination-link pagination-step" href="([^"]+)" rel="next"/.exec(html)?.[1];
    expect(next).toBe(`/interviewers?after=${first.next}`);
    // It says it is the first page, as the app does; a later one opened from a link has no number.
    expect(html).toContain('<span class="pagination-current" aria-current="page">Page 1</span>');

    const second = await apiPage(first.next as string);
    const after = await page(next as string);
    expect(after.res.status).toBe(200);
    expect(cards(after.html)).toEqual(second.items.map((i) => [`/interviewers/${i._id}`, esc(i.name)]));
    expect(after.html).toContain(
      '<a class="pagination-link pagination-step" href="/interviewers" rel="prev" data-discover="true"><span aria-hidden="true">‹ </span><span class="pagination-step-words">First page</span></a>',
    );
    expect(after.html).not.toContain('pagination-current');
    expect(headOf(after.html).canonical).toBe(`${ORIGIN}${next}`);
    expect(Object.keys(embedded(after.html))).toEqual([`/interviewers?limit=12&cursor=${first.next}`]);

    // A card says what the app's says: the list's colour (2.0 is yellow here, red in search), the count.
    const rated = people[0] as Listed;
    let walk: string | null = null;
    let found = '';
    do {
      const { html: listed } = await page(walk === null ? '/interviewers' : `/interviewers?after=${walk}`);
      const at = listed.indexOf(`href="/interviewers/${rated._id}"`);
      if (at >= 0) found = listed.slice(at, listed.indexOf('</a>', at));
      walk =
        embedded(listed)[`/interviewers?limit=12${walk === null ? '' : `&cursor=${walk}`}`]?.headers[
          'x-next-cursor'
        ] ?? null;
    } while (found === '' && walk !== null);
    expect(found).toContain(
      '<span class="iv-card-meta">1 review</span></span><span class="rating-badge" data-tone="fair">',
    );
  });

  test('an empty list says so; a busy API says something went wrong, never that there is nobody', async () => {
    const empty = createPagesApp({
      apiFetch: () => Response.json([]),
      shell: async () => parseWebShell(shellHtml()),
      origin: ORIGIN,
    });
    const none = await (await empty.request('/interviewers')).text();
    expect(none).toContain('<p class="rk-empty">No interviewers found.</p>');
    expect(none).not.toContain('class="pagination');
    const busy = createPagesApp({
      apiFetch: (request) =>
        new URL(request.url).pathname === '/api/interviewers'
          ? new Response('{}', { status: 400 })
          : t.app.fetch(request),
      shell: async () => parseWebShell(shellHtml()),
      origin: ORIGIN,
    });
    const failed = await (await busy.request('/interviewers')).text();
    expect(failed).toContain('Something went wrong. Please try again.');
    expect(failed).not.toContain('No interviewers found.');
  });
});

describe('the contact page (/contact) works before any JavaScript', () => {
  /** The form as a browser without JavaScript posts it, from `ip` (as our proxy says). */
  const post = (fields: Record<string, string>, ip: string, headers: Record<string, string> = {}) =>
    page('/contact', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'X-Forwarded-For': ip, ...headers },
    });
  const storedWith = async (subject: string) =>
    (
      await t.deps.store.query({
        collection: CONTACT_MESSAGES,
        where: [{ field: 'subject', op: '==', value: subject }],
      })
    ).length;

  test('it says how to reach us, and its form posts to the page itself', async () => {
    const { res, html } = await page('/contact');
    expect(res.status).toBe(200);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(h1(body)).toBe('We’d love to hear from you');
    expect(body).toContain('Send us a message and we will get back to you by email.');
    const form = /<form\b[^>]*>[\s\S]*?<\/form>/.exec(body)?.[0] ?? '';
    expect(form).toMatch(/^<form [^>]*action="\/contact" method="post">/);
    for (const name of ['name', 'email', 'subject'])
      expect(form).toMatch(new RegExp(`<input [^>]*name="${name}"`));
    expect(form).toContain('<textarea id="contact-message" name="message"');
    expect(form).toContain('<button type="submit" class="btn btn-primary">Send Message</button>');
    expect(headOf(html).canonical).toBe(`${ORIGIN}/contact`);
  });

  test('a posted form is sent once; what is wrong is said with everything typed kept', async () => {
    const subject = uniqueName('No script');
    const wrong = await post(
      { name: ' ', email: 'ada@', subject, message: 'Hi <b>there</b>' },
      '203.0.113.60',
    );
    expect(wrong.res.status).toBe(400);
    expect(wrong.res.headers.get('cache-control')).toBe('no-store');
    expect(wrong.html).toContain('<p id="contact-name-error" class="field-error">Enter your name.</p>');
    expect(wrong.html).toContain(
      '<p id="contact-email-error" class="field-error">Enter a valid email address, like name@example.com.</p>',
    );
    expect(wrong.html).toContain('name="email" value="ada@"');
    expect(wrong.html).toContain(`name="subject" value="${subject}"`);
    expect(wrong.html).toContain('>Hi &lt;b&gt;there&lt;/b&gt;</textarea>');
    expect(await storedWith(subject)).toBe(0);

    const fields = { name: 'Ada', email: 'ada@example.net', subject, message: 'Works without a script.' };
    for (let i = 0; i < 2; i++) {
      // The second is the page resubmitted (reload, back): sent once.
      const sent = await post(fields, '203.0.113.60');
      expect(sent.res.status).toBe(200);
      expect(sent.html).toContain('role="status"');
      expect(sent.html).toContain('<span class="visually-hidden">✅</span> Message sent successfully!</p>');
      expect(sent.html).toContain('name="subject" value=""');
    }
    expect(await storedWith(subject)).toBe(1);
    expect((await t.mails(DEFAULT_CONTACT_ADDRESS)).filter((m) => m.subject.includes(subject))).toHaveLength(
      1,
    );

    // Another site's form posting here (the visitor's browser says so) sends nothing.
    const other = uniqueName('Elsewhere');
    const refused = await post({ ...fields, subject: other }, '203.0.113.60', {
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(refused.res.status).toBe(403);
    expect(await storedWith(other)).toBe(0);
  });

  test('the sender’s own address is limited, as the app’s messages are, never everyone’s together', async () => {
    const fields = (n: number) => ({
      name: 'Bo',
      email: 'bo@example.net',
      subject: uniqueName(`Limit ${n}`),
      message: 'Hello.',
    });
    for (let n = 0; n < CONTACT_RATE_LIMIT.limit; n++) {
      expect((await post(fields(n), '203.0.113.61')).res.status).toBe(200);
    }
    const over = fields(99);
    const limited = await post(over, '203.0.113.61');
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.html).toContain('Too many messages. Please try again later.');
    expect(limited.html).toContain(`name="subject" value="${over.subject}"`);
    expect(await storedWith(over.subject)).toBe(0);
    expect((await post(over, '203.0.113.62')).res.status).toBe(200);
  });
});

describe('real statuses', () => {
  test('unknown, removed and malformed ids are 404 pages that help; never a 5xx', async () => {
    const { manager } = await managerFixture(t, author);
    const removed = await addInterviewer(t, author.idToken);
    await t.deps.store.batch().delete('interviewers', removed._id).commit();
    for (const path of [
      `/interviewers/${'A'.repeat(20)}`,
      `/interviewers/${removed._id}`,
      '/interviewers/__proto__',
      `/interviewers/${'x'.repeat(2000)}`,
      '/interviewers/%00',
      '/interviewers/a%2Fb',
      `/management/managers/x/${'B'.repeat(20)}`,
      '/management/managers/x/..',
      `/companies/x/${'C'.repeat(20)}`,
      `/companies/x/${'C'.repeat(20)}/insights`,
      '/interviewer/__x__',
      '/no-such-page',
      '/interviewers/a/b/c',
      '/management/managers/only-a-name',
    ]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(html, path).toContain('does not exist or was removed');
      expect(html, path).toContain('href="/search"');
      expect(headOf(html).meta.get('robots'), path).toBe('noindex');
    }
    // The removed manager too.
    await t.deps.store.batch().delete('managers', manager._id).commit();
    expect((await page(`/management/managers/x/${manager._id}`)).res.status).toBe(404);
  });

  test('a moved slug answers 301 to the canonical address (query kept); the singular alias too', async () => {
    const { company, manager } = await managerFixture(t, author);
    const { res, html } = await page(`/management/managers/old-name/${manager._id}?sort=helpful`);
    expect(res.status).toBe(301);
    expect(html).toBe('');
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(new RegExp(`^/management/managers/[a-z0-9-]+/${manager._id}\\?sort=helpful$`));
    expect((await page(location)).res.status).toBe(200);

    const moved = await page(`/companies/old-name/${company._id}`);
    expect(moved.res.status).toBe(301);
    expect((await page(moved.res.headers.get('location') ?? '')).res.status).toBe(200);

    const person = await addInterviewer(t, author.idToken);
    const alias = await page(`/interviewer/${person._id}`);
    expect(alias.res.status).toBe(301);
    expect(alias.res.headers.get('location')).toBe(`/interviewers/${person._id}`);
  });
});

describe('one address per page: any other case of a route answers 301 to the route table’s', () => {
  test('the route’s own words, the parameters as sent, the query kept; the canonical spelling renders', async () => {
    const person = await addInterviewer(t, author.idToken);
    for (const [path, location] of [
      ['/home', '/Home'],
      ['/HOME/', '/Home'],
      ['/home?utm_source=x&q=1', '/Home?utm_source=x&q=1'],
      ['/all-companies?q=Acme&from=a', '/All-Companies?q=Acme&from=a'],
      ['/toxic-workplace-blog', '/Toxic-Workplace-Blog'],
      ['/FAQ', '/faq'],
      ['/SignIn', '/signin'],
      ['/Search?q=Acme', '/search?q=Acme'],
      ['/SEARCH/Ada%20Lovelace?searchMode=company', '/search/Ada%20Lovelace?searchMode=company'],
      [`/Interviewers/${person._id}`, `/interviewers/${person._id}`],
      ['/Management/Departments/No-Such-Team', '/management/departments/No-Such-Team'],
      ['/management/Managers/ada/abc', '/management/managers/ada/abc'],
    ]) {
      await expectMoved(path as string, location as string);
    }
    // The route table's spelling is the page, not another redirect.
    for (const path of [
      '/Home',
      '/All-Companies',
      '/Toxic-Workplace-Blog',
      '/faq',
      `/interviewers/${person._id}`,
    ]) {
      expect((await page(path)).res.status, path).toBe(200);
    }
    const home = await page((await page('/home')).res.headers.get('location') ?? '');
    expect(h1(home.html)).toBe('Departments');
  });

  test('a trailing slash is the same page: 301 to the address without it, one hop, the query kept; / stays', async () => {
    const person = await addInterviewer(t, author.idToken);
    for (const [path, location] of [
      ['/faq/', '/faq'],
      ['/Home/', '/Home'],
      ['/home/', '/Home'],
      ['/All-Companies/?q=Acme&from=a', '/All-Companies?q=Acme&from=a'],
      ['/search/?q=Acme', '/search?q=Acme'],
      ['/search/Ada%20Lovelace/?searchMode=company', '/search/Ada%20Lovelace?searchMode=company'],
      ['/searchresults/?q=Ada&page=2', '/searchresults?q=Ada&page=2'],
      [`/interviewers/${person._id}/`, `/interviewers/${person._id}`],
      [`/Interviewers/${person._id}/?utm_source=x`, `/interviewers/${person._id}?utm_source=x`],
      ['/management/departments/No-Such-Team/', '/management/departments/No-Such-Team'],
      ['/companies/acme/abc/insights/', '/companies/acme/abc/insights'],
    ]) {
      for (const method of ['GET', 'HEAD']) await expectMoved(path as string, location as string, method);
    }
    expect((await page(`/interviewers/${person._id}`)).res.status).toBe(200);
    expect((await page('/')).res.status).toBe(200);
  });

  test('another address of a page that moves again (alias, old slug, id) takes one 301 to the final address', async () => {
    const { company, manager } = await managerFixture(t, author);
    const person = await addInterviewer(t, author.idToken);
    const department = await json<{ _id: string; slug: string }>(
      await t.request('POST', '/api/departments', { token: author.idToken, body: { name: 'Night Shift' } }),
    );
    const managerPath =
      (await page(`/management/managers/x/${manager._id}`)).res.headers.get('location') ?? '';
    const companyPath = (await page(`/companies/x/${company._id}`)).res.headers.get('location') ?? '';
    expect(managerPath).toMatch(/^\/management\/managers\//);
    expect(companyPath).toMatch(/^\/companies\//);
    const moves: [string, string][] = [
      [`/INTERVIEWER/${person._id}`, `/interviewers/${person._id}`],
      [`/interviewer/${person._id}/?utm_source=x`, `/interviewers/${person._id}?utm_source=x`],
      [`/Interviewer/${person._id}/`, `/interviewers/${person._id}`],
      [`/MANAGEMENT/managers/old-name/${manager._id}`, managerPath],
      [`/management/managers/old-name/${manager._id}/?sort=helpful`, `${managerPath}?sort=helpful`],
      [`/Companies/old-name/${company._id}/Insights`, `${companyPath}/insights`],
      [`/companies/old-name/${company._id}/`, companyPath],
      [`/Management/Departments/${department._id}/`, '/management/departments/night-shift'],
    ];
    for (const [path, location] of moves) {
      const { res } = await page(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=300, s-maxage=3600');
      expect((await page(location)).res.status, location).toBe(200);
    }
  });

  test('a percent-encoded letter, digit or - . _ ~ is that character (RFC 3986): one 301 to the page’s address', async () => {
    const person = await addInterviewer(t, author.idToken);
    const encodedId = [...person._id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    for (const [path, location] of [
      ['/%68ome', '/Home'],
      ['/%48ome?utm_source=x', '/Home?utm_source=x'],
      ['/%66%61%71/', '/faq'],
      ['/All%2DCompanies?q=Acme', '/All-Companies?q=Acme'],
      ['/search/%41da%20Lovelace', '/search/Ada%20Lovelace'],
      [`/interviewers/${encodedId}`, `/interviewers/${person._id}`],
      [`/%69nterviewer/${person._id}`, `/interviewers/${person._id}`],
    ]) {
      const { res, html } = await page(path as string);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
      expect(html, path).toBe('');
    }
    expect((await page('/Home')).res.status).toBe(200);
    // Only unreserved characters: an encoded '/' or backslash names no page of the app.
    for (const path of [
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      '/%61pi/interviewers',
      '/%73itemap.xml',
      '/%ZZome',
      '/%6',
    ]) {
      const { res } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location'), path).toBeNull();
    }
    // Encoded dots make no path off the site either (URL parsers resolve '%2e%2e' segments themselves).
    for (const path of [
      '/%2e%2e/%2e%2e/%2F%2Fevil.com',
      '/%2e%2e/Home',
      '/Home/%2E',
      '/%2e%2E/%2F%2Fevil.com/faq',
    ]) {
      const { res } = await page(path);
      expect(res.status, path).toBeLessThan(500);
      const location = res.headers.get('location');
      if (location !== null) expect(location, path).toMatch(/^\/[A-Za-z][\w-]*(\/|\?|$)/);
    }
  });

  test('a trailing slash on a crafted path never redirects off the site, never 5xx', async () => {
    for (const path of [
      '//evil.com/',
      '///evil.com/',
      '//evil.com/faq/',
      '/%2F%2Fevil.com/',
      '/%2f%2fevil.com/faq/',
      '/\\evil.com/',
      '/%5C%5Cevil.com/',
      '/\\/evil.com/',
      '/faq//',
      '/interviewers//evil.com/',
      '/interviewers/%2F%2Fevil.com/',
      '/Home/..%2F..%2F%2Fevil.com/',
      '/api/interviewers/',
      '/sitemap.xml/',
      `/${'Home/'.repeat(2000)}`,
      '/Home%0d%0aSet-Cookie:%20x=1/',
    ]) {
      await expectStaysOnSite(path);
    }
    // An id that is a crafted address stays a path of the site.
    expect((await page('/interviewers/%2F%2Fevil.com/')).res.headers.get('location')).toBe(
      '/interviewers/%2F%2Fevil.com',
    );
  });

  test('crafted paths never redirect off the site, never 5xx; what is no route of the app stays a 404', async () => {
    const crafted = [
      '//evil.com',
      '//Evil.com/Home',
      '/%2F%2Fevil.com',
      '/%2f%2fevil.com/home',
      '/\\evil.com',
      '/Interviewers/%2F%2Fevil.com',
      '/Interviewers//evil.com',
      '/Home/..%2F..%2F%2Fevil.com',
      '/Search/%5C%5Cevil.com',
      '/İnterviewers/x',
      '/ınterviewers/x',
      '/HOME\u212A',
      '/K%E2%84%AA',
      `/Interviewers/${'x'.repeat(8000)}`,
      `/${'Home/'.repeat(2000)}`,
      '/Home%0d%0aSet-Cookie:%20x=1',
      '/API/interviewers',
      '/Api',
      '/OG/interviewers/x.png',
      '/Sitemap.xml',
      '/Robots.txt',
      '/Assets/index.js',
    ];
    for (const path of crafted) await expectStaysOnSite(path);
    // Not routes of the app: the API's paths and the site's files are nothing the pages redirect.
    for (const path of ['/API/interviewers', '/OG/interviewers/x.png', '/Sitemap.xml', '/Robots.txt']) {
      expect((await page(path)).res.status, path).toBe(404);
    }
  });
});

describe('no anonymity regressions: a page carries nothing a public answer does not', () => {
  test('a held review is never rendered, no author data, public days only', async () => {
    const person = await addInterviewer(t, author.idToken);
    await addReview(t, others[0]?.idToken as string, person._id, { reviewText: 'Published and visible.' });
    // Screening holds this one for a moderator: its author sees it, nobody else.
    const held = await t.request('POST', '/reviews/rmi', {
      token: author.idToken,
      body: { interviewerId: person._id, rating: 1, reviewText: 'Frack this held review text.' },
    });
    expect(held.status).toBe(201);

    const { html } = await page(`/interviewers/${person._id}`);
    expect(html).toContain('Published and visible.');
    expect(html).not.toContain('held review text');
    expect(html).toContain('1 review');
    for (const account of [author, ...others]) {
      expect(html).not.toContain(account.uid);
      expect(html).not.toContain(account.email);
    }
    expect(html).not.toMatch(/authorKey|"uid"|"ownerKey"/);
    // Every date on the page is a public day: no instant that could match a review to a candidate's hour.
    const instants = html.match(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g) ?? [];
    expect(instants.length).toBeGreaterThan(0);
    for (const instant of instants) expect(instant).toMatch(/T00:00:00\.000Z$/);
    // Even a request with the author's token renders the public page (pages never personalise).
    const asAuthor = await page(`/interviewers/${person._id}`, {
      headers: { Authorization: `Bearer ${author.idToken}` },
    });
    expect(asAuthor.html).not.toContain('held review text');
    expect(asAuthor.html).not.toContain('"isOwnReview":true');
  });

  test('names are text, never markup: HTML and JSON-LD escape them', async () => {
    const person = await addInterviewer(t, author.idToken, {
      name: 'Eve </script><img src=x onerror=alert(1)>',
    });
    const { res, html } = await page(`/interviewers/${person._id}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Eve &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(headOf(html).jsonLd[0]?.name).toBe(person.name);
    expect(embedded(html)[`/interviewers/${person._id}`]).toBeDefined();
  });

  test('absolute URLs come from the configured origin, never from a forged Host or X-Forwarded-Host', async () => {
    const person = await addInterviewer(t, author.idToken);
    const { html } = await page(`http://evil.example/interviewers/${person._id}`, {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
    });
    expect(html).not.toContain('evil.example');
    expect(headOf(html).canonical).toBe(`${ORIGIN}/interviewers/${person._id}`);
  });
});

describe('cheap on repeat visits, fresh after a write', () => {
  test('the same page comes from the cache until a write moves the store version', async () => {
    const person = await addInterviewer(t, author.idToken);
    const first = await page(`/interviewers/${person._id}`);
    const { reads, app: counted } = counting();
    await counted.request(`/interviewers/${person._id}`);
    const before = reads.length;
    // The profile, its reviews and its themes.
    expect(before).toBe(3);
    await counted.request(`/interviewers/${person._id}`);
    expect(reads.length).toBe(before);
    expect(first.html).toContain('No rating yet');

    await addReview(t, others[1]?.idToken as string, person._id, { rating: 2, reviewText: 'New one.' });
    const after = await counted.request(`/interviewers/${person._id}`);
    expect(reads.length).toBeGreaterThan(before);
    expect(await after.text()).toContain('New one.');
  });
});

describe('kept as the bytes sent: compressed once, rendered once', () => {
  test('brotli or gzip as the client accepts, the same page as uncompressed, Vary: Accept-Encoding', async () => {
    const person = await addInterviewer(t, author.idToken);
    const path = `/interviewers/${person._id}`;
    const plain = await pages.request(path);
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');

    const br = await pages.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);
    expect(brBytes.length).toBeLessThan(html.length / 2);

    const gz = await pages.request(path, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    // The 404 page is compressed too.
    const missing = await pages.request('/interviewers/nobody-here', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('gzip');
  });

  test('refused, unknown or malformed encodings get the page uncompressed, never an error', async () => {
    const person = await addInterviewer(t, author.idToken);
    const path = `/interviewers/${person._id}`;
    for (const accept of [
      'identity',
      'br;q=0, gzip;q=0',
      'zstd',
      '*;q=0',
      ';;,,',
      'br;q=abc',
      'x'.repeat(8000),
    ]) {
      const res = await pages.request(path, { headers: { 'Accept-Encoding': accept } });
      expect(res.status, accept.slice(0, 20)).toBe(200);
      expect(res.headers.get('content-encoding'), accept.slice(0, 20)).toBeNull();
      expect(await res.text()).toContain(person.name);
    }
    const any = await pages.request(path, { headers: { 'Accept-Encoding': '*' } });
    expect(any.headers.get('content-encoding')).toBe('br');
    // A redirect has no body to compress.
    const moved = await pages.request(`/interviewer/${person._id}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('content-encoding')).toBeNull();
  });

  test('HEAD gets the headers of the compressed page and no body', async () => {
    const person = await addInterviewer(t, author.idToken);
    const res = await pages.request(`/interviewers/${person._id}`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  test('concurrent first visits of one page render it once; after a write it is rendered afresh', async () => {
    const person = await addInterviewer(t, author.idToken);
    const { reads, app } = counting();
    const path = `/interviewers/${person._id}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        app.request(path, { headers: i % 2 ? { 'Accept-Encoding': 'br' } : {} }),
      ),
    );
    // One profile read, one review list read and one themes read for all twelve.
    expect(reads).toHaveLength(3);
    const texts = await Promise.all(
      answers.map(async (res) => {
        const bytes = Buffer.from(await res.arrayBuffer());
        return res.headers.get('content-encoding') === 'br'
          ? brotliDecompressSync(bytes).toString()
          : bytes.toString();
      }),
    );
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain(person.name);

    await addReview(t, others[0]?.idToken as string, person._id, {
      rating: 4,
      reviewText: 'Fresh after a write.',
    });
    const after = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(reads).toHaveLength(6);
    expect(brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString()).toContain(
      'Fresh after a write.',
    );
  });
});
