import type { RateLimitRule } from './rate-limiter.ts';

/** The unauthenticated account endpoints, each limited per client IP, per (email, IP) and per email. */
export type AuthAction =
  | 'register'
  | 'login'
  | 'verifyOtp'
  | 'resendOtp'
  | 'forgotPassword'
  | 'resetPassword'
  /** A manager-profile claim code (issue 17): keyed by the account instead of an email. */
  | 'verifyClaimCode';

export type AuthLimit = {
  /** Every attempt from one client address, whatever the email: one script spraying many accounts. */
  perIp: RateLimitRule;
  /**
   * One client address against one email: the limit a stranger meets first. It is far below
   * `perEmail`, so one stranger cannot use up the owner's allowance.
   */
  perEmailAndIp: RateLimitRule;
  /** Ceiling per email across all addresses: only a distributed attack reaches it. */
  perEmail: RateLimitRule;
};

export type AuthRateLimits = Record<AuthAction, AuthLimit>;

const minutes = (n: number) => n * 60;

/**
 * OWASP Authentication Cheat Sheet: count failures per account (not only per IP, which a
 * distributed attack rotates) but do not let the lock-out deny the owner. So failures are counted
 * per (email, client) with a low limit, and per email with a ceiling that one address cannot reach
 * on its own: 100 failed sign-ins an hour (ASVS 4.0 V2.2.1, NIST SP 800-63B 5.2.2) against
 * 40 an hour from one address. A password reset still works at the ceiling and lifts it.
 *
 * The 6-digit codes (10^6 values, 10 minutes, single use) are protected by the same shape:
 * 5 wrong codes per (email, client) per 15 minutes (20 an hour), at most 50 per email per hour,
 * so a distributed guesser has at most 50 chances in a million per hour and purpose. Wrong codes
 * no longer burn the code, so a stranger's guesses cost the owner nothing below the ceiling.
 *
 * Mail-sending actions count every request (the per-address mail cool-down of 60 s comes on top).
 * Every counter is keyed by the email as typed, account or not, so a 429 says nothing about
 * whether an account exists.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  register: {
    perIp: { limit: 10, windowSeconds: minutes(60) },
    perEmailAndIp: { limit: 5, windowSeconds: minutes(60) },
    perEmail: { limit: 20, windowSeconds: minutes(60) },
  },
  login: {
    perIp: { limit: 30, windowSeconds: minutes(15) },
    perEmailAndIp: { limit: 10, windowSeconds: minutes(15) },
    perEmail: { limit: 100, windowSeconds: minutes(60) },
  },
  verifyOtp: {
    perIp: { limit: 30, windowSeconds: minutes(15) },
    perEmailAndIp: { limit: 5, windowSeconds: minutes(15) },
    perEmail: { limit: 50, windowSeconds: minutes(60) },
  },
  resendOtp: {
    perIp: { limit: 10, windowSeconds: minutes(15) },
    perEmailAndIp: { limit: 5, windowSeconds: minutes(15) },
    perEmail: { limit: 20, windowSeconds: minutes(15) },
  },
  forgotPassword: {
    perIp: { limit: 10, windowSeconds: minutes(15) },
    perEmailAndIp: { limit: 5, windowSeconds: minutes(60) },
    perEmail: { limit: 20, windowSeconds: minutes(60) },
  },
  resetPassword: {
    perIp: { limit: 30, windowSeconds: minutes(15) },
    perEmailAndIp: { limit: 5, windowSeconds: minutes(15) },
    perEmail: { limit: 50, windowSeconds: minutes(60) },
  },
  // The same shape as verifyOtp, per (account, client) and per account: the code is bound to the
  // claim of the account that asked for it, so nobody else's guesses can even reach it.
  verifyClaimCode: {
    perIp: { limit: 30, windowSeconds: minutes(15) },
    perEmailAndIp: { limit: 5, windowSeconds: minutes(15) },
    perEmail: { limit: 50, windowSeconds: minutes(60) },
  },
};

/**
 * The same limits with every per-address limit multiplied by `factor` (per-account limits unchanged).
 * For one machine that plays many clients from one address: the embedded default's end-to-end tests
 * register dozens of accounts from 127.0.0.1 within the hour (RMI_PER_ADDRESS_LIMIT_FACTOR).
 */
export function scalePerAddressLimits(limits: AuthRateLimits, factor: number): AuthRateLimits {
  const scaled = {} as AuthRateLimits;
  for (const [action, limit] of Object.entries(limits) as [AuthAction, AuthLimit][]) {
    scaled[action] = { ...limit, perIp: { ...limit.perIp, limit: limit.perIp.limit * factor } };
  }
  return scaled;
}

/** RMI_PER_ADDRESS_LIMIT_FACTOR: a whole number from 1 to 1000; anything else is refused at start. */
export function perAddressFactorFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1 || factor > 1000) {
    throw new Error(`RMI_PER_ADDRESS_LIMIT_FACTOR must be a whole number from 1 to 1000, not "${value}".`);
  }
  return factor;
}
