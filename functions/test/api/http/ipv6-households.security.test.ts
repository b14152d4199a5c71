// The per-address limits that count people or cost money hold against one IPv6 home. A home is delegated
// a /56 or a /48 (RIPE-690), whose router hands out 256 or 65,536 /64s: counted by /64, one person
// registered ten accounts an hour from each of them (a brigade's worth of accounts from one line), filled
// the staff's contact inbox, paid-for geocoding and sign-in guesses as fast as they changed /64. An IPv4
// address is counted as one client (a home behind its NAT); an IPv6 home now is too, by its /48.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../../../src/http/routes/contact.ts';
import { GEOCODE_RATE_LIMIT } from '../../../src/http/routes/geocode.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';

const PER_ADDRESS = 2;
const HOUR = { limit: PER_ADDRESS, windowSeconds: 3600 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authRateLimits: {
      register: { perIp: HOUR },
      login: { perIp: HOUR },
    },
  });
});
afterAll(() => t.close());

let home = 0;
/** A new /48, and an address in its `n`th /64. */
function newHome(): (n: number) => string {
  home += 1;
  return (n) => `2001:db8:${home.toString(16)}:${n.toString(16)}::1`;
}

const post = (path: string, body: unknown, ip: string) => t.request('POST', path, { body, ip });

describe('one /48 is one client, whichever of its /64s a request comes from', () => {
  test('registration: beyond the allowance a 429, and a neighbouring home still registers', async () => {
    const at = newHome();
    const register = (ip: string) =>
      post('/auth/rmi/register', { name: 'Ip Six', email: uniqueEmail('v6'), password: 'long enough 1' }, ip);
    for (let n = 0; n < PER_ADDRESS; n += 1) expect((await register(at(n))).status).toBe(201);
    const refused = await register(at(PER_ADDRESS));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await json(refused)).code).toBe('rate_limited');
    expect((await register(newHome()(0))).status).toBe(201);
  });

  test('verifying accounts made on Firebase signUp: beyond the allowance a 429, and the account stays unverified', async () => {
    const at = newHome();
    const verify = async (ip: string) => {
      const { email, uid } = await createAccount({ verified: false });
      expect((await post('/auth/rmi/resend-otp', { email }, ip)).status).toBe(200);
      const res = await post(
        '/auth/rmi/verify-otp',
        { email, otp: await t.latestCode(email), password: 'chosen password' },
        ip,
      );
      return { res, uid };
    };
    for (let n = 0; n < PER_ADDRESS; n += 1) expect((await verify(at(n))).res.status).toBe(200);
    const { res, uid } = await verify(at(PER_ADDRESS));
    expect(res.status).toBe(429);
    expect((await t.deps.users.get(uid))?.emailVerified).toBe(false);
  });

  test('sign-in attempts across many accounts: beyond the allowance a 429', async () => {
    const at = newHome();
    const login = (ip: string) =>
      post('/auth/rmi/login', { email: uniqueEmail('spray'), password: 'guess 1' }, ip);
    for (let n = 0; n < PER_ADDRESS; n += 1) expect((await login(at(n))).status).toBe(401);
    expect((await login(at(PER_ADDRESS))).status).toBe(429);
  });

  test('the contact form: beyond its hourly allowance a 429', async () => {
    const at = newHome();
    const send = (ip: string) =>
      post(
        '/contact',
        { name: 'Ip Six', email: 'six@example.com', subject: 'Hello', message: 'A message from a /64.' },
        ip,
      );
    for (let n = 0; n < CONTACT_RATE_LIMIT.limit; n += 1) expect((await send(at(n))).status).toBe(201);
    expect((await send(at(CONTACT_RATE_LIMIT.limit))).status).toBe(429);
  });

  test('geocoding (billed per lookup in production): beyond its allowance a 429', async () => {
    const at = newHome();
    const lookUp = (ip: string) => post('/geocode', { city: 'Paris' }, ip);
    for (let n = 0; n < GEOCODE_RATE_LIMIT.limit; n += 1) expect((await lookUp(at(n))).status).toBe(200);
    expect((await lookUp(at(GEOCODE_RATE_LIMIT.limit))).status).toBe(429);
  });
});
