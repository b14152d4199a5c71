/** At most `limit` attempts per fixed window of `windowSeconds`. */
export type RateLimitRule = { limit: number; windowSeconds: number };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per key. Adapter: counter documents in the store, so limits hold across instances. */
export interface RateLimiter {
  /** Counts one attempt for `key` in `bucket`; denies when the window's limit is already used up. */
  hit(bucket: string, key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
}
