import { useRef } from 'react';
import { useSeeMore } from '@/components/see-more/use-see-more';
import { ReviewCard } from '@/features/interviewers/components/review-card';
import type { Review, Vote } from '@/features/interviewers/types';

type ReviewListProps = {
  reviews: Review[];
  onVote: (review: Review, vote: Vote) => void;
  votingId: string | null;
  /** More reviews than loaded: 'See More' loads the next page when it needs it. */
  hasMore?: boolean;
  onLoadMore?: () => Promise<void>;
};

/** Newest first; 5 at a time. 'See More' reveals 5 more and moves focus to the first of them. */
export function ReviewList({ reviews, onVote, votingId, hasMore, onLoadMore }: ReviewListProps) {
  const { visible, canShowMore, showMore, loading, failed, focusIndex } = useSeeMore(reviews.length, {
    hasMore,
    onLoadMore,
  });
  const firstNew = useRef<HTMLElement | null>(null);

  const shown = reviews.slice(0, visible);
  return (
    <>
      <ol className="iv-review-list">
        {shown.map((review, index) => (
          <li key={review._id}>
            <ReviewCard
              review={review}
              onVote={onVote}
              voting={votingId === review._id}
              ref={
                index === focusIndex.current
                  ? (element) => {
                      if (element && firstNew.current !== element) {
                        firstNew.current = element;
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
        <p className="iv-error" role="alert">
          More reviews could not be loaded. Please try again.
        </p>
      ) : null}
      {canShowMore ? (
        <button
          type="button"
          className="btn btn-secondary iv-see-more"
          aria-busy={loading}
          disabled={loading}
          onClick={() => void showMore()}
        >
          {loading ? 'Loading...' : 'See More'}
        </button>
      ) : null}
    </>
  );
}
