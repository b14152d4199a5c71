import type { CountingParticipant } from '../domain/shared/tx-participant.ts';

/** At most `limit` attempts per fixed window of `windowSeconds`. */
export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitDecision =
  /** `remaining`: attempts still allowed in this window after this one. */
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per key. Adapter: counter documents in the store, so limits hold across instances. */
export interface RateLimiter {
  /** Counts one attempt for `key` in `bucket`; denies when the window's limit is already used up. */
  hit(bucket: string, key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /**
   * The same count, taken inside the transaction of a write and committed
   * with it, so that only what is written counts (issue 13): read() loads the
   * counter; write() throws `refuse(retryAfterSeconds)` when the window's
   * limit is used up, else counts one (write(tx, n): n, refused unless all
   * n fit). A new participant per request.
   */
  counted(
    bucket: string,
    key: string,
    rule: RateLimitRule,
    refuse: (retryAfterSeconds: number) => Error,
  ): CountingParticipant;
  /**
   * Takes back one attempt counted in the current window: limits that count only failures
   * count every attempt up front (so concurrent attempts cannot slip past) and refund the successes.
   */
  refund(bucket: string, key: string, rule: RateLimitRule): Promise<void>;
  /** Forgets the count for `key` in `bucket` (e.g. a password reset lifts the sign-in lock-out). */
  clear(bucket: string, key: string): Promise<void>;
}
