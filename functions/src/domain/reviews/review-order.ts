// The orders a profile's reviews can be read in (issue 14 item 6), and what each means for the
// store. Every order ends with (day desc, id desc), the order of the default list (review-page.ts):
// days, not instants, because an exact time would tell the person reviewed which review of a day
// came first; ids (HMACs, unrelated to time) break every remaining tie, so pages never repeat or
// skip a review however many share a score.
import type { Filter } from '../../store/document-store.ts';

export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

/** A stored number a sort orders by first, before day and id. */
export type SortKey = { field: 'likes' | 'rating'; direction: 'asc' | 'desc' };

/**
 * "Most helpful" is most likes. Not likes minus dislikes: that needs a stored difference kept on
 * every vote and written onto every existing review first (Firestore leaves a document without an
 * orderBy field out of the query, so an unmigrated review would vanish from the list), and a review
 * many readers found helpful is still worth reading when a few did not.
 */
const SORT_KEYS: Record<ReviewSort, SortKey | null> = {
  newest: null,
  helpful: { field: 'likes', direction: 'desc' },
  highest: { field: 'rating', direction: 'desc' },
  lowest: { field: 'rating', direction: 'asc' },
};

export function sortKeyOf(sort: ReviewSort): SortKey | null {
  return SORT_KEYS[sort];
}

/** How a list is asked for: its sort, and filters on the reviews' own fields (interviewers: the outcome). */
export type ReviewOrder = { sort: ReviewSort; where?: Filter[] };

export const NEWEST: ReviewOrder = { sort: DEFAULT_REVIEW_SORT };
