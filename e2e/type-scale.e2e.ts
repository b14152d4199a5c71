// One type scale for the app's screens (global.css): a page's title and its section headings are the same
// size on every screen, at 390 and 1280 px, so moving from a company page to its insights, a profile, a
// list or a result page does not change how loud a heading is (the insights page's were a size larger).
// And one rhythm in the title bands: their buttons sit the same space below the text above them.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { companyHref, managerHref } from '../functions/src/http/profile-paths.ts';
import { appTookOver, browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import { demoSubjects } from './support/demo-subjects.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
let screens: string[];

beforeAll(async () => {
  const { company, manager, interviewer } = await demoSubjects(baseUrl);
  screens = [
    companyHref(company),
    `${companyHref(company)}/insights`,
    managerHref(manager),
    `/interviewers/${interviewer._id}`,
    '/All-Companies',
    `/search?q=${encodeURIComponent(company.name.split(' ')[0] ?? '')}`,
    '/faq',
  ];
});

describe('one type scale across screens', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: page titles share one size, and section headings another`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      const titles: Record<string, string> = {};
      const sections: Record<string, string[]> = {};
      for (const path of screens) {
        await page.goto(`${baseUrl}${path}`);
        // Wait for the page's data: its section headings come with it.
        await page.locator('main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        titles[path] = await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontSize);
        // Section headings: what a reader sees heading a part of the page (cards in a list carry their
        // own, smaller titles, and hidden headings are for screen readers only).
        sections[path] = await page
          .locator('main h2')
          .evaluateAll((headings) => [
            ...new Set(
              headings
                .filter((h) => !h.closest('li') && !h.classList.contains('visually-hidden'))
                .map((h) => getComputedStyle(h).fontSize),
            ),
          ]);
      }
      const [firstPath] = screens;
      const title = titles[firstPath as string];
      const section = sections[firstPath as string]?.[0];
      expect(titles).toEqual(Object.fromEntries(screens.map((path) => [path, title])));
      expect(sections).toEqual(Object.fromEntries(screens.map((path) => [path, [section]])));
      // Titles above headings, and neither shrinks to body text.
      expect(Number.parseFloat(title ?? '0')).toBeGreaterThan(Number.parseFloat(section ?? '0'));
      expect(Number.parseFloat(section ?? '0')).toBeGreaterThan(18);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('title bands', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: the buttons sit one step (16 px) below the band's text, as on the company page`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      const gaps: Record<string, number> = {};
      // The company page, its insights, All-Companies: bands with a lead line and buttons under it.
      for (const path of [screens[0], screens[1], '/All-Companies'] as string[]) {
        await page.goto(`${baseUrl}${path}`);
        // Measured on the app's band: the rendered page's (the insights page has one with its Back link
        // now) is hidden and replaced at takeover, and a hidden band measured a gap of 0.
        await appTookOver(page);
        const band = page.locator('main .rk-band').first();
        await band.locator('.btn').first().waitFor();
        gaps[path] = await band.evaluate((header) => {
          const button = header.querySelector('.btn') as HTMLElement;
          const above = Array.from(header.querySelectorAll('p')).filter(
            (p) => p.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
          const last = above.at(-1) as HTMLElement;
          return Math.round(button.getBoundingClientRect().top - last.getBoundingClientRect().bottom);
        });
      }
      expect(gaps).toEqual(
        Object.fromEntries([screens[0], screens[1], '/All-Companies'].map((path) => [path, 16])),
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
