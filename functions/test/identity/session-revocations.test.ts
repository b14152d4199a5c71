// How fresh the knowledge of a revoked session is (issue 8): reads may use what was looked up in the
// last 30 s, writes always look it up, and an account this instance revoked is looked up again at
// once. Firebase Auth's getUser is a stand-in here; the API tests run the real Auth emulator.
import { describe, expect, test } from 'vitest';
import { READ_REVOCATION_MAX_AGE_MS, SessionRevocations } from '../../src/identity/session-revocations.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

function setUp() {
  let now = T0;
  const accounts = new Map<string, { disabled: boolean; tokensValidAfterTime?: string }>();
  let lookUps = 0;
  const auth = {
    getUser: async (uid: string) => {
      lookUps += 1;
      const user = accounts.get(uid);
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return user as never;
    },
  };
  return {
    revocations: new SessionRevocations(auth, () => now),
    accounts,
    lookUps: () => lookUps,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const signedInAt = (ms: number) => Math.floor(ms / 1000);

describe('SessionRevocations', () => {
  test('a read relies on a look-up of the last 30 s; after that, or for a write, it asks again', async () => {
    const t = setUp();
    t.accounts.set('u1', { disabled: false, tokensValidAfterTime: new Date(T0 - 60_000).toUTCString() });
    const token = signedInAt(T0 - 10_000);
    expect(await t.revocations.isRevoked('u1', token, READ_REVOCATION_MAX_AGE_MS)).toBe(false);
    expect(await t.revocations.isRevoked('u1', token, READ_REVOCATION_MAX_AGE_MS)).toBe(false);
    expect(t.lookUps()).toBe(1);

    // Revoked elsewhere (another instance, the console): a read may not know for up to 30 s...
    t.accounts.set('u1', { disabled: false, tokensValidAfterTime: new Date(T0).toUTCString() });
    t.advance(READ_REVOCATION_MAX_AGE_MS);
    expect(await t.revocations.isRevoked('u1', token, READ_REVOCATION_MAX_AGE_MS)).toBe(false);
    // ...a write knows at once...
    expect(await t.revocations.isRevoked('u1', token, 0)).toBe(true);
    // ...and so does a read after 30 s.
    t.advance(READ_REVOCATION_MAX_AGE_MS + 1);
    expect(await t.revocations.isRevoked('u1', token, READ_REVOCATION_MAX_AGE_MS)).toBe(true);
    // A token from a sign-in after the revocation is fine.
    expect(await t.revocations.isRevoked('u1', signedInAt(T0 + 5_000), READ_REVOCATION_MAX_AGE_MS)).toBe(
      false,
    );
  });

  test('an account this instance revoked is looked up again at once', async () => {
    const t = setUp();
    t.accounts.set('u1', { disabled: false });
    const token = signedInAt(T0 - 10_000);
    expect(await t.revocations.isRevoked('u1', token, READ_REVOCATION_MAX_AGE_MS)).toBe(false);
    t.accounts.set('u1', { disabled: false, tokensValidAfterTime: new Date(T0).toUTCString() });
    t.revocations.forget('u1');
    expect(await t.revocations.isRevoked('u1', token, READ_REVOCATION_MAX_AGE_MS)).toBe(true);
  });

  test('a deleted or disabled account has no valid session; a failed look-up is not an answer', async () => {
    const t = setUp();
    expect(await t.revocations.isRevoked('gone', signedInAt(T0), READ_REVOCATION_MAX_AGE_MS)).toBe(true);
    t.accounts.set('off', { disabled: true });
    expect(await t.revocations.isRevoked('off', signedInAt(T0), READ_REVOCATION_MAX_AGE_MS)).toBe(true);

    const failing = new SessionRevocations({
      getUser: async () => {
        throw Object.assign(new Error('unavailable'), { code: 'app/network-error' });
      },
    });
    await expect(failing.isRevoked('u1', signedInAt(T0), READ_REVOCATION_MAX_AGE_MS)).rejects.toThrow(
      'unavailable',
    );
  });
});
