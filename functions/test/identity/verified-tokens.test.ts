// Issue 19: an ID token that verified is remembered until it expires (identity/verified-tokens.ts),
// so a signed-in client's every read does not check the same signature again. The session's
// revocation is checked per request elsewhere (session-revocations.test.ts, caller-read-cache.test.ts).
import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, test } from 'vitest';
import { rememberVerified } from '../../src/identity/verified-tokens.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

function setUp(max?: number) {
  let now = T0;
  const decoded: string[] = [];
  // A stand-in verifier: 'good-<uid>' verifies for an hour from T0, anything else does not.
  const decode = async (token: string) => {
    decoded.push(token);
    if (!token.startsWith('good-')) return null;
    return { uid: token.slice(5), exp: T0 / 1000 + 3600 } as DecodedIdToken;
  };
  return {
    verify: rememberVerified(decode, () => now, max),
    decoded,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('rememberVerified', () => {
  test('the same token verifies once; another token is verified on its own', async () => {
    const s = setUp();
    expect(await s.verify('good-a')).toMatchObject({ uid: 'a' });
    expect(await s.verify('good-a')).toMatchObject({ uid: 'a' });
    expect(await s.verify('good-b')).toMatchObject({ uid: 'b' });
    expect(s.decoded).toEqual(['good-a', 'good-b']);
  });

  test('an expired token is never answered from memory: it goes to the verifier every time', async () => {
    const s = setUp();
    await s.verify('good-a');
    s.advance(3600 * 1000);
    // The stand-in still says yes (a real verifier says no): past its exp, it is not kept either.
    expect(await s.verify('good-a')).toMatchObject({ uid: 'a' });
    await s.verify('good-a');
    expect(s.decoded).toEqual(['good-a', 'good-a', 'good-a']);
  });

  test('tokens that fail are asked every time and not kept (a flood of forged ones evicts nothing)', async () => {
    const s = setUp(2);
    await s.verify('good-a');
    for (const forged of ['forged-1', 'forged-2', 'forged-3', 'forged-1'])
      expect(await s.verify(forged)).toBeNull();
    await s.verify('good-a');
    expect(s.decoded).toEqual(['good-a', 'forged-1', 'forged-2', 'forged-3', 'forged-1']);
  });

  test('bounded: beyond the limit the oldest token goes', async () => {
    const s = setUp(2);
    for (const token of ['good-a', 'good-b', 'good-c', 'good-b', 'good-a']) await s.verify(token);
    expect(s.decoded).toEqual(['good-a', 'good-b', 'good-c', 'good-a']);
  });
});
