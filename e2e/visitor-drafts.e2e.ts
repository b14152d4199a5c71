// A visitor's /contact draft (name, email, message) on a shared or library computer: kept for a reload in
// the same tab, gone for the next person, who opens /contact in another tab or after the browser was
// closed (it lived in localStorage, which every later visitor of the device read). A visitor who signs
// in in that tab keeps what they typed, now as their account's draft. In real Chromium.
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { appTookOver, browserForFile, DESKTOP, watchErrors } from './support/browser.ts';
import { baseUrl, newAccount, signIn } from './support/pwa-app.ts';

const browser = browserForFile();
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function newContext(options: Parameters<typeof browser.newContext>[0] = {}) {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block', ...options });
  closing.push(() => context.close());
  return context;
}

const FIELDS = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Subject: 'Shared computer',
  Message: 'Private words.',
};

async function openContact(page: Page) {
  await page.goto(`${baseUrl}/contact`);
  await appTookOver(page);
}

async function expectEmpty(page: Page) {
  for (const label of Object.keys(FIELDS)) expect(await page.getByLabel(label).inputValue()).toBe('');
  expect(await page.getByText('Draft restored.').count()).toBe(0);
}

test("a visitor's contact draft survives a reload, not the tab or the browser; signing in keeps it", {
  timeout: 120_000,
}, async () => {
  const context = await newContext();
  const errors: string[] = [];
  const page = watchErrors(await context.newPage(), errors);
  await openContact(page);
  for (const [label, value] of Object.entries(FIELDS)) await page.getByLabel(label).fill(value);

  // A reload in the same tab (or a slow network's retry) has every word back.
  await page.reload();
  await appTookOver(page);
  await page.getByText('Draft restored.').waitFor();
  for (const [label, value] of Object.entries(FIELDS))
    expect(await page.getByLabel(label).inputValue()).toBe(value);

  // The next person opens /contact in a new tab of the same browser: nothing of it.
  const next = watchErrors(await context.newPage(), errors);
  await openContact(next);
  await expectEmpty(next);
  await next.close();

  // The browser closed and opened again: what the device keeps (cookies, localStorage) without the session.
  const kept = await context.storageState();
  expect(JSON.stringify(kept)).not.toContain('ada@example.com');
  const reopened = watchErrors(await (await newContext({ storageState: kept })).newPage(), errors);
  await openContact(reopened);
  await expectEmpty(reopened);

  // Back in the first tab, the visitor signs in: the words are theirs, and the form still has them.
  const account = await newAccount();
  await signIn(page, account.email, account.password);
  await openContact(page);
  await page.getByText('Draft restored.').waitFor();
  expect(await page.getByLabel('Message').inputValue()).toBe(FIELDS.Message);
  expect(await page.getByLabel('Email').inputValue()).toBe(FIELDS.Email);
  expect(errors).toEqual([]);
});
