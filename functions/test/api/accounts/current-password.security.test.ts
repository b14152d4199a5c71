// A stranger at an unlocked device (a library computer, a family phone) has a live session but not
// the password: changing the password or deleting the account needs the current one, checked as
// the login checks it and counted against the login's limits.
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, SESSION_REVOKED_MESSAGE } from '../../../src/http/auth.ts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../src/http/current-password.ts';
import { createTestApp, json, type Registered, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = { code: 'wrong_password', message: WRONG_CURRENT_PASSWORD_MESSAGE };

const changePassword = (token: string, body: unknown, ip?: string) =>
  t.request('POST', '/api/user/password', { token, body, ...(ip ? { ip } : {}) });
const deleteAccount = (token: string, body?: unknown, ip?: string) =>
  t.request('DELETE', '/api/user/account', {
    token,
    ...(body === undefined ? {} : { body }),
    ...(ip ? { ip } : {}),
  });
const loginStatus = async (app: TestApp, email: string, password: string, ip?: string) =>
  (await app.request('POST', '/auth/rmi/login', { body: { email, password }, ...(ip ? { ip } : {}) })).status;

/** The account still stands as it was: its password signs in, its session still reads. */
async function expectUnchanged(app: TestApp, account: Registered, ip = '203.0.113.99') {
  expect(await app.deps.users.get(account.uid)).not.toBeNull();
  expect(await loginStatus(app, account.email, account.password, ip)).toBe(200);
  expect((await app.request('GET', '/api/user/profile', { token: account.token })).status).toBe(200);
}

/** Firebase Auth keeps revocations to the second: wait for the next, so a revocation is later than a token. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));

describe('changing the password needs the current one', () => {
  test('a wrong current password is a 403 that says so, and changes nothing', async () => {
    const owner = await t.registerVerified();
    const res = await changePassword(owner.token, {
      currentPassword: 'not the password',
      newPassword: 'the stranger password',
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual(WRONG);
    expect(await loginStatus(t, owner.email, 'the stranger password')).toBe(401);
    await expectUnchanged(t, owner);
  });

  test('a missing or empty current password is a 400 naming the field', async () => {
    const owner = await t.registerVerified();
    const missing = await changePassword(owner.token, { newPassword: 'the stranger password' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      code: 'invalid_request',
      message: 'currentPassword is required.',
    });
    const empty = await changePassword(owner.token, { currentPassword: '', newPassword: 'another password' });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({
      code: 'invalid_request',
      message: 'currentPassword must not be empty.',
    });
    await expectUnchanged(t, owner);
  });

  test("another account's password does not unlock this one", async () => {
    const owner = await t.registerVerified();
    const stranger = await t.registerVerified({ password: 'the stranger own password' });
    const res = await changePassword(owner.token, {
      currentPassword: stranger.password,
      newPassword: 'the stranger password',
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual(WRONG);
    await expectUnchanged(t, owner);
    await expectUnchanged(t, stranger);
  });

  test('the right current password changes it and ends the sessions', async () => {
    const owner = await t.registerVerified();
    await nextSecond();
    const res = await changePassword(owner.token, {
      currentPassword: owner.password,
      newPassword: 'the owner new password',
    });
    expect(res.status).toBe(200);
    expect(await loginStatus(t, owner.email, owner.password)).toBe(401);
    expect(await loginStatus(t, owner.email, 'the owner new password')).toBe(200);
    expect((await t.request('GET', '/api/user/profile', { token: owner.token })).status).toBe(401);
  });
});

describe('deleting the account needs the current password', () => {
  test('a wrong, missing or empty one deletes nothing', async () => {
    const owner = await t.registerVerified();
    const wrong = await deleteAccount(owner.token, { currentPassword: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toEqual(WRONG);

    for (const [body, message] of [
      [undefined, 'currentPassword is required.'],
      [{}, 'currentPassword is required.'],
      [{ currentPassword: '' }, 'currentPassword must not be empty.'],
      [{ currentPassword: 42 }, 'currentPassword must be a string.'],
    ] as const) {
      const res = await deleteAccount(owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toEqual({ code: 'invalid_request', message });
    }
    await expectUnchanged(t, owner);
  });

  test("another account's password deletes nothing", async () => {
    const owner = await t.registerVerified();
    const stranger = await t.registerVerified({ password: 'the stranger own password' });
    const res = await deleteAccount(owner.token, { currentPassword: stranger.password });
    expect(res.status).toBe(403);
    await expectUnchanged(t, owner);
    await expectUnchanged(t, stranger);
  });

  test('the right one deletes the account (200, as before)', async () => {
    const owner = await t.registerVerified();
    const res = await deleteAccount(owner.token, { currentPassword: owner.password });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'deleted' });
    expect(await t.deps.users.get(owner.uid)).toBeNull();
  });
});

describe('an ended session cannot use the check, even with the right password', () => {
  test('a revoked session is a 401 and changes nothing', async () => {
    const owner = await t.registerVerified();
    await nextSecond();
    await t.deps.users.revokeSessions(owner.uid);
    const change = await changePassword(owner.token, {
      currentPassword: owner.password,
      newPassword: 'the stranger password',
    });
    expect(change.status).toBe(401);
    expect(await json(change)).toEqual({ code: 'unauthenticated', message: SESSION_REVOKED_MESSAGE });
    const deletion = await deleteAccount(owner.token, { currentPassword: owner.password });
    expect(deletion.status).toBe(401);
    expect(await t.deps.users.get(owner.uid)).not.toBeNull();
    expect(await loginStatus(t, owner.email, owner.password)).toBe(200);
  });

  test('a disabled account changes nothing', async () => {
    const owner = await t.registerVerified();
    await nextSecond();
    // As the Firebase console does: straight to Auth, then into the store by the admin sync's path.
    await getAuth().updateUser(owner.uid, { disabled: true });
    await t.deps.users.revokeSessions(owner.uid);
    const deletion = await deleteAccount(owner.token, { currentPassword: owner.password });
    expect(deletion.status).toBe(401);
    const change = await changePassword(owner.token, {
      currentPassword: owner.password,
      newPassword: 'the stranger password',
    });
    expect(change.status).toBe(401);
    expect(await t.deps.users.get(owner.uid)).not.toBeNull();
    expect((await json(await t.request('GET', '/api/user/profile', { token: owner.token }))).message).toBe(
      ACCOUNT_DISABLED_MESSAGE,
    );
  });
});

describe('the check cannot be used to guess the password', () => {
  let limited: TestApp;
  const window = { windowSeconds: 15 * 60 };
  beforeAll(async () => {
    limited = await createTestApp({
      authRateLimits: {
        login: { perEmailAndIp: { limit: 3, ...window }, perEmail: { limit: 6, ...window } },
      },
    });
  });
  afterAll(() => limited.close());

  test('wrong guesses count with the login’s: beyond the limit a 429, even for the right password', async () => {
    const owner = await limited.registerVerified();
    const guess = (path: 'password' | 'account', currentPassword: string) =>
      path === 'password'
        ? limited.request('POST', '/api/user/password', {
            token: owner.token,
            body: { currentPassword, newPassword: 'the stranger password' },
          })
        : limited.request('DELETE', '/api/user/account', { token: owner.token, body: { currentPassword } });

    // One allowance for the login and both checks: a guess at the login, then one at each check.
    expect(await loginStatus(limited, owner.email, 'guess one')).toBe(401);
    expect((await guess('password', 'guess two')).status).toBe(403);
    expect((await guess('account', 'guess three')).status).toBe(403);

    for (const path of ['password', 'account'] as const) {
      const refused = await guess(path, owner.password);
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await json(refused)).code).toBe('rate_limited');
    }
    expect(await loginStatus(limited, owner.email, owner.password)).toBe(429);
    // Nothing changed, and the owner elsewhere is not locked out by the stranger's guesses.
    expect(await limited.deps.users.get(owner.uid)).not.toBeNull();
    expect(await loginStatus(limited, owner.email, owner.password, '203.0.113.50')).toBe(200);
  });

  test('the right password uses up nothing of the allowance', async () => {
    const owner = await limited.registerVerified();
    const ip = '198.51.100.77';
    for (const currentPassword of ['guess one', 'guess two']) {
      const res = await limited.request('DELETE', '/api/user/account', {
        token: owner.token,
        ip,
        body: { currentPassword },
      });
      expect(res.status).toBe(403);
    }
    const changed = await limited.request('POST', '/api/user/password', {
      token: owner.token,
      ip,
      body: { currentPassword: owner.password, newPassword: 'the owner new password' },
    });
    expect(changed.status).toBe(200);
    // Two failures of three: the owner still signs in from here (the right check was taken back).
    expect(await loginStatus(limited, owner.email, 'the owner new password', ip)).toBe(200);
  });
});
