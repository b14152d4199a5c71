import type { Context } from 'hono';
import type { AuthAction } from '../rate-limit/auth-rate-limits.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from '../rate-limit/auth-rate-limits.ts';
import type { RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { clientIp } from './client-ip.ts';
import type { AppDeps } from './context.ts';
import { ApiError } from './errors.ts';

/** Least time register, resend and forgot-password take, so timing does not tell whether an email has an account. */
export const DEFAULT_AUTH_RESPONSE_FLOOR_MS = 300;

export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) {
  return new ApiError('rate_limited', message, { retryAfter: retryAfterSeconds });
}

/** Counts the request against the per-IP and per-email limits of `action`; 429 with Retry-After beyond them. */
export async function enforceAuthLimits(deps: AppDeps, c: Context, action: AuthAction, email: string) {
  const rules = (deps.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS)[action];
  const checks: [string, string, RateLimitRule][] = [
    [`${action}-ip`, clientIp(c), rules.perIp],
    [`${action}-email`, email, rules.perEmail],
  ];
  for (const [bucket, key, rule] of checks) {
    const decision = await deps.rateLimiter.hit(bucket, key, rule);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }
}

/** Runs `work`, then waits until at least the response floor has passed since the start. */
export async function withResponseFloor<T>(deps: AppDeps, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const floor = deps.authResponseFloorMs ?? DEFAULT_AUTH_RESPONSE_FLOOR_MS;
    const left = floor - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
