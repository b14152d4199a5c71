// Accounts: the journeys that work (issue 4).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../../scripts/lib/firebase-emulators.ts';
import type { AccountErasure } from '../../../src/domain/accounts/account-erasers.ts';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { createApiApp } from '../../../src/http/app.ts';
import { INVALID_CREDENTIALS_MESSAGE } from '../../../src/http/routes/login.ts';
import { createEmbeddedDeps } from '../../../src/platform/embedded-deps.ts';
import { loadOrCreateServerSecrets } from '../../../src/platform/server-secrets-file.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../support/test-app.ts';

let t: TestApp;
const erasures: AccountErasure[] = [];

beforeAll(async () => {
  t = await createTestApp({
    accountErasers: [{ name: 'recorder', erase: async (erasure) => void erasures.push(erasure) }],
  });
});
afterAll(() => t.close());

describe('register -> verify -> login -> profile -> settings -> delete', () => {
  test('the whole account life cycle', async () => {
    const email = uniqueEmail('journey');
    const password = 'first password 1';

    const registered = await t.request('POST', '/auth/rmi/register', {
      body: { name: '  Ada Lovelace ', email: `  ${email.toUpperCase()} `, password },
    });
    expect(registered.status).toBe(201);
    expect(await json(registered)).toEqual({ message: expect.stringMatching(/6-digit code/) });

    // The code arrives in the dev mailbox, readable over HTTP in the embedded default.
    const mailbox = await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mailbox.status).toBe(200);
    const mails = await json<{ to: string; subject: string; text: string; sentAt: string }[]>(mailbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual({
      to: email,
      subject: expect.stringMatching(/verification code/),
      // Greeting nobody by name: the name typed at registration is anyone's (accounts.security).
      text: expect.stringMatching(/^Hi,$/m),
      sentAt: t.clock.now().toISOString(),
    });
    const otp = mails[0]!.text.match(/\b(\d{6})\b/)![1]!;

    // Not yet verified: the password given to register is not the account's (it takes effect only
    // with the code), so signing in with it is refused as a wrong one would be.
    const early = await t.request('POST', '/auth/rmi/login', { body: { email, password } });
    expect(early.status).toBe(401);
    expect(await json(early)).toEqual({ code: 'unauthenticated', message: INVALID_CREDENTIALS_MESSAGE });

    const verified = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp, password, name: '  Ada Lovelace ' },
    });
    expect(verified.status).toBe(200);
    expect(await json(verified)).toEqual({ message: expect.stringMatching(/verified/) });

    const login = await t.request('POST', '/api/auth/rmi/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const session = await json<{ token: string; user: { id: string } }>(login);
    expect(session).toEqual({ token: expect.any(String), user: { id: expect.any(String) } });
    const { uid } = (await t.deps.identity.verify(session.token))!;
    expect(session.user.id).toBe(uid);

    const profile = await t.request('GET', '/api/user/profile', { token: session.token });
    expect(profile.status).toBe(200);
    expect(await json(profile)).toEqual({
      id: uid,
      name: 'Ada Lovelace',
      email,
      totalReviews: 0,
      tokens: 0,
      createdAt: t.clock.now().toISOString(),
    });

    const renamed = await t.request('PATCH', '/api/user/profile', {
      token: session.token,
      body: { name: ' Countess of Lovelace ' },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ id: uid, name: 'Countess of Lovelace', email });
    const reread = await json(await t.request('GET', '/api/user/profile', { token: session.token }));
    expect(reread.name).toBe('Countess of Lovelace');
    expect((await t.deps.users.get(uid))?.displayName).toBe('Countess of Lovelace');

    const newPassword = 'second password 2';
    const changed = await t.request('POST', '/api/user/password', {
      token: session.token,
      body: { currentPassword: password, newPassword },
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toEqual({ message: expect.stringMatching(/password has been changed/) });

    const oldLogin = await t.request('POST', '/auth/rmi/login', { body: { email, password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.request('POST', '/auth/rmi/login', { body: { email, password: newPassword } });
    expect(newLogin.status).toBe(200);
    const { token } = await json<{ token: string }>(newLogin);

    const deleted = await t.request('DELETE', '/api/user/account', {
      token,
      body: { currentPassword: newPassword },
    });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: 'Your account has been deleted.', status: 'deleted' });
    // The registered erasers ran with the pseudonym reviews carry.
    expect(erasures.at(-1)).toMatchObject({ uid, authorKey: authorKey(uid, t.deps.secrets.authorKey) });

    expect(await t.deps.store.get('users', uid)).toBeNull();
    expect(await t.deps.users.get(uid)).toBeNull();
    const afterDelete = await t.request('POST', '/auth/rmi/login', {
      body: { email, password: newPassword },
    });
    expect(afterDelete.status).toBe(401);
    expect(await json(afterDelete)).toEqual({
      code: 'unauthenticated',
      message: INVALID_CREDENTIALS_MESSAGE,
    });
    const staleToken = await t.request('GET', '/api/user/profile', { token });
    expect(staleToken.status).toBe(401);
  });

  test('every auth endpoint answers at its documented path and under /api', async () => {
    for (const prefix of ['', '/api']) {
      const res = await t.request('POST', `${prefix}/auth/rmi/forgot-password`, {
        body: { email: uniqueEmail() },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe('password reset by mail', () => {
  test('forgot -> code by mail -> reset -> sign in with the new password', async () => {
    const account = await t.registerVerified();
    const forgot = await t.request('POST', '/auth/rmi/forgot-password', { body: { email: account.email } });
    expect(forgot.status).toBe(200);
    const mails = await t.mails(account.email);
    expect(mails.at(-1)?.subject).toMatch(/password reset code/);
    const otp = await t.latestCode(account.email);

    const reset = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email: account.email, otp, newPassword: 'brand new secret' },
    });
    expect(reset.status).toBe(200);
    expect(await json(reset)).toEqual({ message: expect.stringMatching(/password has been reset/) });

    const old = await t.request('POST', '/auth/rmi/login', {
      body: { email: account.email, password: account.password },
    });
    expect(old.status).toBe(401);
    const fresh = await t.request('POST', '/auth/rmi/login', {
      body: { email: account.email, password: 'brand new secret' },
    });
    expect(fresh.status).toBe(200);
  });

  test('a reset also verifies an account that never entered its verification code', async () => {
    const email = uniqueEmail('unverified-reset');
    await t.request('POST', '/auth/rmi/register', {
      body: { name: 'Late', email, password: 'password one' },
    });
    t.clock.advance(61_000);
    await t.request('POST', '/auth/rmi/forgot-password', { body: { email } });
    const otp = await t.latestCode(email);
    const reset = await t.request('POST', '/auth/rmi/reset-password', {
      body: { email, otp, newPassword: 'password two' },
    });
    expect(reset.status).toBe(200);
    const login = await t.request('POST', '/auth/rmi/login', { body: { email, password: 'password two' } });
    expect(login.status).toBe(200);
  });
});

describe('resend-otp', () => {
  test('after the cool-down a new code arrives and replaces the old one', async () => {
    const email = uniqueEmail('resend');
    await t.request('POST', '/auth/rmi/register', {
      body: { name: 'Re Send', email, password: 'password one' },
    });
    const first = await t.latestCode(email);
    t.clock.advance(60_000);
    const resent = await t.request('POST', '/auth/rmi/resend-otp', { body: { email } });
    expect(resent.status).toBe(200);
    expect(await json(resent)).toEqual({ message: expect.stringMatching(/new code/) });
    expect(await t.mails(email)).toHaveLength(2);
    const second = await t.latestCode(email);
    if (second !== first) {
      const stale = await t.request('POST', '/auth/rmi/verify-otp', {
        body: { email, otp: first, password: 'password one' },
      });
      expect(stale.status).toBe(400);
    }
    const ok = await t.request('POST', '/auth/rmi/verify-otp', {
      body: { email, otp: second, password: 'password one' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('profile', () => {
  test('an account made outside the register endpoint gets a profile from its Auth record', async () => {
    const account = await createAccount();
    const res = await t.request('GET', '/api/user/profile', { token: account.idToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      id: account.uid,
      name: account.email.split('@')[0],
      email: account.email,
      totalReviews: 0,
      tokens: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('totalReviews counts the caller’s reviews of every kind by authorKey', async () => {
    const account = await t.registerVerified();
    const mine = authorKey(account.uid, t.deps.secrets.authorKey);
    const batch = t.deps.store.batch();
    batch.set('interviewerReviews', 'ir1', { authorKey: mine, rating: 4 });
    batch.set('interviewerReviews', 'ir2', { authorKey: 'someone-else', rating: 2 });
    batch.set('managerReviews', 'mr1', { authorKey: mine, rating: 5 });
    batch.set('companyReviews', 'cr1', { authorKey: mine, rating: 3 });
    await batch.commit();
    const profile = await json(await t.request('GET', '/user/profile', { token: account.token }));
    expect(profile.totalReviews).toBe(3);
  });
});

describe('embedded wiring', () => {
  test('the embedded default registers, mails into the data folder and signs in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rmi-embedded-'));
    const deps = await createEmbeddedDeps({ dataDir: dir, projectId: DEMO_PROJECT_ID });
    try {
      const app = createApiApp(deps);
      const post = (path: string, body: unknown) =>
        app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const email = uniqueEmail('embedded');
      expect(
        (await post('/api/auth/rmi/register', { name: 'Em Bedded', email, password: 'password one' })).status,
      ).toBe(201);
      const mails = await json<{ text: string }[]>(await app.request(`/api/dev/mailbox?to=${email}`));
      const otp = mails.at(-1)!.text.match(/\b(\d{6})\b/)![1];
      expect((await post('/api/auth/rmi/verify-otp', { email, otp, password: 'password one' })).status).toBe(
        200,
      );
      expect((await post('/api/auth/rmi/login', { email, password: 'password one' })).status).toBe(200);
      expect(statSync(join(dir, 'mailbox.jsonl')).mode & 0o777).toBe(0o600);
      expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    } finally {
      await deps.store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('server secrets are generated once into the data folder, mode 0600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rmi-secrets-'));
    try {
      const first = loadOrCreateServerSecrets(dir);
      expect(first.authorKey).toMatch(/^[\w-]{43}$/);
      expect(first.codes).not.toBe(first.authorKey);
      expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
      expect(loadOrCreateServerSecrets(dir)).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
