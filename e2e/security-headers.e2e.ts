// The built app under its security headers (issue 13, item 5): every main route, visited and signed in,
// loads in Chromium with the Content-Security-Policy of scripts/lib/security-headers.ts and not one
// violation; the document carries every security header, also when the service worker serves it.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { PRODUCTION_HEADER_OPTIONS, securityHeaders } from '../scripts/lib/security-headers.ts';
import { browserForFile, DESKTOP } from './support/browser.ts';
import { newAccount, signIn } from './support/pwa-app.ts';

const baseUrl = inject('baseUrl');
const SECURITY_HEADERS = Object.keys(securityHeaders(PRODUCTION_HEADER_OPTIONS)).map((h) => h.toLowerCase());
const browser = browserForFile();

type Watched = { context: BrowserContext; page: Page; violations: string[]; errors: string[] };

/**
 * A context that reports every CSP violation: the page's securitypolicyviolation events (listened to
 * before any page script runs, through a binding that survives navigations) and Chromium's console
 * messages about refused loads. Other console errors are collected too: the pages must have none.
 */
async function watchedContext(): Promise<Watched> {
  const context = await browser.newContext(DESKTOP);
  const violations: string[] = [];
  const errors: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, violation: string) => {
    violations.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void })
        .__reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i.test(text)) {
      violations.push(`${page.url()}: console ${msg.type()}: ${text}`);
    } else if (msg.type() === 'error') {
      errors.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
  return { context, page, violations, errors };
}

function expectSecurityHeaders(response: Response | null, route: string): void {
  expect(response, route).not.toBeNull();
  const headers = response?.headers() ?? {};
  for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${route}`).toBeTruthy();
  expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
}

/** Opens `route` and waits until every request it made has finished, so that anything it loads is checked. */
async function visit(page: Page, route: string): Promise<void> {
  const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  expectSecurityHeaders(response, route);
  await page.locator('main').first().waitFor();
}

/** The first link on the page whose path starts with `prefix` (the page's links in the error if none). */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  try {
    await link.waitFor({ timeout: 10_000 });
  } catch {
    const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    throw new Error(`No link to ${prefix}* on ${page.url()}; links: ${hrefs.join(' ')}`);
  }
  return (await link.getAttribute('href')) as string;
}

/** A seeded interviewer's profile path (the interviewer pages list none without a search). */
async function interviewerPath(): Promise<string> {
  const list = (await (await fetch(`${baseUrl}/api/interviewers`)).json()) as { _id: string }[];
  expect(list.length).toBeGreaterThan(0);
  return `/interviewers/${encodeURIComponent(list[0]?._id ?? '')}`;
}

describe('the Content-Security-Policy', () => {
  test('every main route loads with the security headers and no CSP violation, for a visitor', async () => {
    const { context, page, violations, errors } = await watchedContext();
    const fixed = [
      '/',
      '/search-interviewers',
      '/interviewers',
      '/search/a',
      '/add-interviewer',
      '/rate-interviewer',
      '/Home',
      '/search-managers',
      '/searchresults?q=a',
      '/rate-manager',
      '/All-Companies',
      '/team',
      '/faq',
      '/privacy',
      '/terms',
      '/guidelines',
      '/Toxic-Workplace-Blog',
      '/contact',
      '/signin',
      '/register',
      '/verifyotp',
      '/forgot-password',
      '/outbox',
      '/no/such/page',
    ];
    for (const route of fixed) await visit(page, route);

    // Pages of people and companies, reached through the app's own links.
    await visit(page, await interviewerPath());
    await visit(page, '/Home');
    await visit(page, await firstLink(page, '/management/departments/'));
    await visit(page, await firstLink(page, '/management/managers/'));
    await visit(page, '/All-Companies');
    await visit(page, await firstLink(page, '/companies/'));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('signing in through the Firebase Auth SDK (the Auth emulator locally) and the signed-in pages cause no violation', async () => {
    const account = await newAccount();
    const { context, page, violations, errors } = await watchedContext();
    await signIn(page, account.email, account.password);
    for (const route of [
      '/profile',
      '/account-settings',
      '/my-reviews',
      '/saved',
      '/moderation',
      '/outbox',
    ]) {
      await visit(page, route);
    }
    await visit(page, '/All-Companies');
    const company = await firstLink(page, '/companies/');
    await visit(page, `${company.replace(/\/$/, '')}/rate-company`);
    // A profile signed in: the personal review context is merged in through an authorised request.
    await visit(page, await interviewerPath());
    // Logout sits in the account menu.
    await page.getByRole('button', { name: /^Account/ }).click();
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.click();
    await logout.waitFor({ state: 'detached' });

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the service worker installs under the policy, and the documents it serves carry the same headers', async () => {
    const { context, page, violations, errors } = await watchedContext();
    await visit(page, '/');
    const ready = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
      ]),
    );
    expect(ready, 'the service worker did not activate within 30 s').toBe(true);
    // Navigations now come from the precache: the stored app shell keeps the headers it was fetched with.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const fromWorker = await page.goto(`${baseUrl}/team`, { waitUntil: 'networkidle' });
    expect(fromWorker?.fromServiceWorker()).toBe(true);
    expectSecurityHeaders(fromWorker, '/team (from the service worker)');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('another site cannot frame the app', async () => {
    const { context, page, violations } = await watchedContext();
    // A page of another origin (the API's own port) that tries to frame the web app.
    const framer = `${inject('apiUrl')}/api/ping`;
    await page.goto(framer);
    const blocked = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()));
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `${baseUrl}/`);
    await blocked;
    const child = page.frames().find((f) => f !== page.mainFrame());
    expect(child?.url()).not.toMatch(new RegExp(`^${baseUrl}`));
    expect(violations.some((v) => v.includes('frame-ancestors'))).toBe(true);
    await context.close();
  });
});
