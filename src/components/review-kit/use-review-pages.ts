import type { OwnReviewResponse, Responder } from '@contract/responses';
import { useCallback } from 'react';
import { type LoadedReviews, withNextPage } from '@/lib/review-pages';
import { type ReviewSubject, useViewerContext } from '@/lib/use-viewer-context';
import type { KitReview } from './types';

/** A profile's reviews as the kit shows them: what is loaded, how to get more, how to change one. */
export type ReviewPages<R extends KitReview> = {
  items: R[];
  /** The first page is on its way. */
  loading: boolean;
  /** The first page could not be loaded. */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  /** Changes loaded reviews in place (a vote's answer). */
  change: (change: (review: R) => R) => void;
  /** The caller's own review and votes are still on their way. */
  contextPending: boolean;
  /** The profile's claimant (manager profiles): their responses; null for everyone else. */
  responder: Responder | null;
  /**
   * After the claimant saved (or deleted, null) a response: theirs changes, and so does what the
   * review shows the public (the response while published, none while it is held or removed).
   */
  setOwnResponse: (reviewId: string, response: OwnReviewResponse | null) => void;
};

type Options<R extends KitReview> = {
  subject: ReviewSubject;
  id: string;
  /** The public reviews loaded so far, null while the first page loads (or after it failed). */
  loaded: LoadedReviews<R> | null;
  loading: boolean;
  failed?: boolean;
  update: (change: (loaded: LoadedReviews<R>) => LoadedReviews<R>) => void;
  reload: () => void;
  /** The page after `cursor`. */
  nextPage: (cursor: string) => Promise<{ items: R[]; nextCursor: string | null }>;
};

/**
 * Paged reviews of one subject with the caller's part merged in (useViewerContext), whether they
 * come on their own (interviewers, companies) or inside the profile answer (managers).
 */
export function useReviewPages<R extends KitReview>({
  subject,
  id,
  loaded,
  loading,
  failed = false,
  update,
  reload,
  nextPage,
}: Options<R>): ReviewPages<R> {
  const contextPending = useViewerContext({ subject, id, loaded, update, reload });
  const nextCursor = loaded?.nextCursor ?? null;
  const loadMore = async () => {
    if (!nextCursor) return;
    const page = await nextPage(nextCursor);
    update((current) => withNextPage(current, page));
  };
  const change = useCallback(
    (change: (review: R) => R) => update((current) => ({ ...current, items: current.items.map(change) })),
    [update],
  );
  const setOwnResponse = useCallback(
    (reviewId: string, response: OwnReviewResponse | null) =>
      update((current) => withOwnResponse(current, reviewId, response)),
    [update],
  );
  return {
    items: loaded?.items ?? [],
    loading,
    failed,
    hasMore: nextCursor !== null,
    loadMore,
    change,
    contextPending,
    responder: loaded?.context?.responder ?? null,
    setOwnResponse,
  };
}

function withOwnResponse<R extends KitReview>(
  loaded: LoadedReviews<R>,
  reviewId: string,
  response: OwnReviewResponse | null,
): LoadedReviews<R> {
  const context = loaded.context;
  if (!context?.responder) return loaded;
  const { [reviewId]: _replaced, ...others } = context.responder.responses;
  const responses = response ? { ...others, [reviewId]: response } : others;
  const shown =
    response?.status === 'published'
      ? { text: response.text, createdAt: response.createdAt, updatedAt: response.updatedAt }
      : null;
  return {
    ...loaded,
    context: { ...context, responder: { ...context.responder, responses } },
    items: loaded.items.map((review) => (review._id === reviewId ? { ...review, response: shown } : review)),
  };
}
