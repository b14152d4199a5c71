// Offline reading while signed in, and drafts, in real Chromium against the running product (issue 7):
// profiles, a company page and its insights, a department page and both kinds of search results read
// online open offline after a reload, a profile's recurring themes too
// (the context's offline mode also blocks the service worker's own fetches), with the offline notice
// and the time the data was fetched; every review form keeps what was typed across closing the app and
// forgets it on Discard; a new version is offered, never forced over an open form.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { appTookOver } from './support/browser.ts';
import {
  type App,
  baseUrl,
  cachedUrls,
  closeApps,
  controlled,
  getJson,
  interviewers,
  newAccount,
  OFFLINE_MESSAGE,
  openApp,
  PHONE,
  reopen,
  serviceWorkerReady,
  signIn,
  unexpected,
} from './support/pwa-app.ts';

afterEach(closeApps);

type ManagerSummary = {
  _id: string;
  name: string;
  company: { _id: string; name: string };
  reviewCount: number;
};
type Company = { _id: string; name: string; slug: string; totalManagers: number };
type Review = { _id: string; reviewText: string };
type Department = { _id: string; name: string; slug: string; totalManagers: number };

const SAVED_DATA = /^Saved data from \d{1,2}:\d{2} [AP]M$/;

async function post(path: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** A seeded manager with reviews, found through the public search. */
async function reviewedManager(): Promise<ManagerSummary> {
  const { managers } = await getJson<{ managers: ManagerSummary[] }>('/search?q=a');
  const manager = managers.find((m) => m.reviewCount > 1);
  if (!manager) throw new Error('no reviewed manager in the demo data');
  return manager;
}

/** Loads `path` online and waits for its main heading. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('offline reading while signed in', () => {
  test('profiles, a company page and its insights, a department page and search results read online open offline after a reload', {
    timeout: 180_000,
  }, async () => {
    const list = await interviewers();
    const interviewer = list.find((i) => i.reviewCount > 0 && i !== list[0]) ?? list[0];
    if (!interviewer) throw new Error('no interviewer');
    const manager = await reviewedManager();
    const company = (await getJson<Company[]>('/companies')).find((c) => c._id === manager.company._id);
    if (!company) throw new Error('the manager’s company is not listed');
    const department = (await getJson<Department[]>('/departments')).find((d) => d.totalManagers > 0);
    if (!department) throw new Error('no department with managers');
    const { managers: departmentManagers } = await getJson<{ managers: ManagerSummary[] }>(
      `/departments/${department.slug}`,
    );
    const account = await newAccount();
    // Signed in with a review of their own, so the profile is personalised online.
    const own = await post('/reviews/rmi', account.token, {
      interviewerId: interviewer._id,
      rating: 4,
      reviewText: 'My own words about this interviewer, read offline later.',
      interviewStatus: 'cleared',
      anonymous: true,
    });
    expect(own.status).toBe(201);

    const app = await openApp();
    const { page, context } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await signIn(page, account.email, account.password);
    expect(await controlled(page)).toBe(true);

    const interviewerPath = `/interviewers/${interviewer._id}`;
    const managerPath = `/management/managers/profile/${manager._id}`;
    const companyPath = `/companies/${company.slug}/${company._id}`;
    const departmentPath = `/management/departments/${department.slug}`;
    const term = interviewer.name.split(' ')[0] ?? interviewer.name;
    const interviewerSearch = `/search/${encodeURIComponent(term)}`;
    const managerSearch = `/searchresults?q=${encodeURIComponent(manager.name.split(' ')[0] ?? 'a')}`;

    await visit(page, interviewerPath, interviewer.name);
    await page.getByRole('article', { name: /^Your review/ }).waitFor();
    await visit(page, managerPath, manager.name);
    await visit(page, companyPath, company.name);
    await visit(page, `${companyPath}/insights`, company.name);
    await visit(page, departmentPath, department.name);
    await visit(page, interviewerSearch, /results? for/);
    await visit(page, managerSearch, /results? for/);
    const cached = await cachedUrls(page);
    expect(cached['rmi-api-profiles']).toEqual(
      expect.arrayContaining([
        `/api/interviewers/${interviewer._id}`,
        `/api/reviews/rmi?interviewerId=${interviewer._id}&limit=20`,
        `/api/managers/${manager._id}?limit=20`,
      ]),
    );
    // The caller's own review and votes are never kept.
    expect(JSON.stringify(cached)).not.toContain('/user/');

    const managerReviews = await managerReviewsOf(manager._id);
    await context.setOffline(true);
    const offline = async (path: string, heading: string | RegExp, content?: string) => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByText(OFFLINE_MESSAGE).waitFor();
      await page.getByText(SAVED_DATA).first().waitFor();
      if (content) await page.getByText(content).first().waitFor();
    };
    await offline(
      interviewerPath,
      interviewer.name,
      'My own words about this interviewer, read offline later.',
    );
    await offline(managerPath, manager.name, managerReviews[0]?.reviewText.slice(0, 40));
    await offline(companyPath, company.name, manager.name);
    await offline(`${companyPath}/insights`, company.name, 'Company insights');
    await offline(departmentPath, department.name, departmentManagers[0]?.name);
    await offline(interviewerSearch, /results? for/, interviewer.name);
    await offline(managerSearch, /results? for/, manager.name);

    await context.setOffline(false);
    // Offline, the personal part fails to load (a warning, not an error) and nothing else does.
    expect(unexpected(app.errors)).toEqual([]);
  });
});

describe('recurring themes offline', () => {
  test("a profile's themes, and the reviews of one opened online, show offline", {
    timeout: 120_000,
  }, async () => {
    type Subject = { interviewer: { _id: string; name: string }; phrase: string };
    const withThemes = async (): Promise<Subject | undefined> => {
      for (const interviewer of await interviewers()) {
        const { themes } = await getJson<{ themes: { phrase: string }[] }>(
          `/themes/interviewer/${interviewer._id}`,
        );
        if (themes[0]) return { interviewer, phrase: themes[0].phrase };
      }
      return undefined;
    };
    // The insights worker computes themes every 10 s after start (scripts/start.ts).
    await expect.poll(withThemes, { timeout: 60_000, interval: 2_000 }).toBeDefined();
    const subject = await withThemes();
    if (!subject) throw new Error('no interviewer with recurring themes in the demo data');
    const path = `/interviewers/${subject.interviewer._id}`;
    const [mention] = await getJson<{ text: string }[]>(
      `/themes/interviewer/${subject.interviewer._id}/reviews?theme=0`,
    );
    if (!mention) throw new Error('a theme without reviews');

    const app = await openApp();
    const { page, context } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await page.reload();
    const openTheme = async () => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: subject.interviewer.name }).waitFor();
      const card = page.getByRole('region', { name: 'What reviews keep mentioning' });
      // The first theme (theme=0): its phrase alone, as another theme's phrase may contain it.
      const summary = card.locator('summary').first();
      expect(await summary.locator('.in-theme-phrase').textContent()).toBe(subject.phrase);
      await summary.click();
      await card.getByText(mention.text.slice(0, 40)).first().waitFor();
    };
    await openTheme();

    await context.setOffline(true);
    await openTheme();
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    await context.setOffline(false);
    expect(unexpected(app.errors)).toEqual([]);
  });
});

describe('All-Companies offline', () => {
  test('the A–Z bar keeps its empty letters disabled offline, and enables every letter when it never had them', {
    timeout: 120_000,
  }, async () => {
    const { letters } = await getJson<{ letters: string[] }>('/companies/directory/letters');
    const empty = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((letter) => !letters.includes(letter));
    const filed = letters[0];
    if (!empty || !filed) throw new Error(`the demo data files companies under ${letters.join('')}`);

    const app = await openApp(PHONE);
    const { page, context } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await page.reload();
    expect(await controlled(page)).toBe(true);
    // Under the service worker the page is the shell, so the app asks the API for the directory and letters.
    await page.goto(`${baseUrl}/All-Companies`);
    const bar = page.getByRole('navigation', { name: 'Jump to a letter' });
    await bar.getByRole('link', { name: `From ${empty}: no companies` }).waitFor();
    await expect
      .poll(async () => (await cachedUrls(page))['rmi-api-lists'] ?? [])
      .toContain('/api/companies/directory/letters');

    await context.setOffline(true);
    await page.goto(`${baseUrl}/All-Companies`);
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    await page.locator('.co-directory-row').first().waitFor();
    const directory = page.getByRole('region', { name: 'A–Z directory' });
    await directory.getByText(SAVED_DATA).waitFor();
    await bar.getByRole('link', { name: `From ${empty}: no companies` }).waitFor();

    // A filter typed offline, never asked for online: the saved companies it matches, not "Not saved".
    const saved = (await directory.locator('.co-directory-name').allTextContents()).at(-1) ?? '';
    const filter = directory.getByLabel('Filter companies by name');
    await filter.fill(saved.split(/\s+/)[0] ?? '');
    await directory
      .getByText('You are offline: only the companies saved on this device are shown.')
      .waitFor();
    await directory.getByRole('link', { name: saved, exact: true }).waitFor();
    await directory.getByText(SAVED_DATA).waitFor();
    expect(await page.getByText('Not saved for offline reading').count()).toBe(0);
    await filter.fill('');
    await directory.getByText('You are offline: only the companies saved on this device are shown.').waitFor({
      state: 'detached',
    });
    expect(
      await bar.getByRole('link', { name: `From ${filed}`, exact: true }).getAttribute('href'),
    ).toContain(`from=${filed.toLowerCase()}`);

    // Letters never fetched (here: gone from the cache): every letter is a link, none drawn disabled.
    await page.evaluate(async () => {
      await (await caches.open('rmi-api-lists')).delete('/api/companies/directory/letters');
    });
    await page.reload();
    await page.locator('.co-directory-row').first().waitFor();
    await bar.getByRole('link', { name: `From ${empty}`, exact: true }).waitFor();
    expect(await bar.locator('[aria-disabled="true"]').count()).toBe(0);

    await context.setOffline(false);
    expect(unexpected(app.errors)).toEqual([]);
  });
});

describe('All-Companies back online', () => {
  test('the offline note goes as soon as the connection is back, and the list refreshes', {
    timeout: 120_000,
  }, async () => {
    const app = await openApp(PHONE);
    const { page, context } = app;
    await page.goto(`${baseUrl}/`);
    await serviceWorkerReady(page);
    await page.reload();
    await page.goto(`${baseUrl}/All-Companies`);
    const directory = page.getByRole('region', { name: 'A–Z directory' });
    await directory.locator('.co-directory-row').first().waitFor();

    await context.setOffline(true);
    const saved = (await directory.locator('.co-directory-name').allTextContents()).at(-1) ?? '';
    await directory.getByLabel('Filter companies by name').fill(saved.split(/\s+/)[0] ?? '');
    const offlineNote = directory.getByText(
      'You are offline: only the companies saved on this device are shown.',
    );
    await offlineNote.waitFor();

    // A slow connection: the filter's answer is held back until the page has said it is back online.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(/\/api\/companies\/directory\?q=/, async (route) => {
      await held;
      await route.continue();
    });
    await context.setOffline(false);
    const updating = directory.getByText('Back online: updating the list…');
    await updating.waitFor({ timeout: 5_000 });
    expect(await offlineNote.count()).toBe(0);
    await directory.getByRole('link', { name: saved, exact: true }).waitFor();

    release();
    await updating.waitFor({ state: 'detached' });
    await directory.getByRole('link', { name: saved, exact: true }).waitFor();
    expect(unexpected(app.errors)).toEqual([]);
  });
});

async function managerReviewsOf(id: string): Promise<Review[]> {
  return (await getJson<{ reviews: Review[] }>(`/managers/${id}`)).reviews;
}

/** The drafts this page's origin keeps (localStorage keys). */
function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rmi-draft:')));
}

/**
 * Types into a form, closes the app, opens it again at the same form: what was typed is back with
 * "Draft restored"; Discard draft empties the field and forgets the draft, and its Undo puts them back.
 */
async function checkDraft(
  app: App,
  form: { path: string; open?: (page: Page) => Promise<void>; field: string | RegExp; text: string },
): Promise<void> {
  let page = app.page;
  const openForm = async () => {
    await page.goto(`${baseUrl}${form.path}`);
    await form.open?.(page);
    return page.getByLabel(form.field, { exact: typeof form.field === 'string' });
  };
  const before = (await draftKeys(page)).length;
  await (await openForm()).fill(form.text);
  await page.waitForFunction(
    (n) => Object.keys(localStorage).filter((k) => k.startsWith('rmi-draft:')).length > n,
    before,
  );

  page = await reopen(app);
  const field = await openForm();
  await page.getByText(/^Draft restored/).waitFor();
  expect(await field.inputValue()).toBe(form.text);

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect.poll(() => field.inputValue()).toBe('');
  await expect.poll(async () => (await draftKeys(page)).length).toBe(before);

  // One tap is not final: Undo puts the words back, in the field and in storage; Discard again forgets them.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => field.inputValue()).toBe(form.text);
  await expect.poll(async () => (await draftKeys(page)).length).toBe(before + 1);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect.poll(() => field.inputValue()).toBe('');
  await expect.poll(async () => (await draftKeys(page)).length).toBe(before);
}

describe('drafts', () => {
  test('every review form restores what was typed after the app is closed, and Discard forgets it', {
    timeout: 180_000,
  }, async () => {
    const [interviewer] = await interviewers();
    if (!interviewer) throw new Error('no interviewer');
    const manager = await reviewedManager();
    const company = (await getJson<Company[]>('/companies')).find((c) => c._id === manager.company._id);
    if (!company) throw new Error('the manager’s company is not listed');
    const account = await newAccount();
    // A manager review at the company makes the account eligible to review the company.
    const eligible = await post('/manager-reviews/submit', account.token, {
      managerId: manager._id,
      rating: 4,
      leadership: 4,
      communication: 4,
      teamwork: 0,
      empathy: 3,
      fairness: 4,
      reviewText: 'Clear priorities and steady support.',
      reviewLeadership: '',
      reviewCommunicationText: '',
      reviewSupport: '',
      anonymous: true,
    });
    expect(eligible.status, await eligible.clone().text()).toBe(201);

    const app = await openApp();
    await app.page.goto(`${baseUrl}/`);
    await serviceWorkerReady(app.page);
    await signIn(app.page, account.email, account.password);

    const rate = async (page: Page) => page.getByRole('button', { name: 'Rate', exact: true }).click();
    await checkDraft(app, {
      path: `/interviewers/${interviewer._id}`,
      open: rate,
      field: 'Your review',
      text: 'Half an interviewer review, kept as a draft.',
    });
    await checkDraft(app, {
      path: '/rate-interviewer',
      field: /^Your review/,
      text: 'A review of someone not listed yet.',
    });
    await checkDraft(app, {
      path: '/rate-manager',
      field: 'Review',
      text: 'Half a manager review on the rate-manager page.',
    });
    await checkDraft(app, {
      path: `/companies/${company.slug}/${company._id}/rate-company`,
      field: /^Pros/,
      text: 'Good team, kept as a draft.',
    });
    // The manager profile's form: this account has reviewed the manager, so it opens as an edit.
    await checkDraft(app, {
      path: `/management/managers/profile/${manager._id}`,
      open: async (page) => page.getByRole('button', { name: 'Edit Review' }).click(),
      field: /^Leadership comments/,
      text: 'An edit in progress.',
    });
    expect(unexpected(app.errors)).toEqual([]);
  });
});

describe('app updates', () => {
  test('a new version waits for the user: the prompt appears, the open form is kept, Reload applies it', {
    timeout: 120_000,
  }, async () => {
    const swPath = new URL('../dist/sw.js', import.meta.url);
    const original = readFileSync(swPath, 'utf8');
    const app = await openApp();
    const { page, context } = app;
    try {
      await page.goto(`${baseUrl}/search-interviewers`);
      await serviceWorkerReady(page);
      await page.reload();
      expect(await controlled(page)).toBe(true);
      await appTookOver(page);
      const search = page.getByRole('combobox').first();
      await search.fill('Half-typed search');
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });

      // A new deployment: another service worker script. The app looks for one when the connection
      // comes back (and every hour).
      writeFileSync(swPath, `${original}\n// e2e: a new version ${Date.now()}\n`);
      await context.setOffline(true);
      await context.setOffline(false);
      const prompt = page.getByRole('region', { name: 'App update' });
      await prompt.getByText('A new version is available.').waitFor({ timeout: 30_000 });
      // Nothing reloaded by itself: what was typed is still there.
      expect(await search.inputValue()).toBe('Half-typed search');
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => !(window as unknown as { notReloaded?: boolean }).notReloaded);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await prompt.count()).toBe(0);
      const waiting = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting,
      );
      expect(waiting).toBeNull();
      expect(unexpected(app.errors)).toEqual([]);
    } finally {
      writeFileSync(swPath, original);
    }
  });
});
