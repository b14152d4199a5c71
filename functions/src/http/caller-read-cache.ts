import type { MiddlewareHandler } from 'hono';
import { READ_REVOCATION_MAX_AGE_MS } from '../identity/session-revocations.ts';
import type { WriteObservedStore } from '../store/write-observed-store.ts';
import { bearerToken } from './auth.ts';
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

/** After the public read cache (which leaves these reads to it when a bearer comes), before anything else. */
export function callerReadCache(
  deps: AppDeps,
  store: WriteObservedStore,
  now: () => number,
  options: CallerReadCacheOptions = {},
): MiddlewareHandler<AppEnv> & { cache: ReadCache } {
  const limits = { ...DEFAULT_CALLER_READ_CACHE, ...options };
  const cache = new ReadCache(limits);

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const token = bearerToken(c);
    if (token === null) return next();
    const key = readCacheKey(c.req.url, isCallerRead);
    if (key === null) return next();
    // The route's own check for a read (auth.ts): anything it would refuse, or answer otherwise
    // (401, 503), is left to the route, which answers it as before, with every header.
    let uid: string;
    try {
      const user = await deps.identity.verify(token, { revocationMaxAgeMs: READ_REVOCATION_MAX_AGE_MS });
      if (!user) return next();
      uid = user.uid;
    } catch {
      return next();
    }
    const owned = `${uid}\n${key}`;
    const version = store.writeVersion;
    const hit = cache.get(owned, version, now());
    if (hit) return replay(hit);
    await next();
    // Kept only when the route made it for this very account.
    if (c.get('user')?.uid !== uid) return;
    const entry = await captureAnswer(c, owned, version, now() + limits.ttlMs);
    if (entry && store.writeVersion === version) cache.set(owned, entry);
  };
  return Object.assign(middleware, { cache });
}
