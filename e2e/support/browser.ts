// Debian's Chromium driven by playwright-core (it cannot download a browser of its own here).
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** DESIGN.md section 4's flags, plus no QUIC (offline emulation does not cover it). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: apt-get install -y chromium`);
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** A page that records console errors and uncaught exceptions, which every journey asserts are absent. */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
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
