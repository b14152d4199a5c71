// Every signed-in write has a per-account limit (DESIGN.md section 6), a new name or password too:
// each writes to the store (the profile; the session floor), and every write empties the cached
// public answers, so one account renaming itself in a loop made everyone's reads go to the store.

import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { firebaseUserAdmin } from '../../../src/identity/firebase-user-admin.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dailyLimits: { accountChanges: { limit: LIMIT, windowSeconds: 86_400 } } });
});
afterAll(() => t.close());

const USED_UP = {
  message: `You can change your name or password at most ${LIMIT} times a day. Please try again later.`,
  code: 'rate_limited',
};

/** Firebase Auth keeps revocations to the second: wait for the next, so a new sign-in is later. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));

describe('the daily allowance of account changes', () => {
  test('new names and new passwords share the allowance; refused ones use nothing and change nothing', async () => {
    const owner = await t.registerVerified();
    const rename = (token: string, name: unknown) =>
      t.request('PATCH', '/api/user/profile', { token, body: { name } });
    const nameOf = async (token: string) =>
      (await json<{ name: string }>(await t.request('GET', '/api/user/profile', { token }))).name;

    // Invalid input and a wrong current password are refused and use nothing.
    expect((await rename(owner.token, '')).status).toBe(400);
    const wrong = await t.request('POST', '/api/user/password', {
      token: owner.token,
      body: { currentPassword: 'not the password', newPassword: 'a brand new password' },
    });
    expect(wrong.status).toBe(403);

    expect((await rename(owner.token, 'First Name')).status).toBe(200);
    expect((await rename(owner.token, 'Second Name')).status).toBe(200);
    const changed = await t.request('POST', '/api/user/password', {
      token: owner.token,
      body: { currentPassword: owner.password, newPassword: 'a brand new password' },
    });
    expect(changed.status).toBe(200);

    await nextSecond();
    const login = await t.request('POST', '/auth/rmi/login', {
      body: { email: owner.email, password: 'a brand new password' },
    });
    expect(login.status).toBe(200);
    const { token } = await json<{ token: string }>(login);

    const refused = await rename(token, 'Third Name');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual(USED_UP);
    expect(await nameOf(token)).toBe('Second Name');
    const refusedPassword = await t.request('POST', '/api/user/password', {
      token,
      body: { currentPassword: 'a brand new password', newPassword: 'yet another password' },
    });
    expect(refusedPassword.status).toBe(429);
    expect(await json(refusedPassword)).toEqual(USED_UP);
    // The refused change left the password as it was: the session still reads.
    expect(await nameOf(token)).toBe('Second Name');

    // Tomorrow the allowance is back.
    t.clock.advance(86_400 * 1000 + 1000);
    expect((await rename(token, 'Third Name')).status).toBe(200);
    expect(await nameOf(token)).toBe('Third Name');
  });

  test('a new password that Firebase Auth fails to set (Auth down) is a 503 and uses nothing', async () => {
    const owner = await t.registerVerified();
    const working = t.deps.users;
    // Our Firebase Auth adapter over an Auth whose updates fail as firebase-admin's do when Auth is down.
    const authDown = firebaseUserAdmin({
      updateUser: async () => {
        throw Object.assign(new Error('An internal error has occurred.'), { code: 'auth/internal-error' });
      },
    } as unknown as Auth);
    t.deps.users = { ...working, setPassword: authDown.setPassword };
    try {
      for (let i = 0; i <= LIMIT; i++) {
        const failed = await t.request('POST', '/api/user/password', {
          token: owner.token,
          body: { currentPassword: owner.password, newPassword: 'a brand new password' },
        });
        expect(failed.status).toBe(503);
        expect(Number(failed.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
    } finally {
      t.deps.users = working;
    }
    // Before: the failures had used the day's allowance, and the owner's real change was a 429.
    const changed = await t.request('POST', '/api/user/password', {
      token: owner.token,
      body: { currentPassword: owner.password, newPassword: 'a brand new password' },
    });
    expect(changed.status).toBe(200);
  });
});
