// ux11's walk as a stranger at 390 and 1280 px: links met on the privacy policy's contents and on My
// reviews' cards were 20 px tall lines of text (a fingertip is 44 px). Measured by hit testing, as
// tap-targets.e2e.ts measures the rest.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { appTookOver, DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { demoSubjects } from './support/demo-subjects.ts';
import { isTooSmall, tapTargets } from './support/tap-targets.ts';
import { post, signIn, verifiedAccount } from './support/test-accounts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('links a stranger taps beyond the profiles', () => {
  test('the privacy policy’s contents and My reviews’ names are 44 px targets at 390 and 1280 px', {
    timeout: 120_000,
  }, async () => {
    const { manager } = await demoSubjects(baseUrl);
    const account = await verifiedAccount('stranger-taps');
    await post(
      `${baseUrl}/api/manager-reviews/submit`,
      {
        managerId: manager._id,
        rating: 4,
        reviewText: 'Fair and clear about what she expects.',
        anonymous: true,
      },
      { Authorization: `Bearer ${account.token}`, 'Idempotency-Key': crypto.randomUUID() },
    );
    const small: Record<string, unknown[]> = {};
    for (const size of [PHONE, DESKTOP]) {
      const { context, page } = await openPage(browser, size);
      const width = size.viewport.width;
      await page.goto(`${baseUrl}/privacy`);
      await appTookOver(page);
      const contents = page.locator('nav.toc a');
      await contents.first().waitFor();
      const toc = await tapTargets(contents);
      expect(toc.length).toBeGreaterThan(5);
      small[`${width} /privacy contents`] = toc.filter(isTooSmall);

      await signIn(page, account);
      await page.goto(`${baseUrl}/my-reviews`);
      const names = page.locator('.mr-card-name a');
      await names.first().waitFor();
      small[`${width} /my-reviews names`] = (await tapTargets(names)).filter(isTooSmall);
      await context.close();
    }
    expect(small).toEqual({
      '390 /privacy contents': [],
      '390 /my-reviews names': [],
      '1280 /privacy contents': [],
      '1280 /my-reviews names': [],
    });
  });
});
