// Register, resend-otp and forgot-password mail some addresses and not others (a code to a new or
// waiting account, a reset code to an existing one). A mailer that fails, whether its promise rejects or
// it throws before returning one, must not change those answers: the same status, body and response
// floor for an address with an account as for one without, never a 5xx that only a known address gets
// (nor a rejection nobody handles, which ends the process), and the log never names the address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Mailer } from '../../../src/mail/mailer.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';

const FLOOR_MS = 60;

const MAILERS: Record<string, () => Mailer> = {
  'rejects its promise': () => ({
    send: async () => {
      throw Object.assign(new Error('550 mailbox unavailable for owner@example.com'), { code: 'EENVELOPE' });
    },
  }),
  'throws before returning a promise': () => ({
    send: () => {
      throw new TypeError('transport closed');
    },
  }),
};

describe.each(Object.entries(MAILERS))('a mailer that %s', (_name, mailer) => {
  let t: TestApp;
  let owner: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ authResponseFloorMs: FLOOR_MS, mail: mailer() });
    owner = await createAccount();
  });
  afterAll(() => t.close());

  const answer = async (path: string, body: object) => {
    const started = Date.now();
    const res = await t.request('POST', path, { body });
    return { status: res.status, body: await json(res), floored: Date.now() - started >= FLOOR_MS };
  };

  test('register answers an existing address as a new one', async () => {
    const known = await answer('/auth/rmi/register', {
      name: 'Owner',
      email: owner.email,
      password: 'password one',
    });
    const fresh = await answer('/auth/rmi/register', {
      name: 'New',
      email: uniqueEmail('fresh'),
      password: 'password one',
    });
    expect(known.status).toBe(201);
    expect(fresh).toEqual(known);
    expect(known.floored).toBe(true);
  });

  test('resend-otp answers an account waiting for verification as an unknown address', async () => {
    const email = uniqueEmail('waiting');
    expect(
      (
        await t.request('POST', '/auth/rmi/register', {
          body: { name: 'W', email, password: 'password one' },
        })
      ).status,
    ).toBe(201);
    t.clock.advance(61_000);
    const known = await answer('/auth/rmi/resend-otp', { email });
    expect(known.status).toBe(200);
    expect(await answer('/auth/rmi/resend-otp', { email: uniqueEmail('nobody') })).toEqual(known);
    expect(known.floored).toBe(true);
  });

  test('forgot-password answers an existing account as an unknown address', async () => {
    const known = await answer('/auth/rmi/forgot-password', { email: owner.email });
    expect(known.status).toBe(200);
    expect(await answer('/auth/rmi/forgot-password', { email: uniqueEmail('nobody') })).toEqual(known);
    expect(known.floored).toBe(true);
  });

  test('the failures are logged without the address the mail was for', async () => {
    const failures = t.logs.filter((l) => l.message === 'account mail not sent');
    expect(failures.length).toBeGreaterThan(0);
    expect(JSON.stringify(failures)).not.toContain('@');
  });
});
