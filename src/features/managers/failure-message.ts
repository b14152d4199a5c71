import { ApiError } from '@/lib/api-client';

/**
 * What a failed write says (SPEC.md section 8): the server's message when it sent one, else the
 * fallback ('Failed to submit', 'Failed to delete review.'); 'Something went wrong.' without an answer.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.code === 'http_error' ? fallback : error.message;
  return 'Something went wrong.';
}
