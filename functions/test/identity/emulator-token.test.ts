// The Auth emulator's unsigned ID tokens, checked without a round trip to the emulator (issue 8).
// Every signed-in API test also goes through this with real emulator tokens.
import { describe, expect, test } from 'vitest';
import { decodeEmulatorIdToken } from '../../src/identity/emulator-token.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const nowS = NOW / 1000;
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = {
  email: 'ada@example.com',
  email_verified: true,
  auth_time: nowS - 60,
  iat: nowS - 60,
  exp: nowS + 3540,
  aud: 'demo-rmi',
  iss: 'https://securetoken.google.com/demo-rmi',
  sub: 'uid-1',
};
const token = (payload: Record<string, unknown> = claims, header: unknown = { alg: 'none', typ: 'JWT' }) =>
  `${segment(header)}.${segment(payload)}.`;

describe('decodeEmulatorIdToken', () => {
  test("a current token of this project: its claims, with the uid from 'sub'", () => {
    expect(decodeEmulatorIdToken(token(), 'demo-rmi', NOW)).toMatchObject({ ...claims, uid: 'uid-1' });
  });

  test('refuses other projects, expired or future tokens, missing subjects, signed or malformed tokens', () => {
    const refused = [
      token({ ...claims, aud: 'demo-other' }),
      token({ ...claims, iss: 'https://securetoken.google.com/demo-other' }),
      token({ ...claims, exp: nowS - 1 }),
      token({ ...claims, iat: nowS + 3600 }),
      token({ ...claims, sub: '' }),
      token({ ...claims, sub: 'x'.repeat(129) }),
      token({ ...claims, auth_time: undefined }),
      token(claims, { alg: 'RS256', typ: 'JWT' }),
      'not-a-token',
      `${segment({ alg: 'none' })}.%%%.`,
    ];
    for (const candidate of refused) expect(decodeEmulatorIdToken(candidate, 'demo-rmi', NOW)).toBeNull();
  });
});
