import type { Context } from 'hono';
import type { AuthAction } from '../rate-limit/auth-rate-limits.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from '../rate-limit/auth-rate-limits.ts';
import type { RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { clientHousehold } from './client-ip.ts';
import type { AppDeps } from './context.ts';
import { ApiError } from './errors.ts';

/** Least time register, resend, forgot-password and login take, so timing does not tell whether an email has an account. */
export const DEFAULT_AUTH_RESPONSE_FLOOR_MS = 300;

export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) {
  return new ApiError('rate_limited', message, { retryAfter: retryAfterSeconds });
}

/** An attempt let through the limits of its action. */
export type AuthAttempt = {
  /** How many more attempts this client may make for this email in the current window. */
  triesLeft: number;
  /**
   * The secret was right: the attempt is taken back from the per-email counters, which
   * therefore count failures only (a check that fails or throws stays counted).
   */
  succeeded(): Promise<void>;
};

// The counters of one action, checked in this order: a stranger meets his own limits
// (per IP, per email and IP) before he can add to the email's ceiling. The client is its household
// (an IPv6 /48, client-ip.ts): by /64, one home was 65,536 clients, each with its own allowance.
function counters(deps: AppDeps, c: Context, action: AuthAction, email: string) {
  const rules = (deps.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS)[action];
  const ip = clientHousehold(c);
  const scoped = (scope: 'ip' | 'email-ip' | 'email', key: string, rule: RateLimitRule) => ({
    scope,
    bucket: `${action}-${scope}`,
    key,
    rule,
  });
  return [
    scoped('ip', ip, rules.perIp),
    scoped('email-ip', `${email}\n${ip}`, rules.perEmailAndIp),
    scoped('email', email, rules.perEmail),
  ];
}

/**
 * Counts the request against the limits of `action` (per IP, per email and IP, per email); 429 with
 * Retry-After beyond any of them, and then the refused request uses up nothing of the email's
 * allowances. Keyed by the email as given, so an address without an account is counted and
 * answered exactly alike.
 */
export async function admitAuthAttempt(
  deps: AppDeps,
  c: Context,
  action: AuthAction,
  email: string,
): Promise<AuthAttempt> {
  const checks = counters(deps, c, action, email);
  let triesLeft = Number.POSITIVE_INFINITY;
  for (const [i, { scope, bucket, key, rule }] of checks.entries()) {
    const decision = await deps.rateLimiter.hit(bucket, key, rule);
    if (!decision.allowed) {
      // No guess was checked: not a failure. It still counts per IP, so a script hammering gets nowhere.
      for (const done of checks.slice(0, i)) {
        if (done.scope !== 'ip') await deps.rateLimiter.refund(done.bucket, done.key, done.rule);
      }
      // OWASP: lock-outs are logged for monitoring. A ceiling reached means many addresses at one
      // account: a distributed attack. Neither the address nor the IP is logged.
      if (scope === 'email')
        deps.log.info('auth ceiling reached', { action, retryAfter: decision.retryAfterSeconds });
      throw tooManyRequests(decision.retryAfterSeconds);
    }
    if (scope === 'email-ip') triesLeft = decision.remaining;
  }
  return {
    triesLeft,
    async succeeded() {
      for (const { scope, bucket, key, rule } of checks) {
        if (scope !== 'ip') await deps.rateLimiter.refund(bucket, key, rule);
      }
    },
  };
}

export const TOO_MANY_NEW_ACCOUNTS_MESSAGE =
  'Too many accounts were verified from your network recently. Please try again later.';

/**
 * An account about to be verified from this client address (verify-otp, or a reset-password that
 * verifies), counted against registration's per-address allowance in a bucket of its own; 429 beyond
 * it. Without this, accounts made on Firebase Auth's public signUp (which the web API key allows)
 * skipped register's limit and were verified through resend-otp or forgot-password, about four times
 * register's allowance. The answer depends on the client address only, never on the email. `uncount`
 * takes the verification back (the code was wrong after all).
 */
export async function admitVerifiedAccount(deps: AppDeps, c: Context): Promise<{ uncount(): Promise<void> }> {
  const rule = (deps.authRateLimits ?? DEFAULT_AUTH_RATE_LIMITS).register.perIp;
  const key = clientHousehold(c);
  const decision = await deps.rateLimiter.hit('verified-account-ip', key, rule);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, TOO_MANY_NEW_ACCOUNTS_MESSAGE);
  return { uncount: () => deps.rateLimiter.refund('verified-account-ip', key, rule) };
}

/** Lifts the sign-in lock-out of an email (after a password reset proved the mailbox is the caller's). */
export async function clearLoginFailures(deps: AppDeps, c: Context, email: string) {
  for (const { scope, bucket, key } of counters(deps, c, 'login', email)) {
    if (scope !== 'ip') await deps.rateLimiter.clear(bucket, key);
  }
}

/**
 * Runs `work`, then waits until at least the response floor has passed since the start. A mail `work`
 * queues (queueAndSendAccountMail, which never rejects) is sent without the answer waiting for it: only
 * an existing account gets one, and SMTP can take longer than the floor, so an answer that waited for it
 * said the address has an account. A mail still under way finishes after the answer, or is sent from the
 * queue by the next drain.
 */
export async function withResponseFloor<T>(deps: AppDeps, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const floor = deps.authResponseFloorMs ?? DEFAULT_AUTH_RESPONSE_FLOOR_MS;
  try {
    return await work();
  } finally {
    const left = floor - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
