import { useRef, useState } from 'react';
import { ReviewCard } from '@/features/interviewers/components/review-card';
import type { Review, Vote } from '@/features/interviewers/types';

/** Reviews shown at first, and added per 'See More' (SPEC.md section 9). */
export const REVIEWS_PAGE = 5;

type ReviewListProps = {
  reviews: Review[];
  onVote: (review: Review, vote: Vote) => void;
  votingId: string | null;
};

/** Newest first; 5 at a time. 'See More' reveals 5 more and moves focus to the first of them. */
export function ReviewList({ reviews, onVote, votingId }: ReviewListProps) {
  const [visible, setVisible] = useState(REVIEWS_PAGE);
  const firstNew = useRef<HTMLElement | null>(null);
  const focusIndex = useRef<number | null>(null);

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
      {reviews.length > visible ? (
        <button
          type="button"
          className="btn btn-secondary iv-see-more"
          onClick={() => {
            focusIndex.current = visible;
            setVisible((n) => n + REVIEWS_PAGE);
          }}
        >
          See More
        </button>
      ) : null}
    </>
  );
}
