import type { DecodedIdToken } from 'firebase-admin/auth';

/** Tokens remembered at most; a token is about 1 KB, so a few MB at most. */
export const VERIFIED_TOKENS_MAX = 2000;

/**
 * Remembers the ID tokens that verified, until each expires (issue 19): a client sends the same
 * token with every request for up to an hour, and verifying it again (its signature in
 * production, a parse of the emulator's unsigned token locally) gives the same answer until then.
 * Keyed by the whole token, so only a token that verified is ever answered from here; a token that
 * did not is verified again each time. Revocation is not part of this answer (auth.ts and
 * session-revocations.ts decide that per request). Least recently used first out.
 */
export function rememberVerifiedTokens(
  verify: (token: string) => Promise<DecodedIdToken | null>,
  options: { maxEntries?: number; nowMs?: () => number } = {},
): (token: string) => Promise<DecodedIdToken | null> {
  const max = options.maxEntries ?? VERIFIED_TOKENS_MAX;
  const now = options.nowMs ?? Date.now;
  const verified = new Map<string, DecodedIdToken>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      verified.delete(token);
      if (known.exp * 1000 > now()) {
        verified.set(token, known);
        return known;
      }
    }
    const decoded = await verify(token);
    if (decoded && decoded.exp * 1000 > now()) {
      // Shared by every request that sends this token: nobody may change it.
      Object.freeze(decoded);
      verified.set(token, decoded);
      if (verified.size > max) verified.delete(verified.keys().next().value as string);
    }
    return decoded;
  };
}
