// Ratings on other sites (issue 17 item 4), in a real browser: a job board on another loopback
// origin, under a strict CSP of its own, pastes the one-line snippet; embed.js puts the widget's
// iframe in, the widget shows the manager's name and score, the iframe is sized to the widget by its
// postMessage, and neither page nor frame reports a CSP violation. Screenshots for looking are
// written only when EMBED_SHOTS names a folder.
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { browserForFile } from './support/browser.ts';
import { contrast } from './support/contrast.ts';
import { type PartnerOrigin, startPartnerOrigin } from './support/partner-origin.ts';

const baseUrl = inject('baseUrl');

type Hit = { id: string; name: string; average: number; reviewCount: number };
type Board = { origin: PartnerOrigin; manager: Hit };

/** A seeded manager with reviews, found as a visitor finds one. */
async function ratedManager(): Promise<Hit> {
  const res = await fetch(`${baseUrl}/api/search/all?q=a&limit=20`);
  const body = (await res.json()) as { managers: { items: Hit[] } };
  const rated = body.managers.items.find((m) => m.reviewCount > 0);
  if (!rated) throw new Error('No seeded manager with reviews');
  return rated;
}

/** The job board: the snippet in a page whose own CSP allows only our script and our frames. */
function boardPage(manager: Hit, attributes = ''): { html: string; headers: Record<string, string> } {
  return {
    html: `<!doctype html><html><head><meta charset="utf-8"><title>Jobs</title></head>
<body><h1>Head Chef, Bengaluru</h1><p>Your manager would be:</p>
<div id="slot"><script src="${baseUrl}/embed.js" data-rmi="managers/${manager.id}"${attributes} async></script></div>
<p id="after">Apply now</p></body></html>`,
    headers: {
      'Content-Security-Policy': `default-src 'none'; script-src ${baseUrl}; frame-src ${baseUrl}; style-src 'none'`,
    },
  };
}

const browser = browserForFile();
let manager: Hit;
const boards: PartnerOrigin[] = [];
beforeAll(async () => {
  manager = await ratedManager();
});
afterAll(async () => {
  for (const board of boards) await board.close();
});

async function board(attributes = ''): Promise<Board> {
  const origin = await startPartnerOrigin(boardPage(manager, attributes));
  boards.push(origin);
  return { origin, manager };
}

type Watched = { context: BrowserContext; page: Page; violations: string[]; errors: string[] };

/** A page that reports CSP violations of the page and of every frame in it, and other console errors. */
async function watched(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width, height: 700 }, colorScheme });
  const violations: string[] = [];
  const errors: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => {
    violations.push(`${frame.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to|X-Frame-Options|frame-ancestors/i.test(text))
      violations.push(text);
    else if (msg.type() === 'error') errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, violations, errors };
}

/** The widget's frame, once embed.js has inserted it and the widget has rendered. */
async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('#slot iframe').elementHandle({ timeout: 15_000 });
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('embed.js inserted no iframe');
  await frame.locator('.card').waitFor();
  return frame;
}

/** Waits until the iframe's height is the widget's own (the sizing message arrived). */
async function sizedHeights(page: Page, frame: Frame): Promise<{ iframe: number; content: number }> {
  const content = await frame.evaluate(() =>
    Math.ceil(document.documentElement.getBoundingClientRect().height),
  );
  await page.waitForFunction(
    (want) => document.querySelector<HTMLIFrameElement>('#slot iframe')?.style.height === `${want}px`,
    content,
  );
  const iframe = await page.evaluate(
    () => document.querySelector<HTMLIFrameElement>('#slot iframe')?.getBoundingClientRect().height ?? 0,
  );
  return { iframe, content };
}

// What a reader of a partner's page sees in the widget at 390 px (ux10): the empty stars were #cbd5e1 on
// white (1.5:1; WCAG 1.4.11 asks 3:1 of a graphic that says something), and the not-found card's one
// sentence was cut off with an ellipsis.
describe('the widget itself, at 390 px', () => {
  const rgb = (text: string) => (text.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: empty stars stand out from the card (3:1)`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/embed/managers/${manager.id}?theme=${theme}`);
        const colours = await page.locator('.card').evaluate((card) => ({
          empty: getComputedStyle(card.querySelector('.stars') as Element).color,
          card: getComputedStyle(card).backgroundColor,
        }));
        const ratio = contrast(rgb(colours.empty), rgb(colours.card));
        expect(ratio, `${colours.empty} on ${colours.card}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
      } finally {
        await context.close();
      }
    });
  }

  test('a profile that is not there says so in full', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/embed/managers/NoSuchManager12345678`);
      await page.getByText('Profile not found').waitFor();
      const cut = await page
        .locator('.card span')
        .evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
      expect(cut).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the snippet on another site', () => {
  test('inserts the widget, which shows the name and score, is sized to its content, and breaks no CSP', async () => {
    const { origin } = await board();
    const { context, page, violations, errors } = await watched(600);
    try {
      await page.goto(`${origin.origin}/jobs/head-chef`);
      const frame = await widgetFrame(page);
      expect(frame.url()).toBe(`${baseUrl}/embed/managers/${manager.id}`);
      expect(await frame.locator('.name').textContent()).toBe(manager.name);
      const shown = (await frame.locator('.value').textContent()) ?? '';
      expect(Number(shown)).toBeCloseTo(manager.average, 1);
      expect(await frame.locator('.count').textContent()).toMatch(
        new RegExp(`^${manager.reviewCount} reviews?$`),
      );
      const link = frame.locator('a.card');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener');
      expect(await link.getAttribute('href')).toMatch(
        new RegExp(`^${baseUrl}/management/managers/[^/]+/${manager.id}$`),
      );
      // Sized by the widget's message: not the initial 132 px guess, but the card's own height.
      const { iframe, content } = await sizedHeights(page, frame);
      expect(iframe).toBe(content);
      // The snippet's place in the page: right after the script tag, before the rest of the page.
      expect(await page.evaluate(() => document.querySelector('#slot script + iframe') !== null)).toBe(true);
      // No cookie of ours, in the frame or the browser.
      expect(await context.cookies(baseUrl)).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      if (process.env.EMBED_SHOTS) {
        await page.screenshot({ path: `${process.env.EMBED_SHOTS}/embed-600-auto-light.png` });
      }
    } finally {
      await context.close();
    }
  });

  test('dark, in a 300 px column: the iframe keeps the widget’s own height', async () => {
    const { origin } = await board(' data-theme="dark"');
    const { context, page, violations, errors } = await watched(600, 'dark');
    try {
      await page.goto(`${origin.origin}/`);
      const frame = await widgetFrame(page);
      expect(frame.url()).toBe(`${baseUrl}/embed/managers/${manager.id}?theme=dark`);
      await sizedHeights(page, frame);
      // Whatever the widget's height becomes at this width, it reports it and the iframe takes it.
      await page.setViewportSize({ width: 300, height: 700 });
      const narrow = await sizedHeights(page, frame);
      expect(narrow.iframe).toBe(narrow.content);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      if (process.env.EMBED_SHOTS) {
        await page.screenshot({ path: `${process.env.EMBED_SHOTS}/embed-300-dark.png` });
      }
    } finally {
      await context.close();
    }
  });

  test('a message from another origin does not resize the iframe', async () => {
    const { origin } = await board();
    const { context, page } = await watched(600);
    try {
      await page.goto(`${origin.origin}/`);
      const frame = await widgetFrame(page);
      const { iframe } = await sizedHeights(page, frame);
      // The board's own script (or anything else on it) posts a forged height: embed.js ignores it.
      // A marker posted after it arrives after embed.js has handled it (one task source, in order).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.addEventListener('message', (e) => {
              if (e.data === 'marker') resolve();
            });
            window.postMessage({ type: 'rmi-embed-height', height: 999 }, '*');
            window.postMessage('marker', '*');
          }),
      );
      const after = await page.evaluate(
        () => document.querySelector<HTMLIFrameElement>('#slot iframe')?.getBoundingClientRect().height ?? 0,
      );
      expect(after).toBe(iframe);
    } finally {
      await context.close();
    }
  });
});
