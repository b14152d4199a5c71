// The orders a profile's reviews can be asked for in (issue 14 item 6). The API sorts and pages
// them (GET ...?sort=&outcome=): a page sorted in the browser would only order what happens to be
// loaded.

export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'newest';

/** A list's sort, and the value of the area's filter (interviewers: the outcome), null for none. */
export type ReviewOrder = { sort: ReviewSort; filter: { param: string; value: string } | null };

export const NEWEST_FIRST: ReviewOrder = { sort: DEFAULT_REVIEW_SORT, filter: null };

export function isReviewSort(value: unknown): value is ReviewSort {
  return typeof value === 'string' && (REVIEW_SORTS as readonly string[]).includes(value);
}

/** `path` with the order's parameters added (none for the default order, so its answers stay the ones cached before). */
export function withOrder(path: string, order: ReviewOrder): string {
  const params = new URLSearchParams();
  if (order.sort !== DEFAULT_REVIEW_SORT) params.set('sort', order.sort);
  if (order.filter) params.set(order.filter.param, order.filter.value);
  const query = params.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** One string per order, for keys of loaded data. */
export function orderKey(order: ReviewOrder): string {
  return withOrder('', order) || 'newest';
}
