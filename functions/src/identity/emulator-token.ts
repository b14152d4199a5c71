import type { DecodedIdToken } from 'firebase-admin/auth';

/**
 * Checks an Auth emulator ID token the way firebase-admin does in emulator mode (the emulator does not
 * sign its tokens: `alg` is "none"), without what firebase-admin adds there: a round trip to the
 * emulator on every call to check revocation, which SessionRevocations already does at its own pace.
 * Null for anything that is not a current emulator token of this project.
 */
export function decodeEmulatorIdToken(
  token: string,
  projectId: string,
  nowMs: number = Date.now(),
): DecodedIdToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const header = parseSegment(parts[0] as string);
  const payload = parseSegment(parts[1] as string);
  if (!header || !payload || header.alg !== 'none') return null;
  const { aud, iss, sub, iat, exp, auth_time } = payload;
  const now = nowMs / 1000;
  const valid =
    aud === projectId &&
    iss === `https://securetoken.google.com/${projectId}` &&
    typeof sub === 'string' &&
    sub.length > 0 &&
    sub.length <= 128 &&
    typeof iat === 'number' &&
    typeof exp === 'number' &&
    typeof auth_time === 'number' &&
    exp > now &&
    iat <= now + 300; // as much clock skew as firebase-admin tolerates
  return valid ? ({ ...payload, uid: sub } as DecodedIdToken) : null;
}

function parseSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
