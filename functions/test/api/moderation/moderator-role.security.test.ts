// The Auth emulator signs no tokens (issue 13, item 8): in the embedded default anyone can write an
// ID token for any account with `moderator: true`. The moderator role is therefore read from the
// Auth account there, never from the token; production keeps the signed token's claim.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../../scripts/lib/firebase-emulators.ts';
import { createApiApp } from '../../../src/http/app.ts';
import type { AppDeps, AppEnv } from '../../../src/http/context.ts';
import { MODERATORS_ONLY_MESSAGE } from '../../../src/http/moderator.ts';
import type { AuthUser } from '../../../src/identity/identity.ts';
import { moderatorRoleFor, setModeratorByEmail } from '../../../src/identity/moderator-role.ts';
import { createEmbeddedDeps } from '../../../src/platform/embedded-deps.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { signInAgain } from './support.ts';

const STAFF_CALLS: [string, string, unknown][] = [
  ['GET', '/api/moderation/queue', undefined],
  ['GET', '/moderation/log', undefined],
  ['POST', `/api/moderation/reviews/interviewer/${'A'.repeat(20)}/approve`, { reason: 'ok' }],
  ['POST', `/moderation/reviews/manager/${'A'.repeat(20)}/remove`, { reason: 'ok' }],
];

let dataDir: string;
let deps: AppDeps;
let app: Hono<AppEnv>;

beforeAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= inject('authEmulatorHost');
  dataDir = mkdtempSync(join(tmpdir(), 'rmi-embedded-'));
  // The embedded default exactly as `npm start` builds it (scripts/start.ts).
  deps = await createEmbeddedDeps({ dataDir, projectId: DEMO_PROJECT_ID });
  app = createApiApp(deps);
});

afterAll(async () => {
  await deps.store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function call(method: string, path: string, token: string, body?: unknown) {
  return Promise.resolve(
    app.request(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  );
}

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The account's real emulator token with `moderator: true` written into it (nothing checks a signature). */
function withModeratorClaim(account: TestAccount): string {
  const [header, payload] = account.idToken.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${segment({ ...claims, moderator: true })}.`;
}

/** A token written from scratch for that uid, as an attacker who knows it would. */
function madeUpToken(account: TestAccount): string {
  const now = Math.floor(Date.now() / 1000);
  return `${segment({ alg: 'none', typ: 'JWT' })}.${segment({
    iss: `https://securetoken.google.com/${DEMO_PROJECT_ID}`,
    aud: DEMO_PROJECT_ID,
    sub: account.uid,
    user_id: account.uid,
    email: account.email,
    email_verified: true,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    moderator: true,
  })}.`;
}

describe('embedded default: the moderator role comes from the Auth account', () => {
  test('a forged token with moderator: true for a real non-moderator account gets 403 from every moderation endpoint', async () => {
    const account = await createAccount();
    for (const forged of [withModeratorClaim(account), madeUpToken(account)]) {
      // Control: the API does accept the forged token as this account (so the 403s are the role check).
      expect((await call('GET', '/api/user/profile', forged)).status).toBe(200);
      for (const [method, path, body] of STAFF_CALLS) {
        const res = await call(method, path, forged, body);
        expect(res.status, path).toBe(403);
        expect(await res.json()).toEqual({ message: MODERATORS_ONLY_MESSAGE, code: 'forbidden' });
      }
    }
  });

  test('a moderator granted the grant-moderator way gets in, even before signing in again; withdrawn, not even with the claim in their token', async () => {
    const account = await createAccount();
    expect(await setModeratorByEmail(deps.users, account.email)).toEqual({ uid: account.uid });
    expect((await call('GET', '/api/moderation/queue', account.idToken)).status).toBe(200);
    const withClaim = await signInAgain(account);
    expect((await call('GET', '/moderation/log', withClaim.idToken)).status).toBe(200);

    expect(await setModeratorByEmail(deps.users, account.email, false)).toEqual({ uid: account.uid });
    expect((await call('GET', '/api/moderation/queue', withClaim.idToken)).status).toBe(403);
  });
});

describe('production (signed tokens): a withdrawn role ends at once, not when the token expires', () => {
  test("a moderator whose role was withdrawn is refused with the claim still in their token; one granted meanwhile isn't let in by the account alone", async () => {
    // The role production reads (no FIREBASE_AUTH_EMULATOR_HOST), over the emulator's tokens, which carry
    // the claim as a signed one would after signing in again.
    const production = createApiApp({ ...deps, moderatorRole: moderatorRoleFor(deps.users, {}) });
    const staff = (token: string) =>
      Promise.resolve(
        production.request('/api/moderation/queue', { headers: { Authorization: `Bearer ${token}` } }),
      );
    const account = await createAccount();
    await setModeratorByEmail(deps.users, account.email);
    const withClaim = await signInAgain(account);
    expect((await staff(withClaim.idToken)).status).toBe(200);

    // Withdrawn (grant-moderator --revoke, or the console): before, the ID token kept the claim, and
    // with it the queue's texts and exact times and every moderator action, for up to an hour.
    await setModeratorByEmail(deps.users, account.email, false);
    const refused = await staff(withClaim.idToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: MODERATORS_ONLY_MESSAGE, code: 'forbidden' });

    // Granted again: the token without the claim still needs signing in again, as documented.
    await setModeratorByEmail(deps.users, account.email);
    expect((await staff(account.idToken)).status).toBe(403);
    expect((await staff(withClaim.idToken)).status).toBe(200);
  });
});

describe('where the role is read', () => {
  const user = (moderator: boolean): AuthUser => ({
    uid: 'some-uid',
    email: null,
    emailVerified: true,
    claims: moderator ? { moderator: true } : {},
    authTime: 0,
  });
  const users = { isModerator: async () => false };

  test('production (no emulator): the signed token claim, while the account still has it', async () => {
    const asked: string[] = [];
    const account = (moderator: boolean) => ({
      isModerator: async (uid: string) => {
        asked.push(uid);
        return moderator;
      },
    });
    expect(await moderatorRoleFor(account(true), {}).isModerator(user(true))).toBe(true);
    expect(await moderatorRoleFor(account(false), {}).isModerator(user(true))).toBe(false);
    // Without the claim nobody is a moderator, and Firebase Auth is not asked.
    expect(await moderatorRoleFor(account(true), {}).isModerator(user(false))).toBe(false);
    expect(asked).toEqual(['some-uid', 'some-uid']);
  });

  test('wherever tokens are unsigned (FIREBASE_AUTH_EMULATOR_HOST): the account, whatever the token says', async () => {
    const role = moderatorRoleFor(users, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(await role.isModerator(user(true))).toBe(false);
  });
});
