// /contact arrives server-rendered, its fields ready before the app's JavaScript. On a slow phone a reader
// starts typing at once; when the app took the page over, React replaced the markup and the words were
// gone. They now pass into the app's fields (and so into its draft), in real Chromium.
import { expect, test } from 'vitest';
import { appTookOver, browserForFile, DESKTOP, watchErrors } from './support/browser.ts';
import { baseUrl } from './support/pwa-app.ts';

const browser = browserForFile();

test('words typed into /contact before the app takes over are still there after it, and kept as a draft', {
  timeout: 90_000,
}, async () => {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  try {
    const errors: string[] = [];
    const page = watchErrors(await context.newPage(), errors);
    // The app's scripts wait until the reader has typed, as on a slow connection.
    let release: () => void = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: wait for the form itself.
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'commit' });
    await page.getByLabel('Message').waitFor();
    await page.getByLabel('Subject').fill('Typed before the app ran');
    await page.getByLabel('Message').fill('These words were typed into the page the server sent.');
    await page.getByLabel('Message').focus();
    release();
    await appTookOver(page);

    await expect
      .poll(() => page.getByLabel('Message').inputValue())
      .toBe('These words were typed into the page the server sent.');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Typed before the app ran');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-message');
    // In the app's state, not only on screen: the draft keeps them across a reload.
    await page.waitForTimeout(800);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await appTookOver(page);
    await page.getByText('Draft restored.').waitFor();
    expect(await page.getByLabel('Message').inputValue()).toBe(
      'These words were typed into the page the server sent.',
    );
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
