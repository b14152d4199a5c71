// Trust and safety in real Chromium against the running product (issue 9): three readers report a
// review from the interviewer's page, it disappears for everyone else; an account made moderator
// with `npm run grant-moderator` approves it on /moderation, and it is back.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_PROJECT_ID, REPO_ROOT } from '../scripts/lib/firebase-emulators.ts';
import { launchBrowser, openPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const authUrl = inject('authEmulatorUrl');
const PASSWORD = 'moderation-e2e-pass';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Account = { email: string; token: string };

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A verified account made directly on the Auth emulator (the register journey has its own test). */
async function account(name: string): Promise<Account> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const toolkit = `${authUrl}/identitytoolkit.googleapis.com/v1`;
  const { localId } = await post<{ localId: string }>(`${toolkit}/accounts:signUp?key=demo`, {
    email,
    password: PASSWORD,
  });
  await post(
    `${toolkit}/projects/${DEMO_PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true },
    { Authorization: 'Bearer owner' },
  );
  const { idToken } = await post<{ idToken: string }>(`${toolkit}/accounts:signInWithPassword?key=demo`, {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  return { email, token: idToken };
}

/** `npm run grant-moderator -- EMAIL`, pointed at this run's Auth emulator. */
function grantModerator(email: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, AUTH_EMULATOR_PORT: new URL(authUrl).port };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'grant-moderator.ts'), email], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`)),
    );
  });
}

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in: Logout is in the account menu (closed until opened).
  await page.getByRole('button', { name: 'Logout', includeHidden: true }).waitFor({ state: 'attached' });
}

/** What a visitor sees on the interviewer's page: the review, or "No reviews yet." */
async function visitorSees(interviewerId: string, text: string): Promise<boolean> {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/interviewers/${interviewerId}`);
    const review = page.getByText(text, { exact: true });
    const empty = page.getByText('No reviews yet.', { exact: true });
    await review.or(empty).first().waitFor();
    expect(errors).toEqual([]);
    return (await review.count()) > 0;
  } finally {
    await context.close();
  }
}

describe('moderation', () => {
  test('three reports hide a review; a moderator approves it and it returns', {
    timeout: 180_000,
  }, async () => {
    const [author, moderator, ...readers] = await Promise.all([
      account('author'),
      account('moderator'),
      account('reader-a'),
      account('reader-b'),
      account('reader-c'),
    ]);
    const api = (path: string, token: string, body: unknown) =>
      post<{ _id: string }>(`${baseUrl}/api${path}`, body, { Authorization: `Bearer ${token}` });
    const interviewer = await api('/interviewers', author.token, {
      name: `Morgan Reviewed ${Date.now()}`,
      company: 'Moderation Test Co',
      position: 'Hiring Manager',
    });
    const text = `Asked about the weather for an hour (${Date.now().toString(36)}).`;
    await api('/reviews/rmi', author.token, {
      interviewerId: interviewer._id,
      rating: 2,
      reviewText: text,
      interviewStatus: 'not cleared',
      anonymous: true,
    });
    expect(await visitorSees(interviewer._id, text)).toBe(true);

    // Three readers report it from the page, each once.
    const reasons = [/Spam/, /False or off-topic/, /Other/];
    for (const [i, reader] of readers.entries()) {
      const { context, page, errors } = await openPage(browser);
      await signIn(page, reader.email);
      await page.goto(`${baseUrl}/interviewers/${interviewer._id}`);
      await page.getByText(text, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Report this review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this review' });
      await dialog.getByRole('radio', { name: reasons[i] as RegExp }).check();
      if (i === 2) await dialog.getByLabel('Details (required)').fill('Not about the interview at all.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await page.getByRole('button', { name: 'Review reported' }).waitFor();
      await page.getByText('Thank you. A moderator will look at this review.').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
      // Still shown after one or two reports; hidden from the third.
      expect(await visitorSees(interviewer._id, text)).toBe(i < 2);
    }

    // The author still sees it, pending review.
    {
      const { context, page } = await openPage(browser);
      await signIn(page, author.email);
      await page.goto(`${baseUrl}/interviewers/${interviewer._id}`);
      await page.getByText(text, { exact: true }).waitFor();
      await page.getByText('Pending review', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Report this review' }).count()).toBe(0);
      await context.close();
    }

    // Not a moderator yet: the screen says so (and the API would refuse anyway).
    const { context, page, errors } = await openPage(browser);
    await signIn(page, moderator.email);
    await page.goto(`${baseUrl}/moderation`);
    await page.getByText(/This page is for moderators/).waitFor();

    expect(await grantModerator(moderator.email)).toContain('is now a moderator');
    await page.reload();
    const item = page.getByRole('article').filter({ hasText: text });
    await item.waitFor();
    await item.getByText('3 open reports').waitFor();
    await item.getByText('Not about the interview at all.').waitFor();
    await item.getByText('Hidden after reports').waitFor();
    await item.getByLabel('Reason (recorded in the audit log)').fill('Opinion about the interview: allowed.');
    await item.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Review approved: it is shown again.').waitFor();
    // Its item leaves the queue (other e2e files share this product and may leave held items of their own,
    // so the queue need not be empty).
    await item.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Audit log' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Opinion about the interview: allowed.' });
    await row.waitFor();
    expect(await row.textContent()).toContain(moderator.email);
    expect(await row.textContent()).toContain('Hidden → Published');
    expect(errors).toEqual([]);
    await context.close();

    expect(await visitorSees(interviewer._id, text)).toBe(true);
  });
});
