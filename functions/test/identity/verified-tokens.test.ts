// Issue 19: a token that verified is not verified again until it expires; nothing else is remembered.
import { describe, expect, test } from 'vitest';
import { decodeEmulatorIdToken } from '../../src/identity/emulator-token.ts';
import { rememberVerifiedTokens } from '../../src/identity/verified-tokens.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) =>
  `${segment({ alg: 'none', typ: 'JWT' })}.${segment({
    auth_time: T0 / 1000 - 60,
    iat: T0 / 1000 - 60,
    exp: T0 / 1000 + 600,
    aud: 'demo-rmi',
    iss: 'https://securetoken.google.com/demo-rmi',
    sub: 'uid-1',
    ...claims,
  })}.`;

/** The real emulator-token check on a clock the test moves, counting how often it runs. */
function verifier(maxEntries?: number) {
  let now = T0;
  let runs = 0;
  const verify = rememberVerifiedTokens(
    async (t) => {
      runs += 1;
      return decodeEmulatorIdToken(t, 'demo-rmi', now);
    },
    { nowMs: () => now, ...(maxEntries ? { maxEntries } : {}) },
  );
  return {
    verify,
    runs: () => runs,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('rememberVerifiedTokens', () => {
  test('a token that verified is answered again without verifying it again', async () => {
    const v = verifier();
    const first = await v.verify(token({}));
    expect(first).toMatchObject({ uid: 'uid-1' });
    expect(await v.verify(token({}))).toEqual(first);
    expect(v.runs()).toBe(1);
  });

  test('an expired token is refused, even one that verified before', async () => {
    const v = verifier();
    expect(await v.verify(token({}))).not.toBeNull();
    v.advance(601_000);
    expect(await v.verify(token({}))).toBeNull();
    expect(v.runs()).toBe(2);
  });

  test('a token that did not verify is checked again every time, and a forged one never passes', async () => {
    const v = verifier();
    const forged = token({ aud: 'demo-other' });
    expect(await v.verify(forged)).toBeNull();
    expect(await v.verify(forged)).toBeNull();
    expect(v.runs()).toBe(2);
    // One character changed in a verified token is another token: verified on its own.
    const good = token({});
    expect(await v.verify(good)).not.toBeNull();
    expect(await v.verify(`${good.slice(0, -2)}x.`)).toBeNull();
    expect(v.runs()).toBe(4);
  });

  test('the answer cannot be changed by one request for the next', async () => {
    const v = verifier();
    const first = await v.verify(token({}));
    expect(() => {
      (first as { uid: string }).uid = 'someone-else';
    }).toThrow();
    expect(await v.verify(token({}))).toMatchObject({ uid: 'uid-1' });
  });

  test('remembers at most maxEntries tokens, the least recently used leaving first', async () => {
    const v = verifier(2);
    const [a, b, c] = ['a', 'b', 'c'].map((sub) => token({ sub }));
    for (const t of [a, b, a, c, a]) await v.verify(t as string);
    // a, b, (a remembered), c pushes out b, (a remembered): 3 runs; b is verified again.
    expect(v.runs()).toBe(3);
    await v.verify(b as string);
    expect(v.runs()).toBe(4);
  });
});
