// Accounts for e2e journeys, made through the running product's own parts: verified accounts on its Auth
// emulator, a moderator made with `npm run grant-moderator`, and signing in on the sign-in screen.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { postJson } from '../../functions/test/support/auth-emulator.ts';
import { DEMO_PROJECT_ID, REPO_ROOT } from '../../scripts/lib/firebase-emulators.ts';

export const baseUrl = inject('baseUrl');
const authUrl = inject('authEmulatorUrl');
const PASSWORD = 'e2e-account-pass';

export type Account = { email: string; token: string };

/**
 * One JSON POST on a connection of its own (the API tests' helper: fetch's idle keep-alive sockets, which
 * the Auth emulator closes on its own timer, cut off signUps that cannot be retried blindly).
 */
export const post = postJson;

/** The Auth emulator's admin update of an account (as the project owner). */
function updateAccount(localId: string, fields: Record<string, unknown>): Promise<unknown> {
  return post(
    `${authUrl}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
    { localId, ...fields },
    { Authorization: 'Bearer owner' },
  );
}

const datedBack = (daysOld = 0) => (daysOld ? { createdAt: String(Date.now() - daysOld * 86_400_000) } : {});

/**
 * Dates an account's creation back `daysOld` days, as for a reader whose reports may hide a review or
 * whose votes count (an account younger than a day may do neither). Before the account's first write:
 * the API remembers an account's creation time once it has asked.
 */
export async function dateAccountBack(localId: string, daysOld: number): Promise<void> {
  await updateAccount(localId, datedBack(daysOld));
}

/**
 * A verified account made on the Auth emulator (the register journey has its own test). `daysOld` dates
 * its creation back (dateAccountBack).
 */
export async function verifiedAccount(name: string, options: { daysOld?: number } = {}): Promise<Account> {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const toolkit = `${authUrl}/identitytoolkit.googleapis.com/v1`;
  const { localId } = (await post(`${toolkit}/accounts:signUp?key=demo`, {
    email,
    password: PASSWORD,
  })) as { localId: string };
  await updateAccount(localId, { emailVerified: true, ...datedBack(options.daysOld) });
  const { idToken } = (await post(`${toolkit}/accounts:signInWithPassword?key=demo`, {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })) as { idToken: string };
  return { email, token: idToken };
}

/** `npm run grant-moderator -- EMAIL`, pointed at this run's Auth emulator. */
export function grantModerator(email: string): Promise<void> {
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
      code === 0 && output.includes('is now a moderator')
        ? resolve()
        : reject(new Error(`exit ${code}: ${output}`)),
    );
  });
}

/** Signs in on the sign-in screen and waits until the app knows it (Logout is in the account menu). */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Logout', includeHidden: true }).waitFor({ state: 'attached' });
}

type Mail = { to: string; subject: string; text: string; sentAt: string };

/** The newest 6-digit code mailed to `email` whose subject matches, from GET /api/dev/mailbox. */
export async function codeFromMailbox(email: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const mails = (await res.json()) as Mail[];
    const mail = mails.filter((m) => subject.test(m.subject)).at(-1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail matching ${subject} for ${email}`);
}
