// Issue 14 item 6 in real Chromium against the running product (no mocks), at phone and desktop
// width: on a seeded interviewer's profile the reviews are put highest first, then lowest first,
// filtered by interview outcome and paged with See More, each order served by the API; the choice
// lives in the URL and survives a reload. A manager's profile sorts the same way.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import { baseUrl } from './support/pwa-app.ts';

const browser = browserForFile();

type Listed = { _id: string; rating: number; interviewStatus: string | null };

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/**
 * A seeded interviewer whose reviews differ in rating and outcome, with more than one page of the
 * list's 5 (so See More has something to show): found through the API, not by a fixed id.
 */
async function seededInterviewer() {
  const listed = await getJson<{ _id: string; reviewCount: number }[]>('/interviewers?limit=50');
  for (const candidate of [...listed].sort((a, b) => b.reviewCount - a.reviewCount)) {
    if (candidate.reviewCount < 6) break;
    const reviews = await getJson<Listed[]>(`/reviews/rmi?interviewerId=${candidate._id}`);
    const ratings = new Set(reviews.map((r) => r.rating));
    const outcomes = new Map<string, number>();
    for (const r of reviews)
      if (r.interviewStatus) outcomes.set(r.interviewStatus, (outcomes.get(r.interviewStatus) ?? 0) + 1);
    // An outcome some but not all reviews have, so that filtering by it visibly leaves some out.
    const outcome = [...outcomes].find(([, n]) => n >= 1 && n < reviews.length)?.[0];
    if (ratings.size >= 2 && outcome) return { id: candidate._id, reviews, outcome };
  }
  throw new Error('the demo data has no interviewer with 6+ reviews of different ratings and outcomes');
}

const OUTCOME_LABELS: Record<string, string> = {
  cleared: 'Cleared',
  'not cleared': 'Not Cleared',
  waiting: 'Waiting for Result',
  'no interview': 'Did Not Have Interview',
};

/** The star ratings of the review cards shown, top to bottom. */
async function shownRatings(page: Page): Promise<number[]> {
  const labels = await page
    .locator('.rk-review-list > li')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''),
    );
  return labels.map((label) => Number(label.split(' ')[0]));
}

/**
 * Waits until the list shows the first reviews of the order `ids` (the API's, for this order) and
 * answers the ratings it showed then: read in the same pass, so a re-render in between (a late
 * viewer context) cannot hand the test an empty list.
 */
async function waitForOrder(page: Page, ids: Listed[]): Promise<number[]> {
  const wanted = ids.slice(0, 5).map((r) => r.rating);
  const shown = await page.waitForFunction((expected) => {
    const labels = Array.from(document.querySelectorAll('.rk-review-list > li [role="img"]'), (el) =>
      Number(el.getAttribute('aria-label')?.split(' ')[0]),
    );
    return labels.length === expected.length && labels.every((n, i) => n === expected[i]) ? labels : null;
  }, wanted);
  return (await shown.jsonValue()) as number[];
}

const nonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) >= x);
const nonDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) <= x);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('sorting and filtering reviews at %s width', (_name, device) => {
  test('highest first, then lowest first, by outcome, paged with See More, kept in the URL', async () => {
    const { id, reviews, outcome } = await seededInterviewer();
    const highest = await getJson<Listed[]>(`/reviews/rmi?interviewerId=${id}&sort=highest`);
    const lowest = await getJson<Listed[]>(`/reviews/rmi?interviewerId=${id}&sort=lowest`);
    const max = Math.max(...reviews.map((r) => r.rating));
    const min = Math.min(...reviews.map((r) => r.rating));
    const { context, page, errors } = await openPage(browser, device);
    try {
      await page.goto(`${baseUrl}/interviewers/${id}`);
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort.inputValue()).resolves.toBe('newest');
      await page.locator('.rk-review-list > li').first().waitFor();

      // The control fits the phone: nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

      await sort.selectOption({ label: 'Highest rated' });
      await page.waitForURL(/\?sort=highest$/);
      const high = await waitForOrder(page, highest);
      expect(high[0]).toBe(max);
      expect(nonIncreasing(high)).toBe(true);

      // See More shows the next reviews of the same order.
      await page.getByRole('button', { name: 'See More' }).click();
      await expect.poll(async () => (await shownRatings(page)).length).toBe(Math.min(10, reviews.length));
      expect(await shownRatings(page)).toEqual(highest.slice(0, 10).map((r) => r.rating));

      await sort.selectOption({ label: 'Lowest rated' });
      await page.waitForURL(/\?sort=lowest$/);
      const low = await waitForOrder(page, lowest);
      expect(low[0]).toBe(min);
      expect(nonDecreasing(low)).toBe(true);
      expect(low).not.toEqual(high.slice(0, low.length));

      // Filtering by outcome: only that outcome's reviews, still lowest first.
      const label = OUTCOME_LABELS[outcome] as string;
      const filtered = lowest.filter((r) => r.interviewStatus === outcome);
      await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label });
      await page.waitForURL(new RegExp(`\\?sort=lowest&outcome=${outcome.replace(' ', '-')}$`));
      await waitForOrder(page, filtered);
      const chips = await page
        .locator('.rk-review-list > li')
        .evaluateAll((items) => items.map((li) => li.querySelector('.rk-chip')?.textContent ?? ''));
      expect(chips).toEqual(filtered.slice(0, 5).map(() => label));

      // A reload (or a shared link) keeps the order and the filter.
      await page.reload();
      await waitForOrder(page, filtered);
      await expect(sort.inputValue()).resolves.toBe('lowest');
      await expect(page.getByRole('combobox', { name: 'Outcome' }).inputValue()).resolves.toBe(
        outcome.replace(' ', '-'),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('a manager profile sorts its reviews through the API too', async () => {
  const { managers } = await getJson<{ managers: { _id: string; reviewCount: number }[] }>('/search?q=a');
  const manager = [...managers].sort((a, b) => b.reviewCount - a.reviewCount)[0];
  expect(manager?.reviewCount ?? 0).toBeGreaterThan(1);
  const id = (manager as { _id: string })._id;
  const lowest = (await getJson<{ reviews: Listed[] }>(`/managers/${id}?sort=lowest`)).reviews;
  const { context, page, errors } = await openPage(browser, PHONE);
  try {
    await page.goto(`${baseUrl}/management/managers/x/${id}`);
    await page.locator('.rk-review-list > li').first().waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest rated' });
    await page.waitForURL(/\?sort=lowest$/);
    expect(nonDecreasing(await waitForOrder(page, lowest))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
