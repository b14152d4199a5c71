import { ApiError } from '@/lib/api-client';
import { NotKeptError } from '@/lib/offline/outbox/outbox-entry';

/**
 * A 413 (the API takes at most 64 KB; six full answers in a script of 3-byte characters are more): the
 * server's 'The request body is too large.' does not tell a user what to do.
 */
export const TOO_LONG_MESSAGE =
  'This is too long to send. Shorten what you wrote and try again: all of it is still here.';

/** A 401 in a form's own words: the session ended, and what to do ('report this review'). */
export function sessionEndedMessage(todo: string): string {
  return `Your session has ended. Please sign in again to ${todo}.`;
}

/**
 * What a failed write says (SPEC.md section 8): the server's message when it sent one, else the
 * given fallback ('Submit failed.', 'Failed to delete review.'); when no answer came, why a write
 * could not wait in the outbox, or 'Something went wrong.'.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 413) return TOO_LONG_MESSAGE;
  if (error instanceof ApiError) return error.code === 'http_error' ? fallback : error.message;
  if (error instanceof NotKeptError) return error.message;
  return 'Something went wrong.';
}

/** What a form's failure adds when nothing was lost: its typed answers stay in the form (and its draft). */
export const KEPT_DETAIL = 'Your answers are still here: try again in a moment.';

/**
 * The line under a form's "Submission failed": a refusal's own words (400, 409, 429: they say what to
 * change or how long to wait), a 413 as failureMessage says it (TOO_LONG_MESSAGE); for a server failure or no answer, that the typed answers are kept, not
 * the server's "Something went wrong." (it only repeats the headline); nothing for a 401 (the sign-in
 * prompt says it) or an answer without a message.
 */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof NotKeptError) return error.message;
  if (!(error instanceof ApiError) || error.status >= 500) return KEPT_DETAIL;
  if (error.status === 413) return TOO_LONG_MESSAGE;
  return error.code !== 'http_error' && error.status !== 401 ? error.message : undefined;
}
