// Accounts: brute force, rate limits, tokens, other people's data,
// enumeration and what is kept at rest (issue 4, DESIGN.md sections 1 and 6).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OTPS } from '../../../src/domain/accounts/one-time-codes.ts';
import { IDENTITY_UNAVAILABLE_MESSAGE } from '../../../src/http/auth.ts';
import { IdentityUnavailableError } from '../../../src/identity/identity.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../../src/rate-limit/auth-rate-limits.ts';
import { RATE_LIMITS } from '../../../src/rate-limit/store-rate-limiter.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));

const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function registerUnverified(app: TestApp = t) {
  const email = uniqueEmail('sec');
  const res = await app.request('POST', '/auth/rmi/register', {
    body: { name: 'Sec Urity', email, password: 'password one' },
  });
  expect(res.status).toBe(201);
  return { email, otp: await app.latestCode(email) };
}

/** The token with some payload claims replaced (the emulator's tokens are unsigned). */
function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const patched = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return [header, patched, signature ?? ''].join('.');
}

describe('code brute force', () => {
  test('concurrent wrong codes from one client cannot exceed its 5 tries; the owner elsewhere is unaffected', async () => {
    const { email, otp } = await registerUnverified();
    const stranger = '203.0.113.5';
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.request('POST', '/auth/rmi/verify-otp', {
          ip: stranger,
          body: { email, otp: other(otp), password: 'password one' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(10).fill(429)]);
    // Once the client is out of tries even the right code is refused there: it learns nothing.
    const right = await t.request('POST', '/auth/rmi/verify-otp', {
      ip: stranger,
      body: { email, otp, password: 'password one' },
    });
    expect(right.status).toBe(429);
    expect(
      (await t.request('POST', '/auth/rmi/verify-otp', { body: { email, otp, password: 'password one' } }))
        .status,
    ).toBe(200);
  });
});

describe('a stranger cannot lock the owner out (failures per account and client, a ceiling per account)', () => {
  // Production limits: per IP, per (email, IP) and per email as shipped.
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp({ authRateLimits: DEFAULT_AUTH_RATE_LIMITS });
  });
  afterAll(() => real.close());

  const stranger = '203.0.113.66';
  const ownerIp = '198.51.100.20';

  test('10 wrong passwords from a stranger: he is limited, the owner signs in from their address', async () => {
    const owner = await real.registerVerified();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await real.request('POST', '/auth/rmi/login', {
        ip: stranger,
        body: { email: owner.email, password: `guess number ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Limited means limited: even the right password gets nothing more from there.
    const lucky = await real.request('POST', '/auth/rmi/login', {
      ip: stranger,
      body: { email: owner.email, password: owner.password },
    });
    expect(lucky.status).toBe(429);
    expect(Number(lucky.headers.get('Retry-After'))).toBeGreaterThan(0);

    const mine = await real.request('POST', '/auth/rmi/login', {
      ip: ownerIp,
      body: { email: owner.email, password: owner.password },
    });
    expect(mine.status).toBe(200);
  });

  const codeFlows = [
    {
      name: 'verify-otp',
      async setUp() {
        const email = uniqueEmail('victim');
        const res = await real.request('POST', '/auth/rmi/register', {
          ip: ownerIp,
          body: { name: 'Vic Tim', email, password: 'password one' },
        });
        expect(res.status).toBe(201);
        return { email, otp: await real.latestCode(email) };
      },
      submit: (ip: string, email: string, otp: string) =>
        real.request('POST', '/auth/rmi/verify-otp', { ip, body: { email, otp, password: 'password one' } }),
    },
    {
      name: 'reset-password',
      async setUp() {
        const owner = await real.registerVerified();
        await real.request('POST', '/auth/rmi/forgot-password', {
          ip: ownerIp,
          body: { email: owner.email },
        });
        return { email: owner.email, otp: await real.latestCode(owner.email) };
      },
      submit: (ip: string, email: string, otp: string) =>
        real.request('POST', '/auth/rmi/reset-password', {
          ip,
          body: { email, otp, newPassword: 'brand new password' },
        }),
    },
  ];

  test.each(codeFlows)(
    '$name: a stranger’s bogus codes neither burn the owner’s code nor lock them out',
    async (flow) => {
      const { email, otp } = await flow.setUp();
      const answers: { status: number; message: unknown }[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await flow.submit(stranger, email, other(otp));
        answers.push({ status: res.status, message: (await json(res)).message });
      }
      expect(answers).toEqual([
        ...[4, 3, 2].map((n) => ({
          status: 400,
          message: `The code is incorrect or no longer valid. ${n} tries left.`,
        })),
        { status: 400, message: 'The code is incorrect or no longer valid. 1 try left.' },
        {
          status: 400,
          message:
            'The code is incorrect or no longer valid, and no tries are left for now. Please try again later.',
        },
        { status: 429, message: 'Too many attempts. Please try again later.' },
        { status: 429, message: 'Too many attempts. Please try again later.' },
      ]);
      expect((await flow.submit(stranger, email, otp)).status).toBe(429);
      expect((await flow.submit(ownerIp, email, otp)).status).toBe(200);
    },
  );
});

describe('the per-account ceiling: what only a distributed attack reaches', () => {
  let ceiling: TestApp;
  const perEmailAndIp = { limit: 2, windowSeconds: 900 };
  const perEmail = { limit: 6, windowSeconds: 3600 };
  beforeAll(async () => {
    ceiling = await createTestApp({
      authRateLimits: { login: { perEmailAndIp, perEmail }, verifyOtp: { perEmailAndIp, perEmail } },
    });
  });
  afterAll(() => ceiling.close());

  test('sign-in: successes count nothing; 3 addresses reach the ceiling; a password reset lifts it', async () => {
    const owner = await ceiling.registerVerified();
    const login = (ip: string, password: string) =>
      ceiling.request('POST', '/auth/rmi/login', { ip, body: { email: owner.email, password } });
    for (let i = 0; i < perEmail.limit + 2; i++)
      expect((await login('198.51.100.20', owner.password)).status).toBe(200);

    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let i = 0; i < perEmailAndIp.limit; i++) expect((await login(ip, 'a guess')).status).toBe(401);
    }
    const fourth = await login('203.0.113.4', 'a guess');
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('Retry-After')).toBe('3600');
    expect(ceiling.logs).toContainEqual({
      level: 'info',
      message: 'auth ceiling reached',
      fields: { action: 'login', retryAfter: 3600 },
    });
    expect(JSON.stringify(ceiling.logs)).not.toContain(owner.email);
    // At the ceiling the owner waits too (a distributed attack); the reset still works (OWASP) and lifts it.
    expect((await login('198.51.100.20', owner.password)).status).toBe(429);

    await ceiling.request('POST', '/auth/rmi/forgot-password', { body: { email: owner.email } });
    const otp = await ceiling.latestCode(owner.email);
    const reset = await ceiling.request('POST', '/auth/rmi/reset-password', {
      ip: '198.51.100.20',
      body: { email: owner.email, otp, newPassword: 'after the attack' },
    });
    expect(reset.status).toBe(200);
    expect((await login('198.51.100.20', 'after the attack')).status).toBe(200);
    // The strangers' own limits were not lifted; the attempt the ceiling refused used up nothing.
    expect((await login('203.0.113.1', 'a guess')).status).toBe(429);
    expect((await login('203.0.113.4', 'a guess')).status).toBe(401);
    expect((await login('203.0.113.4', 'a guess')).status).toBe(401);
    expect((await login('203.0.113.4', 'a guess')).status).toBe(429);
  });

  test('codes: 3 addresses reach the ceiling, then every address waits for the window', async () => {
    const { email, otp } = await registerUnverified(ceiling);
    const verify = (ip: string, code: string) =>
      ceiling.request('POST', '/auth/rmi/verify-otp', {
        ip,
        body: { email, otp: code, password: 'password one' },
      });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const messages = [];
      for (let i = 0; i < perEmailAndIp.limit; i++)
        messages.push((await json(await verify(ip, other(otp)))).message);
      expect(messages).toEqual([
        'The code is incorrect or no longer valid. 1 try left.',
        'The code is incorrect or no longer valid, and no tries are left for now. Please try again later.',
      ]);
    }
    expect((await verify('203.0.113.4', other(otp))).status).toBe(429);
    expect((await verify('198.51.100.20', otp)).status).toBe(429);

    ceiling.clock.advance(perEmail.windowSeconds * 1000);
    await ceiling.request('POST', '/auth/rmi/resend-otp', { body: { email } });
    expect((await verify('198.51.100.20', await ceiling.latestCode(email))).status).toBe(200);
  });
});

describe('rate limits (429 with Retry-After)', () => {
  let limited: TestApp;
  const rule = { limit: 3, windowSeconds: 900 };
  beforeAll(async () => {
    limited = await createTestApp({
      authRateLimits: {
        login: { perIp: { limit: 5, windowSeconds: 900 }, perEmail: rule },
        register: { perIp: rule, perEmail: rule },
        verifyOtp: { perIp: { limit: 100, windowSeconds: 900 }, perEmail: rule },
        forgotPassword: { perIp: rule, perEmail: { limit: 2, windowSeconds: 3600 } },
        resetPassword: { perIp: rule, perEmail: { limit: 100, windowSeconds: 900 } },
        resendOtp: { perIp: rule, perEmail: { limit: 100, windowSeconds: 900 } },
      },
    });
  });
  afterAll(() => limited.close());

  test('login: per email, then open again after the window', async () => {
    const email = uniqueEmail('limited');
    const attempt = (ip: string) =>
      limited.request('POST', '/auth/rmi/login', { ip, body: { email, password: 'wrong password' } });
    for (let i = 0; i < 3; i++) expect((await attempt(`192.0.2.${i + 1}`)).status).toBe(401);
    const blocked = await attempt('192.0.2.50');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('900');
    expect(await json(blocked)).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again later.',
    });
    limited.clock.advance(300_000);
    expect((await attempt('192.0.2.51')).headers.get('Retry-After')).toBe('600');
    limited.clock.advance(600_000);
    expect((await attempt('192.0.2.52')).status).toBe(401);
  });

  test('login: per IP, across addresses; another IP is unaffected', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) {
      const res = await limited.request('POST', '/auth/rmi/login', {
        ip,
        body: { email: uniqueEmail('spray'), password: 'wrong password' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await limited.request('POST', '/auth/rmi/login', {
      ip,
      body: { email: uniqueEmail('spray'), password: 'wrong password' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    const elsewhere = await limited.request('POST', '/auth/rmi/login', {
      ip: '203.0.113.78',
      body: { email: uniqueEmail('spray'), password: 'wrong password' },
    });
    expect(elsewhere.status).toBe(401);
  });

  test('the client is the X-Forwarded-For entry our proxy wrote (the last), never what the client put before it', async () => {
    const blockedIp = '203.0.113.77';
    const forgedInFront = await limited.request('POST', '/auth/rmi/login', {
      headers: { 'X-Forwarded-For': `10.9.8.7, ${blockedIp}` },
      body: { email: uniqueEmail('xff'), password: 'wrong password' },
    });
    expect(forgedInFront.status).toBe(429);
    const blockedAddressForged = await limited.request('POST', '/auth/rmi/login', {
      headers: { 'X-Forwarded-For': `${blockedIp}, 10.9.8.7` },
      body: { email: uniqueEmail('xff'), password: 'wrong password' },
    });
    expect(blockedAddressForged.status).toBe(401);
  });

  test('register: per IP', async () => {
    const ip = '198.18.0.9';
    for (let i = 0; i < 3; i++) {
      const res = await limited.request('POST', '/auth/rmi/register', {
        ip,
        body: { name: 'Bulk', email: uniqueEmail('bulk'), password: 'password one' },
      });
      expect(res.status).toBe(201);
    }
    const blocked = await limited.request('POST', '/auth/rmi/register', {
      ip,
      body: { name: 'Bulk', email: uniqueEmail('bulk'), password: 'password one' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBeTruthy();
  });

  test('verify-otp: per email, across addresses (the ceiling)', async () => {
    const { email, otp } = await registerUnverified(limited);
    for (let i = 0; i < 3; i++) {
      await limited.request('POST', '/auth/rmi/verify-otp', {
        ip: `198.18.1.${i}`,
        body: { email, otp: other(otp), password: 'password one' },
      });
    }
    const blocked = await limited.request('POST', '/auth/rmi/verify-otp', {
      ip: '198.18.1.99',
      body: { email, otp, password: 'password one' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBeTruthy();
  });

  test('forgot-password: per email, alike for addresses with and without an account', async () => {
    const known = (await createAccount()).email;
    const unknown = uniqueEmail('ghost');
    for (const email of [known, unknown]) {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request('POST', '/auth/rmi/forgot-password', {
          ip: `198.18.2.${i}`,
          body: { email },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    }
  });

  test('reset-password and resend-otp: per IP', async () => {
    for (const path of ['/auth/rmi/reset-password', '/auth/rmi/resend-otp']) {
      const ip = path.includes('reset') ? '198.18.3.1' : '198.18.3.2';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request('POST', path, {
          ip,
          body: { email: uniqueEmail('ip'), otp: '123456', newPassword: 'whatever password' },
        });
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, 3)).not.toContain(429);
    }
  });
});

describe('bearer tokens', () => {
  test.each([
    ['no Authorization header', undefined],
    ['a garbage token', 'not-a-token'],
    ['a truncated token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0'],
  ])('%s -> 401', async (_label, token) => {
    const res = await t.request('GET', '/api/user/profile', token ? { token } : {});
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: 'unauthenticated' });
  });

  test('an expired token -> 401', async () => {
    const account = await createAccount();
    // Control: re-encoding alone keeps the token valid, so the 401 below is the expiry's doing.
    expect(
      (await t.request('GET', '/api/user/profile', { token: withClaims(account.idToken, {}) })).status,
    ).toBe(200);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = withClaims(account.idToken, {
      iat: hourAgo - 3600,
      auth_time: hourAgo - 3600,
      exp: hourAgo,
    });
    const res = await t.request('GET', '/api/user/profile', { token: expired });
    expect(res.status).toBe(401);
  });

  test('a token for another project -> 401', async () => {
    const account = await createAccount();
    const forged = withClaims(account.idToken, {
      aud: 'some-other-project',
      iss: 'https://securetoken.google.com/some-other-project',
    });
    expect((await t.request('GET', '/api/user/profile', { token: forged })).status).toBe(401);
  });

  test('a Basic credential or a token in the query is not accepted', async () => {
    const account = await createAccount();
    const basic = await t.request('GET', '/api/user/profile', {
      headers: { Authorization: `Basic ${account.idToken}` },
    });
    expect(basic.status).toBe(401);
    const query = await t.request('GET', `/api/user/profile?token=${account.idToken}`);
    expect(query.status).toBe(401);
  });
});

describe('sessions end when the password changes', () => {
  test('after a password change or a reset, the old token is refused', async () => {
    const changer = await t.registerVerified();
    const resetter = await t.registerVerified();
    // Revocation has one-second resolution: a token from the same second would survive.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Reads first, so this instance has looked the sessions up: it must not rely on that afterwards.
    for (const account of [changer, resetter]) {
      expect((await t.request('GET', '/api/user/profile', { token: account.token })).status).toBe(200);
    }

    const changed = await t.request('POST', '/api/user/password', {
      token: changer.token,
      body: { currentPassword: changer.password, newPassword: 'changed password' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', '/api/user/profile', { token: changer.token })).status).toBe(401);

    t.clock.advance(60_000);
    await t.request('POST', '/auth/rmi/forgot-password', { body: { email: resetter.email } });
    const otp = await t.latestCode(resetter.email);
    const reset = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: resetter.email, otp, newPassword: 'reset password' },
    });
    expect(reset.status).toBe(200);
    expect((await t.request('GET', '/api/user/profile', { token: resetter.token })).status).toBe(401);
  });
});

describe('when Firebase Auth cannot be reached', () => {
  test('a signed-in request is a 503 with Retry-After, not a 401 that would sign the client out', async () => {
    const account = await t.registerVerified();
    const real = t.deps.identity;
    t.deps.identity = {
      verify: async () => {
        throw new IdentityUnavailableError(new Error('connect ECONNREFUSED'));
      },
    };
    try {
      for (const [method, path] of [
        ['GET', '/api/user/profile'],
        ['POST', '/api/user/password'],
      ] as const) {
        const res = await t.request(method, path, {
          token: account.token,
          body: { currentPassword: account.password, newPassword: 'x'.repeat(12) },
        });
        expect(res.status, path).toBe(503);
        expect(res.headers.get('Retry-After')).toBe('5');
        expect(await json(res)).toEqual({ code: 'unavailable', message: IDENTITY_UNAVAILABLE_MESSAGE });
      }
    } finally {
      t.deps.identity = real;
    }
    expect((await t.request('GET', '/api/user/profile', { token: account.token })).status).toBe(200);
  });
});

describe('one user cannot read or change another’s data', () => {
  test('profile, name, password and deletion act on the token’s owner only', async () => {
    const alice = await t.registerVerified({ name: 'Alice' });
    const bob = await t.registerVerified({ name: 'Bob' });

    const read = await json(
      await t.request('GET', `/api/user/profile?id=${bob.uid}&uid=${bob.uid}`, { token: alice.token }),
    );
    expect(read).toMatchObject({ id: alice.uid, name: 'Alice', email: alice.email });

    const rename = await t.request('PATCH', '/api/user/profile', {
      token: alice.token,
      body: { name: 'Mallory', id: bob.uid, uid: bob.uid, email: bob.email },
    });
    expect(await json(rename)).toMatchObject({ id: alice.uid, name: 'Mallory', email: alice.email });
    expect(await json(await t.request('GET', '/api/user/profile', { token: bob.token }))).toMatchObject({
      id: bob.uid,
      name: 'Bob',
      email: bob.email,
    });

    const changed = await t.request('POST', '/api/user/password', {
      token: alice.token,
      body: { currentPassword: alice.password, newPassword: 'alice new password', uid: bob.uid },
    });
    expect(changed.status).toBe(200);
    const bobLogin = await t.request('POST', '/auth/rmi/login', {
      body: { email: bob.email, password: bob.password },
    });
    expect(bobLogin.status).toBe(200);

    // The password change ended Alice's session: she signs in again.
    const relogin = await t.request('POST', '/auth/rmi/login', {
      body: { email: alice.email, password: 'alice new password' },
    });
    const { token: aliceToken } = await json<{ token: string }>(relogin);
    const deleted = await t.request('DELETE', '/api/user/account', {
      token: aliceToken,
      body: { currentPassword: 'alice new password', uid: bob.uid },
    });
    expect(deleted.status).toBe(200);
    expect(await t.deps.users.get(alice.uid)).toBeNull();
    expect(await t.deps.users.get(bob.uid)).not.toBeNull();
    expect((await t.request('GET', '/api/user/profile', { token: bob.token })).status).toBe(200);
  });
});

describe('enumeration: answers do not tell whether an email has an account', () => {
  const comparable = async (res: Response) => ({
    status: res.status,
    body: await res.text(),
    retryAfter: res.headers.get('Retry-After'),
  });

  test('register with a taken address answers exactly like a new one, mails the owner a notice and changes nothing', async () => {
    const owner = await t.registerVerified();
    t.clock.advance(60_000); // past the cool-down of the owner's own registration mail
    const fresh = await t.request('POST', '/auth/rmi/register', {
      body: { name: 'New Person', email: uniqueEmail('new'), password: 'password one' },
    });
    const taken = await t.request('POST', '/auth/rmi/register', {
      body: { name: 'Impostor', email: owner.email, password: 'impostor password' },
    });
    expect(await comparable(taken)).toEqual(await comparable(fresh));

    const notice = (await t.mails(owner.email)).at(-1)!;
    expect(notice.subject).toMatch(/tried to register/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(notice.text).not.toMatch(/Impostor/);

    const impostor = await t.request('POST', '/auth/rmi/login', {
      body: { email: owner.email, password: 'impostor password' },
    });
    expect(impostor.status).toBe(401);
    const real = await t.request('POST', '/auth/rmi/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(real.status).toBe(200);
    expect((await t.deps.users.get(owner.uid))?.displayName).toBe(owner.name);
  });

  // attack10: register used to set a new account's password to the caller's choice, so a stranger who
  // registered a colleague's address and then signed in with it learned whether it had an account ("not
  // verified yet" for a new one, "invalid" for a taken one; Firebase Auth's own sign-in likewise). Now
  // register's password is never the account's: verify-otp sets the one its caller chooses.
  test('register, then sign in with the password one chose: alike for a new and a taken address', async () => {
    const owner = await t.registerVerified();
    t.clock.advance(60_000);
    const password = 'stranger password';
    const tries = async (email: string) => {
      await t.request('POST', '/auth/rmi/register', { body: { name: 'Stranger', email, password } });
      return comparable(await t.request('POST', '/auth/rmi/login', { body: { email, password } }));
    };
    const fresh = await tries(uniqueEmail('colleague'));
    expect(fresh.status).toBe(401);
    expect(await tries(owner.email)).toEqual(fresh);
  });

  // correct: register keeps no password now, but an account made on Firebase Auth's public signUp (the
  // web API key is public) has one its maker knows. Our sign-in answered it 403 "not verified yet",
  // and counted the right password as no failure, until its owner verified the address and took the
  // password over (then 401): polling it, the maker learnt when a colleague began to use the site.
  test('an account made on Firebase Auth’s signUp: our sign-in tells its maker nothing, by answer or by count', async () => {
    const made = await createAccount({ verified: false });
    const nobody = uniqueEmail('nobody');
    const signIn = (email: string, ip: string) =>
      t.request('POST', '/auth/rmi/login', { ip, body: { email, password: made.password } });
    const { perEmailAndIp } = DEFAULT_AUTH_RATE_LIMITS.login;
    const polls = async (email: string, ip: string) => {
      const answers = [];
      for (let i = 0; i <= perEmailAndIp.limit; i++) answers.push(await comparable(await signIn(email, ip)));
      return answers;
    };
    const unverified = await polls(made.email, '198.51.100.71');
    expect(unverified[0]?.status).toBe(401);
    expect(unverified).toEqual(await polls(nobody, '198.51.100.72'));

    // The owner verifies the address with a password of their own: the maker's answer does not move.
    t.clock.advance(60_000);
    expect((await t.request('POST', '/auth/rmi/resend-otp', { body: { email: made.email } })).status).toBe(
      200,
    );
    const otp = await t.latestCode(made.email);
    const verified = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email: made.email, otp, password: 'the owner chose this' },
    });
    expect(verified.status).toBe(200);
    expect(await comparable(await signIn(made.email, '198.51.100.73'))).toEqual(unverified[0]);
  });

  // attack10, the same root: a stranger registered someone's address first, with a password of their own;
  // the owner registered later, was mailed "not verified yet: request a new code and enter it", did, and
  // the account was verified with the stranger's password (the stranger, polling the sign-in, was in).
  test('an address registered first by a stranger: the owner verifying it does not let the stranger in', async () => {
    const email = uniqueEmail('owner');
    const stranger = 'stranger password';
    await t.request('POST', '/auth/rmi/register', { body: { name: 'Stranger', email, password: stranger } });
    t.clock.advance(60_000);
    await t.request('POST', '/auth/rmi/register', {
      body: { name: 'Owner', email, password: 'owner password' },
    });
    expect((await t.mails(email)).at(-1)?.text).toMatch(/request a new code and enter it/);
    t.clock.advance(60_000);
    expect((await t.request('POST', '/auth/rmi/resend-otp', { body: { email } })).status).toBe(200);
    const otp = await t.latestCode(email);
    const verified = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp, password: 'owner password' },
    });
    expect(verified.status).toBe(200);
    const signIn = await t.request('POST', '/auth/rmi/login', { body: { email, password: stranger } });
    expect(signIn.status).toBe(401);
    const owners = await t.request('POST', '/auth/rmi/login', {
      body: { email, password: 'owner password' },
    });
    expect(owners.status).toBe(200);
  });

  test('the owner who only enters the code mailed after a stranger registered their address gets their own password', async () => {
    const email = uniqueEmail('mailed');
    const stranger = 'stranger password';
    await t.request('POST', '/auth/rmi/register', { body: { name: 'Stranger', email, password: stranger } });
    // The code went to the owner's mailbox; they open /verifyotp from it and choose a password.
    const otp = await t.latestCode(email);
    const verified = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp, password: 'the owner chose this' },
    });
    expect(verified.status).toBe(200);
    expect((await t.request('POST', '/auth/rmi/login', { body: { email, password: stranger } })).status).toBe(
      401,
    );
    const owners = await t.request('POST', '/auth/rmi/login', {
      body: { email, password: 'the owner chose this' },
    });
    expect(owners.status).toBe(200);
  });

  // The name given at registration is anyone's who typed the address: it greeted the owner in our mail
  // ("Hi <their words>,") and stayed the verified account's name (acct noticed it).
  test('the name is the verifier’s too: the code mail greets nobody by name, and the registrant’s name does not outlive verification', async () => {
    const profileName = async (email: string, password: string) => {
      const login = await t.request('POST', '/auth/rmi/login', { body: { email, password } });
      const { token } = (await login.json()) as { token: string };
      const profile = await t.request('GET', '/api/user/profile', { token });
      return ((await profile.json()) as { name: string }).name;
    };
    const stranger = { name: 'Your Bank Security Team', password: 'stranger password' };
    const [quiet, named] = [uniqueEmail('named-a'), uniqueEmail('named-b')];
    for (const email of [quiet, named]) {
      await t.request('POST', '/auth/rmi/register', { body: { ...stranger, email } });
      const mail = (await t.mails(email)).at(-1);
      expect(mail?.text).not.toContain(stranger.name);
      expect(mail?.text).toMatch(/^Hi,$/m);
    }
    const verify = async (email: string, name?: string) =>
      t.request('POST', '/auth/rmi/verify-otp', {
        body: {
          email,
          otp: await t.latestCode(email),
          password: 'owner password',
          ...(name ? { name } : {}),
        },
      });
    expect((await verify(quiet)).status).toBe(200);
    expect(await profileName(quiet, 'owner password')).toBe(quiet.split('@')[0]);
    expect((await verify(named, 'Ada Owner')).status).toBe(200);
    expect(await profileName(named, 'owner password')).toBe('Ada Owner');
  });

  test('an account made with its registrant’s password (before this change, or on Firebase Auth’s signUp): verifying replaces it and ends the registrant’s session', async () => {
    const registrant = await createAccount({ verified: false });
    const earlier = await t.request('GET', '/api/user/profile', { token: registrant.idToken });
    expect(earlier.status).not.toBe(401);
    await nextSecond(); // a session signed in during the second of a revocation lives, as in Firebase Auth
    t.clock.advance(60_000);
    await t.request('POST', '/auth/rmi/resend-otp', { body: { email: registrant.email } });
    const otp = await t.latestCode(registrant.email);
    const verified = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email: registrant.email, otp, password: 'owner password' },
    });
    expect(verified.status).toBe(200);
    const login = (password: string) =>
      t.request('POST', '/auth/rmi/login', { body: { email: registrant.email, password } });
    expect((await login(registrant.password)).status).toBe(401);
    expect((await t.request('GET', '/api/user/profile', { token: registrant.idToken })).status).toBe(401);
    expect((await login('owner password')).status).toBe(200);
  });

  test('a verify replayed, or sent with one address’s code for another, sets no password', async () => {
    const mine = await registerUnverified();
    const theirs = await registerUnverified();
    // One's own code for someone else's pending address: refused, their account untouched.
    const forged = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email: theirs.email, otp: mine.otp, password: 'takeover attempt' },
    });
    expect(forged.status).toBe(400);
    expect((await t.deps.users.findByEmail(theirs.email))?.emailVerified).toBe(false);
    const login = (email: string, password: string) =>
      t.request('POST', '/auth/rmi/login', { body: { email, password } });
    expect((await login(theirs.email, 'takeover attempt')).status).toBe(401);
    // The owner's verify, replayed with another password once it was used: refused, the owner's stays.
    const body = { email: theirs.email, otp: theirs.otp, password: 'owner password' };
    expect((await t.request('POST', '/auth/rmi/verify-otp', { body })).status).toBe(200);
    const replayed = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { ...body, password: 'takeover attempt' },
    });
    expect(replayed.status).toBe(400);
    expect((await login(theirs.email, 'takeover attempt')).status).toBe(401);
    expect((await login(theirs.email, 'owner password')).status).toBe(200);
  });

  test('register twice within a minute sends the owner at most one notice', async () => {
    const owner = await t.registerVerified();
    t.clock.advance(60_000);
    const before = (await t.mails(owner.email)).length;
    for (let i = 0; i < 3; i++) {
      await t.request('POST', '/auth/rmi/register', {
        body: { name: 'Spam', email: owner.email, password: 'password one' },
      });
    }
    expect(await t.mails(owner.email)).toHaveLength(before + 1);
  });

  test('forgot-password answers the same for known and unknown addresses; only the owner gets mail', async () => {
    const owner = await t.registerVerified();
    const unknownEmail = uniqueEmail('unknown');
    const known = await t.request('POST', '/auth/rmi/forgot-password', { body: { email: owner.email } });
    const unknown = await t.request('POST', '/auth/rmi/forgot-password', { body: { email: unknownEmail } });
    expect(await comparable(known)).toEqual(await comparable(unknown));
    expect(await t.mails(unknownEmail)).toEqual([]);
    expect((await t.mails(owner.email)).at(-1)?.subject).toMatch(/reset/);
  });

  test('resend-otp answers the same for known and unknown addresses, including its cool-down', async () => {
    const { email } = await registerUnverified();
    t.clock.advance(60_000);
    const unknownEmail = uniqueEmail('unknown');
    expect(await comparable(await t.request('POST', '/auth/rmi/resend-otp', { body: { email } }))).toEqual(
      await comparable(await t.request('POST', '/auth/rmi/resend-otp', { body: { email: unknownEmail } })),
    );
    expect(await comparable(await t.request('POST', '/auth/rmi/resend-otp', { body: { email } }))).toEqual(
      await comparable(await t.request('POST', '/auth/rmi/resend-otp', { body: { email: unknownEmail } })),
    );
  });

  /** Everything a client sees of an answer: status, every header, body. */
  const whole = async (res: Response) => ({
    status: res.status,
    headers: [...res.headers.entries()],
    body: await res.text(),
  });
  /** Six wrong codes in a row from one client: through its tries and into the 429. */
  const sixWrongCodes = async (path: string, email: string) => {
    // Surely wrong: the newest code mailed to the address (if any) plus one.
    const guess = other((await t.mails(email)).length > 0 ? await t.latestCode(email) : '000000');
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('POST', path, {
        ip: '203.0.113.200',
        body: { email, otp: guess, password: 'whatever password', newPassword: 'whatever password' },
      });
      answers.push(await whole(res));
    }
    return answers;
  };

  test('verify-otp answers a wrong code alike for a pending, a verified and an unknown address', async () => {
    const { email: pending } = await registerUnverified();
    const verified = (await t.registerVerified()).email;
    const unknown = uniqueEmail('unknown');
    const answers = await sixWrongCodes('/auth/rmi/verify-otp', pending);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await sixWrongCodes('/auth/rmi/verify-otp', verified)).toEqual(answers);
    expect(await sixWrongCodes('/auth/rmi/verify-otp', unknown)).toEqual(answers);
  });

  test('reset-password answers a wrong code alike for an account with a code, with an expired code and none', async () => {
    const withCode = (await t.registerVerified()).email;
    const expiring = (await t.registerVerified()).email;
    const unknown = uniqueEmail('unknown');
    for (const email of [withCode, expiring, unknown]) {
      await t.request('POST', '/auth/rmi/forgot-password', { body: { email } });
    }
    const answers = await sixWrongCodes('/auth/rmi/reset-password', withCode);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await sixWrongCodes('/auth/rmi/reset-password', unknown)).toEqual(answers);

    t.clock.advance(11 * 60_000); // the code of `expiring` is out of date now
    const afterExpiry = await sixWrongCodes('/auth/rmi/reset-password', expiring);
    expect(afterExpiry).toEqual(await sixWrongCodes('/auth/rmi/reset-password', uniqueEmail('unknown')));
    expect(afterExpiry.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  test('login takes at least the response floor for an unknown address as for a wrong password', async () => {
    const floored = await createTestApp({ authResponseFloorMs: 250 });
    try {
      const owner = await floored.registerVerified();
      const time = async (email: string) => {
        const started = performance.now();
        const res = await floored.request('POST', '/auth/rmi/login', {
          body: { email, password: 'wrong password' },
        });
        expect(res.status).toBe(401);
        return performance.now() - started;
      };
      // Lower bounds only (the floor guarantees them); no ratio on a shared machine.
      expect(await time(uniqueEmail('timing'))).toBeGreaterThanOrEqual(245);
      expect(await time(owner.email)).toBeGreaterThanOrEqual(245);
    } finally {
      await floored.close();
    }
  });

  test('the response floor makes register take as long for a taken address as for a new one', async () => {
    const floored = await createTestApp({ authResponseFloorMs: 250 });
    try {
      const owner = await floored.registerVerified();
      const time = async (email: string) => {
        const started = performance.now();
        await floored.request('POST', '/auth/rmi/register', {
          body: { name: 'Timing', email, password: 'password one' },
        });
        return performance.now() - started;
      };
      // Both at least the floor; no ratio asserted (timings on shared machines are noisy).
      expect(await time(owner.email)).toBeGreaterThanOrEqual(245);
      expect(await time(uniqueEmail('timing'))).toBeGreaterThanOrEqual(245);
    } finally {
      await floored.close();
    }
  });
});

describe('what is kept at rest and in logs', () => {
  test('codes are stored only as keyed hashes, under ids that do not contain the address', async () => {
    const { email, otp } = await registerUnverified();
    const records = await t.deps.store.query({ collection: OTPS });
    expect(records.length).toBeGreaterThan(0);
    const dump = JSON.stringify(records);
    expect(dump).not.toContain(otp);
    expect(dump).not.toContain(email);
    expect(dump).not.toContain(email.split('@')[0]);
  });

  test('rate-limit counters keep no IP or address in clear', async () => {
    const email = uniqueEmail('counter');
    await t.request('POST', '/auth/rmi/login', {
      ip: '192.0.2.222',
      body: { email, password: 'wrong password' },
    });
    const dump = JSON.stringify(await t.deps.store.query({ collection: RATE_LIMITS }));
    expect(dump).not.toContain('192.0.2.222');
    expect(dump).not.toContain(email);
  });

  test('the profile document holds no password', async () => {
    const account = await t.registerVerified();
    const doc = await t.deps.store.get('users', account.uid);
    expect(Object.keys(doc!.data).sort()).toEqual(['createdAt', 'email', 'name', 'tokens']);
    expect(JSON.stringify(doc)).not.toContain(account.password);
  });

  test('nothing logged so far mentions an address, an IP or a token', async () => {
    const logged = JSON.stringify(t.logs);
    expect(logged).not.toMatch(/@example\.com/);
    expect(logged).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/);
    expect(logged).not.toMatch(/eyJ/);
  });
});

describe('the dev mailbox', () => {
  test('does not exist when the app is built with the production (SMTP) mailer', async () => {
    const production = await createTestApp({ mail: 'smtp' });
    try {
      for (const path of ['/api/dev/mailbox?to=a@example.com', '/dev/mailbox?to=a@example.com']) {
        const res = await production.request('GET', path);
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ code: 'not_found', message: 'Not found.' });
      }
    } finally {
      await production.close();
    }
  });

  test('lists only the mails to the address asked for', async () => {
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    await t.deps.mailer.send({ to: a, subject: 'for a', text: 'x' });
    await t.deps.mailer.send({ to: b, subject: 'for b', text: 'y' });
    const list = await json<{ subject: string }[]>(await t.request('GET', `/api/dev/mailbox?to=${a}`));
    expect(list.map((m) => m.subject)).toEqual(['for a']);
  });
});
