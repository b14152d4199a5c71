// A profile's recurring themes on its rendered page: with JavaScript off (a crawler, a link preview, a
// reader without JavaScript) the card the app shows is there, and with JavaScript on the app takes it
// over without a flash (the card never leaves the page, never comes twice), without asking for the themes
// again, and without moving a line: each phrase and its figures sit where the server's markup put them.
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appTookOver, browserForFile, WIDTHS } from './support/browser.ts';
import {
  type Account,
  apiGet,
  baseUrl,
  newCompany,
  newManager,
  submitReview,
  unique,
  verifiedAccount,
} from './support/claims-world.ts';

const browser = browserForFile();

const CARD = 'What reviews keep mentioning';
const PHRASE = 'weekly planning sessions';
const TEXTS = [
  'Weekly planning sessions kept the team on track.',
  'We had weekly planning sessions and clear goals.',
  'Her weekly planning sessions were short and useful.',
  'Good weekly planning sessions, honest feedback.',
  'Weekly planning sessions made priorities clear.',
];

type Themes = { themes: { phrase: string }[] };

/** Where each theme's phrase and figures sit in the card (text boxes, not element boxes), and its size. */
function layoutOf(page: Page): Promise<number[][]> {
  return page.getByRole('region', { name: CARD }).evaluate((card) => {
    const origin = card.getBoundingClientRect();
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return [box.x - origin.x, box.y - origin.y];
    };
    const texts = Array.from(card.querySelectorAll('.in-theme-phrase, .in-tone'), textBox);
    return [...texts, [origin.width, origin.height]].map((pair) => pair.map(Math.round));
  });
}

describe('a rendered profile’s recurring themes', () => {
  test('are there without JavaScript, and the app takes them over without a flash, a request or a shift', async () => {
    const [owner, ...reviewers] = await Promise.all(
      Array.from({ length: 6 }, (_, i) => verifiedAccount(`themes-page${i}`)),
    );
    const manager = await newManager(
      owner as Account,
      await newCompany(owner as Account, unique('Themepage Works')),
      unique('Theme Lead'),
    );
    for (const [i, reviewer] of reviewers.entries()) {
      await submitReview(reviewer, manager, { rating: 4, reviewText: TEXTS[i] as string });
    }
    // The insights job (every 10 s in `npm start`) computes the themes.
    await expect
      .poll(
        async () => (await apiGet<Themes>(`/themes/manager/${manager._id}`)).themes.map((t) => t.phrase),
        {
          timeout: 90_000,
          interval: 1000,
        },
      )
      .toContain(PHRASE);

    for (const [size, options] of WIDTHS) {
      const served = await browser.newContext({ ...options, javaScriptEnabled: false });
      const plain = await served.newPage();
      expect((await plain.goto(`${baseUrl}${manager.href}`))?.status()).toBe(200);
      const card = plain.getByRole('region', { name: CARD });
      expect(await card.locator('.in-theme-phrase').allTextContents(), size).toContain(PHRASE);
      expect(await card.locator('.in-tone').first().textContent()).toMatch(
        /^5 reviews · positive · average 4\.0$/,
      );
      const drawn = await layoutOf(plain);
      await served.close();

      const context = await browser.newContext(options);
      // Whether the card is in the document, each time that changes, from the first parse on.
      await context.addInitScript((title: string) => {
        const w = window as unknown as { __cards: number[] };
        w.__cards = [];
        const count = () =>
          Array.from(document.querySelectorAll('h2'), (h) => h.textContent).filter((t) => t === title).length;
        new MutationObserver(() => {
          const now = count();
          if (w.__cards.at(-1) !== now) w.__cards.push(now);
        }).observe(document, { childList: true, subtree: true });
      }, CARD);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${baseUrl}${manager.href}`, { waitUntil: 'networkidle' });
      await appTookOver(page);
      await page.getByRole('button', { name: 'Rate' }).waitFor();
      // Once there, the card stayed: the app's first render drew it from the answer the page came with.
      const cards = await page.evaluate(() => (window as unknown as { __cards: number[] }).__cards);
      expect(cards.slice(cards.indexOf(1)), size).toEqual([1]);
      expect(
        requests.filter((p) => p.startsWith('/api/themes/')),
        size,
      ).toEqual([]);
      // Every phrase and figure where the server's markup had it (a pixel of the disclosure marker aside).
      const taken = await layoutOf(page);
      expect(taken.length, size).toBe(drawn.length);
      for (const [i, [x, y]] of taken.entries()) {
        const [sx, sy] = drawn[i] as number[];
        expect(Math.abs((x as number) - (sx as number)), `${size} x of ${i}`).toBeLessThanOrEqual(1);
        expect(Math.abs((y as number) - (sy as number)), `${size} y of ${i}`).toBeLessThanOrEqual(1);
      }
      await context.close();
    }
  });
});
