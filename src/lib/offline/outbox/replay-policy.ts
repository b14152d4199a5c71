// How the outbox reads an answer (DESIGN.md section 7), as pure functions:
//   network error          -> keep pending (until the connection returns)
//   5xx, 429, 408          -> back off: exponential with jitter, at least the Retry-After
//   401                    -> refresh the ID token and retry once; still 401 -> keep until sign-in
//   409 with Retry-After   -> back off (the same key is still being processed)
//   409 already_processed  -> sent (an earlier attempt with this key wrote it; its answer was lost)
//   other 4xx (409 too)    -> failed, with the server's message (e.g. "already reviewed", a 400)
//   2xx (first answer or a replay of it) -> sent
import { ApiError } from '@/lib/api-client';

export type SendOutcome =
  | { kind: 'ok'; answer?: unknown }
  | { kind: 'network' }
  | { kind: 'http'; status: number; code: string; message: string; retryAfter?: number | undefined };

export type ReplayDecision =
  /** `answer`: the server's answer, when there was one (not for a write an earlier attempt made). */
  | { action: 'sent'; answer?: unknown }
  | { action: 'keep'; waitingFor: 'network' | 'sign-in' }
  | { action: 'refresh-token' }
  | { action: 'backoff'; retryAfterSeconds: number | undefined; status: number; message: string }
  | { action: 'failed'; status: number; code: string; message: string };

/** The idempotency middleware's 409 code when a write with this key committed but its answer was not stored. */
const ALREADY_PROCESSED = 'already_processed';

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 15 * 60_000;

/** What a send attempt came to: an ApiError is an answer; anything else (TypeError, offline SDK) is the network. */
export function outcomeFromError(error: unknown): SendOutcome {
  if (error instanceof ApiError) {
    return {
      kind: 'http',
      status: error.status,
      code: error.code,
      message: error.message,
      retryAfter: error.retryAfter,
    };
  }
  return { kind: 'network' };
}

/** What to do with an entry after an attempt; `tokenRefreshed` says whether this was the retry after a 401. */
export function classifyOutcome(
  outcome: SendOutcome,
  { tokenRefreshed }: { tokenRefreshed: boolean },
): ReplayDecision {
  if (outcome.kind === 'ok')
    return outcome.answer === undefined ? { action: 'sent' } : { action: 'sent', answer: outcome.answer };
  if (outcome.kind === 'network') return { action: 'keep', waitingFor: 'network' };
  const { status, message, retryAfter } = outcome;
  if (status >= 200 && status < 300) return { action: 'sent' };
  if (status === 401)
    return tokenRefreshed ? { action: 'keep', waitingFor: 'sign-in' } : { action: 'refresh-token' };
  if (status >= 500 || status === 429 || status === 408 || (status === 409 && retryAfter !== undefined)) {
    return { action: 'backoff', retryAfterSeconds: retryAfter, status, message };
  }
  if (status === 409 && outcome.code === ALREADY_PROCESSED) return { action: 'sent' };
  return { action: 'failed', status, code: outcome.code, message };
}

/**
 * Milliseconds to wait before attempt number `attempt` (1 = the first retry): exponential from
 * BACKOFF_BASE_MS, capped at BACKOFF_MAX_MS, with jitter between half and all of it (so that many
 * devices coming back online do not retry in step), and never sooner than the server's Retry-After.
 */
export function backoffDelayMs(
  attempt: number,
  retryAfterSeconds: number | undefined,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(exponential / 2 + random() * (exponential / 2));
  return Math.max(jittered, (retryAfterSeconds ?? 0) * 1000);
}
