import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelayMs,
  classifyOutcome,
  outcomeFromError,
  type SendOutcome,
} from '@/lib/offline/outbox/replay-policy';

const http = (status: number, message = 'm', retryAfter?: number, code = 'c'): SendOutcome => ({
  kind: 'http',
  status,
  code,
  message,
  retryAfter,
});
const first = { tokenRefreshed: false };

describe('classifyOutcome', () => {
  it('2xx is sent', () => {
    expect(classifyOutcome({ kind: 'ok' }, first)).toEqual({ action: 'sent' });
  });

  it('a network error keeps the entry pending', () => {
    expect(classifyOutcome({ kind: 'network' }, first)).toEqual({ action: 'keep', waitingFor: 'network' });
  });

  it('5xx, 429 and 408 back off, with the Retry-After when given', () => {
    expect(classifyOutcome(http(500, 'Something went wrong. Please try again.'), first)).toEqual({
      action: 'backoff',
      retryAfterSeconds: undefined,
      status: 500,
      message: 'Something went wrong. Please try again.',
    });
    expect(classifyOutcome(http(503), first).action).toBe('backoff');
    expect(classifyOutcome(http(408), first).action).toBe('backoff');
    expect(classifyOutcome(http(429, 'Too many requests.', 30), first)).toMatchObject({
      action: 'backoff',
      retryAfterSeconds: 30,
    });
  });

  it('401 refreshes the token and retries once; a second 401 waits for sign-in', () => {
    expect(classifyOutcome(http(401), first)).toEqual({ action: 'refresh-token' });
    expect(classifyOutcome(http(401), { tokenRefreshed: true })).toEqual({
      action: 'keep',
      waitingFor: 'sign-in',
    });
  });

  it('other 4xx fail with the server message, a 409 duplicate included', () => {
    expect(classifyOutcome(http(400, 'rating: must be a whole number from 1 to 5'), first)).toEqual({
      action: 'failed',
      status: 400,
      code: 'c',
      message: 'rating: must be a whole number from 1 to 5',
    });
    expect(classifyOutcome(http(403, 'Not eligible'), first).action).toBe('failed');
    expect(classifyOutcome(http(404), first).action).toBe('failed');
    // The code goes along: a duplicate ('conflict') is offered as an edit, not a Retry.
    expect(
      classifyOutcome(
        http(
          409,
          'You have already reviewed this interviewer. Edit or delete your review instead.',
          undefined,
          'conflict',
        ),
        first,
      ),
    ).toMatchObject({ action: 'failed', status: 409, code: 'conflict' });
  });

  it('409 from the idempotency layer: "still processing" backs off, "already processed" is sent', () => {
    const busy = http(
      409,
      'A request with this Idempotency-Key is still being processed. Please retry shortly.',
      1,
    );
    expect(classifyOutcome(busy, first).action).toBe('backoff');
    const processed = http(
      409,
      'A request with this Idempotency-Key was already processed, but its answer was lost. Reload to see the result.',
      undefined,
      'already_processed',
    );
    expect(classifyOutcome(processed, first)).toEqual({ action: 'sent' });
    // The code decides, not the wording: another 409 with the same text is still a failure.
    const sameWords = http(409, processed.kind === 'http' ? processed.message : '', undefined, 'conflict');
    expect(classifyOutcome(sameWords, first)).toMatchObject({ action: 'failed' });
  });
});

describe('outcomeFromError', () => {
  it('reads an ApiError as an answer and anything else as the network', () => {
    expect(outcomeFromError(new ApiError(429, 'c', 'Slow down', 12))).toEqual(http(429, 'Slow down', 12));
    expect(outcomeFromError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(outcomeFromError(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }))).toEqual({
      kind: 'network',
    });
  });
});

describe('backoffDelayMs', () => {
  it('grows exponentially, with jitter between half and all of the step', () => {
    expect(backoffDelayMs(1, undefined, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelayMs(1, undefined, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelayMs(3, undefined, () => 1)).toBe(BACKOFF_BASE_MS * 4);
    const delays = Array.from({ length: 50 }, () => backoffDelayMs(2, undefined));
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(BACKOFF_BASE_MS);
      expect(delay).toBeLessThanOrEqual(BACKOFF_BASE_MS * 2);
    }
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  it('is capped, and never shorter than the Retry-After', () => {
    expect(backoffDelayMs(50, undefined, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelayMs(1, 120, () => 0)).toBe(120_000);
    expect(backoffDelayMs(30, 1, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});
