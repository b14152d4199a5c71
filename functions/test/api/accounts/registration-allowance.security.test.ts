// Registration's per-address allowance holds for every way an account becomes usable. Firebase Auth's
// public signUp (the web API key allows it) makes accounts without our register route; verifying them
// through resend-otp + verify-otp, or forgot-password + reset-password, got around register's limit
// (about four times as many accounts an hour from one address). Verifications now count too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOO_MANY_NEW_ACCOUNTS_MESSAGE } from '../../../src/http/auth-guards.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Two new accounts an hour per address, as register's own per-address limit.
  t = await createTestApp({ authRateLimits: { register: { perIp: { limit: 2, windowSeconds: 3600 } } } });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, ip: string) => t.request('POST', path, { body, ip });
const verified = async (uid: string) => (await t.deps.users.get(uid))?.emailVerified;

async function verifyByCode(email: string, ip: string) {
  expect((await post('/auth/rmi/resend-otp', { email }, ip)).status).toBe(200);
  return post(
    '/auth/rmi/verify-otp',
    { email, otp: await t.latestCode(email), password: 'chosen password' },
    ip,
  );
}

async function resetByCode(email: string, newPassword: string, ip: string) {
  expect((await post('/auth/rmi/forgot-password', { email }, ip)).status).toBe(200);
  return post('/auth/rmi/reset-password', { email, otp: await t.latestCode(email), newPassword }, ip);
}

describe('accounts made on Firebase signUp count against the per-address allowance when verified', () => {
  test('through resend-otp and verify-otp: beyond the allowance a 429, and the account stays unverified', async () => {
    const ip = '203.0.113.21';
    // One through our register route (its verification counts too)...
    const registered = await post(
      '/auth/rmi/register',
      { name: 'Reg Ular', email: 'reg-ular@example.com', password: 'long enough 1' },
      ip,
    );
    expect(registered.status).toBe(201);
    const code = await t.latestCode('reg-ular@example.com');
    const first = await post(
      '/auth/rmi/verify-otp',
      { email: 'reg-ular@example.com', otp: code, password: 'long enough 1' },
      ip,
    );
    expect(first.status).toBe(200);
    // ...then accounts straight on Firebase Auth, verified with our codes.
    const [second, third] = [
      await createAccount({ verified: false }),
      await createAccount({ verified: false }),
    ];
    expect((await verifyByCode(second.email, ip)).status).toBe(200);
    const refused = await verifyByCode(third.email, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(refused)).toEqual({ code: 'rate_limited', message: TOO_MANY_NEW_ACCOUNTS_MESSAGE });
    expect(await verified(third.uid)).toBe(false);

    // Another address has its own allowance: the owner of the third still gets in (after the mail cool-down).
    t.clock.advance(61_000);
    expect((await verifyByCode(third.email, '198.51.100.31')).status).toBe(200);
    expect(await verified(third.uid)).toBe(true);
  });

  test('a verification refused by the allowance leaves its code valid: the same code works from another network', async () => {
    const ip = '203.0.113.23';
    for (let i = 0; i < 2; i++) {
      const used = await createAccount({ verified: false });
      expect((await verifyByCode(used.email, ip)).status).toBe(200);
    }
    const owner = await createAccount({ verified: false });
    expect((await post('/auth/rmi/resend-otp', { email: owner.email }, ip)).status).toBe(200);
    const otp = await t.latestCode(owner.email);
    // A neighbour on the shared address used it up: the owner's right code is refused here...
    expect(
      (await post('/auth/rmi/verify-otp', { email: owner.email, otp, password: 'chosen password' }, ip))
        .status,
    ).toBe(429);
    // ...and is not used up by the refusal: on another network (phone instead of office Wi-Fi) it verifies.
    const elsewhere = await post(
      '/auth/rmi/verify-otp',
      { email: owner.email, otp, password: 'chosen password' },
      '198.51.100.33',
    );
    expect(elsewhere.status, JSON.stringify(await elsewhere.clone().json())).toBe(200);
    expect(await verified(owner.uid)).toBe(true);
  });

  test('a wrong code uses nothing of the allowance', async () => {
    const ip = '203.0.113.24';
    const owner = await createAccount({ verified: false });
    expect((await post('/auth/rmi/resend-otp', { email: owner.email }, ip)).status).toBe(200);
    for (const otp of ['000000', '111111', '222222']) {
      expect(
        (await post('/auth/rmi/verify-otp', { email: owner.email, otp, password: 'chosen password' }, ip))
          .status,
      ).toBe(400);
    }
    const otp = await t.latestCode(owner.email);
    expect(
      (await post('/auth/rmi/verify-otp', { email: owner.email, otp, password: 'chosen password' }, ip))
        .status,
    ).toBe(200);
  });

  test('a reset refused by the allowance leaves its code valid: the same code resets from another network', async () => {
    const ip = '203.0.113.25';
    for (let i = 0; i < 2; i++) {
      const used = await createAccount({ verified: false });
      expect((await resetByCode(used.email, `new password ${i}`, ip)).status).toBe(200);
    }
    const owner = await createAccount({ verified: false });
    expect((await post('/auth/rmi/forgot-password', { email: owner.email }, ip)).status).toBe(200);
    const otp = await t.latestCode(owner.email);
    const body = { email: owner.email, otp, newPassword: 'owner new password' };
    // A neighbour on the shared address used the allowance up: the owner's right code is refused here...
    expect((await post('/auth/rmi/reset-password', body, ip)).status).toBe(429);
    // ...and is not used up by the refusal (before: spent, a 400 "no longer valid" everywhere).
    const elsewhere = await post('/auth/rmi/reset-password', body, '198.51.100.35');
    expect(elsewhere.status, JSON.stringify(await elsewhere.clone().json())).toBe(200);
    expect(await verified(owner.uid)).toBe(true);
    // Used once it worked.
    expect((await post('/auth/rmi/reset-password', body, '198.51.100.36')).status).toBe(400);
  });

  test('through forgot-password and reset-password: the same allowance; resets of verified accounts are not counted', async () => {
    const ip = '203.0.113.22';
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createAccount({ verified: false }));
    const [a, b, c] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    expect((await resetByCode(a.email, 'new password a', ip)).status).toBe(200);
    expect((await resetByCode(b.email, 'new password b', ip)).status).toBe(200);
    const refused = await resetByCode(c.email, 'new password c', ip);
    expect(refused.status).toBe(429);
    expect(await verified(c.uid)).toBe(false);
    // Nothing else changed either: the old password is still the account's (on Firebase Auth; our
    // login answers an unverified account as a wrong password).
    expect((await t.deps.passwordSignIn.signIn(c.email, c.password)).status).toBe('ok');

    // At the allowance, the owner of a verified account can still reset from this address.
    const owner = await createAccount();
    expect((await resetByCode(owner.email, 'owner new password', ip)).status).toBe(200);
  });
});
