import type { Context, MiddlewareHandler } from 'hono';
import { joinParticipants, type TxParticipant } from '../domain/shared/tx-participant.ts';
import {
  type DailyLimitAction,
  DEFAULT_DAILY_LIMITS,
  dailyLimitMessage,
} from '../rate-limit/daily-limits.ts';
import { tooManyRequests } from './auth-guards.ts';
import { actorOf } from './caller.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { REPLAYED_HEADER } from './idempotency.ts';

/**
 * At most N reviews or votes per account per day (issue 9): 429 with
 * Retry-After and a message saying so. Counted in the write's own
 * transaction, so only what is written counts (issue 13): a duplicate, an
 * unknown target, a refused or invalid request uses up nothing, and the
 * count commits with the write. Keyed by the authorKey (the limiter stores
 * only an HMAC of it). Needs signedIn before.
 */
export function dailyAllowance(deps: AppDeps, c: Context<AppEnv>, action: DailyLimitAction): TxParticipant {
  const rule = deps.dailyLimits?.[action] ?? DEFAULT_DAILY_LIMITS[action];
  return deps.rateLimiter.counted(`daily-${action}`, actorOf(deps, c).authorKey, rule, (retryAfter) =>
    tooManyRequests(retryAfter, dailyLimitMessage(action, rule.limit)),
  );
}

/**
 * What a write with a daily limit hands its domain transaction: the
 * request's idempotency claim (when an Idempotency-Key came; a replay never
 * reaches the handler, so it never counts) and the allowance, one commit.
 */
export function countedWrite(deps: AppDeps, c: Context<AppEnv>, action: DailyLimitAction): TxParticipant {
  return joinParticipants(c.get('idempotency'), dailyAllowance(deps, c, action));
}

/**
 * The daily allowance of new profiles (interviewers, managers, companies, branches, departments), for
 * routes that answer 201 when they added one and 200 when they found it. Which of the two happens is
 * known only inside the domain's find-or-create transaction, so the attempt is counted up front (so
 * concurrent requests cannot slip past) and given back when nothing was added: a found profile, an
 * error, a replay under the same Idempotency-Key. Place before idempotent(). Needs signedIn before.
 */
export function additionAllowance(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const rule = deps.dailyLimits?.additions ?? DEFAULT_DAILY_LIMITS.additions;
  return async (c, next) => {
    const key = actorOf(deps, c).authorKey;
    const decision = await deps.rateLimiter.hit('daily-additions', key, rule);
    if (!decision.allowed) {
      throw tooManyRequests(decision.retryAfterSeconds, dailyLimitMessage('additions', rule.limit));
    }
    let added = false;
    try {
      await next();
      added = c.res.status === 201 && c.res.headers.get(REPLAYED_HEADER) !== 'true';
    } finally {
      if (!added) await deps.rateLimiter.refund('daily-additions', key, rule);
    }
  };
}
