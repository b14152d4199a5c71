// Accounts: bad input and wrong codes get clear 4xx answers, never a 500 (issue 4).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '../../../src/http/routes/login.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registerUnverified(password = 'password one') {
  const email = uniqueEmail('err');
  const res = await t.request('POST', '/auth/rmi/register', { body: { name: 'Err Or', email, password } });
  expect(res.status).toBe(201);
  return { email, password, otp: await t.latestCode(email) };
}

/** A 6-digit code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('validation at the edge', () => {
  test.each([
    [
      'register without a name',
      '/auth/rmi/register',
      { email: 'a@example.com', password: 'password1' },
      'name is required.',
    ],
    [
      'register with a blank name',
      '/auth/rmi/register',
      { name: '   ', email: 'a@example.com', password: 'password1' },
      'name must not be empty.',
    ],
    [
      'register with an 81-character name',
      '/auth/rmi/register',
      { name: 'x'.repeat(81), email: 'a@example.com', password: 'password1' },
      'name must be at most 80 characters.',
    ],
    [
      'register with a bad email',
      '/auth/rmi/register',
      { name: 'A', email: 'not-an-email', password: 'password1' },
      'email must be a valid email address.',
    ],
    [
      'register with a short password',
      '/auth/rmi/register',
      { name: 'A', email: 'a@example.com', password: 'short' },
      'password must be at least 8 characters.',
    ],
    [
      'register with a 129-character password',
      '/auth/rmi/register',
      { name: 'A', email: 'a@example.com', password: 'p'.repeat(129) },
      'password must be at most 128 characters.',
    ],
    [
      'register with a numeric name',
      '/auth/rmi/register',
      { name: 42, email: 'a@example.com', password: 'password1' },
      'name must be a string.',
    ],
    ['login without a password', '/auth/rmi/login', { email: 'a@example.com' }, 'password is required.'],
    [
      'verify-otp with letters',
      '/auth/rmi/verify-otp',
      { email: 'a@example.com', otp: '12a456', password: 'password one' },
      'otp must be the 6-digit code from the email.',
    ],
    [
      'verify-otp with 5 digits',
      '/auth/rmi/verify-otp',
      { email: 'a@example.com', otp: '12345', password: 'password one' },
      'otp must be the 6-digit code from the email.',
    ],
    // The password verify-otp sets follows register's rules, with the same messages.
    [
      'verify-otp without a password',
      '/auth/rmi/verify-otp',
      { email: 'a@example.com', otp: '123456' },
      'password is required.',
    ],
    [
      'verify-otp with a 7-character password',
      '/auth/rmi/verify-otp',
      { email: 'a@example.com', otp: '123456', password: 'seven77' },
      'password must be at least 8 characters.',
    ],
    // Its optional name follows register's rules too: a stranger's script cannot name an account past them.
    [
      'verify-otp with a numeric name',
      '/auth/rmi/verify-otp',
      { email: 'a@example.com', otp: '123456', password: 'password one', name: 42 },
      'name must be a string.',
    ],
    [
      'verify-otp with an 81-character name',
      '/auth/rmi/verify-otp',
      { email: 'a@example.com', otp: '123456', password: 'password one', name: 'x'.repeat(81) },
      'name must be at most 80 characters.',
    ],
    ['resend-otp without an email', '/auth/rmi/resend-otp', {}, 'email is required.'],
    [
      'reset-password with a short new password',
      '/auth/rmi/reset-password',
      { email: 'a@example.com', otp: '123456', newPassword: 'short' },
      'newPassword must be at least 8 characters.',
    ],
  ])('%s -> 400 naming the field', async (_label, path, body, message) => {
    const res = await t.request('POST', path, { body });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ code: 'invalid_request', message });
  });

  test('a body that is not JSON is a 400, not a 500', async () => {
    const res = await t.request('POST', '/auth/rmi/login', { body: '{"email":' });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'invalid_request' });
  });

  test('PATCH /api/user/profile and POST /api/user/password validate too', async () => {
    const account = await createAccount();
    const rename = await t.request('PATCH', '/api/user/profile', {
      token: account.idToken,
      body: { name: '' },
    });
    expect(rename.status).toBe(400);
    expect(await json(rename)).toEqual({ code: 'invalid_request', message: 'name must not be empty.' });
    const password = await t.request('POST', '/api/user/password', {
      token: account.idToken,
      body: { currentPassword: account.password, newPassword: '1234567' },
    });
    expect(password.status).toBe(400);
    expect(await json(password)).toEqual({
      code: 'invalid_request',
      message: 'newPassword must be at least 8 characters.',
    });
  });

  test('unknown fields are ignored', async () => {
    const res = await t.request('POST', '/auth/rmi/forgot-password', {
      body: { email: uniqueEmail(), admin: true, extra: { nested: 1 } },
    });
    expect(res.status).toBe(200);
  });

  test('dev mailbox needs a valid address', async () => {
    const res = await t.request('GET', '/api/dev/mailbox?to=nobody');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: 'invalid_request',
      message: 'to must be a valid email address.',
    });
  });
});

describe('login', () => {
  test('a wrong password and an unknown email get the same 401', async () => {
    const { email } = await registerUnverified();
    const wrong = await t.request('POST', '/auth/rmi/login', { body: { email, password: 'wrong password' } });
    const unknown = await t.request('POST', '/auth/rmi/login', {
      body: { email: uniqueEmail('nobody'), password: 'wrong password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { code: 'unauthenticated', message: INVALID_CREDENTIALS_MESSAGE };
    expect(await json(wrong)).toEqual(expected);
    expect(await json(unknown)).toEqual(expected);
  });

  // Register's password never signs in (see accounts.security), so an unverified account with a known
  // password is one made on Firebase Auth's public signUp, or registered before that change: its maker
  // is told what a wrong password is told, and the one message leads an owner to their code.
  test('an unverified account is refused as a wrong password is, with a message leading to the code', async () => {
    const { email, password } = await createAccount({ verified: false });
    const res = await t.request('POST', '/auth/rmi/login', { body: { email, password } });
    expect(res.status).toBe(401);
    const body = await json<{ message: string; code: string }>(res);
    expect(body).toEqual({ code: 'unauthenticated', message: INVALID_CREDENTIALS_MESSAGE });
    expect(body.message).toMatch(/^Invalid email or password\. /);
    expect(body.message).toMatch(/6-digit code/);
  });
});

describe('verification codes', () => {
  test('a wrong code is refused and says how many tries are left', async () => {
    const { email, otp } = await registerUnverified();
    const res = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp: other(otp), password: 'password one' },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: 'invalid_request',
      message: 'The code is incorrect or no longer valid. 4 tries left.',
    });
    // The right code still works afterwards.
    expect(
      (await t.request('POST', '/auth/rmi/verify-otp', { body: { email, otp, password: 'password one' } }))
        .status,
    ).toBe(200);
  });

  test('a password that breaks the rules is refused before the code is checked: the code stays valid', async () => {
    const { email, otp } = await registerUnverified();
    const weak = await t.request('POST', '/auth/rmi/verify-otp', { body: { email, otp, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(await json(weak)).toEqual({
      code: 'invalid_request',
      message: 'password must be at least 8 characters.',
    });
    const blank = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp, password: 'long enough now', name: '   ' },
    });
    expect(await json(blank)).toEqual({ code: 'invalid_request', message: 'name must not be empty.' });
    const right = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp, password: 'long enough now' },
    });
    expect(right.status).toBe(200);
    const login = await t.request('POST', '/auth/rmi/login', {
      body: { email, password: 'long enough now' },
    });
    expect(login.status).toBe(200);
  });

  test('a code expires after 10 minutes', async () => {
    const { email, otp } = await registerUnverified();
    t.clock.advance(10 * 60_000);
    const res = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp, password: 'password one' },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: 'invalid_request',
      message: 'This code has expired. Please request a new code.',
    });
  });

  test('a code just under 10 minutes old still works', async () => {
    const { email, otp } = await registerUnverified();
    t.clock.advance(10 * 60_000 - 1000);
    expect(
      (await t.request('POST', '/auth/rmi/verify-otp', { body: { email, otp, password: 'password one' } }))
        .status,
    ).toBe(200);
  });

  test('a used code cannot be used again', async () => {
    const { email, otp } = await registerUnverified();
    expect(
      (await t.request('POST', '/auth/rmi/verify-otp', { body: { email, otp, password: 'password one' } }))
        .status,
    ).toBe(200);
    const again = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp, password: 'password one' },
    });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({
      code: 'invalid_request',
      message: 'The code is incorrect or no longer valid. 4 tries left.',
    });
  });

  test('a code for an address without any code is refused like a wrong one', async () => {
    const res = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email: uniqueEmail(), otp: '123456', password: 'password one' },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      message: 'The code is incorrect or no longer valid. 4 tries left.',
    });
  });

  test('an expired code is called expired only when it is the right code', async () => {
    const { email, otp } = await registerUnverified();
    t.clock.advance(10 * 60_000);
    const wrong = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp: other(otp), password: 'password one' },
    });
    expect(await json(wrong)).toMatchObject({
      message: 'The code is incorrect or no longer valid. 4 tries left.',
    });
  });

  test('a verification code cannot reset the password', async () => {
    const { email, otp } = await registerUnverified();
    const reset = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email, otp, newPassword: 'sneaky new password' },
    });
    expect(reset.status).toBe(400);
  });

  test('resend-otp within 60 s is a 429 with Retry-After, and works after', async () => {
    const { email } = await registerUnverified();
    t.clock.advance(20_000);
    const early = await t.request('POST', '/auth/rmi/resend-otp', { body: { email } });
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('40');
    expect(await json(early)).toEqual({
      code: 'rate_limited',
      message: 'Please wait 40 seconds before requesting another code.',
    });
    t.clock.advance(40_000);
    expect((await t.request('POST', '/auth/rmi/resend-otp', { body: { email } })).status).toBe(200);
    // And the cool-down starts again.
    expect((await t.request('POST', '/auth/rmi/resend-otp', { body: { email } })).status).toBe(429);
  });

  test('resend-otp for a verified account sends nothing but answers the same', async () => {
    const account = await t.registerVerified();
    t.clock.advance(60_000);
    const before = (await t.mails(account.email)).length;
    const res = await t.request('POST', '/auth/rmi/resend-otp', { body: { email: account.email } });
    expect(res.status).toBe(200);
    expect(await t.mails(account.email)).toHaveLength(before);
  });
});

describe('password reset', () => {
  test('a wrong, an expired and a reused reset code are refused', async () => {
    const account = await t.registerVerified();
    await t.request('POST', '/auth/rmi/forgot-password', { body: { email: account.email } });
    const otp = await t.latestCode(account.email);
    const wrong = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: account.email, otp: other(otp), newPassword: 'another password' },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({
      message: 'The code is incorrect or no longer valid. 4 tries left.',
    });

    const ok = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: account.email, otp, newPassword: 'another password' },
    });
    expect(ok.status).toBe(200);
    const reused = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: account.email, otp, newPassword: 'third password' },
    });
    expect(reused.status).toBe(400);

    t.clock.advance(60_000);
    await t.request('POST', '/auth/rmi/forgot-password', { body: { email: account.email } });
    const late = await t.latestCode(account.email);
    t.clock.advance(11 * 60_000);
    const expired = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: account.email, otp: late, newPassword: 'third password' },
    });
    expect(expired.status).toBe(400);
    expect(await json(expired)).toMatchObject({
      message: 'This code has expired. Please request a new code.',
    });
  });
});

describe('signed-in endpoints without a session', () => {
  test.each([
    ['GET', '/api/user/profile'],
    ['PATCH', '/api/user/profile'],
    ['POST', '/api/user/password'],
    ['DELETE', '/api/user/account'],
  ])('%s %s without a token is a 401 (before any body validation)', async (method, path) => {
    const res = await t.request(method, path, { body: {} });
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: 'unauthenticated' });
  });
});
