import { createHmac } from 'node:crypto';
import type { DocumentStore } from '../store/document-store.ts';
import type { RateLimiter } from './rate-limiter.ts';

export const RATE_LIMITS = 'rateLimits';

type Counter = {
  count: number;
  windowStart: Date;
  /** Also the field for a Firestore TTL policy on `rateLimits`. */
  expiresAt: Date;
};

/**
 * Fixed-window counters, one document per bucket and key, updated in a
 * transaction so that several function instances share one count. Keys (IPs,
 * emails) are stored only as an HMAC under the server's code secret.
 */
export function storeRateLimiter(deps: {
  store: DocumentStore;
  clock: () => Date;
  secret: string;
}): RateLimiter {
  const { store, clock, secret } = deps;
  const counterId = (bucket: string, key: string) =>
    `${bucket}-${createHmac('sha256', secret).update(`${bucket}\n${key}`).digest('hex').slice(0, 40)}`;
  const windowStartOf = (counter: Counter) => new Date(counter.windowStart).getTime();

  return {
    async hit(bucket, key, rule) {
      const id = counterId(bucket, key);
      const windowMs = rule.windowSeconds * 1000;
      return store.runTransaction(async (tx) => {
        const now = clock().getTime();
        const doc = await tx.get<Counter>(RATE_LIMITS, id);
        const start = doc ? windowStartOf(doc.data) : Number.NaN;
        if (!doc || !(start + windowMs > now)) {
          const fresh: Counter = {
            count: 1,
            windowStart: new Date(now),
            expiresAt: new Date(now + windowMs),
          };
          tx.set(RATE_LIMITS, id, fresh);
          return { allowed: true, remaining: rule.limit - 1 };
        }
        if (doc.data.count >= rule.limit) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
          };
        }
        tx.update(RATE_LIMITS, id, { count: doc.data.count + 1 });
        return { allowed: true, remaining: rule.limit - doc.data.count - 1 };
      });
    },

    async refund(bucket, key, rule) {
      const id = counterId(bucket, key);
      await store.runTransaction(async (tx) => {
        const doc = await tx.get<Counter>(RATE_LIMITS, id);
        // A window that has ended already forgot the attempt.
        if (!doc || doc.data.count <= 0) return;
        if (!(windowStartOf(doc.data) + rule.windowSeconds * 1000 > clock().getTime())) return;
        tx.update(RATE_LIMITS, id, { count: doc.data.count - 1 });
      });
    },

    async clear(bucket, key) {
      await store.batch().delete(RATE_LIMITS, counterId(bucket, key)).commit();
    },
  };
}
