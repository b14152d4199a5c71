// The one table of error codes and their HTTP statuses (DESIGN.md section 6).
// Every error leaves the API as { message, code }; nothing else is exposed.

export const ERROR_STATUS = {
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** The current password, asked before a password change or an account deletion, is not the account's. */
  wrong_password: 403,
  not_found: 404,
  conflict: 409,
  /**
   * A second review of a subject whose author's deleted review has not left the site yet (review-departure.ts):
   * no duplicate to edit, so a client offers to send it again once it has gone, not an edit.
   */
  still_leaving: 409,
  /** A write with this Idempotency-Key committed earlier, but its answer was lost: a client may count it as done. */
  already_processed: 409,
  /** The request took too long to arrive (the Node server's own timeouts). */
  request_timeout: 408,
  payload_too_large: 413,
  /** The request line (URL) or headers are over the Node server's 16 KB. */
  headers_too_large: 431,
  rate_limited: 429,
  internal: 500,
  /** oEmbed (routes/embeds.ts): the provider has no answer in the requested format (only JSON). */
  not_implemented: 501,
  /** Something we depend on (Firebase Auth) could not be reached; try again shortly (Retry-After). */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export class ApiError extends Error {
  readonly code: ErrorCode;
  /** Seconds, sent as Retry-After with rate_limited. */
  readonly retryAfter: number | undefined;
  constructor(code: ErrorCode, message: string, options: { retryAfter?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.retryAfter = options.retryAfter;
  }

  get status(): ErrorStatus {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new ApiError('invalid_request', message);
export const unauthenticated = (message = 'Authentication required.') =>
  new ApiError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do that.') => new ApiError('forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError('not_found', message);
export const conflict = (message: string) => new ApiError('conflict', message);

/** Signing in or checking a password needs Firebase Auth, which could not be reached (a 503). */
export const ACCOUNTS_UNAVAILABLE_MESSAGE = 'Sign-in is not available right now. Please try again shortly.';
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';
