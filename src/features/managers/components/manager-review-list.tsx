import { useRef } from 'react';
import { useSeeMore } from '@/components/see-more/use-see-more';
import { ManagerReviewCard } from '@/features/managers/components/manager-review-card';
import type { ManagerReview, Vote } from '@/features/managers/types';

type ManagerReviewListProps = {
  reviews: ManagerReview[];
  onVote: (review: ManagerReview, vote: Vote) => void;
  votingId: string | null;
  /** How many reviews there are in all (more may be loaded on 'See More'). */
  total?: number;
  hasMore?: boolean;
  onLoadMore?: () => Promise<void>;
};

/** Newest first, 5 at a time (DESIGN.md section 9: really limited): 'See More' shows 5 more and moves focus to the first of them. */
export function ManagerReviewList({
  reviews,
  onVote,
  votingId,
  total,
  hasMore,
  onLoadMore,
}: ManagerReviewListProps) {
  const { visible, canShowMore, showMore, loading, failed, focusIndex } = useSeeMore(reviews.length, {
    hasMore,
    onLoadMore,
  });
  const focused = useRef<HTMLElement | null>(null);
  const shown = reviews.slice(0, visible);
  return (
    <>
      <ol className="mg-review-list">
        {shown.map((review, index) => (
          <li key={review._id}>
            <ManagerReviewCard
              review={review}
              onVote={onVote}
              voting={votingId === review._id}
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
        <p className="mg-error" role="alert">
          More reviews could not be loaded. Please try again.
        </p>
      ) : null}
      {canShowMore ? (
        <div className="mg-see-more">
          <p className="mg-see-more-count">
            Showing {shown.length} of {Math.max(total ?? 0, reviews.length)} reviews
          </p>
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
