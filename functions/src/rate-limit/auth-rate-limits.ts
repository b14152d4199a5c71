import type { RateLimitRule } from './rate-limiter.ts';

/** The unauthenticated account endpoints, each limited per client IP and per email address. */
export type AuthAction =
  | 'register'
  | 'login'
  | 'verifyOtp'
  | 'resendOtp'
  | 'forgotPassword'
  | 'resetPassword';

export type AuthRateLimits = Record<AuthAction, { perIp: RateLimitRule; perEmail: RateLimitRule }>;

const minutes = (n: number) => n * 60;

/**
 * Generous for a human (typos, a second device, a shared office IP), tight
 * for a script. Code guessing is bounded separately: 5 tries per code.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  register: {
    perIp: { limit: 10, windowSeconds: minutes(60) },
    perEmail: { limit: 5, windowSeconds: minutes(60) },
  },
  login: {
    perIp: { limit: 30, windowSeconds: minutes(15) },
    perEmail: { limit: 10, windowSeconds: minutes(15) },
  },
  verifyOtp: {
    perIp: { limit: 30, windowSeconds: minutes(15) },
    perEmail: { limit: 10, windowSeconds: minutes(15) },
  },
  resendOtp: {
    perIp: { limit: 10, windowSeconds: minutes(15) },
    perEmail: { limit: 5, windowSeconds: minutes(15) },
  },
  forgotPassword: {
    perIp: { limit: 10, windowSeconds: minutes(15) },
    perEmail: { limit: 5, windowSeconds: minutes(60) },
  },
  resetPassword: {
    perIp: { limit: 30, windowSeconds: minutes(15) },
    perEmail: { limit: 10, windowSeconds: minutes(15) },
  },
};
