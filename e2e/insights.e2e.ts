// A company's insights in real Chromium against the running product (issue 16): reached from the
// company page, charts drawn by the lazily loaded chart library, every chart with its table, and
// the page fitting a phone (390 px) and a desktop (1280 px) without sideways scrolling.
import { describe, expect, inject, test } from 'vitest';
import { browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Company = { _id: string; name: string; slug: string; totalReviews: number };
type Insights = { trend: { manager: { reviewCount: number }[] } };

/** The demo company with the most manager reviews (its insights have trend points). */
async function reviewedCompany(): Promise<Company> {
  const companies = (await (await fetch(`${baseUrl}/api/companies?limit=100`)).json()) as Company[];
  const best = companies.sort((a, b) => b.totalReviews - a.totalReviews)[0];
  if (!best) throw new Error('no companies in the demo data');
  const insights = (await (await fetch(`${baseUrl}/api/companies/${best._id}/insights`)).json()) as Insights;
  expect(insights.trend.manager.length).toBeGreaterThan(0);
  return best;
}

describe('company insights', () => {
  for (const [label, viewport] of [
    ['390 px', PHONE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`from the company page to its insights at ${label}`, { timeout: 90_000 }, async () => {
      const company = await reviewedCompany();
      const { page, errors, context } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/companies/${company.slug}/${company._id}`);
      await page.getByRole('link', { name: 'Insights: trends and themes' }).click();
      await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
      await page.getByRole('heading', { name: 'Rating trend by quarter' }).waitFor();

      // Every figure says how many reviews it rests on: the trend table has a Reviews column of 5 or more.
      const trend = page.getByRole('table', { name: 'Manager reviews' });
      await trend.waitFor();
      const counts = await trend.locator('tbody tr td:nth-child(3)').allTextContents();
      expect(counts.length).toBeGreaterThan(0);
      for (const n of counts) expect(Number(n)).toBeGreaterThanOrEqual(5);

      // The chart library arrives lazily and draws; the canvas is hidden from assistive technology.
      await page.locator('.in-chart canvas').first().waitFor();
      expect(await page.locator('.in-chart').first().getAttribute('aria-hidden')).toBe('true');
      for (const section of await page.locator('.in-section').all()) {
        const charts = await section.locator('.in-chart').count();
        if (charts > 0) expect(await section.locator('table').count()).toBeGreaterThan(0);
      }

      const overflow = await page.evaluate(() => {
        const main = document.querySelector('.in-grid') as HTMLElement;
        return main.scrollWidth - main.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
