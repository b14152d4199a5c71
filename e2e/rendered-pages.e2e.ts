// Rendered pages in Chromium (issue 15): a manager's profile arrives as a page (name, score, Open Graph
// tags and JSON-LD with JavaScript off), and with JavaScript on the PWA takes over that page without a
// flash (the heading is there before any script and never gives way to a loading state) and without
// asking the API again for the profile it came with, under the Content-Security-Policy with no violation.
import type { Request } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import {
  appTookOver,
  atEachWidthWithoutJs,
  browserForFile,
  DESKTOP,
  PHONE,
  WIDTHS,
} from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Manager = { _id: string; name: string };

/** A seeded manager with reviews, and the path of their profile as the app links it. */
async function seededManager(): Promise<{ manager: Manager; path: string }> {
  const companies = (await (await fetch(`${baseUrl}/api/companies/directory?limit=30`)).json()) as {
    _id: string;
  }[];
  for (const company of companies) {
    const page = (await (await fetch(`${baseUrl}/api/companies/search/company/_/${company._id}`)).json()) as {
      managers: (Manager & { reviewCount: number })[];
    };
    const manager = page.managers.find((m) => m.reviewCount > 0);
    if (manager) {
      // The canonical path: the rendered page redirects any other slug to it.
      const res = await fetch(`${baseUrl}/management/managers/x/${manager._id}`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      return { manager, path: res.headers.get('location') ?? '' };
    }
  }
  throw new Error('no seeded manager with reviews');
}

describe('a rendered manager profile', () => {
  test('with JavaScript off: the page itself, with its name, score, OG tags and JSON-LD, at 390 and 1280 px', async () => {
    const { manager, path } = await seededManager();
    await atEachWidthWithoutJs(browser, async (page, size) => {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(manager.name);
      expect(await page.locator('.rk-score-number').textContent()).toMatch(/^\d\.\d$/);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
        `${baseUrl}/og/managers/${manager._id}.png`,
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({ '@type': 'Person', name: manager.name });
      expect(await page.locator('.rk-review').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/ssr-manager-nojs-${size}.png`, fullPage: false });
    });
  });

  test('with JavaScript on: the PWA takes over without a flash, a second request for the profile, or a CSP violation', async () => {
    const { manager, path } = await seededManager();
    for (const [size, options] of WIDTHS) {
      const { context, violations, seen: seenIn } = await watchedContext(options, /Loading manager/);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      // The PWA has taken over: the Rate button exists only in its render, never in the server's markup.
      await page.getByRole('button', { name: 'Rate' }).waitFor();
      expect(await page.locator('h1').textContent()).toBe(manager.name);
      const seen = await seenIn(page);
      // The server's heading first (parsed before any script), then only the PWA's same heading.
      expect(seen[0]).toBe(`h1:${manager.name}`);
      expect(new Set(seen)).toEqual(new Set([`h1:${manager.name}`]));
      expect(requests.filter((p) => p.startsWith(`/api/managers/${manager._id}`))).toEqual([]);
      expect(violations).toEqual([]);
      await page.screenshot({ path: `/tmp/ssr-manager-js-${size}.png`, fullPage: false });
      await context.close();
    }
  });

  test('an unknown profile is a 404 page, and the PWA shows its not-found screen', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/management/managers/nobody/${'Z'.repeat(20)}`);
    expect(response?.status()).toBe(404);
    await page.getByText('This manager does not exist or was removed.').waitFor();
    await context.close();
  });
});

describe('rendered manager search results (/searchresults)', () => {
  /** A word that finds the seeded manager (their first name), and the results page for it. */
  async function seededSearch(): Promise<{ manager: Manager; word: string; path: string }> {
    const { manager } = await seededManager();
    const word = manager.name.split(' ')[0]?.toLowerCase() ?? '';
    return { manager, word, path: `/searchresults?q=${encodeURIComponent(word)}` };
  }
  const RESULTS = /^\d+ results? for “.+”$/;

  test('with JavaScript off at 390 px: the count, the manager cards leading to their profiles, Managers marked in the bar', async () => {
    const { manager, word, path } = await seededSearch();
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    const heading = (await page.locator('h1').textContent()) ?? '';
    expect(heading).toMatch(RESULTS);
    expect(heading).toContain(`“${word}”`);
    expect(await page.getByText('needs JavaScript').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('.mg-card').count()).toBeGreaterThan(0);
    // The band's button (exact: the footer has a "Rate a manager" link too, as the app's does).
    expect(await page.getByRole('link', { name: 'Rate a Manager', exact: true }).isVisible()).toBe(true);
    // The cards are laid out for the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/ssr-searchresults-nojs-390.png', fullPage: false });
    // A card's link is a plain link to the (rendered) profile.
    await Promise.all([
      page.waitForURL(/\/management\/managers\//),
      page.getByRole('link', { name: manager.name, exact: true }).first().click(),
    ]);
    expect(await page.locator('h1').textContent()).toBe(manager.name);
    // The menu (a <details> without JavaScript) marks the section the page is in, with the PWA's style.
    await page.goBack();
    await page.locator('.site-header summary').click();
    const marked = page.locator('.nav-disclosure a.nav-link[aria-current]');
    expect(await marked.allTextContents()).toEqual(['Managers']);
    expect(await marked.getAttribute('aria-current')).toBe('true');
    expect(await marked.evaluate((a) => getComputedStyle(a).boxShadow)).toContain('inset');
    await context.close();
  });

  test('with JavaScript off at 390 px: the search homes are drawn, and their boxes search', async () => {
    const { word } = await seededSearch();
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search-managers`);
    expect(await page.getByText('needs JavaScript').count()).toBe(0);
    // The name / workplace toggle needs the app: without it, it is not offered (its place is kept).
    expect(await page.locator('.sb-mode button').isVisible()).toBe(false);
    expect(await page.getByText('Searching by name').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Search managers by name' }).fill(word);
    await Promise.all([page.waitForURL(/\/searchresults\?q=/), page.keyboard.press('Enter')]);
    expect((await page.locator('h1').textContent()) ?? '').toMatch(RESULTS);
    // The interviewers' results hold the query in their path: the form goes through a redirect.
    await page.goto(`${baseUrl}/search-interviewers`);
    expect(await page.locator('.sb-mode button').isVisible()).toBe(false);
    await page.getByRole('combobox', { name: 'Search interviewers by name' }).fill('a');
    await Promise.all([
      page.waitForURL(`${baseUrl}/search/a`),
      page.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    expect((await page.locator('h1').textContent()) ?? '').toMatch(/result/);
    await context.close();
  });

  test('with JavaScript on: the PWA takes over without a flash, a second search request, or a CSP violation', async () => {
    const { path } = await seededSearch();
    const served = await (await fetch(`${baseUrl}${path}`)).text();
    const servedTitle = /<h1[^>]*>([^<]*)<\/h1>/.exec(served)?.[1]?.replace(/&quot;/g, '"') ?? '';
    expect(servedTitle).toMatch(RESULTS);
    const servedCards = served.match(/class="card mg-card"/g)?.length ?? 0;
    for (const [size, options] of WIDTHS) {
      const { context, violations, seen } = await watchedContext(options, /Searching/);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      // The PWA has taken over (the server's layout ends with the same footer since ux8).
      await appTookOver(page);
      expect(await page.locator('h1').textContent()).toBe(servedTitle);
      const shown = await seen(page);
      expect(shown[0]).toBe(`h1:${servedTitle}`);
      expect(new Set(shown)).toEqual(new Set([`h1:${servedTitle}`]));
      expect(await page.locator('.mg-card').count()).toBe(servedCards);
      expect(requests.filter((p) => p === '/api/search')).toEqual([]);
      expect(violations).toEqual([]);
      await page.screenshot({ path: `/tmp/ssr-searchresults-js-${size}.png`, fullPage: false });
      await context.close();
    }
  });
});

describe('a rendered company page and its insights', () => {
  test('are named alike before and after the PWA takes over: title, og:title, eyebrow and h1', async () => {
    const { path } = await seededManager();
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const company = /href="(\/companies\/[^"/]+\/[^"/]+)"/.exec(html)?.[1] ?? '';
    expect(company).not.toBe('');
    for (const at of [company, `${company}/insights`]) {
      const names = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${at}`, { waitUntil: 'networkidle' });
        // With JavaScript, read the PWA's page, not the server's markup it replaces (the insights page's
        // Back link is in both now).
        if (javaScriptEnabled) await appTookOver(page);
        const read = {
          title: await page.title(),
          eyebrow: await page.locator('.rk-eyebrow').first().textContent(),
          h1: await page.locator('h1').textContent(),
        };
        await context.close();
        return read;
      };
      const served = await names(false);
      expect(served.title).toMatch(/: (managers and reviews|insights) \| Rate My Interviewer$/);
      expect(await names(true), at).toEqual(served);
      const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(
        await (await fetch(`${baseUrl}${at}`)).text(),
      )?.[1];
      expect(ogTitle?.replace(/&amp;/g, '&')).toBe(served.title);
    }
  });
});

const LANDING_TITLE = 'Know who you’ll work for before you say yes.';

/**
 * Before any page script: every heading and loading text the document ever shows, in order, and every
 * Content-Security-Policy violation.
 */
async function watchedContext(options: typeof PHONE | typeof DESKTOP, loading = /Loading/) {
  const context = await browser.newContext(options);
  const violations: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, v: string) => {
    violations.push(v);
  });
  await context.addInitScript((loadingSource: string) => {
    const loadingText = new RegExp(loadingSource);
    const w = window as unknown as { __seen: string[]; __cspViolation: (v: string) => void };
    w.__seen = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolation(`${e.effectiveDirective} ${e.blockedURI}`),
    );
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          for (const h1 of node.matches('h1') ? [node] : Array.from(node.querySelectorAll('h1'))) {
            w.__seen.push(`h1:${h1.textContent}`);
          }
          if (loadingText.test(node.textContent ?? '')) w.__seen.push('loading');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, loading.source);
  const seen = (page: import('playwright-core').Page) =>
    page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  return { context, violations, seen };
}

describe('the rendered landing page and static pages', () => {
  test('with JavaScript off: the landing page itself (heading, search form, latest reviews, head tags) at 390 and 1280 px', async () => {
    await atEachWidthWithoutJs(browser, async (page, size) => {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(LANDING_TITLE);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/`);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\.png$/);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}') as { '@type': string }));
      expect(jsonLd.map((data) => data['@type'])).toEqual(['WebSite', 'Organization']);
      expect(await page.getByRole('heading', { name: 'Latest reviews' }).isVisible()).toBe(true);
      expect(await page.locator('.latest-review').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/landing-nojs-${size}.png`, fullPage: false });
      // The search form works without JavaScript: GET /search?q= is a rendered page too.
      const search = page.getByRole('searchbox', { name: 'Search companies, interviewers and managers' });
      expect(await search.isVisible()).toBe(true);
      await search.fill('cafe');
      await Promise.all([page.waitForURL(/\/search\?q=cafe$/), search.press('Enter')]);
      expect(await page.locator('h1').textContent()).toMatch(/^[1-9]\d* results? for “cafe”$/);
      // Its results lead to real pages (they led to /undefined before).
      const first = page.locator('.sr-card').first();
      await Promise.all([
        page.waitForURL(/\/(companies|interviewers|management\/managers)\//),
        first.click(),
      ]);
      expect((await page.reload())?.status()).toBe(200);
    });
  });

  test('with JavaScript on: the PWA takes over the landing page without a flash, a request for what came with it, or a CSP violation', async () => {
    const served = await (await fetch(`${baseUrl}/`)).text();
    const servedReviews = served.match(/class="latest-review card"/g)?.length ?? 0;
    expect(servedReviews).toBeGreaterThan(0);
    for (const [size, options] of WIDTHS) {
      const { context, violations, seen } = await watchedContext(options);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
      const response = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      // The PWA has taken over (the server's layout ends with the same footer since ux8).
      await appTookOver(page);
      expect(await page.locator('h1').textContent()).toBe(LANDING_TITLE);
      const shown = await seen(page);
      expect(shown[0]).toBe(`h1:${LANDING_TITLE}`);
      expect(new Set(shown)).toEqual(new Set([`h1:${LANDING_TITLE}`]));
      expect(await page.locator('.latest-review').count()).toBe(servedReviews);
      expect(requests.filter((p) => p.startsWith('/api/managers/homepage-content'))).toEqual([]);
      expect(violations).toEqual([]);
      await page.screenshot({ path: `/tmp/landing-js-${size}.png`, fullPage: false });
      await context.close();
    }
  });

  test('a static page (FAQ) has its words without JavaScript, and keeps them when the PWA takes over', async () => {
    const title = 'Frequently asked questions';
    const off = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const still = await off.newPage();
    expect((await still.goto(`${baseUrl}/faq`))?.status()).toBe(200);
    expect(await still.locator('h1').textContent()).toBe(title);
    expect(await still.getByText('Is my review really anonymous?').isVisible()).toBe(true);
    await still.screenshot({ path: '/tmp/faq-nojs-390.png', fullPage: false });
    await off.close();

    const { context, violations, seen } = await watchedContext(DESKTOP);
    const page = await context.newPage();
    expect((await page.goto(`${baseUrl}/faq`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    await appTookOver(page);
    expect(await page.locator('h1').textContent()).toBe(title);
    const shown = await seen(page);
    expect(shown[0]).toBe(`h1:${title}`);
    expect(new Set(shown)).toEqual(new Set([`h1:${title}`]));
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('the rendered manager area lists (/All-Companies, /Home, departments)', () => {
  test('with JavaScript off at 390 px: the directory’s letters work, and /Home leads to a department’s managers', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`${baseUrl}/All-Companies`))?.status()).toBe(200);
    expect(await page.getByText('needs JavaScript').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('All Companies');
    expect(await page.locator('.co-directory-row').count()).toBeGreaterThan(0);
    expect(await page.locator('.co-card').count()).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(/from=c/), page.getByRole('link', { name: 'From C' }).click()]);
    const names = await page.locator('.co-directory-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.localeCompare('C', 'en', { sensitivity: 'base' }) >= 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect((await page.goto(`${baseUrl}/Home`))?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Departments');
    const first = page.locator('.mg-department').first();
    const department = (await first.locator('.mg-department-name').textContent()) ?? '';
    await Promise.all([page.waitForURL(/\/management\/departments\//), first.click()]);
    expect(await page.locator('h1').textContent()).toBe(department);
    expect(await page.locator('.mg-card').count()).toBeGreaterThan(0);
    expect((await page.goto(`${baseUrl}/management/departments/no-such-department`))?.status()).toBe(404);
    await context.close();
  });
});

describe('the interviewer list and the contact page without JavaScript', () => {
  test('/interviewers: its cards are links to the profiles and Next walks the list, at 390 and 1280 px', async () => {
    await atEachWidthWithoutJs(browser, async (page, size, options) => {
      expect((await page.goto(`${baseUrl}/interviewers`))?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('Browse interviewers');
      const cards = page.locator('a.iv-card');
      expect(await cards.count()).toBe(12);
      // A card is at least a finger's height and fits the screen.
      const box = await cards.first().boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport.width,
      );
      const first = (await page.locator('.iv-card-name').allTextContents())[0] as string;
      await Promise.all([
        page.waitForURL(/\/interviewers\?after=/),
        page.getByRole('link', { name: /Next/ }).click(),
      ]);
      expect(await page.locator('.iv-card-name').first().textContent()).not.toBe(first);
      const name = (await page.locator('.iv-card-name').first().textContent()) as string;
      await Promise.all([page.waitForURL(/\/interviewers\/[^/?]+$/), cards.first().click()]);
      expect(await page.locator('h1').textContent()).toBe(name);
      await page.goto(`${baseUrl}/interviewers`);
      await page.screenshot({ path: `/tmp/ssr-interviewers-nojs-${size}.png`, fullPage: false });
    });
  });

  test('/contact: the form sends without JavaScript, and says what to correct with what was typed kept', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`${baseUrl}/contact`))?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('We’d love to hear from you');
    const subject = `No script ${Date.now()}`;
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Sent from a browser without JavaScript.');
    await Promise.all([
      page.waitForURL(`${baseUrl}/contact`),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(await page.getByText('Enter a valid email address, like name@example.com.').isVisible()).toBe(
      true,
    );
    expect(await page.getByLabel('Message').inputValue()).toBe('Sent from a browser without JavaScript.');
    await page.getByLabel('Email').fill('ada@example.net');
    await Promise.all([
      page.waitForURL(`${baseUrl}/contact`),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(await page.getByRole('status').textContent()).toContain('Message sent successfully!');
    const mails = (await (
      await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent('contact@rate-my-interviewer.local')}`)
    ).json()) as { subject: string }[];
    expect(mails.filter((m) => m.subject.includes(subject))).toHaveLength(1);
    await page.screenshot({ path: '/tmp/ssr-contact-nojs-390.png', fullPage: false });
    await context.close();
  });

  test('with JavaScript on, the app takes /interviewers over without asking for the list again', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/interviewers`, { waitUntil: 'networkidle' });
    // The app's card asks first; the server's link would have gone to the profile.
    await page.locator('a.iv-card').first().click();
    await page.getByRole('dialog', { name: 'Are you here to...' }).waitFor();
    expect(requests.filter((p) => p === '/api/interviewers')).toEqual([]);
    await context.close();
  });
});
