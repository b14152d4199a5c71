import type { Locator } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { appTookOver, browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import { isTooSmall, type TapTarget, tapTargets } from './support/tap-targets.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('the app shell', () => {
  test('the landing page renders its sections with no console errors', async () => {
    const { context, page, errors } = await openPage(browser);
    const warmUp = page.waitForResponse((res) => res.url().endsWith('/api/ping'));
    await page.goto(`${baseUrl}/`);
    await expect((await warmUp).status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Rate Now', exact: true }).count()).toBeGreaterThan(0);
    const howItWorks = page.getByRole('region', { name: /four steps/i });
    expect(await howItWorks.getByText('How it works').count()).toBe(1);
    expect(await howItWorks.getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('link', { name: /faq/i }).count()).toBeGreaterThan(0);
    expect(await page.getByText(/not verified or endorsed/i).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at phone width the landing page is compact: steps, reasons and footer lists sit side by side', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/`);
    // Measured once the app has replaced the rendered markup: an element measured meanwhile may be gone.
    await appTookOver(page);
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not laid out');
      return found;
    };
    // A step's number beside its heading, on the same line, not above it.
    const step = page
      .getByRole('region', { name: /four steps/i })
      .getByRole('listitem')
      .first();
    const number = await box(step.locator('.step-number'));
    const title = await box(step.getByRole('heading'));
    expect(title.x).toBeGreaterThan(number.x + number.width);
    expect(Math.abs(title.y + title.height / 2 - (number.y + number.height / 2))).toBeLessThan(8);
    // The footer's Company list beside Learn, not under it; Explore's links two to a row above them.
    const learn = await box(page.getByRole('navigation', { name: 'Learn' }));
    const company = await box(page.getByRole('navigation', { name: 'Company' }));
    expect(company.x).toBeGreaterThanOrEqual(learn.x + learn.width);
    expect(Math.abs(company.y - learn.y)).toBeLessThan(2);
    const explore = page.getByRole('navigation', { name: 'Explore' }).getByRole('link');
    const [first, second] = [await box(explore.nth(0)), await box(explore.nth(1))];
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(Math.abs(second.y - first.y)).toBeLessThan(2);

    // ux20: the columns' rows drifted apart (a link that wraps pushed its column's rows down): every two
    // links side by side start their words on the same line.
    const lines = await page.locator('footer nav a').evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const box = link.getBoundingClientRect();
        return {
          text: link.textContent,
          left: box.left,
          top: box.top,
          bottom: box.bottom,
          words: Math.round((range.getClientRects()[0] as DOMRect).top),
        };
      }),
    );
    const drifted = lines.flatMap((a) =>
      lines
        .filter((b) => b.left > a.left + 40 && b.top < a.bottom && a.top < b.bottom && b.words !== a.words)
        .map((b) => `${a.text} ${a.words} / ${b.text} ${b.words}`),
    );
    expect(drifted).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at phone width the navigation is a slide-in menu that opens and closes', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/`);
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const teamLink = page.getByRole('link', { name: 'Team', exact: true });
    expect(await teamLink.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await teamLink.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await teamLink.waitFor({ state: 'hidden' });

    await toggle.click();
    await teamLink.click();
    await page.waitForURL(`${baseUrl}/team`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without JavaScript the rendered header still reaches the main sections: a menu at 390 px, a link row at 1280 px', async () => {
    const sections = ['Interviewers', 'Managers', 'Rate', 'Team', 'Login'];
    // A profile page and a static page: every rendered page has the server's layout (page-markup.ts).
    for (const path of ['/team', '/search?q=a']) {
      const phone = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
      const page = await phone.newPage();
      expect((await page.goto(`${baseUrl}${path}`))?.status(), path).toBe(200);
      const header = page.locator('.site-header');
      const visibleLinks = async () =>
        (await header.getByRole('link').filter({ visible: true }).allTextContents()).map((t) => t.trim());
      // Closed, the bar shows the logo and the menu control only, as the PWA's bar does.
      expect(await visibleLinks(), path).toEqual(['Rate My Interviewer']);
      const menu = header.locator('summary');
      expect(await menu.count(), path).toBe(1);
      expect(tooSmall(await tapTargets(menu)), path).toEqual([]);
      await menu.click();
      expect(await visibleLinks(), path).toEqual(['Rate My Interviewer', ...sections]);
      // Measured where the panel comes to rest, once it has slid in.
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(tooSmall(await tapTargets(header.getByRole('link'))), path).toEqual([]);
      await header.getByRole('link', { name: 'Managers', exact: true }).click();
      await page.waitForURL(`${baseUrl}/search-managers`);
      await phone.close();

      const desktop = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
      const wide = await desktop.newPage();
      await wide.goto(`${baseUrl}${path}`);
      const links = wide.locator('.site-header').getByRole('link').filter({ visible: true });
      expect(
        (await links.allTextContents()).map((t) => t.trim()),
        path,
      ).toEqual(['Rate My Interviewer', ...sections]);
      expect(await wide.locator('.site-header summary').isVisible(), path).toBe(false);
      await desktop.close();
    }
  });

  test('an unknown route shows the not-found page', async () => {
    const { context, page, errors } = await openPage(browser);
    // A real 404 (issue 15), which Chromium reports once on the console for the document itself.
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: /page not found/i }).waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await context.close();
  });
});

/** The targets smaller than a fingertip in either direction (none, when all is well). */
const tooSmall = (targets: TapTarget[]) => targets.filter(isTooSmall);

describe('tap targets on the landing page', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: every footer link and every link in the latest reviews is at least 44 by 44 px`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      await page.goto(`${baseUrl}/`);
      // The PWA's own footer: the rendered page ends with the same links, hidden at takeover.
      await appTookOver(page);
      const footer = await tapTargets(page.locator('footer a'));
      // The brand and the 14 links of the three columns.
      expect(footer).toHaveLength(15);
      expect(tooSmall(footer)).toEqual([]);

      const reviews = await tapTargets(page.locator('.latest-review a'));
      // Each shown card links its manager and its company (a phone shows the three newest).
      expect(reviews.length).toBeGreaterThanOrEqual(6);
      expect(tooSmall(reviews)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('at 390 px without JavaScript: the rendered footer and latest reviews have the same tap targets', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`${baseUrl}/`))?.status()).toBe(200);
    const footer = await tapTargets(page.locator('footer a'));
    // The same footer as the app's.
    expect(footer).toHaveLength(15);
    expect(tooSmall(footer)).toEqual([]);
    const reviews = await tapTargets(page.locator('.latest-review a'));
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    expect(tooSmall(reviews)).toEqual([]);
    await context.close();
  });
});

describe('the API on the web origin and on its own port', () => {
  test('GET /api/ping answers 200 JSON on both', async () => {
    for (const url of [`${baseUrl}/api/ping`, `${inject('apiUrl')}/api/ping`]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toMatchObject({ ok: true });
    }
  });

  test('unknown API paths answer a JSON 404, not the app shell', async () => {
    const res = await fetch(`${baseUrl}/api/no-such-thing`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });
});
