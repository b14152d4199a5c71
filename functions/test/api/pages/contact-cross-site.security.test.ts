// The contact form posted without JavaScript (POST /contact) is ours alone: another site's page posting it
// through a visitor's browser would send messages under that visitor's address (spending their hourly
// limit, and spreading one script's messages over every visitor's). Sec-Fetch-Site tells it where the
// browser sends it; older browsers send only Origin (or only Referer), and those must refuse it too.
// And our own page's Send clicked twice says sent, not the API's words about keys, and sends once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_MESSAGES } from '../../../src/domain/contact/contact-messages.ts';
import { DEFAULT_CONTACT_ADDRESS } from '../../../src/http/routes/contact.ts';
import { pagesForDeps } from '../../../src/pages/pages-for-deps.ts';
import { parseWebShell } from '../../../src/pages/web-shell.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { uniqueName } from '../managers/support.ts';
import { ORIGIN, shellHtml } from './support.ts';

let t: TestApp;
let pages: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: ORIGIN });
  pages = pagesForDeps(t.deps, t.app, { origin: ORIGIN, shell: async () => parseWebShell(shellHtml()) });
});
afterAll(() => t.close());

let visitor = 0;
/** The form posted from a fresh visitor's address with `headers`; the status and whether it was stored. */
async function post(headers: Record<string, string>, url = '/contact') {
  const subject = uniqueName('Cross');
  const res = await pages.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `198.51.100.${++visitor}`,
      ...headers,
    },
    body: new URLSearchParams({ name: 'Cy', email: 'cy@example.net', subject, message: 'Hi.' }),
  });
  const html = await res.text();
  const stored = await t.deps.store.query({
    collection: CONTACT_MESSAGES,
    where: [{ field: 'subject', op: '==', value: subject }],
  });
  return { status: res.status, html, stored: stored.length };
}

describe('another site’s page posting the contact form sends nothing', () => {
  test.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an opaque Origin (a sandboxed frame, a data: page)', { origin: 'null' }],
    ['our origin on another scheme', { origin: ORIGIN.replace('https:', 'http:') }],
    ['no Origin, a Referer of another site', { referer: 'https://evil.example/page' }],
    ['no Origin, a Referer that is no URL', { referer: 'not a url' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: ORIGIN }],
  ])('%s: 403, the page says to send it from here, nothing stored', async (_name, headers) => {
    const { status, html, stored } = await post(headers);
    expect(status).toBe(403);
    expect(html).toContain('Please send your message from this page.');
    expect(stored).toBe(0);
  });
});

describe('our own page’s post is sent', () => {
  test.each([
    ['Origin ours, Sec-Fetch-Site same-origin', { origin: ORIGIN, 'sec-fetch-site': 'same-origin' }],
    ['Origin ours (older browsers)', { origin: ORIGIN }],
    ['Referer ours, no Origin', { referer: `${ORIGIN}/contact` }],
    ['none of them (not a browser)', {}],
    [
      'Hosting’s other domain, as it forwards it',
      { origin: 'https://rmi.web.app', 'x-forwarded-host': 'rmi.web.app' },
    ],
  ])('%s: 200, stored once', async (_name, headers) => {
    const { status, stored } = await post(headers);
    expect(status).toBe(200);
    expect(stored).toBe(1);
  });

  test('the address the browser reached us at (the embedded default’s web port by another name)', async () => {
    const { status, stored } = await post(
      { origin: 'http://127.0.0.1:8080' },
      'http://127.0.0.1:8080/contact',
    );
    expect(status).toBe(200);
    expect(stored).toBe(1);
  });
});

test('a double-clicked Send (the same words posted again while the first is being sent) says sent, and sends once', async () => {
  const subject = uniqueName('Twice');
  const form = new URLSearchParams({ name: 'Di', email: 'di@example.net', subject, message: 'Once.' });
  const posts = await Promise.all(
    Array.from({ length: 4 }, () =>
      pages.request('/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.250' },
        body: form.toString(),
      }),
    ),
  );
  for (const res of posts) {
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Message sent successfully!');
    expect(html).not.toContain('Idempotency-Key');
  }
  const stored = await t.deps.store.query({
    collection: CONTACT_MESSAGES,
    where: [{ field: 'subject', op: '==', value: subject }],
  });
  expect(stored).toHaveLength(1);
  expect((await t.mails(DEFAULT_CONTACT_ADDRESS)).filter((m) => m.subject.includes(subject))).toHaveLength(1);
});
