import { ApiError } from '@/lib/api-client';

/**
 * What a failed write says (SPEC.md section 8): the server's message when it sent one, else the
 * given fallback ('Submit failed.', 'Failed to delete review.'); 'Something went wrong.' when no
 * answer came.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.code === 'http_error' ? fallback : error.message;
  return 'Something went wrong.';
}
