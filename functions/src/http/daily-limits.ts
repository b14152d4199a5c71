import type { MiddlewareHandler } from 'hono';
import {
  type DailyLimitAction,
  DEFAULT_DAILY_LIMITS,
  dailyLimitMessage,
} from '../rate-limit/daily-limits.ts';
import { tooManyRequests } from './auth-guards.ts';
import { actorOf } from './caller.ts';
import type { AppDeps, AppEnv } from './context.ts';

/**
 * At most N reviews or votes per account per day (issue 9): 429 with
 * Retry-After and a message saying so. Keyed by the authorKey (the
 * limiter stores only an HMAC of it). Mount after signedIn and idempotent,
 * so that a replayed request does not count twice.
 */
export function dailyLimit(deps: AppDeps, action: DailyLimitAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = (deps.dailyLimits ?? DEFAULT_DAILY_LIMITS)[action];
    const decision = await deps.rateLimiter.hit(`daily-${action}`, actorOf(deps, c).authorKey, rule);
    if (!decision.allowed)
      throw tooManyRequests(decision.retryAfterSeconds, dailyLimitMessage(action, rule.limit));
    await next();
  };
}
