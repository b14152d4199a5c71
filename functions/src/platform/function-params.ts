import { defineSecret } from 'firebase-functions/params';

// Configuration of the deployed function (firebase-functions params).
// Secrets live in Secret Manager: `firebase functions:secrets:set NAME`.

/** Keys authorKey = HMAC(uid). Set once, never rotate (it would orphan every review from its author). */
export const AUTHOR_KEY_SECRET = defineSecret('RMI_AUTHOR_KEY_SECRET');
/** Keys one-time-code hashes and rate-limit counters. Rotating it voids outstanding codes only. */
export const CODE_SECRET = defineSecret('RMI_CODE_SECRET');
/** nodemailer SMTP URL, e.g. smtps://user:pass@smtp.example.com:465. */
export const SMTP_URL = defineSecret('SMTP_URL');
/** Sender of account mail, e.g. "Rate My Interviewer <no-reply@example.com>". */
export const MAIL_FROM = defineSecret('MAIL_FROM');
/**
 * The project's web API key (not a secret: the PWA ships it), for the
 * Identity Toolkit sign-in behind POST /auth/rmi/login: RMI_WEB_API_KEY in
 * functions/.env, which deploys load into the environment. A plain variable,
 * not a defineString param, so that loading the code never prompts for it.
 * It must not be restricted to HTTP referrers; login answers 500 until set.
 */
export const webApiKey = (): string => process.env.RMI_WEB_API_KEY ?? '';

/**
 * How many X-Forwarded-For entries, counted from the right, were written by proxies we run
 * (TRUSTED_PROXY_HOPS in functions/.env; the client is the leftmost of them, client-ip.ts).
 * Default 2: behind Firebase Hosting the function's header ends in "<client>, <Google front end>",
 * as Google's load balancers document it ("<supplied-value>,<client-ip>,<load-balancer-ip>").
 * Called directly at its URL, Cloud Run replaces the header with the caller's address alone,
 * which the too-few-entries rule reads as the client. In the Functions emulator nothing in front
 * writes the header, so it is not read there (0) unless TRUSTED_PROXY_HOPS says otherwise.
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 2;
const MAX_TRUSTED_PROXY_HOPS = 10;

/** TRUSTED_PROXY_HOPS as a number; throws on anything but a whole number 0-10, so a typo cannot trust the client. */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (raw === undefined || raw === '')
    return env.FUNCTIONS_EMULATOR === 'true' ? 0 : DEFAULT_TRUSTED_PROXY_HOPS;
  const hops = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(hops >= 0 && hops <= MAX_TRUSTED_PROXY_HOPS)) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}, not "${raw}".`,
    );
  }
  return hops;
}

/**
 * Bound to the `api` function, so their values are available at run time.
 * Not in the Functions emulator, which uses the data folder's secrets and
 * would otherwise try to reach Secret Manager on every start.
 */
export const FUNCTION_SECRETS =
  process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [AUTHOR_KEY_SECRET, CODE_SECRET, SMTP_URL, MAIL_FROM];
