// A write whose answer was lost (the server committed it, then the answer came back as a 503), sent again
// after a reload: in real Chromium against the running product, through "Rate an interviewer". The draft
// is restored and goes out under the first attempt's Idempotency-Key, so the server answers with the
// first write: one review, and no "You have already reviewed" for the user. The contact form does the same
// with its message (its key is kept as the review forms keep theirs), which is then stored and mailed once.
import { afterEach, expect, test } from 'vitest';
import { appTookOver, browserForFile, DESKTOP, watchErrors } from './support/browser.ts';
import { baseUrl, getJson, newAccount, signIn } from './support/pwa-app.ts';

const browser = browserForFile();
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/**
 * A page in a fresh desktop context whose first request to `path` is written by the server and then
 * answered with a 503, as an answer lost on the way back; later ones go through. `keys` collects each
 * request's Idempotency-Key. No service worker: the test stands in for the network between page and API.
 */
async function pageLosingFirstAnswer(path: string) {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  closing.push(() => context.close());
  const errors: string[] = [];
  const page = watchErrors(await context.newPage(), errors);
  const keys: (string | null)[] = [];
  await page.route(`**/api${path}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    if (keys.length > 1) return route.continue();
    const written = await route.fetch();
    expect(written.status()).toBe(201);
    return route.fulfill({ status: 503, json: { message: 'Service unavailable', code: 'unavailable' } });
  });
  return { page, errors, keys };
}

test('"Rate an interviewer" sent again after a reload, its first answer lost, is written once and said to be sent', {
  timeout: 120_000,
}, async () => {
  const account = await newAccount();
  const { page, errors, keys } = await pageLosingFirstAnswer('/rate-interviewer');

  await signIn(page, account.email, account.password);
  await page.goto(`${baseUrl}/rate-interviewer`);
  const name = `Lost Answer ${Date.now()}`;
  await page.getByLabel('Interviewer name').fill(name);
  await page.getByRole('combobox', { name: /Company/ }).fill(`Lost Answer Company ${Date.now()}`);
  await page.locator('label', { hasText: /^4 stars/ }).click(); // the star; its radio is visually hidden
  await page.getByLabel(/Your review/).fill('Clear questions and a fair process. Sent twice, written once.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Something went wrong. Please try again.', { exact: false }).waitFor();

  // The user reloads (or closes the app and opens it again), finds the draft and submits it again.
  await page.reload();
  await page.getByText('Draft restored.').waitFor();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Review submitted!').waitFor();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await getJson<unknown[]>('/user/my-reviews', account.token)).toHaveLength(1);
  // The first attempt's failure, as the page reports it; nothing else.
  expect(
    errors.filter((e) => !/status of 503|^Review submission failed ApiError: Service unavailable/.test(e)),
  ).toEqual([]);
});

test('a contact message sent again after a reload, its first answer lost, is stored and mailed once', {
  timeout: 120_000,
}, async () => {
  const { page, errors, keys } = await pageLosingFirstAnswer('/contact');
  const subject = `Lost answer ${Date.now()}`;
  const write = async () => {
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Sent twice, stored and mailed once.');
    await page.getByRole('button', { name: 'Send Message' }).click();
  };

  await page.goto(`${baseUrl}/contact`);
  // /contact arrives server-rendered, its form posting to /contact without JavaScript: the app's path,
  // which this test is about, starts once the app has taken the page over.
  await appTookOver(page);
  await write();
  await page.getByText('Failed to send message. Please try again.').waitFor();
  // The user reloads (or closes the app and opens it again): the draft has the words back, and they send them again.
  await page.reload();
  await page.getByText('Draft restored.').waitFor();
  expect(await page.getByLabel('Subject').inputValue()).toBe(subject);
  expect(await page.getByLabel('Message').inputValue()).toBe('Sent twice, stored and mailed once.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message sent successfully!').waitFor();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const mails = await getJson<{ subject: string }[]>(
    `/dev/mailbox?to=${encodeURIComponent('contact@rate-my-interviewer.local')}`,
  );
  expect(mails.filter((mail) => mail.subject === `Contact form: ${subject}`)).toHaveLength(1);
  expect(errors.filter((e) => !/status of 503|^Contact message failed/.test(e))).toEqual([]);
});
