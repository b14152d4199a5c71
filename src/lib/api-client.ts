import { currentIdToken } from '@/lib/firebase-auth';

/** An error answer of our API: { message, code } with its HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
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
};

/**
 * Every call to our own API goes through here: one origin (/api), JSON in and
 * out, the bearer token attached, and errors turned into ApiError with the
 * server's message.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  if (request.auth === 'required' || request.auth === 'optional') {
    const token = await currentIdToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (request.auth === 'required') throw new ApiError(401, 'unauthenticated', 'Not authenticated');
  }
  const response = await fetch(`/api${path}`, {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const body = (json ?? {}) as { message?: string; code?: string };
    throw new ApiError(
      response.status,
      body.code ?? 'http_error',
      body.message ?? `HTTP ${response.status}`,
      retryAfterSeconds(response.headers.get('Retry-After')),
    );
  }
  return json as T;
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
