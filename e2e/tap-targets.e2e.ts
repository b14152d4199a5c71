// What a job seeker meets on a phone beyond the landing page (shell.e2e.ts measures that one): the links
// and controls people tap on search results, profiles (the logo, votes under reviews), the company page,
// the A-Z directory, the review form's stars and the sign-in screens are 44 by 44 px tap targets,
// measured by hit testing at 390 and 1280 px, with JavaScript and as the server renders them without;
// and none of those screens scrolls sideways at 390 px, even for a name written as one long word; and
// on a phone the buttons of a row of actions fill their line instead of stacking as a ragged column.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { companyHref, managerHref } from '../functions/src/http/profile-paths.ts';
import { appTookOver, browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import { unique } from './support/claims-world.ts';
import { demoSubjects } from './support/demo-subjects.ts';
import { isTooSmall, MIN_TAP_TARGET, type TapTarget, tapTargets } from './support/tap-targets.ts';
import { post, signIn, verifiedAccount } from './support/test-accounts.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let paths: Record<'company' | 'insights' | 'interviewer' | 'manager' | 'managerSearch' | 'search', string>;
let longNamed: { interviewer: string; company: string; search: string };

beforeAll(async () => {
  const { company, manager, interviewer } = await demoSubjects(baseUrl);
  paths = {
    company: companyHref(company),
    insights: `${companyHref(company)}/insights`,
    interviewer: `/interviewers/${interviewer._id}`,
    manager: managerHref(manager),
    managerSearch: `/searchresults?q=${encodeURIComponent(manager.name.split(' ')[0] ?? '')}`,
    search: `/search?q=${encodeURIComponent(company.name.split(' ')[0] ?? '')}`,
  };

  // Names written as one long word, as German compounds are: nothing may push the page sideways.
  const { token } = await verifiedAccount('long-name');
  const created = (await post(
    `${baseUrl}/api/interviewers`,
    {
      name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft',
      company: 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft',
      position: 'Rechtsschutzversicherungsgesellschaftenvertreterin',
    },
    { Authorization: `Bearer ${token}` },
  )) as { _id: string; company: { _id: string; name: string } };
  longNamed = {
    interviewer: `/interviewers/${created._id}`,
    company: companyHref(created.company),
    search: '/search?q=Donaudampfschifffahrt',
  };
});

/** The targets smaller than a fingertip in either direction (none, when all is well). */
const tooSmall = (targets: TapTarget[]) => targets.filter(isTooSmall);

/**
 * Opens each path and measures every element of its selectors once the first has arrived; then expects
 * every selector to have matched something and nothing matched to be smaller than 44 by 44 px (all
 * screens are measured before the one assertion, so a failure names every small target at once).
 */
async function expectAllTappable(
  page: Page,
  screens: [path: string, selectors: string[]][],
  scripted = true,
) {
  const counts: Record<string, number> = {};
  const small: Record<string, TapTarget[]> = {};
  for (const [path, selectors] of screens) {
    await page.goto(`${baseUrl}${path}`);
    // With JavaScript, measure the PWA's screen, not the server's markup it replaces: the rendered bar
    // matches the same selectors, and measured mid-swap it was gone (0 targets).
    if (scripted) await appTookOver(page);
    for (const selector of selectors) {
      await page.locator(selector).first().waitFor();
      const targets = await tapTargets(page.locator(selector));
      counts[`${path} ${selector}`] = targets.length;
      small[`${path} ${selector}`] = tooSmall(targets);
    }
  }
  for (const [where, count] of Object.entries(counts)) expect(count, where).toBeGreaterThan(0);
  expect(small).toEqual(Object.fromEntries(Object.keys(small).map((where) => [where, []])));
}

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('tap targets beyond the landing page', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: manager search results, the company page, its team and the profiles’ company links`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      await expectAllTappable(page, [
        // Each manager card is the link to the profile, not only the name's line.
        [paths.managerSearch, ['.mg-card-link']],
        // The Leadership Team cards on the company page.
        [paths.company, ['.co-team-name']],
        // The company named in a manager's title band, and in an interviewer's.
        [paths.manager, ['.rk-band-link']],
        [paths.interviewer, ['.rk-band-link']],
      ]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`at ${width} px: the logo link, the vote buttons under reviews and the stars of the review form`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      await expectAllTappable(page, [
        // The logo is the way home from every screen.
        [paths.company, ['.site-header .nav-brand']],
        [paths.manager, ['.rk-vote']],
        [paths.interviewer, ['.rk-vote']],
      ]);
      await signIn(page, await verifiedAccount(`stars-${width}`));
      await expectAllTappable(page, [['/rate-manager', ['.star-input-star label']]]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`at ${width} px: the button that dismisses a toast`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      // Signing in says so in a toast.
      await signIn(page, await verifiedAccount(`toast-${width}`));
      const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
      await dismiss.first().waitFor();
      const targets = await tapTargets(dismiss);
      expect(targets.length).toBeGreaterThan(0);
      expect(targets.filter(isTooSmall)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`at ${width} px: the All-Companies letters, directory, cards and locations`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      await expectAllTappable(page, [
        [
          '/All-Companies',
          ['.co-letters a', '.co-directory-name', '.co-card-link', '.co-location-companies a'],
        ],
      ]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`at ${width} px: the links under the sign-in and register forms`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      await expectAllTappable(page, [
        ['/signin', ['.auth-footer a']],
        ['/register', ['.auth-footer a']],
      ]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('at 390 px without JavaScript: the rendered search results and the profiles’ band links', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await expectAllTappable(
      page,
      [
        [paths.search, ['main li a']],
        [paths.manager, ['.rk-band-link']],
        [paths.interviewer, ['.rk-band-link']],
      ],
      false,
    );
    await context.close();
  });
});

describe('no sideways scrolling at 390 px', () => {
  test('with JavaScript: every screen above, and profiles and company pages with one-word names', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const screens = [
      [paths.managerSearch, '.mg-card'],
      [paths.company, '.co-team-name'],
      [paths.manager, '.rk-band-link'],
      ['/All-Companies', '.co-location-companies a'],
      // The demo data of a fresh start names no managers who rose or fell (their links are measured by hand).
      [paths.insights, '.in-section table'],
      ['/signin', '.auth-footer a'],
      ['/register', '.auth-footer a'],
      [longNamed.interviewer, 'h1'],
      [longNamed.company, 'h1'],
      [longNamed.search, 'h1'],
    ] as const;
    const scrolled: Record<string, number> = {};
    for (const [path, ready] of screens) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator(ready).first().waitFor();
      scrolled[path] = await sidewaysScroll(page);
    }
    expect(scrolled).toEqual(Object.fromEntries(screens.map(([path]) => [path, 0])));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without JavaScript: the rendered profiles, company page and search results with one-word names', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const screens = [longNamed.interviewer, longNamed.company, longNamed.search, paths.search, paths.manager];
    const scrolled: Record<string, number> = {};
    for (const path of screens) {
      expect((await page.goto(`${baseUrl}${path}`))?.status(), path).toBe(200);
      scrolled[path] = await sidewaysScroll(page);
    }
    expect(scrolled).toEqual(Object.fromEntries(screens.map((path) => [path, 0])));
    await context.close();
  });
});

describe('manager search results at 390 px', () => {
  test('five pages of results: the heading counts in words, and Prev, the page numbers and Next share one row', async () => {
    // 39 managers at one company (the case a job seeker reported), added by two accounts: one account
    // may add 30 things a day.
    const company = unique('Pagewide Couriers');
    const [first, second] = [await verifiedAccount('pages-a'), await verifiedAccount('pages-b')];
    const as = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });
    const { _id: companyId } = (await post(`${baseUrl}/api/companies`, { name: company }, as(first))) as {
      _id: string;
    };
    const { _id: branchId } = (await post(
      `${baseUrl}/api/branches`,
      { companyId, city: 'Pune', location: ['Baner'] },
      as(first),
    )) as { _id: string };
    for (let i = 1; i <= 39; i++) {
      await post(
        `${baseUrl}/api/managers`,
        { name: `Courier Lead ${i}`, position: 'Shift Lead', branchId, company: companyId },
        as(i <= 20 ? first : second),
      );
    }
    const term = company.split(' ').at(-1) ?? '';

    const { context, page, errors } = await openPage(browser, PHONE);
    for (const pageNumber of [1, 3, 5]) {
      await page.goto(`${baseUrl}/searchresults?q=${encodeURIComponent(term)}&page=${pageNumber}`);
      const pages = page.getByRole('navigation', { name: 'Search results pages' });
      await pages.waitFor();
      expect(await page.locator('h1').textContent()).toBe(`39 results for “${term}”`);
      const rows = await pages.getByRole('link').evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return {
            name: link.getAttribute('aria-label') ?? link.textContent,
            top: box.top,
            height: box.height,
          };
        }),
      );
      // Prev and Next at the ends of one row, each on one line; the numbers between them.
      const prev = rows.find((row) => row.name?.includes('Prev'));
      const next = rows.find((row) => row.name?.includes('Next'));
      expect(prev?.top, `page ${pageNumber}`).toBe(next?.top);
      expect(prev?.height, `page ${pageNumber}`).toBeLessThan(MIN_TAP_TARGET + 1);
      expect(next?.height, `page ${pageNumber}`).toBeLessThan(MIN_TAP_TARGET + 1);
      expect(tooSmall(await tapTargets(pages.getByRole('link'))), `page ${pageNumber}`).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('rows of buttons at 390 px', () => {
  /**
   * The buttons of each row matched, grouped by line, with how far each line falls short of the row's
   * width on the left and right: both 0 when the buttons of every line fill it, as they should on a phone
   * (two that fit share their line, one that wrapped spans it), never a ragged stack of pills.
   */
  async function lineGaps(page: Page, rowSelector: string) {
    await page.locator(`${rowSelector} > .btn`).first().waitFor();
    return page.locator(rowSelector).evaluateAll((rows) =>
      rows.map((row) => {
        const style = getComputedStyle(row);
        const box = row.getBoundingClientRect();
        const left = box.left + Number.parseFloat(style.paddingLeft);
        const right = box.right - Number.parseFloat(style.paddingRight);
        const lines = new Map<number, DOMRect[]>();
        for (const button of Array.from(row.querySelectorAll(':scope > .btn'))) {
          const rect = button.getBoundingClientRect();
          lines.set(Math.round(rect.top), [...(lines.get(Math.round(rect.top)) ?? []), rect]);
        }
        return [...lines.values()].map((line) => ({
          buttons: line.length,
          left: Math.round(Math.min(...line.map((r) => r.left)) - left),
          right: Math.round(right - Math.max(...line.map((r) => r.right))),
        }));
      }),
    );
  }

  test('with JavaScript and without: results bands, the company band, the landing hero and the 404 page', async () => {
    const screens = [
      [paths.managerSearch, '.rk-band .rk-row'],
      [paths.company, '.rk-band .rk-row'],
      ['/interviewers', '.rk-band .rk-row'],
      ['/', '.hero-actions'],
      ['/no-such-page', '.status-page-actions'],
    ] as const;
    const { context, page, errors } = await openPage(browser, PHONE);
    const ragged: Record<string, unknown> = {};
    for (const [path, row] of screens) {
      await page.goto(`${baseUrl}${path}`);
      await appTookOver(page);
      const lines = (await lineGaps(page, row)).flat();
      ragged[path] = lines.filter((line) => line.left !== 0 || line.right !== 0);
    }
    const plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const server = await plain.newPage();
    await server.goto(`${baseUrl}${paths.managerSearch}`);
    ragged[`${paths.managerSearch} without JavaScript`] = (await lineGaps(server, '.rk-band .rk-row'))
      .flat()
      .filter((line) => line.left !== 0 || line.right !== 0);
    expect(ragged).toEqual(Object.fromEntries(Object.keys(ragged).map((key) => [key, []])));
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await plain.close();
    await context.close();
  });
});
