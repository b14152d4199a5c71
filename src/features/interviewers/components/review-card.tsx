import { type Ref, useId } from 'react';
import { StarDisplay } from '@/components/rating/star-display';
import { ReportReviewButton } from '@/components/report-review/report-review-button';
import { formatLongDate } from '@/features/interviewers/format';
import { STATUS_LABELS } from '@/features/interviewers/rating';
import type { Review, Vote } from '@/features/interviewers/types';

/** Why the vote buttons of your own review are off (the API's 403 says the same). */
const OWN_REVIEW_VOTE_NOTE = 'You cannot like or dislike your own review.';

type ReviewCardProps = {
  review: Review;
  onVote: (review: Review, vote: Vote) => void;
  voting: boolean;
  ref?: Ref<HTMLElement>;
};

/** One review: stars, outcome, date, text, and the like / dislike buttons with their counts. */
export function ReviewCard({ review, onVote, voting, ref }: ReviewCardProps) {
  const titleId = useId();
  const ownNoteId = useId();
  // Authors cannot vote on their own review (the API answers 403): say why rather than fail.
  const own = review.isOwnReview;
  const date = formatLongDate(review.createdAt);
  const edited = review.updatedAt && review.updatedAt !== review.createdAt;
  return (
    <article ref={ref} className="iv-review" aria-labelledby={titleId} tabIndex={-1}>
      <header className="iv-review-head">
        <h3 id={titleId} className="visually-hidden">
          {review.isOwnReview ? 'Your review' : 'Review'}, {review.rating} out of 5 stars
          {date ? `, ${date}` : ''}
        </h3>
        <StarDisplay filled={review.rating} label={`${review.rating} out of 5 stars`} size="sm" />
        {review.interviewStatus ? (
          <span className="iv-chip">{STATUS_LABELS[review.interviewStatus]}</span>
        ) : null}
        {review.isOwnReview ? <span className="iv-chip iv-chip-own">Your review</span> : null}
        {review.status ? (
          <span className="iv-chip">{review.status === 'removed' ? 'Removed' : 'Pending review'}</span>
        ) : null}
        {date ? (
          <time className="iv-review-date" dateTime={review.createdAt}>
            {date}
            {edited ? ' (edited)' : ''}
          </time>
        ) : null}
      </header>
      <p className="iv-review-text">{review.reviewText}</p>
      <footer className="iv-review-foot">
        <button
          type="button"
          className="iv-vote"
          aria-pressed={review.myVote === 'like'}
          aria-describedby={own ? ownNoteId : undefined}
          title={own ? OWN_REVIEW_VOTE_NOTE : undefined}
          disabled={voting || own}
          onClick={() => onVote(review, 'like')}
        >
          <ThumbIcon />
          <span className="visually-hidden">Like</span> <span>{review.likes}</span>
        </button>
        <button
          type="button"
          className="iv-vote"
          aria-pressed={review.myVote === 'dislike'}
          aria-describedby={own ? ownNoteId : undefined}
          title={own ? OWN_REVIEW_VOTE_NOTE : undefined}
          disabled={voting || own}
          onClick={() => onVote(review, 'dislike')}
        >
          <ThumbIcon down />
          <span className="visually-hidden">Dislike</span> <span>{review.dislikes}</span>
        </button>
        {own ? (
          <span id={ownNoteId} className="iv-vote-note">
            {OWN_REVIEW_VOTE_NOTE}
          </span>
        ) : null}
        <ReportReviewButton
          kind="interviewer"
          reviewId={review._id}
          isOwnReview={review.isOwnReview}
          className="report-review-push"
        />
      </footer>
    </article>
  );
}

function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path
        d="M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14l.9-4.4a1.6 1.6 0 0 0-2.9-1.2L9 9.5V21z"
        fill="currentColor"
      />
    </svg>
  );
}
