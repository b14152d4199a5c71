// A password reset or an address verification whose Firebase Auth update fails (Auth down: a 503, not
// the person's doing) must leave what it used as it was: the code, for another try, and the address's
// allowance of accounts verified. Before, the code was used before Auth was asked, so the person's one
// code answered "incorrect or no longer valid" on the retry the 503 invited, and they had to start over.
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { firebaseUserAdmin } from '../../../src/identity/firebase-user-admin.ts';
import type { UserAdmin } from '../../../src/identity/user-admin.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';

const VERIFIED_PER_ADDRESS = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Our Firebase Auth adapter over an Auth whose updates fail as firebase-admin's do when Auth is down.
const authDown = firebaseUserAdmin({
  updateUser: async () => {
    throw Object.assign(new Error('An internal error has occurred.'), { code: 'auth/internal-error' });
  },
  revokeRefreshTokens: async () => {
    throw Object.assign(new Error('An internal error has occurred.'), { code: 'auth/internal-error' });
  },
} as unknown as Auth);

async function whileAuthDown<T>(down: Partial<UserAdmin>, run: () => Promise<T>): Promise<T> {
  const up = t.deps.users;
  t.deps.users = { ...up, ...down };
  try {
    return await run();
  } finally {
    t.deps.users = up;
  }
}

const reset = (email: string, otp: string, ip = '198.51.100.40') =>
  t.request('POST', '/auth/rmi/reset-password', {
    ip,
    body: { email, otp, newPassword: 'a brand new password' },
  });

async function resetCode(email: string): Promise<string> {
  expect((await t.request('POST', '/auth/rmi/forgot-password', { body: { email } })).status).toBe(200);
  return t.latestCode(email);
}

describe('a reset that Firebase Auth fails', () => {
  test.each([
    ['setting the password', { setPassword: authDown.setPassword }],
    ['marking the address verified', { markEmailVerified: authDown.markEmailVerified }],
    ['ending the sessions', { revokeSessions: authDown.revokeSessions }],
  ])('at %s is a 503, and the same code then resets the password', async (_, down) => {
    const owner = await t.registerVerified();
    const otp = await resetCode(owner.email);
    const failed = await whileAuthDown(down, () => reset(owner.email, otp));
    expect(failed.status).toBe(503);
    expect(Number(failed.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(failed)).toMatchObject({ code: 'unavailable' });
    // Before: 400, "The code is incorrect or no longer valid."
    const retried = await reset(owner.email, otp);
    expect(retried.status).toBe(200);
    const login = await t.request('POST', '/auth/rmi/login', {
      body: { email: owner.email, password: 'a brand new password' },
    });
    expect(login.status).toBe(200);
    // Used now, once.
    expect((await reset(owner.email, otp)).status).toBe(400);
  });

  test('an account not verified yet: the failed resets use none of the address’s verifications', async () => {
    const main = t;
    t = await createTestApp({
      authRateLimits: { register: { perIp: { limit: VERIFIED_PER_ADDRESS, windowSeconds: 3600 } } },
    });
    try {
      await unverifiedResets();
    } finally {
      await t.close();
      t = main;
    }
  });

  test('only at ending the sessions: the address was verified, so that verification stays used', async () => {
    const main = t;
    t = await createTestApp({
      authRateLimits: { register: { perIp: { limit: VERIFIED_PER_ADDRESS, windowSeconds: 3600 } } },
    });
    try {
      await resetsVerifiedBeforeTheOutage();
    } finally {
      await t.close();
      t = main;
    }
  });
});

describe('a verification that Firebase Auth fails', () => {
  test('is a 503, and the same code then verifies the address', async () => {
    const email = uniqueEmail('verify-outage');
    const registered = await t.request('POST', '/auth/rmi/register', {
      body: { name: 'Out Age', email, password: 'password one' },
    });
    expect(registered.status).toBe(201);
    const otp = await t.latestCode(email);
    const verify = () =>
      t.request('POST', '/auth/rmi/verify-otp', { body: { email, otp, password: 'chosen at verification' } });
    const failed = await whileAuthDown({ verifyWithPassword: authDown.verifyWithPassword }, verify);
    expect(failed.status).toBe(503);
    expect(await json(failed)).toMatchObject({ code: 'unavailable' });
    // Before: 400, "The code is incorrect or no longer valid."
    expect((await verify()).status).toBe(200);
    const account = await t.deps.users.findByEmail(email);
    expect(account?.emailVerified).toBe(true);
    const login = await t.request('POST', '/auth/rmi/login', {
      body: { email, password: 'chosen at verification' },
    });
    expect(login.status).toBe(200);
    expect((await verify()).status).toBe(400);
  });
});

/** Three accounts not verified yet, reset from one network while Auth is down, then again. */
async function unverifiedResets() {
  const network = '198.51.100.77';
  const pending: { email: string; otp: string }[] = [];
  for (let i = 0; i <= VERIFIED_PER_ADDRESS; i++) {
    const email = uniqueEmail('reset-outage');
    const registered = await t.request('POST', '/auth/rmi/register', {
      ip: `192.0.2.${10 + i}`,
      body: { name: 'Out Age', email, password: 'password one' },
    });
    expect(registered.status).toBe(201);
    pending.push({ email, otp: await resetCode(email) });
  }
  for (const { email, otp } of pending) {
    const failed = await whileAuthDown({ setPassword: authDown.setPassword }, () =>
      reset(email, otp, network),
    );
    expect(failed.status).toBe(503);
  }
  // Before: the first two failures used the address's two verifications, so this was a 429.
  const [one, two] = pending as [{ email: string; otp: string }, { email: string; otp: string }];
  expect((await reset(one.email, one.otp, network)).status).toBe(200);
  expect((await reset(two.email, two.otp, network)).status).toBe(200);
}

/**
 * Accounts not verified yet, reset from one network while Auth fails only at ending the sessions:
 * each reset verified its account before failing, so each used one of the network's verifications.
 */
async function resetsVerifiedBeforeTheOutage() {
  const network = '198.51.100.78';
  const pending: { email: string; otp: string }[] = [];
  for (let i = 0; i <= VERIFIED_PER_ADDRESS; i++) {
    const email = uniqueEmail('revoke-outage');
    const registered = await t.request('POST', '/auth/rmi/register', {
      ip: `192.0.2.${30 + i}`,
      body: { name: 'Out Age', email, password: 'password one' },
    });
    expect(registered.status).toBe(201);
    pending.push({ email, otp: await resetCode(email) });
  }
  const last = pending.pop() as { email: string; otp: string };
  for (const { email, otp } of pending) {
    const failed = await whileAuthDown({ revokeSessions: authDown.revokeSessions }, () =>
      reset(email, otp, network),
    );
    expect(failed.status).toBe(503);
    expect((await t.deps.users.findByEmail(email))?.emailVerified).toBe(true);
    // The retry ends the sessions, and verifies nothing more.
    expect((await reset(email, otp, network)).status).toBe(200);
  }
  // Two accounts were verified from this network: a third is one more than it may verify.
  // Before: 200 (each 503 gave its verification back although the account stayed verified).
  const third = await reset(last.email, last.otp, network);
  expect(third.status).toBe(429);
  expect((await t.deps.users.findByEmail(last.email))?.emailVerified).toBe(false);
}
