import type { MiddlewareHandler } from 'hono';
import { READ_REVOCATION_MAX_AGE_MS } from '../identity/session-revocations.ts';
import type { WriteObservedStore } from '../store/write-observed-store.ts';
import { bearerTokenOf } from './auth.ts';
import type { AppDeps, AppEnv } from './context.ts';
import type { HeaderRecord } from './plain-answers.ts';
import {
  captureAnswer,
  isPersonalisedRead,
  keptHeaders,
  type PublicReadCacheOptions,
  queryNamesRead,
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

/**
 * A signed-in read made before the app routes it (issue 19). `match`: for a request that is this read
 * (its path without the query, and its readCacheKey: the path and the query names routes read, as the
 * public read cache files a visitor's answer), its maker for a verified account (the same maker the
 * route answers with), else null. A 'json' read's maker gives the JSON value the route would send, sent
 * with the headers learnt from the app's first 200 for this read (so until then it is not made at all:
 * its reads would be wasted); a 'whole' read's maker gives a WholeAnswer with its own headers. null, or
 * a throw (a subject that does not exist, the store unavailable), leaves the request to the app, which
 * answers it.
 */
export type DirectRead =
  | {
      answers: 'json';
      match: (path: string, key: string) => ((uid: string) => Promise<object | null>) | null;
    }
  | {
      answers: 'whole';
      match: (path: string, key: string) => ((uid: string) => Promise<WholeAnswer | null>) | null;
    };

/** A direct read's whole answer: its bytes and its own headers (a 200). */
export class WholeAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: HeaderRecord;
  constructor(body: Uint8Array<ArrayBuffer>, headers: HeaderRecord) {
    this.body = body;
    this.headers = headers;
  }
}

// No '#': readCacheKey keeps a fragment in a path without a query, and the app reads none (one answer).
const REVIEW_CONTEXT = /^(?:\/api)?\/user\/review-context\/(?:interviewers|managers|companies)\/[^/#]+\/?$/;

/** Whether the answer to this path for a bearer is the caller's own and may be kept for them. */
export function isCallerRead(path: string): boolean {
  return REVIEW_CONTEXT.test(path) || isPersonalisedRead(path);
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * The query names a caller read reads: the review context none, the lists theirs (queryNamesRead).
 * Before, the review context's key kept every name, so `?junk=1`, `?junk=2`… each made an entry and
 * the store reads of one answer.
 */
const callerNamesRead = (path: string) => (REVIEW_CONTEXT.test(path) ? NO_NAMES : queryNamesRead(path));

const encoder = new TextEncoder();

/**
 * After the public read cache (which leaves these reads to it when a bearer comes), before anything
 * else. Its `hit` answers a request before the app routes anything (cached-first.ts), with the same
 * session check: from the cache (when `options` is not false), else, for a `direct` read, made by the
 * read's own maker, a third of the CPU of the route's way through Hono's routing, middleware and web
 * `Headers` (review context without the cache: 125 µs per request in bench:load). A made answer
 * carries the headers the app gave the last answer of that read (learnt here, from the app's first
 * 200 for it, so nothing is made before): the same header record, the same JSON.
 */
export function callerReadCache(
  deps: AppDeps,
  store: WriteObservedStore,
  now: () => number,
  options: CallerReadCacheOptions | false = {},
  direct: readonly DirectRead[] = [],
): MiddlewareHandler<AppEnv> & {
  cache: ReadCache | null;
  hit: (request: Request) => Promise<Response | null>;
} {
  const limits = { ...DEFAULT_CALLER_READ_CACHE, ...(options || {}) };
  const cache = options === false ? null : new ReadCache(limits);
  const templates = new Map<DirectRead, HeaderRecord>();

  /**
   * The verified account and its key for this read, or null. The route's own check for a read
   * (auth.ts): anything it would refuse, or answer otherwise (401, 503), is left to the route, which
   * answers it as before, with every header.
   */
  const ownedKey = async (request: Request): Promise<{ uid: string; key: string } | null> => {
    if (request.method !== 'GET') return null;
    const token = bearerTokenOf(request);
    if (token === null) return null;
    const key = readCacheKey(request.url, isCallerRead, callerNamesRead);
    if (key === null) return null;
    try {
      const user = await deps.identity.verify(token, { revocationMaxAgeMs: READ_REVOCATION_MAX_AGE_MS });
      return user ? { uid: user.uid, key: `${user.uid}\n${key}` } : null;
    } catch {
      return null;
    }
  };

  /** The direct read for this account's key, and its maker. */
  const directFor = (owned: string) => {
    const key = owned.slice(owned.indexOf('\n') + 1);
    const q = key.indexOf('?');
    const path = q < 0 ? key : key.slice(0, q);
    for (const read of direct) {
      const make = read.match(path, key);
      if (make) return { read, make };
    }
    return null;
  };

  const made = async (owned: { uid: string; key: string }): Promise<Response | null> => {
    const found = directFor(owned.key);
    if (!found) return null;
    // A JSON read before the app has answered it once has no headers to go with: left to the app.
    const template = found.read.answers === 'json' ? templates.get(found.read) : undefined;
    if (found.read.answers === 'json' && !template) return null;
    const version = store.writeVersion;
    let answer: object | null;
    try {
      answer = await found.make(owned.uid);
    } catch {
      return null;
    }
    if (answer === null) return null;
    let body: Uint8Array<ArrayBuffer>;
    let headers: HeaderRecord;
    if (answer instanceof WholeAnswer) ({ body, headers } = answer);
    else {
      headers = template as HeaderRecord;
      body = encoder.encode(JSON.stringify(answer));
    }
    const entry = {
      body,
      headers,
      bytes: owned.key.length + 64 + body.byteLength,
      expiresAt: now() + limits.ttlMs,
      version,
    };
    if (cache && store.writeVersion === version) cache.set(owned.key, entry);
    return replay(entry);
  };

  const hit = async (request: Request): Promise<Response | null> => {
    const owned = await ownedKey(request);
    if (!owned) return null;
    const entry = cache?.get(owned.key, store.writeVersion, now());
    return entry ? replay(entry) : made(owned);
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const owned = await ownedKey(c.req.raw);
    if (!owned) return next();
    const version = store.writeVersion;
    const entry = cache?.get(owned.key, version, now());
    if (entry) return replay(entry);
    await next();
    // Kept (and learnt from) only when the route made it for this very account.
    if (c.get('user')?.uid !== owned.uid) return;
    const found = directFor(owned.key);
    if (found?.read.answers === 'json' && !templates.has(found.read)) {
      const headers = keptHeaders(c.res);
      if (headers) templates.set(found.read, headers);
    }
    if (!cache) return;
    const kept = await captureAnswer(c, owned.key, version, now() + limits.ttlMs);
    if (kept && store.writeVersion === version) cache.set(owned.key, kept);
  };
  return Object.assign(middleware, { cache, hit });
}
