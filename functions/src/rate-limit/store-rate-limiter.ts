import { createHmac } from 'node:crypto';
import type { CountingParticipant } from '../domain/shared/tx-participant.ts';
import type { Doc, DocumentStore, Transaction } from '../store/document-store.ts';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter.ts';

export const RATE_LIMITS = 'rateLimits';

type Counter = {
  count: number;
  windowStart: Date;
  /** Also the field for a Firestore TTL policy on `rateLimits`. */
  expiresAt: Date;
};

/** What `amount` more attempts do to a counter: refused, or the write that counts them. */
type Step = { decision: RateLimitDecision; write?: (tx: Transaction) => void };

function step(id: string, doc: Doc<Counter> | null, rule: RateLimitRule, now: number, amount = 1): Step {
  const windowMs = rule.windowSeconds * 1000;
  const start = doc ? new Date(doc.data.windowStart).getTime() : Number.NaN;
  if (!doc || !(start + windowMs > now)) {
    // More than a whole window allows is never allowed; waiting a window is the honest answer.
    if (amount > rule.limit) return { decision: { allowed: false, retryAfterSeconds: rule.windowSeconds } };
    const fresh: Counter = { count: amount, windowStart: new Date(now), expiresAt: new Date(now + windowMs) };
    return {
      decision: { allowed: true, remaining: rule.limit - amount },
      write: (tx) => tx.set(RATE_LIMITS, id, fresh),
    };
  }
  if (doc.data.count + amount > rule.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    return { decision: { allowed: false, retryAfterSeconds } };
  }
  const count = doc.data.count + amount;
  return {
    decision: { allowed: true, remaining: rule.limit - count },
    write: (tx) => tx.update(RATE_LIMITS, id, { count }),
  };
}

/**
 * Fixed-window counters, one document per bucket and key, updated in a
 * transaction so that several function instances share one count. Keys (IPs,
 * emails, authorKeys) are stored only as an HMAC under the server's code secret.
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
      return store.runTransaction(async (tx) => {
        const next = step(id, await tx.get<Counter>(RATE_LIMITS, id), rule, clock().getTime());
        next.write?.(tx);
        return next.decision;
      });
    },
    counted(bucket, key, rule, refuse): CountingParticipant {
      const id = counterId(bucket, key);
      let counter: Doc<Counter> | null = null;
      return {
        async read(tx) {
          // Read afresh on every attempt of the transaction.
          counter = await tx.get<Counter>(RATE_LIMITS, id);
        },
        write(tx, count = 1) {
          const next = step(id, counter, rule, clock().getTime(), count);
          if (!next.decision.allowed) throw refuse(next.decision.retryAfterSeconds);
          next.write?.(tx);
        },
      };
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
