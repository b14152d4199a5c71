// Debian's Chromium driven by playwright-core (it cannot download a browser of its own here).
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type LaunchOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** DESIGN.md section 4's flags, plus no QUIC (offline emulation does not cover it). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: apt-get install -y chromium`);
  return path;
}

/** How every e2e Chromium starts, the shared one of a file and the persistent profiles of pwa-app.ts alike. */
export function launchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS };
}

/** What a test file asks of its browser: a fresh context (cookies, storage, viewport) for each page. */
export type ContextMaker = Pick<Browser, 'newContext'>;

/**
 * One Chromium for the calling test file (call it at the file's top level, before its own beforeAll):
 * launched before the file's tests, closed after them. Contexts are made only once it is up, in the
 * file's tests and in hooks after this one.
 */
export function browserForFile(): ContextMaker {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch(launchOptions());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newContext(options) {
      if (!browser) throw new Error("the file's browser starts in beforeAll: make contexts after it");
      return browser.newContext(options);
    },
  };
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** The two widths every screen is judged at: a phone's and a laptop's. */
export const WIDTHS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

/**
 * Runs `visit` on a fresh page at 390 and then 1280 px with JavaScript off (what a crawler, a link
 * preview or a browser without JavaScript gets), closing each context even when `visit` fails.
 */
export async function atEachWidthWithoutJs(
  browser: ContextMaker,
  visit: (page: Page, size: (typeof WIDTHS)[number][0], options: (typeof WIDTHS)[number][1]) => Promise<void>,
): Promise<void> {
  for (const [size, options] of WIDTHS) {
    const context = await browser.newContext({ ...options, javaScriptEnabled: false });
    try {
      await visit(await context.newPage(), size, options);
    } finally {
      await context.close();
    }
  }
}

/** A page that records console errors and uncaught exceptions, which every journey asserts are absent. */
export async function openPage(
  browser: ContextMaker,
  options: Parameters<Browser['newContext']>[0] = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const errors: string[] = [];
  const page = watchErrors(await context.newPage(), errors);
  return { context, page, errors };
}

/**
 * Notes the page's console errors and uncaught exceptions in `errors`, and every console warning and
 * error in `log` (to say what happened when a test fails).
 */
export function watchErrors(page: Page, errors: string[], log: string[] = []): Page {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
    if (msg.type() === 'error' || msg.type() === 'warning') log.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

/**
 * Resolves once the PWA has replaced the server-rendered markup of the page it opened. Rendered pages
 * (profiles, results, the static pages and the search homes) arrive with the server's markup, which the
 * PWA's first render replaces: a test that clicks, types or measures before that acts on elements about
 * to go (a toggle without its handler, a box whose text is lost, a width of a detached input). The
 * rendered bar's <details> menu is the server's alone, so its going marks the takeover.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('details.nav-disclosure').waitFor({ state: 'detached' });
}
