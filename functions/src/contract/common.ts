// Shapes shared by many answers. Contract modules import only zod (no Firebase, SQLite or Node
// built-ins), so the PWA can import them.
import { z } from 'zod';

/** Every error the API answers (functions/src/http/errors.ts). */
export const errorSchema = z
  .object({
    message: z.string().describe('What went wrong, in words a user can act on; names the field for a 400.'),
    code: z
      .enum([
        'invalid_request',
        'unauthenticated',
        'forbidden',
        'wrong_password',
        'not_found',
        'conflict',
        'still_leaving',
        'already_processed',
        'request_timeout',
        'payload_too_large',
        'headers_too_large',
        'rate_limited',
        'internal',
        'not_implemented',
        'unavailable',
      ])
      .describe('One of the fixed error codes; each has one HTTP status.'),
  })
  .meta({ id: 'Error' });

/** A date everyone may see: the UTC day at midnight (an exact time is only for the review's author). */
export const publicDay = z.iso
  .datetime()
  .regex(/T00:00:00\.000Z$/, 'must be a UTC day')
  .describe('The UTC day, at midnight: public dates are days, not instants.');

/** An instant: exact for the review's own author, the UTC day for everyone else. */
export const reviewDate = z.iso
  .datetime()
  .describe(
    'Exact for the review’s author (isOwnReview: when they wrote or edited it), the UTC day at midnight for ' +
      'everyone else: for a review that waited for its publication time, the day it appeared publicly.',
  );

export type ApiErrorBody = z.infer<typeof errorSchema>;
