// Query fields shared by the review-list and listing routes (zod at the edge); request bodies are the
// contract's (functions/src/contract/*-requests.ts).
import { z } from 'zod';
import { blankToUndefined } from '../contract/request-fields.ts';
import { INTERVIEW_STATUSES, parseInterviewStatus } from '../domain/reviews/review.ts';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, type ReviewOrder } from '../domain/reviews/review-order.ts';
import {
  DEFAULT_REVIEW_PAGE_SIZE,
  MAX_REVIEW_PAGE_SIZE,
  type ReviewPageRequest,
} from '../domain/reviews/review-page.ts';
import { queryInteger } from './query-integer.ts';
import { CURSOR_PATTERN, type ReviewCursors } from './review-cursor.ts';

/** 1-based page; pages are read from the start (no offsets in the store port), hence the bound. */
export const pageField = queryInteger(1, 100).default(1);

export const limitField = (fallback: number) => queryInteger(1, 50).default(fallback);

/** Where a paged review list says how to ask for the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Optional paging of review lists (issue 8); without either field a list is answered whole, as before. */
export const reviewPageFields = {
  limit: queryInteger(1, MAX_REVIEW_PAGE_SIZE).optional(),
  cursor: z.string().regex(CURSOR_PATTERN, `must be an ${NEXT_CURSOR_HEADER} value of this list`).optional(),
};

/** A query parameter given twice arrives as an array: refused, not guessed at. */
const once = () => z.string({ error: 'must be given once' });

/** ?sort= of review lists (issue 14 item 6): newest (the default), helpful, highest, lowest. */
export const reviewSortField = z.preprocess(
  blankToUndefined,
  once()
    .pipe(z.enum(REVIEW_SORTS, { error: `must be one of: ${REVIEW_SORTS.join(', ')}` }))
    .default(DEFAULT_REVIEW_SORT),
);

/** ?outcome= of interviewer review lists: one interview outcome, in any form the review form accepts. */
export const outcomeFilterField = z.preprocess(
  blankToUndefined,
  once()
    .refine((s) => parseInterviewStatus(s) !== null, {
      message: `must be one of: ${INTERVIEW_STATUSES.join(', ')}`,
    })
    .transform((s) => parseInterviewStatus(s))
    .optional(),
);

/** Sorting of every review list (interviewers add outcomeFilterField). */
export const reviewOrderFields = { sort: reviewSortField };

/**
 * The page asked for, in `order` (its cursor opened: a 400 if it is not one of this list, sort and
 * filter), or null for the whole list.
 */
export function reviewPageOf(
  query: { limit?: number | undefined; cursor?: string | undefined },
  cursors: ReviewCursors,
  order?: ReviewOrder,
): ReviewPageRequest | null {
  if (query.limit === undefined && query.cursor === undefined) return null;
  return {
    limit: query.limit ?? DEFAULT_REVIEW_PAGE_SIZE,
    after: query.cursor === undefined ? null : cursors.open(query.cursor),
    ...(order ? { order } : {}),
  };
}
