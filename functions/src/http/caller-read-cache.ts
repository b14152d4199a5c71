import type { MiddlewareHandler } from 'hono';
import { READ_REVOCATION_MAX_AGE_MS } from '../identity/session-revocations.ts';
import type { WriteObservedStore } from '../store/write-observed-store.ts';
import { bearerTokenOf } from './auth.ts';
import type { AppDeps, AppEnv } from './context.ts';
import {
  captureAnswer,
  isPersonalisedRead,
  type PublicReadCacheOptions,
  ReadCache,
  readCacheKey,
  replay,
} from './public-read-cache.ts';

/**
 * An in-process cache of whole answers to signed-in reads (issue 19): the review context and the
 * public reads a bearer personalises (isOwnReview, myVote), kept per verified account. The session
 * is checked before every look-up, as the route would (a revoked token never reaches an entry), and
 * an entry is served only to the account it was made for, so nothing of one account's answer
 * (its own review, its votes) ever reaches another. Like the public read cache, everything goes
 * when the store commits anything (its write version moves): the account's own vote, review or
 * deletion first of all, and also another account's vote on its review (the counts it sees). A
 * write by another process or instance is not seen, hence opt-in: the embedded default, whose one
 * API process makes every write of an account (scripts/start.ts), turns it on; production, where any
 * of several instances may take an account's write, leaves it off.
 */
export type CallerReadCacheOptions = PublicReadCacheOptions;

export const DEFAULT_CALLER_READ_CACHE = { maxEntries: 5000, maxBytes: 16 * 1024 * 1024, ttlMs: 5000 };

const REVIEW_CONTEXT = /^(?:\/api)?\/user\/review-context\/(?:interviewers|managers|companies)\/[^/]+\/?$/;

/** Whether the answer to this path for a bearer is the caller's own and may be kept for them. */
export function isCallerRead(path: string): boolean {
  return REVIEW_CONTEXT.test(path) || isPersonalisedRead(path);
}

/**
 * After the public read cache (which leaves these reads to it when a bearer comes), before anything
 * else. Its `hit` answers a request from the cache alone (cached-first.ts asks it before the app
 * routes anything), with the same session check.
 */
export function callerReadCache(
  deps: AppDeps,
  store: WriteObservedStore,
  now: () => number,
  options: CallerReadCacheOptions = {},
): MiddlewareHandler<AppEnv> & { cache: ReadCache; hit: (request: Request) => Promise<Response | null> } {
  const limits = { ...DEFAULT_CALLER_READ_CACHE, ...options };
  const cache = new ReadCache(limits);

  /**
   * The verified account and its key for this read, or null. The route's own check for a read
   * (auth.ts): anything it would refuse, or answer otherwise (401, 503), is left to the route, which
   * answers it as before, with every header.
   */
  const ownedKey = async (request: Request): Promise<{ uid: string; key: string } | null> => {
    if (request.method !== 'GET') return null;
    const token = bearerTokenOf(request);
    if (token === null) return null;
    const key = readCacheKey(request.url, isCallerRead);
    if (key === null) return null;
    try {
      const user = await deps.identity.verify(token, { revocationMaxAgeMs: READ_REVOCATION_MAX_AGE_MS });
      return user ? { uid: user.uid, key: `${user.uid}\n${key}` } : null;
    } catch {
      return null;
    }
  };

  const hit = async (request: Request): Promise<Response | null> => {
    const owned = await ownedKey(request);
    const entry = owned && cache.get(owned.key, store.writeVersion, now());
    return entry ? replay(entry) : null;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const owned = await ownedKey(c.req.raw);
    if (!owned) return next();
    const version = store.writeVersion;
    const entry = cache.get(owned.key, version, now());
    if (entry) return replay(entry);
    await next();
    // Kept only when the route made it for this very account.
    if (c.get('user')?.uid !== owned.uid) return;
    const made = await captureAnswer(c, owned.key, version, now() + limits.ttlMs);
    if (made && store.writeVersion === version) cache.set(owned.key, made);
  };
  return Object.assign(middleware, { cache, hit });
}
