import { peekEmbeddedAnswer, takeEmbeddedAnswer } from '@/lib/embedded-answers';
import { currentIdToken } from '@/lib/firebase-auth';
import { reportServerReachable } from '@/lib/offline/online-status';
import { withRetryWhen } from '@/lib/retry-words';

/** Set by the service worker on answers from its cache (see src/lib/offline/sw-routes.ts). */
const SERVED_FROM_CACHE_HEADER = 'X-Served-From-Cache';

/** An error answer of our API: { message, code } with its HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds to wait before trying again, from the Retry-After header (429, 503, an "in progress" 409). */
  readonly retryAfter: number | undefined;
  constructor(status: number, code: string, message: string, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** 'required' sends the caller's ID token and fails without one; 'optional' sends it when signed in. */
  auth?: 'required' | 'optional' | 'none';
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** With auth: ask Firebase for a fresh ID token instead of the cached one (the outbox, after a 401). */
  forceTokenRefresh?: boolean;
  /**
   * With auth: the uid the request must go out as. With anyone else signed in it has no token (401 for
   * 'required'), so an outbox entry never goes out under the account someone signed in with meanwhile.
   */
  asUser?: string;
};

/**
 * A 503 with Retry-After (contention on a popular review or company, the database or Firebase Auth
 * briefly unreachable) is sent again, after the wait it asks for, this many times when the request
 * may safely be repeated: a read, or a write under an Idempotency-Key (which the server applies once).
 */
export const UNAVAILABLE_RETRIES = 2;
/** Longer waits are not spent inside one call: the error goes to the caller (the outbox backs off). */
export const MAX_RETRY_WAIT_SECONDS = 5;

/**
 * Every call to our own API goes through here: one origin (/api), JSON in and
 * out, the bearer token attached, and errors turned into ApiError with the
 * server's message.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, request)).data;
}

/** Like `api`, and also hands back the answer's headers (e.g. X-Total-Count on paged lists). */
export async function apiWithHeaders<T>(
  path: string,
  request: ApiRequest = {},
): Promise<{ data: T; headers: Headers }> {
  const repeatable = (request.method ?? 'GET') === 'GET' || request.idempotencyKey !== undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce<T>(path, request);
    } catch (error) {
      const wait = error instanceof ApiError && error.status === 503 ? error.retryAfter : undefined;
      if (
        !repeatable ||
        wait === undefined ||
        wait > MAX_RETRY_WAIT_SECONDS ||
        attempt >= UNAVAILABLE_RETRIES
      ) {
        throw error;
      }
      await sleep(wait * 1000, request.signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * During the first render of a server-rendered page: the public answer for `path` it came with, at once
 * (src/lib/embedded-answers.ts), or undefined. For useAsyncData's `initial`.
 */
export function embeddedAnswer<T>(path: string): { data: T; headers: Headers } | undefined {
  const answer = peekEmbeddedAnswer(path);
  return answer && { data: answer.data as T, headers: answer.headers };
}

async function sendOnce<T>(path: string, request: ApiRequest): Promise<{ data: T; headers: Headers }> {
  // A public read the server-rendered page already answered: no second request for the same data.
  if ((request.method ?? 'GET') === 'GET' && (request.auth ?? 'none') === 'none') {
    const embedded = takeEmbeddedAnswer(path);
    if (embedded) return { data: embedded.data as T, headers: embedded.headers };
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  if (request.auth === 'required' || request.auth === 'optional') {
    const token = await currentIdToken(request.forceTokenRefresh === true, request.asUser);
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (request.auth === 'required') throw new ApiError(401, 'unauthenticated', 'Not authenticated');
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    // No answer at all (offline, or nothing gets through): the offline indicator shows.
    if (error instanceof TypeError) reportServerReachable(false);
    throw error;
  }
  if (response.headers.get(SERVED_FROM_CACHE_HEADER) !== '1') reportServerReachable(true);
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const body = (json ?? {}) as { message?: string; code?: string };
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    const message = body.message ?? `HTTP ${response.status}`;
    throw new ApiError(
      response.status,
      body.code ?? 'http_error',
      // Every screen shows a refusal's own words: a rate limit's say when, not "later".
      response.status === 429 ? withRetryWhen(message, retryAfter) : message,
      retryAfter,
    );
  }
  return { data: json as T, headers: response.headers };
}

/** An answer with when it was fetched: what a page needs to say "Saved data from 10:42" offline. */
export type ApiResult<T> = {
  data: T;
  /** When the server produced the answer: its Date header (an answer from the cache keeps the original). */
  fetchedAt: Date;
  /** True when the service worker answered from its offline cache instead of the network. */
  fromCache: boolean;
};

/** When an answer was fetched and whether it came from the offline cache, read from its headers. */
export type AnswerMeta = Omit<ApiResult<unknown>, 'data'>;

export function answerMeta(headers: Headers): AnswerMeta {
  const date = Date.parse(headers.get('Date') ?? '');
  return {
    fetchedAt: Number.isNaN(date) ? new Date() : new Date(date),
    fromCache: headers.get(SERVED_FROM_CACHE_HEADER) === '1',
  };
}

/** Like `api`, and also says when the data was fetched and whether it came from the offline cache. */
export async function apiWithMeta<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const { data, headers } = await apiWithHeaders<T>(path, request);
  return { data, ...answerMeta(headers) };
}

/** Retry-After as seconds (it may also be an HTTP date); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
