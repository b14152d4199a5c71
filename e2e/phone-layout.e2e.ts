// What a stranger sees on a phone (390 px), measured: text that must be read whole is not cut off or
// wrapped into a muddle, and the first screen leads with what a reader came for.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { appTookOver, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { signIn, verifiedAccount } from './support/test-accounts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the element's own text is all inside its box (nothing scrolled away or clipped). */
function showsWholeText(page: Page, selector: string, text: string) {
  return page
    .locator(selector)
    .evaluateAll(
      (elements, wanted) =>
        elements
          .filter((e) => (e instanceof HTMLInputElement ? e.value : e.textContent?.trim()) === wanted)
          .map((e) => e.scrollWidth <= e.clientWidth + 1 && e.getBoundingClientRect().right <= innerWidth),
      text,
    );
}

describe('account settings at 390 px', () => {
  test('a long email address is shown whole', async () => {
    const account = await verifiedAccount('a-rather-long-name-for-an-email-address-on-a-phone');
    const { context, page, errors } = await openPage(browser, PHONE);
    await signIn(page, account);
    await page.goto(`${baseUrl}/account-settings`);
    await appTookOver(page);
    await page.getByRole('region', { name: 'Profile Info' }).waitFor();
    const shown = await showsWholeText(page, 'main input, main dd, main p', account.email);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
