// Issue 14 items 8 and 10 in real Chromium against the running product (no mocks), at 390 and 1280 px:
// one search box finds a company and its people, Enter opens results with all three kinds, the area
// pages' name/company toggle is never covered by the suggestions, and All-Companies is an A-Z directory
// that lists a company with only interviewers (the seeded Helix Data Systems), jumps by letter, and
// shows the counts its company page shows.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { appTookOver, browserForFile, DESKTOP, openPage, PHONE } from './support/browser.ts';
import { newAccount } from './support/pwa-app.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
const suffix = `${Date.now() % 1e6}`;
const word = `Helix${suffix}`;
const company = `${word} Robotics`;

async function post(path: string, body: unknown, token?: string) {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  // A company with an interviewer and a manager, made through the API as users would.
  const { token } = await newAccount();
  const interviewer = await post(
    '/interviewers',
    { name: 'Ivo Helmsley', company, position: 'Engineering Manager' },
    token,
  );
  expect(interviewer.status).toBe(201);
  const companyId = ((await interviewer.json()) as { company: { _id: string } }).company._id;
  const branch = await post('/branches', { companyId, city: 'Lisbon', location: ['Baixa'] }, token);
  expect(branch.status).toBe(201);
  const branchId = ((await branch.json()) as { _id: string })._id;
  const manager = await post(
    '/managers',
    { name: 'Marta Quintela', position: 'Head of Robotics', branchId, company: companyId },
    token,
  );
  expect(manager.status).toBe(201);
}, 60_000);

const VIEWPORTS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function openSuggestions(page: Page, box: Locator, text: string): Promise<Locator> {
  await box.fill(text);
  const listbox = page.getByRole('listbox');
  await listbox.waitFor({ state: 'visible' });
  return listbox;
}

/** The open suggestions are as wide as the field and its Search button together, from the field's left edge. */
async function expectUnderTheWholeRow(page: Page): Promise<void> {
  const popup = await page.locator('.combobox-popup').boundingBox();
  const row = await page.locator('.sb-row').boundingBox();
  expect(popup && row && [Math.round(popup.x), Math.round(popup.width)]).toEqual(
    row && [Math.round(row.x), Math.round(row.width)],
  );
}

describe.each(VIEWPORTS)('search at %s px', (_width, viewport) => {
  test('the hero search finds the company and its people; Enter opens results with all kinds', {
    timeout: 60_000,
  }, async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/`);
    const box = page.getByRole('combobox', { name: 'Search companies, interviewers and managers' });
    const listbox = await openSuggestions(page, box, word);
    await expect
      .poll(() => listbox.getByRole('group', { name: 'Companies' }).getByRole('option').allTextContents())
      .toEqual([expect.stringContaining(company)]);
    expect(await listbox.getByRole('group', { name: 'Interviewers' }).textContent()).toContain(
      'Ivo Helmsley',
    );
    expect(await listbox.getByRole('group', { name: 'Managers' }).textContent()).toContain('Marta Quintela');
    // The open list stays inside the window (not clipped by the hero).
    const popup = await page.locator('.combobox-popup').boundingBox();
    expect(popup && popup.x >= 0 && popup.x + popup.width <= viewport.viewport.width).toBe(true);
    await expectUnderTheWholeRow(page);
    // Each suggestion's score keeps the first line of its place and company, beside it, not a line of its own.
    const scoreOffsets = await listbox.locator('.sb-option-meta').evaluateAll((metas) =>
      metas.map((meta) => {
        const [line, score] = Array.from(meta.children, (part) => part.getBoundingClientRect());
        return Math.round((score?.top ?? 0) - (line?.top ?? 0));
      }),
    );
    expect(scoreOffsets.length).toBeGreaterThan(2);
    for (const offset of scoreOffsets) expect(Math.abs(offset)).toBeLessThanOrEqual(2);

    await box.press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=${word}`);
    await page.getByRole('heading', { level: 1, name: `3 results for “${word}”` }).waitFor();
    for (const [region, name] of [
      ['Companies 1', company],
      ['Interviewers 1', 'Ivo Helmsley'],
      ['Managers 1', 'Marta Quintela'],
    ] as const) {
      await page
        .getByRole('region', { name: region })
        .getByRole('link', { name: new RegExp(name) })
        .waitFor();
    }
    await page.getByRole('region', { name: 'Managers 1' }).getByRole('link').click();
    await page.waitForURL(/\/management\/managers\/marta-quintela\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    [
      '/search-interviewers',
      'SEARCH BY COMPANY',
      'Search interviewers by company',
      'SEARCH BY NAME',
      'Helix',
    ],
    ['/search-managers', 'Search by workplace', 'Search managers by workplace', 'Search by name', word],
  ])(
    '%s: the open suggestions never cover the toggle',
    { timeout: 60_000 },
    async (path, toggleName, label, back, text) => {
      const { context, page, errors } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}${path}`);
      await appTookOver(page);
      await page.getByRole('button', { name: toggleName }).click();
      const listbox = await openSuggestions(page, page.getByRole('combobox', { name: label }), text);
      await listbox.getByRole('option').first().waitFor();
      const toggle = page.getByRole('button', { name: back });
      const toggleBox = await toggle.boundingBox();
      const popupBox = await page.locator('.combobox-popup').boundingBox();
      expect(toggleBox && popupBox).toBeTruthy();
      await expectUnderTheWholeRow(page);
      expect(
        intersects(toggleBox as NonNullable<typeof toggleBox>, popupBox as NonNullable<typeof popupBox>),
      ).toBe(false);
      // And it takes a real click (Playwright checks nothing else receives it) while the list is open.
      await toggle.click();
      await page.getByRole('button', { name: toggleName }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe.each(VIEWPORTS)('All-Companies at %s px', (_width, viewport) => {
  test('the directory lists a company with only interviewers, jumps by letter, and its counts match the company page', {
    timeout: 60_000,
  }, async () => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}/All-Companies`);
    const directory = page.getByRole('region', { name: 'A–Z directory' });
    await directory
      .getByRole('navigation', { name: 'Jump to a letter' })
      .getByRole('link', { name: 'From H' })
      .click();
    await page.waitForURL(/from=h/);
    const link = directory.getByRole('link', { name: 'Helix Data Systems', exact: true });
    await link.waitFor();
    // From H on: nothing before H is listed.
    const names = await directory.locator('.co-directory-name').allTextContents();
    expect(names.every((n) => n.localeCompare('H', 'en', { sensitivity: 'base' }) >= 0)).toBe(true);
    const row = (await link.locator('xpath=ancestor::li[1]').textContent()) ?? '';
    // Rows read "No rating yet0 managers4 interviewers" as text (a rated one "3.8 from 20 manager
    // reviews…"): each count is the number before its word.
    const count = (what: string) => Number(row.match(new RegExp(`(\\d+) ${what}`))?.[1]);
    expect(count('manager')).toBe(0);
    expect(count('interviewer')).toBeGreaterThan(0);

    await link.click();
    await page.waitForURL(/\/companies\/helix-data-systems\//);
    const stat = async (name: string) =>
      Number(
        await page
          .locator('.co-stat', { has: page.getByText(name, { exact: true }) })
          .locator('dd')
          .textContent(),
      );
    await page.getByRole('heading', { level: 1, name: 'Helix Data Systems' }).waitFor();
    expect(await stat('Managers')).toBe(count('manager'));
    expect(await stat('Interviewers')).toBe(count('interviewer'));
    // No manager reviews in the directory's row, none in the band (its rating and count are the band's).
    expect(row).toContain('No rating yet');
    expect(row).not.toMatch(/manager review/);
    expect(await page.locator('.co-band-score').textContent()).toBe('No rating yet');

    // The filter finds the new company too, with its branch city.
    await page.goto(`${baseUrl}/All-Companies`);
    await page.getByRole('searchbox', { name: 'Filter companies by name' }).fill(word);
    const filtered = page.getByRole('region', { name: 'A–Z directory' }).getByRole('link', { name: company });
    await filtered.waitFor();
    expect(await filtered.locator('xpath=ancestor::li[1]').textContent()).toContain('Lisbon');
    expect(errors).toEqual([]);
    await context.close();
  });
});
