// CORS for configured origins (issue 18 item 4), in a real browser: a page on another loopback port
// calls the API with a bearer token. The product runs with CORS_ORIGINS naming the partner origin
// (support/global-setup.ts); the same page on a port nobody configured is refused by Chromium.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { browserForFile, openPage } from './support/browser.ts';
import { type PartnerOrigin, startPartnerOrigin } from './support/partner-origin.ts';
import { newAccount } from './support/pwa-app.ts';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const partnerOrigin = inject('partnerOrigin');

type Outcome = { ok: true; status: number; body: unknown } | { ok: false; error: string };

/** From the page's own origin: a personal read and a keyed write, each with the bearer token. */
function callApi(page: Page, api: string, token: string): Promise<Outcome[]> {
  return page.evaluate(
    async ({ api, token }) => {
      const attempt = async (init: RequestInit, path: string): Promise<Outcome> => {
        try {
          const res = await fetch(`${api}${path}`, init);
          return { ok: true, status: res.status, body: await res.json() };
        } catch (error) {
          return { ok: false, error: String(error) };
        }
      };
      const auth = { Authorization: `Bearer ${token}` };
      return [
        await attempt({ headers: auth }, '/user/profile'),
        await attempt(
          {
            method: 'POST',
            headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify({ name: `Cors Partner ${crypto.randomUUID().slice(0, 8)}` }),
          },
          '/companies',
        ),
      ];
    },
    { api, token },
  );
}

const browser = browserForFile();
let stranger: PartnerOrigin;
let token: string;
beforeAll(async () => {
  stranger = await startPartnerOrigin();
  ({ token } = await newAccount());
});
afterAll(async () => {
  await stranger?.close();
});

describe('another origin calling the API', () => {
  test.each([
    ['the web origin /api', `${baseUrl}/api`],
    ['the API port', apiUrl],
  ])('a configured origin reads and writes with a bearer token through %s', async (_, api) => {
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${partnerOrigin}/`);
      const [read, write] = await callApi(page, api, token);
      expect(read).toMatchObject({ ok: true, status: 200 });
      expect(write).toMatchObject({ ok: true, status: 201 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an origin that is not configured is refused by the browser', async () => {
    expect(stranger.origin).not.toBe(partnerOrigin);
    const { context, page, errors } = await openPage(browser);
    try {
      await page.goto(`${stranger.origin}/`);
      const [read, write] = await callApi(page, `${baseUrl}/api`, token);
      expect(read).toMatchObject({ ok: false });
      expect(write).toMatchObject({ ok: false });
      expect(errors.join('\n')).toMatch(/CORS policy/);
    } finally {
      await context.close();
    }
  });
});
