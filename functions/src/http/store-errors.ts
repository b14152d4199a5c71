import { StoreError } from '../store/document-store.ts';
import { ApiError } from './errors.ts';

export const CONTENTION_MESSAGE =
  'Many people are changing this right now and your change could not be saved. Please try again in a moment.';
export const STORE_UNAVAILABLE_MESSAGE =
  'The database is busy or could not be reached. Please try again shortly.';

/**
 * When to retry, in seconds: contention clears as soon as the other writers are done; a database that
 * did not answer, or a quota, takes longer.
 */
export const STORE_RETRY_AFTER_SECONDS = { aborted: 1, unavailable: 2, 'resource-exhausted': 10 } as const;

/**
 * Contention or unavailability that the store's own retries could not resolve (Firestore's ABORTED,
 * UNAVAILABLE, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED after the SDK gave up; SQLite's retries used up
 * or its lock held by another process): a 503 with Retry-After, never a 500. Every write records its
 * request in its own transaction (store/exactly-once-store.ts), so a retry under the same
 * Idempotency-Key cannot apply it twice. Null for every other error.
 */
export function storeUnavailableToApiError(error: unknown): ApiError | null {
  if (!(error instanceof StoreError)) return null;
  switch (error.code) {
    case 'aborted':
      return new ApiError('unavailable', CONTENTION_MESSAGE, {
        retryAfter: STORE_RETRY_AFTER_SECONDS.aborted,
      });
    case 'unavailable':
    case 'resource-exhausted':
      return new ApiError('unavailable', STORE_UNAVAILABLE_MESSAGE, {
        retryAfter: STORE_RETRY_AFTER_SECONDS[error.code],
      });
    default:
      return null;
  }
}
