import type { Context, MiddlewareHandler } from 'hono';
import { tryDecodeURIComponent } from 'hono/utils/url';
import type { WriteObservedStore } from '../store/write-observed-store.ts';
import type { AppEnv } from './context.ts';
import { FrequencySketch } from './frequency-sketch.ts';
import { type HeaderRecord, plainAnswer } from './plain-answers.ts';

/**
 * An in-process cache of whole answers to public reads (issue 8; with a bearer too where the answer
 * does not depend on it, issue 19):
 * a hit costs no store read and no other middleware. Answers are dropped
 * when the store commits anything (its write version moves) and after a
 * short TTL, which bounds staleness against writes made by other instances.
 */
export type PublicReadCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
};

export const DEFAULT_READ_CACHE = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024, ttlMs: 5000 };

/**
 * The public reads of sw-routes.ts (profiles, review lists, lists and search),
 * plus department pages and company reviews. Nothing under /user, /dev,
 * /moderation or /auth; not /ping (it tells the time) nor /geocode (external).
 * Routes that personalise do so only for a bearer, which bypasses the cache. No segment holds a '#': the
 * app reads no fragment, so `/api/interviewers/x#1`, `#2`… would each have been an entry for one answer.
 */
const PUBLIC_READ =
  /^(?:\/api)?\/(?:interviewers(?:\/search\/[^/#]+|\/[^/#]+)?|managers\/(?:search\/)?[^/#]+|reviews\/rmi|search(?:\/all)?|companies(?:\/locations|\/directory(?:\/letters)?|\/search\/company\/_\/[^/#]+|\/[^/#]+\/insights)?|themes\/(?:interviewer|manager|company)\/[^/#]+(?:\/reviews)?|departments(?:\/[^/#]+)?|branches|company-reviews\/company\/[^/#]+)\/?$/;

/**
 * The public reads that personalise for a bearer (isOwnReview, myVote: actorIfSignedIn): with an
 * Authorization header they bypass the cache. Every other public read ignores the header (its answer
 * is the same bytes with or without one, a bad token included), so a signed-in caller is answered
 * from the cache too (issue 19): the PWA and API clients send their token on lists and profiles.
 * A route missing here that personalises is still never stored (the `personalised` mark); at worst
 * a bearer is answered as a visitor would be. No segment holds a '#' (as PUBLIC_READ): the caller read
 * cache keys by it too, and would have kept an entry per fragment of one answer.
 */
const PERSONALISED_READ =
  /^(?:\/api)?\/(?:managers\/(?!search\/)[^/#]+|reviews\/rmi|company-reviews\/company\/[^/#]+)\/?$/;

/** Whether a bearer changes the answer to this public read (so it bypasses the cache). */
export function isPersonalisedRead(path: string): boolean {
  return PERSONALISED_READ.test(path);
}

/** Whether `path` is one of the public reads above (partner API keys open the same ones, partner-keys.ts). */
export function isPublicReadPath(path: string): boolean {
  return PUBLIC_READ.test(path);
}

/** Not replayed: the server sets its own Date and framing. */
const UNSTORED_HEADERS = new Set(['date', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** What ReadCache needs of an entry: its size, its expiry, and the store's write version when its read began. */
export type VersionedEntry = {
  bytes: number;
  expiresAt: number;
  /** The store's write version when the read began. */
  version: number;
};

/** An answer kept by a ReadCache (also the share images' cache, share-image/share-images.ts). */
export type ReadCacheEntry = VersionedEntry & {
  body: Uint8Array<ArrayBuffer>;
  /** Names in lower case; frozen once kept. */
  headers: HeaderRecord;
};

const isPublicRead = (path: string) => PUBLIC_READ.test(path);

/**
 * The query names each public read reads (its query schema; a test holds this to the OpenAPI document).
 * Routes ignore any other name, so other names are no part of the cache key: before, `?junk=1`,
 * `?junk=2`… each made an entry and a store read, and a script pushed every real answer out with them.
 * First match wins; a path matched by none keeps every name (nothing is lost but a shared entry).
 */
const QUERY_NAMES: readonly (readonly [RegExp, ReadonlySet<string>])[] = (
  [
    [/^\/interviewers\/?$/, ['page', 'limit', 'cursor']],
    [/^\/(?:interviewers|managers)\/search\/[^/]+\/?$/, ['searchMode', 'page', 'limit']],
    [/^\/reviews\/rmi\/?$/, ['interviewerId', 'limit', 'cursor', 'sort', 'outcome']],
    [/^\/search\/?$/, ['q']],
    [/^\/search\/all\/?$/, ['q', 'limit']],
    [/^\/companies\/?$/, ['search', 'sort', 'limit']],
    [/^\/companies\/directory\/?$/, ['q', 'from', 'limit', 'cursor']],
    [
      /^\/(?:managers\/(?!homepage-content\/?$)[^/]+|company-reviews\/company\/[^/]+)\/?$/,
      ['limit', 'cursor', 'sort'],
    ],
    [/^\/departments\/?$/, ['search', 'limit']],
    [/^\/branches\/?$/, ['search', 'ids', 'companyId', 'limit']],
    [/^\/themes\/[^/]+\/[^/]+\/reviews\/?$/, ['theme']],
    [
      /^\/(?:interviewers\/[^/]+|managers\/homepage-content|companies\/(?:locations|directory\/letters|search\/company\/_\/[^/]+|[^/]+\/insights)|departments\/[^/]+|themes\/[^/]+\/[^/]+)\/?$/,
      [],
    ],
  ] as const
).map(([pattern, names]) => [pattern, new Set<string>(names)] as const);

/** The query names the public read at `path` (with or without /api) reads; null: keep them all. */
export function queryNamesRead(path: string): ReadonlySet<string> | null {
  const route = path.replace(/^\/api(?=\/)/, '');
  for (const [pattern, names] of QUERY_NAMES) if (pattern.test(route)) return names;
  return null;
}

/**
 * Raw path and the query pairs the route reads, each as the app reads it (decoded as Hono decodes it,
 * then written the one way `encodeURIComponent` writes it) and sorted by name; null unless `cached`
 * accepts the path (by default: the public reads above). `namesRead` says which names that is (by default
 * the API's list above; the rendered pages have theirs). `firstOnly`: the reader takes the first value of
 * a repeated name (the pages' `c.req.query`), so later ones are no part of the key; the API's query
 * validator takes them all (a repeat is a 400 there), so by default every value is kept, in its order.
 *
 * Before, pairs were kept as sent, so `q=a`, `q=%61`, `q=%6a`/`q=%6A`, `q=a+b`/`q=a%20b` each made an
 * entry (and a store read) for one answer. Two URLs now share a key exactly when the app reads the same
 * names and values from them: the encoding is one-to-one on what was decoded, so `q=a%26b` (the value
 * `a&b`) never meets `q=a&b=`. A fragment is cut from a query, as Hono cuts it before it reads one.
 */
export function readCacheKey(
  url: string,
  cached: (path: string) => boolean = isPublicRead,
  namesRead: (path: string) => ReadonlySet<string> | null = queryNamesRead,
  firstOnly = false,
): string | null {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return null;
  const q = url.indexOf('?', start);
  // The hot path: no query, no other work. A fragment stays in `path` here, so `cached` must refuse a
  // path with a '#' (the public reads' pattern does; the pages key such a URL by its pathname).
  if (q < 0) {
    const path = url.slice(start);
    return cached(path) ? path : null;
  }
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const path = url.slice(start, Math.min(q, end));
  if (!cached(path)) return null;
  if (q >= end - 1) return path;
  const read = namesRead(path);
  const kept: { name: string; pair: string }[] = [];
  for (const sent of url.slice(q + 1, end).split('&')) {
    const i = sent.indexOf('=');
    const name = decoded(i < 0 ? sent : sent.slice(0, i));
    // Hono skips an empty name; a name the route does not read is never read.
    if (name === '' || (read && !read.has(name))) continue;
    if (firstOnly && kept.some((k) => k.name === name)) continue;
    const value = i < 0 ? '' : decoded(sent.slice(i + 1));
    try {
      kept.push({ name, pair: `${encodeURIComponent(name)}=${encodeURIComponent(value)}` });
    } catch {
      // A lone surrogate cannot be written canonically: not kept at all rather than kept under a guess.
      return null;
    }
  }
  if (kept.length === 0) return path;
  if (kept.length === 1) return `${path}?${kept[0]?.pair}`;
  // A stable sort keeps a repeated name's values in their order (the validator reads them as a list).
  kept.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return `${path}?${kept.map((k) => k.pair).join('&')}`;
}

/**
 * A name or value as the app reads it: Hono's own decoding (`+` is a space; percent escapes decoded, and
 * those that are not valid UTF-8 left as sent), so the key follows whatever Hono does.
 */
const decoded = (raw: string) => tryDecodeURIComponent(raw.includes('+') ? raw.replace(/\+/g, ' ') : raw);

/** The share of the limits kept for answers asked for again (segmented LRU, below). */
const PROTECTED_SHARE = 0.8;

/**
 * A segmented LRU (least recently used first, in Map order), emptied when the write version moves.
 * A new answer waits in `#probation`; asked for again, it moves to `#protected`, which holds at most
 * PROTECTED_SHARE of the limits (its least recently used go back to probation). Room is made from
 * probation first: a flood of answers asked for once (made-up searches) only churns probation, and
 * cannot push out the answers readers keep asking for, as it did under one plain LRU. Once the
 * protected part is full, an answer joins it only if asked for more often lately than the one it would
 * push out (a frequency sketch, TinyLFU): else a script asking each made-up search twice pushed them
 * out all the same.
 * Also holds other answers built from public data (share images, the embed widget's profile cards,
 * partner keys, rendered pages).
 */
export class ReadCache<E extends VersionedEntry = ReadCacheEntry> {
  readonly #probation = new Map<string, E>();
  readonly #protected = new Map<string, E>();
  readonly #limits: typeof DEFAULT_READ_CACHE;
  #bytes = 0;
  #protectedBytes = 0;
  #version = 0;
  /** Kept across write versions: how often a key is asked for outlives its answer. */
  readonly #asked: FrequencySketch;

  constructor(limits: typeof DEFAULT_READ_CACHE) {
    this.#limits = limits;
    this.#asked = new FrequencySketch(limits.maxEntries);
  }

  get size(): number {
    return this.#probation.size + this.#protected.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, version: number, now: number): E | undefined {
    this.#sync(version);
    this.#asked.add(key);
    const hot = this.#protected.get(key);
    const entry = hot ?? this.#probation.get(key);
    if (!entry) return undefined;
    this.#drop(key);
    if (entry.expiresAt <= now) return undefined;
    if (!hot && !this.#admits(key, entry)) {
      // Asked again, but less often than what it would push out: it waits in probation still.
      this.#probation.set(key, entry);
      this.#bytes += entry.bytes;
      return entry;
    }
    // Asked for again: it is kept as one readers want.
    this.#protected.set(key, entry);
    this.#bytes += entry.bytes;
    this.#protectedBytes += entry.bytes;
    while (
      this.#protected.size > this.#limits.maxEntries * PROTECTED_SHARE ||
      this.#protectedBytes > this.#limits.maxBytes * PROTECTED_SHARE
    ) {
      const [oldest, demoted] = this.#protected.entries().next().value as [string, E];
      this.#protected.delete(oldest);
      this.#protectedBytes -= demoted.bytes;
      this.#probation.set(oldest, demoted);
    }
    return entry;
  }

  set(key: string, entry: E): void {
    this.#sync(entry.version);
    // An answer read before the latest write may already be stale.
    if (entry.version !== this.#version || entry.bytes > this.#limits.maxBytes / 8) return;
    const wasProtected = this.#protected.has(key);
    this.#drop(key);
    // A newer answer to a read kept as wanted stays so; any other waits in probation.
    (wasProtected ? this.#protected : this.#probation).set(key, entry);
    this.#bytes += entry.bytes;
    if (wasProtected) this.#protectedBytes += entry.bytes;
    while (this.size > this.#limits.maxEntries || this.#bytes > this.#limits.maxBytes) {
      const fromProbation = this.#probation.size > 0;
      const segment = fromProbation ? this.#probation : this.#protected;
      const [oldest, evicted] = segment.entries().next().value as [string, E];
      segment.delete(oldest);
      this.#bytes -= evicted.bytes;
      if (!fromProbation) this.#protectedBytes -= evicted.bytes;
    }
  }

  /** Whether `entry` may join the protected part: room for it, or asked for more than its oldest. */
  #admits(key: string, entry: E): boolean {
    const full =
      this.#protected.size + 1 > this.#limits.maxEntries * PROTECTED_SHARE ||
      this.#protectedBytes + entry.bytes > this.#limits.maxBytes * PROTECTED_SHARE;
    if (!full) return true;
    const oldest = this.#protected.keys().next().value;
    return oldest === undefined || this.#asked.count(key) > this.#asked.count(oldest);
  }

  /** Takes `key` out of whichever segment holds it. */
  #drop(key: string): void {
    const hot = this.#protected.get(key);
    if (hot) {
      this.#protected.delete(key);
      this.#bytes -= hot.bytes;
      this.#protectedBytes -= hot.bytes;
      return;
    }
    const cold = this.#probation.get(key);
    if (cold) {
      this.#probation.delete(key);
      this.#bytes -= cold.bytes;
    }
  }

  #sync(version: number): void {
    if (version <= this.#version) return;
    this.#probation.clear();
    this.#protected.clear();
    this.#bytes = 0;
    this.#protectedBytes = 0;
    this.#version = version;
  }
}

/** The entry's answer: its bytes and its header record as they are (plain-answers.ts). */
export function replay(entry: ReadCacheEntry): Response {
  return plainAnswer(entry.body, 200, entry.headers);
}

/**
 * The headers an answer is kept with, frozen (shared by every replay of it, never changed:
 * plain-answers.ts), or null when it must not be kept (not a 200, sets a cookie). Its body is untouched.
 */
export function keptHeaders(res: Response): HeaderRecord | null {
  if (res.status !== 200 || res.headers.has('set-cookie')) return null;
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name)) headers[name] = value;
  });
  return Object.freeze(headers);
}

/**
 * The answer just made (c.res) as an entry to keep, or null when it must not be kept (not a 200,
 * sets a cookie). Replaces c.res with a replay of it, since reading the body consumed it.
 */
export async function captureAnswer(
  c: Context<AppEnv>,
  key: string,
  version: number,
  expiresAt: number,
): Promise<ReadCacheEntry | null> {
  const res = c.res;
  const headers = keptHeaders(res);
  if (!headers) return null;
  let bytes = key.length + 64;
  for (const name in headers) bytes += name.length + (headers[name] as string).length;
  const body = new Uint8Array(await res.arrayBuffer());
  const entry = { body, headers, bytes: bytes + body.byteLength, expiresAt, version };
  // Clear first, or Hono would copy the old answer's headers onto the new one.
  c.res = undefined;
  c.res = replay(entry);
  return entry;
}

/** The app itself, asked as a visitor would ask it (the visitor's answer to a signed-in read). */
export type VisitorFetch = (request: Request, env: AppEnv['Bindings']) => Response | Promise<Response>;

/** A read a bearer personalises: the route answers it for the bearer, never the shared cache. */
const forBearer = (request: Request, path: string) =>
  request.headers.has('authorization') && PERSONALISED_READ.test(path);

/** The kept answer to a GET, or null: `path` as Hono routes it (c.req.path). */
export type CacheHit = (request: Request, path: string) => Response | null;

/**
 * Must come first: a hit answers before any other middleware runs. Its `hit` answers a request from
 * the cache alone (cached-first.ts asks it before the app routes anything).
 */
export function publicReadCache(
  store: WriteObservedStore,
  now: () => number,
  options: PublicReadCacheOptions = {},
  visitorFetch?: VisitorFetch,
): MiddlewareHandler<AppEnv> & {
  cache: ReadCache;
  hit: CacheHit;
  /** The visitor's kept answer under this key (readCacheKey's), whoever asks, or null. */
  entry: (key: string) => ReadCacheEntry | null;
} {
  const limits = { ...DEFAULT_READ_CACHE, ...options };
  const cache = new ReadCache(limits);
  // Identical concurrent misses share one computation (no stampede when an answer expires).
  const inflight = new Map<string, Promise<ReadCacheEntry | null>>();

  /**
   * The visitor's answer to this signed-in read: kept, shared, or else made by asking the app as a
   * visitor (the request without its Authorization header, through this very cache, which keeps it
   * for every later reader). Null when no 200 of the current write version can be had.
   */
  const visitorAnswer = async (c: Context<AppEnv>, key: string): Promise<ReadCacheEntry | null> => {
    const hit = cache.get(key, store.writeVersion, now());
    if (hit || !visitorFetch) return hit ?? null;
    const headers = new Headers(c.req.raw.headers);
    headers.delete('authorization');
    const res = await visitorFetch(new Request(c.req.url, { headers }), c.env);
    await res.arrayBuffer();
    return cache.get(key, store.writeVersion, now()) ?? null;
  };

  const hit: CacheHit = (request, path) => {
    // The bearer first: its key is the caller read cache's to make (a long page cursor makes it dear).
    if (request.method !== 'GET' || forBearer(request, path)) return null;
    const key = readCacheKey(request.url);
    if (key === null) return null;
    const entry = cache.get(key, store.writeVersion, now());
    return entry ? replay(entry) : null;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = readCacheKey(c.req.url);
    if (key === null) return next();
    if (forBearer(c.req.raw, c.req.path)) {
      // The route answers for its bearer, from the visitor's answer where it can (personalised-reads.ts).
      if (visitorFetch) c.set('publicAnswer', () => visitorAnswer(c, key));
      return next();
    }
    const version = store.writeVersion;
    const hit = cache.get(key, version, now());
    if (hit) return replay(hit);
    const shared = inflight.get(key);
    if (shared) {
      const entry = await shared;
      if (entry && entry.version === version) return replay(entry);
    }

    let settle: (entry: ReadCacheEntry | null) => void = () => {};
    if (!shared) inflight.set(key, new Promise((resolve) => (settle = resolve)));
    let stored: ReadCacheEntry | null = null;
    try {
      await next();
      if (c.get('personalised')) return;
      const entry = await captureAnswer(c, key, version, now() + limits.ttlMs);
      if (!entry || store.writeVersion !== version) return;
      cache.set(key, entry);
      stored = entry;
    } finally {
      settle(stored);
      if (!shared) inflight.delete(key);
    }
  };
  const entry = (key: string) => cache.get(key, store.writeVersion, now()) ?? null;
  return Object.assign(middleware, { cache, hit, entry });
}
