// The installable, offline-capable PWA (DESIGN.md section 7, issue 7) in real Chromium against the
// running product (no mocks): install criteria and the service worker; the app shell and a visited
// profile offline (the context's offline mode also blocks the service worker's own fetches); a review
// written offline through the real interviewer form (and one through "Rate an interviewer"), queued in the IndexedDB outbox, kept across a
// restart and sent exactly once on reconnect, replayed three more times without a second write; the
// server's 409 and 400 shown as failed with their messages; the API's Idempotency-Key from Node;
// sign-out clearing the API caches, drafts and outbox history.
//
// Each test uses a persistent browser profile: Chromium reports "in-incognito" as an installability
// error for Playwright's default (incognito-like) contexts.
import { afterEach, describe, expect, test } from 'vitest';
import {
  baseUrl,
  cachedUrls,
  closeApps,
  controlled,
  getJson,
  type Interviewer,
  interviewers,
  newAccount,
  OFFLINE_MESSAGE,
  openApp,
  outboxEntries,
  PHONE,
  putOutboxEntries,
  reopen,
  reviewCount,
  serviceWorkerReady,
  signIn,
  unexpected,
  waitForOutboxItem,
} from './support/pwa-app.ts';

afterEach(closeApps);

describe('installable PWA', () => {
  test('no installability errors, a linked manifest, and a service worker that controls the page', {
    timeout: 90_000,
  }, async () => {
    const { page, context, errors } = await openApp();
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);

    const manifestHref = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    expect(await page.getAttribute('link[rel="apple-touch-icon"]', 'href')).toBe('/apple-touch-icon.png');
    const manifest = (await (await fetch(`${baseUrl}${manifestHref}`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Rate My Interviewer',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e1b4b',
      background_color: '#f8fafc',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const { src } of [...manifest.icons, ...manifest.screenshots, { src: '/apple-touch-icon.png' }]) {
      const res = await fetch(`${baseUrl}${src}`);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type'), src).toBe('image/png');
    }

    expect(await controlled(page)).toBe(false); // the first visit installs it
    await page.reload();
    expect(await controlled(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('offline reading', () => {
  test('the app shell and a visited profile open offline after a reload, with the offline notice', {
    timeout: 90_000,
  }, async () => {
    const [target] = await interviewers();
    if (!target) throw new Error('no interviewer');
    const app = await openApp(PHONE);
    const { page, context } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await page.goto(`${baseUrl}/interviewers/${target._id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    expect(await controlled(page)).toBe(true);
    const cached = await cachedUrls(page);
    expect(cached['rmi-api-profiles']).toContain(`/api/interviewers/${target._id}`);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await page.getByText(/^Saved data from \d{1,2}:\d{2} [AP]M$/).waitFor();

    // A full load of another route: the precached app shell.
    await page.goto(`${baseUrl}/team`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    // The start URL, '/', a rendered page online: offline, the precached shell (app-shell.html) draws it.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /before you say yes/ }).waitFor();
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    // /api/ and /__/ navigations never get the app shell.
    await expect(page.goto(`${baseUrl}/api/ping`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);

    await context.setOffline(false);
    expect(unexpected(app.errors)).toEqual([]);
  });
});

describe('outbox', () => {
  test('a review written offline waits in the outbox across a restart and is sent once on reconnect', {
    timeout: 360_000,
  }, async () => {
    const list = await interviewers();
    const target = list[1] as Interviewer;
    const other = list[2] as Interviewer;
    const before = await reviewCount(target._id);
    const otherBefore = await reviewCount(other._id);
    const account = await newAccount();
    const app = await openApp();
    const { context } = app;
    let page = app.page;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await signIn(page, account.email, account.password);
    await page.goto(`${baseUrl}/interviewers/${target._id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    expect(await controlled(page)).toBe(true);

    // Offline: write and submit the review through the real form.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await page.locator('label', { hasText: /^4 stars/ }).click(); // the star; its radio is visually hidden
    await page.getByLabel('How did your interview go?').selectOption({ index: 1 });
    await page
      .getByLabel('Your review')
      .fill('Clear questions and a fair, friendly interviewer. Written offline.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(/offline: your review will be sent/i).waitFor();
    await page.getByRole('link', { name: /Outbox: 1 item waiting to be sent/ }).waitFor();
    const [queued] = await outboxEntries(page);
    expect(queued).toMatchObject({ status: 'pending', method: 'POST', path: '/reviews/rmi' });
    expect(JSON.stringify(queued)).not.toMatch(/Bearer|eyJ/); // no token stored

    // Close the app and open it again, still offline: the entry is still there.
    page = await reopen(app);
    await page.goto(`${baseUrl}/outbox`);
    const pending = page.getByRole('region', { name: /Waiting to be sent/ });
    await pending.getByRole('heading', { name: `Review of ${target.name}` }).waitFor();
    await pending.getByText('Waiting for a connection').waitFor();
    expect(await reviewCount(target._id)).toBe(before);

    // Back online: the open app replays on reconnect; the review is sent and counted once. (Replay on
    // app start is what the three replays below go through. Reloading here would race the reconnect
    // replay already under way: the same key sent twice, the second answered "in progress".)
    await context.setOffline(false);
    await waitForOutboxItem(app, /^Sent/, `Review of ${target.name}`);
    expect(await reviewCount(target._id)).toBe(before + 1);
    const mine = await getJson<{ interviewerId: string }[]>('/user/my-reviews', account.token);
    expect(mine.filter((r) => r.interviewerId === target._id)).toHaveLength(1);

    // Replay the same entry three more times (as if its answer had been lost): still one review.
    const [entry] = await outboxEntries(page);
    for (let i = 0; i < 3; i += 1) {
      await putOutboxEntries(page, [{ ...entry, status: 'pending', sentAt: null, waitingFor: 'network' }]);
      await page.reload();
      await waitForOutboxItem(app, /^Sent/, `Review of ${target.name}`);
      expect((await outboxEntries(page))[0]).toMatchObject({ id: entry?.id, status: 'sent' });
    }
    expect(await reviewCount(target._id)).toBe(before + 1);
    expect(await getJson<unknown[]>('/user/my-reviews', account.token)).toHaveLength(1);

    // The server refuses two more (left as a form would leave them): a duplicate review (409) and an
    // invalid one (400). Both show as failed with the server's message; nothing is written.
    const now = Date.now();
    const failedEntry = (id: string, interviewerId: string, rating: number, label: string) => ({
      ...entry,
      id,
      label,
      body: {
        interviewerId,
        rating,
        reviewText: 'Another one',
        interviewStatus: 'cleared',
        anonymous: false,
      },
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      sentAt: null,
      waitingFor: 'network',
    });
    await putOutboxEntries(page, [
      failedEntry(crypto.randomUUID(), target._id, 5, 'Second review of the same interviewer'),
      failedEntry(crypto.randomUUID(), other._id, 9, 'Review with a rating of 9'),
    ]);
    await page.reload();
    const failed = page.getByRole('region', { name: /Not sent/ });
    await waitForOutboxItem(app, /Not sent/, /already reviewed this interviewer/i);
    await failed
      .getByText(/rating/i)
      .first()
      .waitFor();
    expect(await failed.getByRole('listitem').count()).toBe(2);
    await page.getByRole('link', { name: /Outbox: 2 not sent/ }).waitFor();
    expect(await reviewCount(target._id)).toBe(before + 1);
    expect(await reviewCount(other._id)).toBe(otherBefore);

    // Discard one of them.
    await failed.getByRole('button', { name: 'Discard Review with a rating of 9' }).click();
    await failed.getByRole('button', { name: 'Yes, discard Review with a rating of 9' }).click();
    await page.getByRole('link', { name: /Outbox: 1 not sent/ }).waitFor();
    // Chromium logs the two refusals as failed loads: exactly those, and nothing else.
    expect(unexpected(app.errors).sort()).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });

  // The one call of "Rate an interviewer" (a new company, a new interviewer and the review) waits in the
  // outbox too: before, a phone without a connection was told "Something went wrong" there.
  test('"Rate an interviewer" offline: waits in the outbox, goes out once on reconnect, and links to the new profile', {
    timeout: 180_000,
  }, async () => {
    const account = await newAccount();
    const app = await openApp(PHONE);
    const { context, page } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await signIn(page, account.email, account.password);
    await page.goto(`${baseUrl}/rate-interviewer`);
    const name = `Offline Person ${Date.now()}`;
    const company = `Offline Company ${Date.now()}`;
    const writeOffline = async () => {
      await page.getByLabel('Interviewer name').fill(name);
      await page.getByRole('combobox', { name: /Company/ }).fill(company);
      await page.locator('label', { hasText: /^4 stars/ }).click(); // the star; its radio is visually hidden
      await page.getByLabel(/Your review/).fill('Fair questions, explained the process. Written offline.');
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText(/offline: your review will be sent/i).waitFor();
      await page.waitForURL(`${baseUrl}/outbox`);
    };
    await writeOffline();
    const [queued, ...more] = await outboxEntries(page);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ status: 'pending', method: 'POST', path: '/rate-interviewer' });

    await context.setOffline(false);
    await waitForOutboxItem(app, /^Sent/, `Review of ${name}`);
    const sent = page.getByRole('region', { name: /^Sent/ });
    const href = await sent
      .getByRole('link', { name: `See Review of ${name} on the profile` })
      .getAttribute('href');
    const id = /^\/interviewers\/([^/]+)$/.exec(href ?? '')?.[1] as string;
    expect((await getJson<Interviewer>(`/interviewers/${id}`)).name).toBe(name);
    // Replayed as if its answer had been lost: still one review, one interviewer.
    const [entry] = await outboxEntries(page);
    await putOutboxEntries(page, [{ ...entry, status: 'pending', sentAt: null, waitingFor: 'network' }]);
    await page.reload();
    await waitForOutboxItem(app, /^Sent/, `Review of ${name}`);
    expect(await reviewCount(id)).toBe(1);
    expect(await getJson<unknown[]>('/user/my-reviews', account.token)).toHaveLength(1);
    expect(unexpected(app.errors)).toEqual([]);

    // Written again offline (a forgotten tab): refused once sent, as its author has a review of this
    // interviewer. The entry says so and leads to that review in My reviews; a Retry could never succeed.
    await page.goto(`${baseUrl}/rate-interviewer`);
    await writeOffline();
    await context.setOffline(false);
    await waitForOutboxItem(app, /Not sent/, `Review of ${name}`);
    const refused = page.getByRole('region', { name: /Not sent/ });
    await refused.getByText('Not sent: you had already written this review').waitFor();
    expect(await refused.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    await refused
      .getByRole('link', { name: `Find your existing review in My reviews: Review of ${name}` })
      .click();
    await page.waitForURL(`${baseUrl}/my-reviews`);
    await page.getByRole('link', { name }).first().waitFor();
    expect(await reviewCount(id)).toBe(1);
    expect(unexpected(app.errors)).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });

  test('the API writes a replayed request (same Idempotency-Key) once', async () => {
    const target = (await interviewers())[3] ?? (await interviewers())[0];
    if (!target) throw new Error('no interviewer');
    const { token } = await newAccount();
    const before = await reviewCount(target._id);
    const key = crypto.randomUUID();
    const send = () =>
      fetch(`${baseUrl}/api/reviews/rmi`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': key,
        },
        body: JSON.stringify({
          interviewerId: target._id,
          rating: 3,
          reviewText: 'Replayed three times',
          interviewStatus: 'waiting',
          anonymous: true,
        }),
      });
    const answers = [await send(), await send(), await send()];
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.headers.get('Idempotent-Replayed'))).toEqual([null, 'true', 'true']);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { _id: string }[];
    expect(new Set(bodies.map((b) => b._id)).size).toBe(1);
    expect(await reviewCount(target._id)).toBe(before + 1);
    expect(await getJson<unknown[]>('/user/my-reviews', token)).toHaveLength(1);
  });
});

describe('sign-out', () => {
  test('asks before deleting a draft; clears the API caches, the drafts and the sent outbox entries, and keeps a refused review for its author', {
    timeout: 120_000,
  }, async () => {
    const [target] = await interviewers();
    if (!target) throw new Error('no interviewer');
    const account = await newAccount();
    const app = await openApp();
    const { page } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await signIn(page, account.email, account.password);
    const claims = JSON.parse(Buffer.from(account.token.split('.')[1] ?? '', 'base64url').toString()) as {
      user_id: string;
    };
    const uid = claims.user_id;

    // Read a list and a profile (cached), start a review (a draft).
    await page.goto(`${baseUrl}/interviewers`);
    await page.getByText(target.name).first().waitFor();
    await page.goto(`${baseUrl}/interviewers/${target._id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await page.getByLabel('Your review').fill('Half-written thoughts');
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('rmi-draft:')));
    const cached = await cachedUrls(page);
    expect(cached['rmi-api-lists']?.length ?? 0).toBeGreaterThan(0);
    expect(cached['rmi-api-profiles']).toContain(`/api/interviewers/${target._id}`);
    // A sent outbox entry of this user (as a sent review would leave it), and one the server refused.
    const refusedId = crypto.randomUUID();
    await putOutboxEntries(page, [
      {
        id: refusedId,
        method: 'POST',
        path: '/reviews/rmi',
        body: {
          interviewerId: target._id,
          rating: 2,
          reviewText: 'Refused words',
          interviewStatus: 'cleared',
        },
        label: 'Refused earlier',
        auth: 'required',
        tag: `interviewer-review:${target._id}`,
        ownerUid: uid,
        status: 'failed',
        createdAt: Date.now(),
        updatedAt: Date.now(),
        sentAt: null,
        attempts: 0,
        nextAttemptAt: 0,
        waitingFor: null,
        message: 'Your review can’t contain email addresses.',
        httpStatus: 400,
        code: 'invalid',
      },
      {
        id: crypto.randomUUID(),
        method: 'POST',
        path: '/reviews/rmi',
        body: {},
        label: 'Sent earlier',
        auth: 'required',
        tag: null,
        ownerUid: uid,
        status: 'sent',
        createdAt: Date.now(),
        updatedAt: Date.now(),
        sentAt: Date.now(),
        attempts: 0,
        nextAttemptAt: 0,
        waitingFor: null,
        message: null,
        httpStatus: null,
      },
    ]);

    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    // The draft is deleted with the sign-out: asked first, with a way back.
    const question = page.getByRole('alertdialog', { name: 'Sign out and delete your unfinished draft?' });
    await question.getByRole('button', { name: 'Go back' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Your review').inputValue()).toBe('Half-written thoughts');
    await page.getByRole('button', { name: 'Logout' }).click();
    await question.getByRole('button', { name: 'Sign out and delete' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    const after = await cachedUrls(page);
    const apiUrls = Object.entries(after)
      .filter(([name]) => name.startsWith('rmi-api-'))
      .flatMap(([, urls]) => urls);
    expect(apiUrls).not.toContain(`/api/interviewers/${target._id}`);
    expect(apiUrls.filter((u) => u.startsWith('/api/interviewers'))).toEqual([]);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rmi-draft:'))),
    ).toEqual([]);
    // The refused review stays for its author (never shown to anyone else); the sent one is gone.
    expect((await outboxEntries(page)).map((entry) => (entry as { id: string }).id)).toEqual([refusedId]);
    await page.goto(`${baseUrl}/outbox`);
    await page.getByRole('heading', { name: 'Your outbox is empty' }).waitFor();
    expect(await page.getByText('Refused earlier').count()).toBe(0);
    expect(unexpected(app.errors)).toEqual([]);
  });
});
