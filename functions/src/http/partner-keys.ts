// Partner API keys as a CORS origin source (issue 17 item 5; cors.ts asks its sources in turn).
// A script on a partner's origin sends its key in `X-Api-Key` (not Authorization: that header means
// a signed-in, personal call, which bypasses the public read cache and never belongs on a partner's
// page). The key opens the public reads only (GET/HEAD of public-read-cache.ts's paths and oEmbed),
// from the key's own origin, anonymously, within the key's rate limit and each client household's
// share of it (partnerClientShare).
//
// Preflights carry no custom header, so no key: a preflight for a public read is answered for any
// origin that has a key not revoked (its answer only lets the browser send the real request, which
// must then bring a valid key for that origin, else 401/403 with CORS headers so the script can read
// why). Keys and "origin has a key" are remembered in process (the public read cache's ReadCache:
// dropped on any write through this instance, at most 30 s old), so a request costs no key read on
// repeat; a revocation reaches other instances within those 30 s. What was not found is remembered
// apart (PARTNER_MISS_CACHE), so made-up keys and origins never push a partner's out.
import type { Context } from 'hono';
import { type ApiKeyData, findApiKey, isApiKeyShape, originHasKey } from '../domain/partners/api-keys.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { Doc, DocumentStore } from '../store/document-store.ts';
import { WriteObservedStore } from '../store/write-observed-store.ts';
import { clientHousehold } from './client-ip.ts';
import type { AppEnv } from './context.ts';
import { API_KEY_HEADER, type OriginSource } from './cors.ts';
import { ApiError, forbidden } from './errors.ts';
import { isPublicReadPath, ReadCache, type VersionedEntry } from './public-read-cache.ts';

export { API_KEY_HEADER } from './cors.ts';
export const PARTNER_RATE_BUCKET = 'partner-key';
/** One client address's count under a key (its share, partnerClientShare). */
export const PARTNER_CLIENT_RATE_BUCKET = 'partner-key-client';
/** A client household may use a tenth of a key's requests a minute, at least this many (or the whole). */
export const PARTNER_CLIENT_SHARE_FLOOR = 10;

/**
 * Requests a minute one client household (client-ip.ts) may make with a key. A key lives in the
 * partner's page, and any script can send the partner's Origin: without a share, one script used up
 * the key's minute and the partner's real visitors got 429s. Now that takes ten homes or more.
 */
export function partnerClientShare(ratePerMinute: number): number {
  return Math.min(ratePerMinute, Math.max(PARTNER_CLIENT_SHARE_FLOOR, Math.ceil(ratePerMinute / 10)));
}
export const PARTNER_KEY_CACHE = { maxEntries: 10_000, maxBytes: 2 * 1024 * 1024, ttlMs: 30_000 };
/**
 * Look-ups that found nothing (a key shaped like ours that is not one, an origin without a key) are
 * remembered apart, in a smaller cache: anyone can send those by the thousand, and kept beside the
 * partners' keys they pushed them out. The known ones are only what an operator created.
 */
export const PARTNER_MISS_CACHE = { maxEntries: 2_000, maxBytes: 512 * 1024, ttlMs: 30_000 };

const OEMBED_PATH = /^(?:\/api)?\/oembed\/?$/;

/** The reads a key opens: the public reads and oEmbed, by GET or HEAD. */
export function isPartnerRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && (isPublicReadPath(path) || OEMBED_PATH.test(path));
}

type Remembered = VersionedEntry & { key: Doc<ApiKeyData> | null; hasKey: boolean };

function invalidKey(): ApiError {
  return new ApiError('unauthenticated', 'The API key is not valid or has been revoked.');
}

export function partnerKeys(deps: {
  store: DocumentStore;
  rateLimiter: RateLimiter;
  now: () => number;
}): OriginSource {
  const { store, rateLimiter, now } = deps;
  const observed = store instanceof WriteObservedStore ? store : null;
  const known = new ReadCache<Remembered>(PARTNER_KEY_CACHE);
  const misses = new ReadCache<Remembered>(PARTNER_MISS_CACHE);

  async function remembered(cacheKey: string, read: () => Promise<Omit<Remembered, keyof VersionedEntry>>) {
    const version = observed?.writeVersion;
    if (version !== undefined) {
      const hit = known.get(cacheKey, version, now()) ?? misses.get(cacheKey, version, now());
      if (hit) return hit;
    }
    const found = await read();
    const cache = found.key !== null || found.hasKey ? known : misses;
    const entry = {
      ...found,
      version: version ?? 0,
      // The cache key (an origin can be long) is booked as well, so maxBytes bounds what it holds.
      bytes: 512 + 2 * cacheKey.length,
      expiresAt: now() + (cache === known ? PARTNER_KEY_CACHE : PARTNER_MISS_CACHE).ttlMs,
    };
    if (version !== undefined && observed?.writeVersion === version) cache.set(cacheKey, entry);
    return entry;
  }

  return async ({ origin, method, path }, c: Context<AppEnv>) => {
    // Anything else is judged as if no key came: a key opens nothing but these reads, and a
    // partner's browser never sends the rest (their preflight gets no CORS headers).
    if (!isPartnerRead(method, path)) return false;
    if (c.req.method === 'OPTIONS') {
      if (origin === null) return false;
      const entry = await remembered(`origin ${origin}`, async () => ({
        key: null,
        hasKey: await originHasKey(store, origin),
      }));
      return entry.hasKey;
    }
    const presented = c.req.header(API_KEY_HEADER);
    if (presented === undefined) return false;
    // Not the shape of any key: refused before the cache, so junk (up to the 16 KB a header may
    // be) is never remembered and never pushes a partner's key out of it.
    if (!isApiKeyShape(presented)) throw invalidKey();
    const { key } = await remembered(`key ${presented}`, async () => ({
      key: await findApiKey(store, presented),
      hasKey: false,
    }));
    if (!key || key.data.revokedAt !== null) throw invalidKey();
    // A server's call (no origin) needs no key and is allowed no origin; its key was only checked.
    if (origin === null) return false;
    if (key.data.origin !== origin) throw forbidden('This API key belongs to another origin.');
    if (c.req.header('Authorization') !== undefined) {
      throw forbidden('Calls with an API key are anonymous: send no Authorization header.');
    }
    // The address's share first, so that what it refuses never counts against the key's total.
    // By household (an IPv6 /48): by /64, one home had 256 or 65,536 shares.
    const share = await rateLimiter.hit(PARTNER_CLIENT_RATE_BUCKET, `${key.id}\n${clientHousehold(c)}`, {
      limit: partnerClientShare(key.data.ratePerMinute),
      windowSeconds: 60,
    });
    if (!share.allowed) {
      throw new ApiError(
        'rate_limited',
        "This address has used its share of this API key's requests for this minute.",
        { retryAfter: share.retryAfterSeconds },
      );
    }
    const decision = await rateLimiter.hit(PARTNER_RATE_BUCKET, key.id, {
      limit: key.data.ratePerMinute,
      windowSeconds: 60,
    });
    if (!decision.allowed) {
      throw new ApiError('rate_limited', 'This API key has used up its requests for this minute.', {
        retryAfter: decision.retryAfterSeconds,
      });
    }
    return true;
  };
}
