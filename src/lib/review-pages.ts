import { apiWithHeaders } from '@/lib/api-client';
import { type ViewerContext, withViewerContext } from '@/lib/viewer-context';

/** Reviews fetched per request: a profile with hundreds of reviews is read a page at a time. */
export const REVIEW_FETCH_SIZE = 20;
/** Where a paged review list says how to ask for the next page (absent on the last page). */
const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

type Flagged = { _id: string; isOwnReview: boolean; myVote: 'like' | 'dislike' | null };

/** The reviews loaded so far, the cursor of the next page, and the caller's context to merge pages with. */
export type LoadedReviews<R> = { items: R[]; nextCursor: string | null; context: ViewerContext<R> | null };

/** `path` with the page's limit and cursor added. */
export function pagePath(path: string, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(REVIEW_FETCH_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

/** A page of reviews from an answer's reviews (anything but an array counts as none) and headers. */
export function reviewPageFrom<R>(
  reviews: unknown,
  headers: Headers,
): { items: R[]; nextCursor: string | null } {
  return {
    items: Array.isArray(reviews) ? (reviews as R[]) : [],
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
  };
}

/** GET a public (token-less, cacheable) page of reviews: `path` answers a JSON array. */
export async function fetchReviewPage<R>(
  path: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{ items: R[]; nextCursor: string | null }> {
  const { data, headers } = await apiWithHeaders<R[]>(pagePath(path, cursor), { signal });
  return reviewPageFrom<R>(data, headers);
}

/** The first page as the caller sees it (their review pinned on top when it is not on it). */
export function firstPage<R extends Flagged>(
  page: { items: R[]; nextCursor: string | null },
  context: ViewerContext<R> | null,
): LoadedReviews<R> {
  return { items: withViewerContext(page.items, context), nextCursor: page.nextCursor, context };
}

/** `loaded` with the next page appended (merged with the caller's context; nothing shown twice). */
export function withNextPage<R extends Flagged>(
  loaded: LoadedReviews<R>,
  page: { items: R[]; nextCursor: string | null },
): LoadedReviews<R> {
  const shown = new Set(loaded.items.map((review) => review._id));
  const fresh = withViewerContext(page.items, loaded.context, { pinOwn: false }).filter(
    (review) => !shown.has(review._id),
  );
  return { ...loaded, items: [...loaded.items, ...fresh], nextCursor: page.nextCursor };
}
