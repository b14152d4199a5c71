import type { DecodedIdToken } from 'firebase-admin/auth';

/** Tokens remembered at most; one is about 1 KB. */
export const MAX_VERIFIED_TOKENS = 5000;

/**
 * Remembers the ID tokens that verified, until they expire (issue 19): a signed-in client sends the
 * same token for up to an hour, and checking its signature again (RS256 in production, a JSON decode
 * for the emulator's) was a good part of a signed-in read. Only the very same token string is
 * answered from here, and only before its `exp`; whether its session was revoked is still checked on
 * every request (SessionRevocations). Tokens that fail are not remembered, so a flood of forged ones
 * cannot push out the good ones.
 */
export function rememberVerified(
  decode: (token: string) => Promise<DecodedIdToken | null>,
  now: () => number = Date.now,
  max: number = MAX_VERIFIED_TOKENS,
): (token: string) => Promise<DecodedIdToken | null> {
  const verified = new Map<string, DecodedIdToken>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > now()) return known;
      verified.delete(token);
    }
    const decoded = await decode(token);
    if (decoded && decoded.exp * 1000 > now()) {
      verified.set(token, decoded);
      // The oldest first (Map order): a client's older token is the one it no longer sends.
      if (verified.size > max) verified.delete(verified.keys().next().value as string);
    }
    return decoded;
  };
}
