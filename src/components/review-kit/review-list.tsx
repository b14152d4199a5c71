import { type ReactNode, useRef } from 'react';
import { useSeeMore } from '@/components/see-more/use-see-more';
import { drawingServerPage } from '@/lib/embedded-answers';
import { ReviewCard } from './review-card';
import type { KitReview, ReviewKindDescriptor, Vote } from './types';

export type ReviewListProps<R extends KitReview> = {
  reviews: R[];
  descriptor: ReviewKindDescriptor<R>;
  onVote: (review: R, vote: Vote) => void;
  votingId: string | null;
  /** The caller's own votes are still loading: every vote button waits. */
  votesPending?: boolean;
  /** How many reviews there are in all (more may be loaded on 'See More'). */
  total?: number;
  /** More reviews than loaded: 'See More' loads the next page when it needs it. */
  hasMore?: boolean;
  onLoadMore?: () => Promise<void>;
  /** Under each review instead of its public response (the claimant's responses, ReviewCard). */
  renderResponse?: (review: R) => ReactNode;
};

/**
 * Newest first, 5 at a time (DESIGN.md section 9: really limited): 'See More' shows 5 more, loading
 * the next page when needed, and moves focus to the first of them. Over a server-rendered page, the
 * first render keeps every review the server listed (its first page): cutting them to 5 took away the
 * review a reader on a slow phone had scrolled to, and moved all below the list.
 */
export function ReviewList<R extends KitReview>({
  reviews,
  descriptor,
  onVote,
  votingId,
  votesPending = false,
  total,
  hasMore,
  onLoadMore,
  renderResponse,
}: ReviewListProps<R>) {
  const { visible, canShowMore, showMore, loading, failed, focusIndex } = useSeeMore(reviews.length, {
    hasMore,
    onLoadMore,
    shownAtFirst: drawingServerPage() ? reviews.length : 0,
  });
  const focused = useRef<HTMLElement | null>(null);
  const shown = reviews.slice(0, visible);
  return (
    <>
      <ol className="rk-review-list">
        {shown.map((review, index) => (
          <li key={review._id}>
            <ReviewCard
              review={review}
              descriptor={descriptor}
              onVote={onVote}
              voting={votesPending || votingId === review._id}
              renderResponse={renderResponse}
              ref={
                index === focusIndex.current
                  ? (element) => {
                      if (element && focused.current !== element) {
                        focused.current = element;
                        element.focus();
                      }
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      {failed ? (
        <p className="rk-error" role="alert">
          More reviews could not be loaded. Please try again.
        </p>
      ) : null}
      {canShowMore ? (
        <div className="rk-see-more">
          {total !== undefined ? (
            <p className="rk-muted">
              Showing {shown.length} of {Math.max(total, reviews.length)} reviews
            </p>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary"
            aria-busy={loading}
            disabled={loading}
            onClick={() => void showMore()}
          >
            {loading ? 'Loading...' : 'See More'}
          </button>
        </div>
      ) : null}
    </>
  );
}
