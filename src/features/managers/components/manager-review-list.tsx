import { useRef, useState } from 'react';
import { ManagerReviewCard } from '@/features/managers/components/manager-review-card';
import type { ManagerReview, Vote } from '@/features/managers/types';

/** Reviews shown at first, and added per 'See More' (SPEC.md section 9; DESIGN.md section 9: really limited). */
export const REVIEWS_STEP = 5;

type ManagerReviewListProps = {
  reviews: ManagerReview[];
  onVote: (review: ManagerReview, vote: Vote) => void;
  votingId: string | null;
};

/** Newest first, 5 at a time: 'See More' shows 5 more and moves focus to the first of them. */
export function ManagerReviewList({ reviews, onVote, votingId }: ManagerReviewListProps) {
  const [visible, setVisible] = useState(REVIEWS_STEP);
  const focusIndex = useRef<number | null>(null);
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
      {reviews.length > visible ? (
        <div className="mg-see-more">
          <p className="mg-see-more-count">
            Showing {shown.length} of {reviews.length} reviews
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              focusIndex.current = visible;
              setVisible((n) => n + REVIEWS_STEP);
            }}
          >
            See More
          </button>
        </div>
      ) : null}
    </>
  );
}
