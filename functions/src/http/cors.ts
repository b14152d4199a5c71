import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { answerHeader, withHeaders } from './plain-answers.ts';

// Cross-origin use of the API (issue 18 item 4). Off by default: the PWA calls its own origin's /api.
// One mechanism decides "may this origin call this request": it asks each OriginSource in turn,
// so configured origins (CORS_ORIGINS) are only the first source; partner origins tied to API keys
// (issue 17) become another source, not another middleware. Bearer tokens only: no cookies, so no
// credentials mode, and an allowed origin gains nothing a script on any other site could not do
// with the same token.

/**
 * The request a source is asked about (the preflight's intended method, not OPTIONS). `origin` is
 * null for a request that named none (a server's call) but carries an API key: no origin is allowed
 * then, but a source that judges the key (partner-keys.ts) still refuses one that is not valid.
 */
export type CorsRequest = { origin: string | null; method: string; path: string };

/**
 * Says whether an origin, already checked to be a well-formed https/http origin, may make this request.
 * A source may instead refuse it outright by throwing an ApiError (a partner key that is revoked, for
 * another origin, or over its limit: partner-keys.ts): the answer is that error, readable by the
 * origin's script, and the request goes no further.
 */
export type OriginSource = (request: CorsRequest, c: Context<AppEnv>) => boolean | Promise<boolean>;

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Where a partner's script sends its API key (partner-keys.ts). */
export const API_KEY_HEADER = 'X-Api-Key';
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Api-Key',
] as const;
/** Answer headers a script on another origin may read: paging, limits and replays. */
export const CORS_EXPOSED_HEADERS = [
  'X-Next-Cursor',
  'X-Total-Count',
  'Retry-After',
  'Idempotent-Replayed',
] as const;
/** How long a browser may reuse a preflight's answer (seconds); Chromium caps it at 7,200. */
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * The origin as a browser serializes it (`scheme://host[:port]`, lower-case, no default port, no
 * path), or null for anything else: `null`, a path, credentials, a wildcard, other schemes.
 * Compared as whole strings, so `https://evil.com.allowed.com` never matches `https://allowed.com`.
 */
export function canonicalOrigin(value: string): string | null {
  if (!/^https?:\/\/[^/?#\s@*]+$/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.origin === 'null' ? null : url.origin;
}

/**
 * CORS_ORIGINS: a comma-separated list of origins (`https://partner.example, http://127.0.0.1:5173`),
 * empty by default. An entry that is not an exact origin (a path, a wildcard, `null`) is refused at
 * start-up, so a typo never opens more than was meant.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return entries.map((entry) => {
    const origin = canonicalOrigin(entry.replace(/\/$/, ''));
    if (!origin) {
      throw new Error(
        `CORS_ORIGINS: "${entry}" is not an origin like https://app.example.com (no paths or wildcards).`,
      );
    }
    return origin;
  });
}

/** The first source: origins named in configuration, allowed for every API request. */
export function configuredOrigins(origins: readonly string[]): OriginSource {
  const allowed = new Set(origins.map((o) => canonicalOrigin(o)).filter((o): o is string => o !== null));
  return ({ origin }) => origin !== null && allowed.has(origin);
}

async function isAllowed(sources: readonly OriginSource[], request: CorsRequest, c: Context<AppEnv>) {
  for (const source of sources) if (await source(request, c)) return true;
  return false;
}

/**
 * Answers vary by X-Api-Key as well as Origin: a shared cache (the CDN) keys public answers (oEmbed,
 * the home page's reviews) by what Vary names, and by Origin alone it kept a script's keyless request
 * from a partner's Origin, without CORS headers, as the answer to that partner's keyed requests.
 */
const VARY_ORIGIN = [['vary', `Origin, ${API_KEY_HEADER}`]] as const;
const EXPOSED = CORS_EXPOSED_HEADERS.join(', ');
const allowedHeaders = (origin: string) =>
  [
    ['access-control-allow-origin', origin],
    ['access-control-expose-headers', EXPOSED],
  ] as const;

/**
 * The Cache-Control of an answer to a request with an API key, when it would let shared caches keep
 * it: kept by the caller's browser only. A CDN keeping it answered the key after it was revoked, for
 * as long as it kept the answer, without asking us. Null when there is nothing to change.
 */
export function keptPrivately(control: string | null): string | null {
  if (!control || !/\bpublic\b|s-maxage/i.test(control)) return null;
  const rest = control
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^(?:public|private|s-maxage=.*)$/i.test(d));
  return ['private', ...rest].join(', ');
}

/**
 * Whether CORS adds nothing to the answer to this request but `Vary: Origin` (varyByOrigin): not a
 * preflight, and nothing a source could be asked about (no origin, or not an origin, and no API key;
 * or no sources). cached-first.ts answers such requests from the read caches without running the app.
 */
export function onlyVaries(sources: readonly OriginSource[], request: Request): boolean {
  if (request.method === 'OPTIONS') return false;
  if (sources.length === 0) return true;
  if (request.headers.has(API_KEY_HEADER)) return false;
  const header = request.headers.get('origin');
  return header === null || canonicalOrigin(header) === null;
}

/** What CORS puts on every answer that no allowed origin asked for. */
export function varyByOrigin(res: Response): Response {
  return withHeaders(res, VARY_ORIGIN);
}

/**
 * The CORS middleware. Outermost in the app, so that it also decorates answers of the public read
 * cache (which must never store another origin's Allow-Origin). Allowed origins get
 * Access-Control-Allow-Origin naming them (never `*`); preflights of allowed origins answer 204 with
 * the methods, headers and max-age; everyone else gets no CORS headers at all (a preflight from them
 * is a 204 without them, which the browser refuses). Every answer varies by Origin.
 */
export function cors(sources: readonly OriginSource[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Origin');
    const origin = header === undefined ? null : canonicalOrigin(header);
    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
    const method = preflight
      ? (c.req.header('Access-Control-Request-Method') ?? '').toUpperCase()
      : c.req.method;
    let allowed = false;
    let refusal: ApiError | null = null;
    // Without an origin nothing is allowed, but a key that came is still judged: a junk or revoked
    // key is the documented 401 whether or not the caller sent an Origin.
    const keyed = !preflight && c.req.header(API_KEY_HEADER) !== undefined;
    try {
      allowed =
        (origin !== null || keyed) &&
        sources.length > 0 &&
        (await isAllowed(sources, { origin, method, path: c.req.path }, c)) &&
        origin !== null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refusal = error;
    }

    if (preflight) {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowed && origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS.join(', '));
        headers.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
        headers.set('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
      }
      headers.set('X-Content-Type-Options', 'nosniff');
      return new Response(null, { status: 204, headers });
    }

    if (refusal) {
      // The origin's script may read why (a bad key, another origin's key, the limit).
      const headers = new Headers({
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Origin',
      });
      if (origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
      }
      if (refusal.retryAfter !== undefined) headers.set('Retry-After', String(Math.ceil(refusal.retryAfter)));
      return new Response(JSON.stringify({ message: refusal.message, code: refusal.code }), {
        status: refusal.status,
        headers,
      });
    }

    await next();
    // On the answer's own headers, as app.ts does for Cache-Control (c.header() after the handler
    // would rebuild the answer around a body stream); a cached answer's stay a plain record
    // (plain-answers.ts), which Node writes as it is.
    const privately = keyed ? keptPrivately(answerHeader(c.res, 'cache-control')) : null;
    const answer = withHeaders(c.res, VARY_ORIGIN, [
      ...(allowed && origin ? allowedHeaders(origin) : []),
      ...(privately ? [['cache-control', privately] as const] : []),
    ]);
    if (answer !== c.res) {
      // Cleared first, or Hono would copy the old answer's headers onto the new one.
      c.res = undefined;
      c.res = answer;
    }
  };
}
