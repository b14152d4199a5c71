// npm run accounts:reset-unverified: an account made on Firebase Auth's public accounts:signUp (or
// registered before registration stopped setting the registrant's password) signs in with its MAKER's
// password until its address is verified, and the maker need not own the address. The command gives every
// unverified account a random password nobody knows, so only the address's owner gets in, through the
// mailed code. Against the real Auth emulator: the shared one (in a tenant of its own, so the walk sees
// only this test's accounts) for the walk, and one of its own for the command as an administrator runs it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  DEMO_PROJECT_ID,
  type RunningEmulators,
  startEmulators,
} from '../../../../scripts/lib/firebase-emulators.ts';
import { freePort } from '../../../../scripts/lib/ports.ts';
import { SESSION_FLOORS } from '../../../src/domain/accounts/session-floors.ts';
import { firebaseUserAdmin } from '../../../src/identity/firebase-user-admin.ts';
import { resetUnverifiedPasswords } from '../../../src/identity/unverified-password-reset.ts';
import { adminApp } from '../../../src/platform/admin-app.ts';
import { openSqliteFromDataDir } from '../../../src/platform/sqlite-from-data-dir.ts';
import { postJson } from '../../support/auth-emulator.ts';

const MAKERS_PASSWORD = 'the maker chose this one';
const OWNERS_PASSWORD = 'the owner chose this one';
const toolkit = (host: string, path: string) => `http://${host}/identitytoolkit.googleapis.com/v1/${path}`;
const unique = () => Math.random().toString(36).slice(2, 10);

/** Made as anyone can with the public web API key: unverified, with the password its maker chose. */
async function signUp(host: string, email: string, extra: Record<string, unknown> = {}) {
  const made = await postJson(toolkit(host, 'accounts:signUp?key=demo'), {
    email,
    password: MAKERS_PASSWORD,
    returnSecureToken: true,
    ...extra,
  });
  return made.localId as string;
}

/** Whether Firebase Auth's own sign-in lets this password in. */
async function signsIn(host: string, email: string, password: string, extra: Record<string, unknown> = {}) {
  return postJson(toolkit(host, 'accounts:signInWithPassword?key=demo'), {
    email,
    password,
    returnSecureToken: true,
    ...extra,
  }).then(
    () => true,
    () => false,
  );
}

describe('the walk over every account', () => {
  test('unverified accounts with an address get a password nobody knows; verified ones and a dry run change nothing', async () => {
    const host = inject('authEmulatorHost');
    const tenantId = `reset-${unique()}`;
    const inTenant = { tenantId };
    const tenantAuth = getAuth(adminApp(DEMO_PROJECT_ID)).tenantManager().authForTenant(tenantId);
    // firebaseUserAdmin asks for an Auth; a tenant's offers every call it makes.
    const users = firebaseUserAdmin(tenantAuth as unknown as Auth);

    const made = [0, 1, 2].map((i) => `made${i}-${unique()}@example.com`);
    for (const email of made) await signUp(host, email, inTenant);
    const verified = `owner-${unique()}@example.com`;
    await tenantAuth.createUser({ email: verified, password: OWNERS_PASSWORD, emailVerified: true });
    // No address: no password signs in to it, nothing to replace.
    await tenantAuth.createUser({});

    const dry = await resetUnverifiedPasswords(users, { dryRun: true, pageSize: 2 });
    expect(dry).toEqual({ accounts: 5, unverified: 3, reset: 0, verifiedMeanwhile: 0 });
    for (const email of made) expect(await signsIn(host, email, MAKERS_PASSWORD, inTenant)).toBe(true);

    const pages: number[] = [];
    const done = await resetUnverifiedPasswords(users, {
      dryRun: false,
      pageSize: 2,
      onPage: (so) => pages.push(so.accounts),
    });
    expect(done).toEqual({ accounts: 5, unverified: 3, reset: 3, verifiedMeanwhile: 0 });
    expect(pages).toEqual([2, 4, 5]);
    for (const email of made) expect(await signsIn(host, email, MAKERS_PASSWORD, inTenant)).toBe(false);
    expect(await signsIn(host, verified, OWNERS_PASSWORD, inTenant)).toBe(true);
    // Still unverified: the owner verifies (and chooses a password) with the mailed code, as on a new account.
    for (const email of made) expect((await tenantAuth.getUserByEmail(email)).emailVerified).toBe(false);
  });
});

describe('npm run accounts:reset-unverified', () => {
  let emulators: RunningEmulators;
  let host: string;
  let workDir: string;
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'rmi-reset-'));
    const port = await freePort();
    emulators = await startEmulators({
      only: ['auth'],
      ports: { auth: port },
      workDir: join(workDir, 'auth'),
    });
    host = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await emulators?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['scripts/reset-unverified-passwords.ts', ...args], {
      cwd: join(import.meta.dirname, '../../../..'),
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host },
    });

  test('counts on a dry run; then replaces the maker’s password, ends its sessions, and prints no password', async () => {
    const made = `made-${unique()}@example.com`;
    const uid = await signUp(host, made);
    const owner = `owner-${unique()}@example.com`;
    const ownerUid = await signUp(host, owner);
    await postJson(
      toolkit(host, `projects/${DEMO_PROJECT_ID}/accounts:update`),
      { localId: ownerUid, emailVerified: true, password: OWNERS_PASSWORD },
      { Authorization: 'Bearer owner' },
    );

    const dry = await run('--dry-run');
    expect(dry.stdout).toContain('Dry run: 2 accounts, 1 unverified; nothing changed.');
    expect(await signsIn(host, made, MAKERS_PASSWORD)).toBe(true);

    const dataDir = join(workDir, 'data');
    const done = await run('--data-dir', dataDir);
    expect(done.stdout).toContain('Done: 2 accounts, 1 unverified, 1 given a new password');
    expect(await signsIn(host, made, MAKERS_PASSWORD)).toBe(false);
    expect(await signsIn(host, owner, OWNERS_PASSWORD)).toBe(true);
    // Nothing that could be a password (256 bits in base64url: 43 characters) is printed.
    expect(`${done.stdout}${done.stderr}`).not.toMatch(/[A-Za-z0-9_-]{40,}/);
    // The maker's sessions end in the store too, as for any new password: a write reads this floor.
    const store = openSqliteFromDataDir(dataDir);
    try {
      expect(await store.get(SESSION_FLOORS, uid)).toMatchObject({ data: { end: 'revoked' } });
      expect(await store.get(SESSION_FLOORS, ownerUid)).toBeNull();
    } finally {
      await store.close();
    }
  });

  test('a wrong call is refused with the usage, changing nothing', async () => {
    const refused = await run('--project', 'p', '--data-dir', workDir).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain('Usage: npm run accounts:reset-unverified');
  });
});
