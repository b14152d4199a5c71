import type { Context } from 'hono';
import {
  type CountingParticipant,
  joinParticipants,
  type TxParticipant,
} from '../domain/shared/tx-participant.ts';
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
 * Retry-After and a message saying so. Counted in the write's own
 * transaction, so only what is written counts (issue 13): a duplicate, an
 * unknown target, a refused or invalid request uses up nothing, and the
 * count commits with the write. Keyed by the authorKey (the limiter stores
 * only an HMAC of it). Needs signedIn before.
 */
export function dailyAllowance(
  deps: AppDeps,
  c: Context<AppEnv>,
  action: DailyLimitAction,
): CountingParticipant {
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
 * Uses one of the allowance in a transaction of its own, for a change made outside the store
 * (a new password, in Firebase Auth) that no store transaction can hold. Call it after every check
 * that can refuse the change, just before making it; `giveBack` when the change then fails without
 * changing anything (Auth down, the account gone meanwhile), so that only what was changed counts.
 */
export async function useAllowance(
  deps: AppDeps,
  c: Context<AppEnv>,
  action: DailyLimitAction,
): Promise<{ giveBack(): Promise<void> }> {
  const rule = deps.dailyLimits?.[action] ?? DEFAULT_DAILY_LIMITS[action];
  const key = actorOf(deps, c).authorKey;
  const allowance = dailyAllowance(deps, c, action);
  await deps.store.runTransaction(async (tx) => {
    await allowance.read(tx);
    allowance.write(tx);
  });
  return { giveBack: () => deps.rateLimiter.refund(`daily-${action}`, key, rule) };
}
