// Pages reach network idle (issue 13, item 9): the PWA's GET /api/ping calls (the landing page's warm-up
// and the connectivity probe) used to leave their answers unread, so those requests never finished and
// a page was never idle (Lighthouse, Playwright's 'networkidle' and the browser's own connection reuse
// all wait for them).
import type { Request } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { browserForFile, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('network idle', () => {
  test('the landing page and a profile reach network idle, every /api/ping answer read to its end', async () => {
    const { context, page, errors } = await openPage(browser);
    const pings: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ping') pings.push(request);
    });

    // 'networkidle': no request open for 500 ms. An unread answer keeps its request open for good, so
    // this goto then fails with a timeout instead of returning.
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const interviewers = (await (await fetch(`${baseUrl}/api/interviewers`)).json()) as { _id: string }[];
    await page.goto(`${baseUrl}/interviewers/${interviewers[0]?._id}`, { waitUntil: 'networkidle' });

    expect(pings.length).toBeGreaterThan(0);
    for (const ping of pings) {
      const response = await ping.response();
      expect(response?.status()).toBe(200);
      // Resolves (with null) once the body has been received in full.
      expect(await response?.finished()).toBeNull();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
