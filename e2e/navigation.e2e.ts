// Issue 14, items 3, 11 and 13 in real Chromium against the running product, at 390 and 1280 px:
// the signed-in account menu (keyboard and touch), a failed load that says so and offers Try again,
// a page never saved that says so offline, and phone-sized search placeholders and profile stats.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { appTookOver, browserForFile, openPage } from './support/browser.ts';
import {
  baseUrl,
  closeApps,
  controlled,
  DESKTOP,
  newAccount,
  openApp,
  PHONE,
  putOutboxEntries,
  serviceWorkerReady,
  signIn,
  unexpected,
} from './support/pwa-app.ts';

const browser = browserForFile();
afterEach(closeApps);

/** A new account's entries ("Claimed profiles" is only for accounts with a claim: claims.e2e.ts). */
const ACCOUNT_ENTRIES = ['Profile', 'My reviews', 'Saved', 'Account settings', 'Outbox', 'Logout'];

/** The accessible names of the focusable entries in `list`, in order. */
function entryNames(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} a, ${selector} button`, (els) =>
    els.map((el) => (el.textContent ?? '').replace(/\d+:.*$/, '').trim()),
  );
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

function uidOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_id: string }).user_id;
}

/** An outbox entry of `uid` as the outbox leaves it: pending (backing off after a 5xx) or failed. */
function outboxEntry(uid: string, status: 'pending' | 'failed', label: string) {
  const now = Date.now();
  return {
    id: crypto.randomUUID(),
    method: 'POST',
    path: '/reviews/rmi',
    body: {},
    label,
    auth: 'required',
    tag: null,
    ownerUid: uid,
    status,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
    attempts: 1,
    // Not due for an hour: the replay leaves it pending while the test looks at the count.
    nextAttemptAt: status === 'pending' ? now + 60 * 60 * 1000 : 0,
    waitingFor: null,
    message: status === 'failed' ? 'Refused.' : null,
    httpStatus: status === 'failed' ? 400 : 503,
  };
}

describe('the account menu', () => {
  test('at 1280 px: a menu button with the account entries and the outbox count, from the keyboard', {
    timeout: 90_000,
  }, async () => {
    const account = await newAccount();
    const { context, page, errors } = await openPage(browser, DESKTOP);
    await signIn(page, account.email, account.password);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // The bar reaches both areas.
    await nav.getByRole('link', { name: 'Interviewers', exact: true }).click();
    await page.waitForURL(`${baseUrl}/search-interviewers`);
    await nav.getByRole('link', { name: 'Managers', exact: true }).click();
    await page.waitForURL(`${baseUrl}/search-managers`);
    // The address changes at once, but the page is drawn when its chunk arrives, and that navigation closes
    // the account menu: opened in between (a loaded machine), it closed again under the test's Enter.
    await nav.locator('a[aria-current="page"]', { hasText: 'Managers' }).waitFor();

    const button = nav.getByRole('button', { name: /^Account/ });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Profile', exact: true }).count()).toBe(0);

    // Keyboard: Enter opens at the first entry, arrows move, Escape closes back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const listId = (await button.getAttribute('aria-controls')) ?? '';
    const list = `[id="${listId}"]`;
    expect(await entryNames(page, list)).toEqual(ACCOUNT_ENTRIES);
    expect(await page.locator(list).isVisible()).toBe(true);
    expect(await focusedText(page)).toBe('Profile');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('My reviews');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Logout');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(list).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('account-menu-button'))).toBe(
      true,
    );

    // An entry goes to its page and closes the menu.
    await button.click();
    await nav.getByRole('link', { name: 'Saved' }).click();
    await page.waitForURL(`${baseUrl}/saved`);
    await page.getByRole('heading', { level: 1, name: 'Saved interviewers' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // What waits in the outbox shows on the button and the Outbox entry (counted when the app starts).
    const uid = uidOf(account.token);
    await putOutboxEntries(page, [
      outboxEntry(uid, 'pending', 'Later'),
      outboxEntry(uid, 'failed', 'Refused'),
    ]);
    await page.reload();
    await button.filter({ hasText: '2' }).waitFor();
    await button.click();
    await nav.getByRole('link', { name: 'Outbox: 1 item waiting to be sent, 1 not sent' }).click();
    await page.waitForURL(`${baseUrl}/outbox`);

    // Logout, from the menu.
    await button.click();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    expect(await nav.getByRole('button', { name: /^Account/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at 390 px: the entries are listed in the slide-in panel, one tap after Menu', {
    timeout: 90_000,
  }, async () => {
    const account = await newAccount();
    const { context, page, errors } = await openPage(browser, PHONE);
    await signIn(page, account.email, account.password);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    expect(await nav.getByRole('list', { name: 'Your account' }).isVisible()).toBe(false);

    await menu.click();
    const list = nav.getByRole('list', { name: 'Your account' });
    await list.waitFor({ state: 'visible' });
    expect(await list.getByRole('link').allTextContents()).toEqual(ACCOUNT_ENTRIES.slice(0, -1));
    await list.getByRole('button', { name: 'Logout' }).waitFor({ state: 'visible' });
    // Measured once the panel has finished sliding in: mid-slide its entries are partly off-screen, and
    // the main links were once not yet shown when read at once (a fresh-clone CI run).
    await nav
      .locator('#primary-menu')
      .evaluate((panel) => Promise.all(panel.getAnimations().map((a) => a.finished)));
    for (const name of ['Interviewers', 'Managers', 'Rate', 'Team']) {
      await nav.getByRole('link', { name, exact: true }).waitFor({ state: 'visible', timeout: 5_000 });
    }
    // Every entry fits the phone's width.
    for (const box of await list
      .locator('a, button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(390);
    }

    // Escape closes the panel and gives focus back to Menu.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'primary-menu',
    );

    await menu.click();
    await list.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    // The profile's stats sit one under the other (side by side, neither fits its words on a line:
    // phone-layout.e2e.ts) and inside the screen; no "Tokens Earned".
    const stats = page.locator('.profile-stat');
    await stats.first().waitFor();
    const boxes = await stats.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(2);
    expect(boxes[1].top).toBeGreaterThanOrEqual(boxes[0].bottom);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByText(/tokens/i).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a failed load', () => {
  for (const [width, options] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`at ${width} px: a 500 on the interviewer list says it could not load, and Try again loads it`, async () => {
      const { context, page, errors } = await openPage(browser, options);
      // Fault injection: the list's first answer is replaced by a 500; Try again reaches the real API.
      await page.route(
        '**/api/interviewers?limit=12',
        (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Something went wrong.', code: 'internal' }),
          }),
        { times: 1 },
      );
      // Opened from another page: /interviewers itself arrives with its first page in the markup
      // (rendered pages), so only the app's own navigation asks the API for it.
      await page.goto(`${baseUrl}/faq`);
      await appTookOver(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Browse interviewers' }).click();
      const failure = page.getByRole('alert').filter({ hasText: 'Could not load interviewers' });
      await failure.waitFor();
      expect(await page.getByText('No interviewers found.').count()).toBe(0);
      const box = await failure.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);

      await failure.getByRole('button', { name: 'Try again' }).click();
      await page.locator('.iv-card').first().waitFor();
      expect(await failure.count()).toBe(0);
      // The injected 500 is the one error the console reports.
      expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
      await context.close();
    });
  }

  test('offline, a page never visited says it was not saved for offline reading; online, Try again loads it', {
    timeout: 90_000,
  }, async () => {
    const app = await openApp(PHONE);
    const { context, page, errors } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await page.reload();
    expect(await controlled(page)).toBe(true);

    await context.setOffline(true);
    // The list's second page, which nobody opened yet: its cursor is the first page's X-Next-Cursor.
    const second = (await fetch(`${baseUrl}/api/interviewers?limit=12`)).headers.get('X-Next-Cursor');
    expect(second).toBeTruthy();
    await page.goto(`${baseUrl}/interviewers?after=${second}`);
    const failure = page.getByRole('alert').filter({ hasText: 'Not saved for offline reading' });
    await failure.waitFor();
    expect(await page.getByText('No interviewers found.').count()).toBe(0);

    // Back online, Try again loads the page (the failure's wording may already have changed to
    // "Could not load" once the connectivity probe got through, so it is found by its button).
    await context.setOffline(false);
    const retry = page.getByRole('alert').getByRole('button', { name: 'Try again' });
    await retry.click();
    await page.locator('.iv-card').first().waitFor();
    expect(await retry.count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('search placeholders', () => {
  test('fit the search box at 390 px, in both modes of both areas', async () => {
    const { context, page, errors } = await openPage(browser, PHONE);
    const placeholderFits = () =>
      page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('input[type="search"]');
        if (!input) throw new Error('no search box');
        const style = getComputedStyle(input);
        const context2d = document.createElement('canvas').getContext('2d');
        if (!context2d) throw new Error('no canvas');
        context2d.font = style.font;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: input.placeholder, width: context2d.measureText(input.placeholder).width, room };
      });
    for (const [path, toggle] of [
      ['/search-interviewers', 'SEARCH BY COMPANY'],
      ['/search-managers', 'Search by workplace'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('input[type="search"]').waitFor();
      const byName = await placeholderFits();
      expect(byName.width, `${path}: "${byName.text}"`).toBeLessThanOrEqual(byName.room);
      await page.getByRole('button', { name: toggle }).click();
      await page.waitForFunction(
        (before) => document.querySelector<HTMLInputElement>('input[type="search"]')?.placeholder !== before,
        byName.text,
      );
      const byCompany = await placeholderFits();
      expect(byCompany.width, `${path}: "${byCompany.text}"`).toBeLessThanOrEqual(byCompany.room);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
