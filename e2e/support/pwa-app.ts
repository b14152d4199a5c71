// A real, installed-like PWA in Chromium for the offline e2e tests: persistent profiles (Chromium
// reports "in-incognito" as an installability error for default contexts), accounts made through the
// documented endpoints, and readers of the outbox (IndexedDB) and the runtime caches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DESKTOP, launchOptions, type PHONE, watchErrors } from './browser.ts';
import { dateAccountBack } from './test-accounts.ts';

export const baseUrl = inject('baseUrl');
export const OFFLINE_MESSAGE = 'You’re offline — showing saved data.';

/** `log`: every console warning and error, to say what happened when a test fails. */
export type App = { context: BrowserContext; page: Page; errors: string[]; log: string[] };
const opened: { context: BrowserContext; dir: string }[] = [];

/** Closes every app opened by the test (call it in afterEach). */
export async function closeApps(): Promise<void> {
  for (const { context, dir } of opened.splice(0)) {
    await context.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh browser profile (service worker, caches, IndexedDB) with one page that records errors. */
export async function openApp(options: typeof DESKTOP | typeof PHONE = DESKTOP): Promise<App> {
  const dir = mkdtempSync(join(tmpdir(), 'rmi-pwa-'));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions(), ...options });
  opened.push({ context, dir });
  const errors: string[] = [];
  const log: string[] = [];
  const page = watchErrors(context.pages()[0] ?? (await context.newPage()), errors, log);
  return { context, page, errors, log };
}

/** Another window of the same app (same profile), as when the app is closed and opened again. */
export async function reopen(app: App): Promise<Page> {
  await app.page.close();
  app.page = watchErrors(await app.context.newPage(), app.errors, app.log);
  return app.page;
}

/** Waits until the service worker is installed and active (the precache is complete). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  const ready = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
    ]),
  );
  expect(ready, 'the service worker did not activate within 30 s').toBe(true);
}

export const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** While offline, failed loads are expected; anything else is an error. */
export function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(e));
}

export async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** A request to the API as a client makes it: JSON, a fresh Idempotency-Key, and the token if any. */
export function callApi(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The answer's JSON, once its status is `status` (else the failure shows the body). */
export async function expectJson<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export type Interviewer = { _id: string; name: string; reviewCount: number };

export async function interviewers(): Promise<Interviewer[]> {
  const list = await getJson<Interviewer[]>('/interviewers');
  expect(list.length).toBeGreaterThan(2);
  return list;
}

export async function reviewCount(id: string): Promise<number> {
  return (await getJson<Interviewer>(`/interviewers/${id}`)).reviewCount;
}

type Mail = { to: string; subject: string; text: string };

/**
 * A verified account, made through the documented endpoints; returns its credentials and an ID token.
 * `daysOld` dates its creation back before its first write (dateAccountBack): an account younger than a
 * day cannot vote.
 */
export async function newAccount(
  options: { daysOld?: number } = {},
): Promise<{ email: string; password: string; token: string }> {
  const email = `pwa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'pwa-pass-123';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/auth/rmi/register', { name: 'PWA Tester', email, password })).status).toBe(201);
  let otp: string | undefined;
  for (let i = 0; i < 60 && !otp; i += 1) {
    const mails = (await getJson<Mail[]>(`/dev/mailbox?to=${encodeURIComponent(email)}`)) ?? [];
    otp = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!otp) await new Promise((r) => setTimeout(r, 250));
  }
  expect((await post('/auth/rmi/verify-otp', { email, otp, password, name: 'PWA Tester' })).status).toBe(200);
  const login = await post('/auth/rmi/login', { email, password });
  expect(login.status).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  if (options.daysOld) await dateAccountBack(user.id, options.daysOld);
  return { email, password, token };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  // Signed in: Logout is in the account menu (closed until opened).
  await page.getByRole('button', { name: 'Logout', includeHidden: true }).waitFor({ state: 'attached' });
}

/**
 * Logout from the account menu. The app shows Login as soon as the session is gone and then reloads
 * at / (sign-out.ts), so this waits for that reload: a navigation started before it is aborted by it.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Login' }).waitFor();
}

/** The outbox's IndexedDB entries, read in the page. */
export function outboxEntries(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('rmi-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve([]);
          const request = db.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as Record<string, unknown>[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Writes entries into the outbox store (a test fixture: what a form leaves there after a failed send). */
export function putOutboxEntries(page: Page, entries: Record<string, unknown>[]): Promise<void> {
  return page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('rmi-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('outbox', 'readwrite');
          for (const row of rows) tx.objectStore('outbox').put(row);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
}

/** Cache name -> cached URLs, read in the page (the page and the service worker share CacheStorage). */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      out[name] = (await (await caches.open(name)).keys()).map(
        (r) => new URL(r.url).pathname + new URL(r.url).search,
      );
    }
    return out;
  });
}

export { DESKTOP, PHONE } from './browser.ts';

/**
 * Waits for the outbox page to list `label` in the region named by `region`; on a timeout, says where
 * the entries stand and what the page logged. The wait allows for the outbox's own retry schedule (a
 * send that met a network error is tried again within 30 s): what these tests check is that an entry
 * is sent exactly once, not how soon.
 */
export async function waitForOutboxItem(app: App, region: RegExp, label: string | RegExp): Promise<void> {
  const item = app.page.getByRole('region', { name: region }).getByText(label).first();
  try {
    await item.waitFor({ timeout: 60_000 });
  } catch (error) {
    const entries = await outboxEntries(app.page).catch((e: Error) => e.message);
    throw new Error(
      `${(error as Error).message}\nOutbox entries: ${JSON.stringify(entries)}\nPage log:\n${app.log.join('\n')}`,
    );
  }
}
