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
 * Bound to the `api` function, so their values are available at run time.
 * Not in the Functions emulator, which uses the data folder's secrets and
 * would otherwise try to reach Secret Manager on every start.
 */
export const FUNCTION_SECRETS =
  process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [AUTHOR_KEY_SECRET, CODE_SECRET, SMTP_URL, MAIL_FROM];
