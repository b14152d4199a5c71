import { type Ref, useId } from 'react';
import { StarDisplay } from '@/components/rating/star-display';
import { ReportReviewButton } from '@/components/report-review/report-review-button';
import { ASPECT_LABELS, MANAGER_ASPECTS } from '@/components/scores/tones';
import { formatLongDate } from '@/features/managers/format';
import type { ManagerReview, Vote } from '@/features/managers/types';

/** Why the vote buttons of your own review are off (the API's 403 says the same). */
const OWN_REVIEW_VOTE_NOTE = 'You cannot like or dislike your own review.';

type ManagerReviewCardProps = {
  review: ManagerReview;
  onVote: (review: ManagerReview, vote: Vote) => void;
  voting: boolean;
  ref?: Ref<HTMLElement>;
};

const COMMENTS = [
  { field: 'reviewLeadership', label: 'On leadership' },
  { field: 'reviewCommunicationText', label: 'On communication' },
  { field: 'reviewSupport', label: 'On support' },
] as const;

/** One review: stars, the five aspect ratings, the aspect comments, text, date, likes and dislikes. */
export function ManagerReviewCard({ review, onVote, voting, ref }: ManagerReviewCardProps) {
  const titleId = useId();
  const ownNoteId = useId();
  // Authors cannot vote on their own review (the API answers 403): say why rather than fail.
  const own = review.isOwnReview;
  const date = formatLongDate(review.createdAt);
  const edited = review.updatedAt && review.updatedAt !== review.createdAt;
  const comments = COMMENTS.filter(({ field }) => review[field].trim() !== '');
  return (
    <article ref={ref} className="mg-review" aria-labelledby={titleId} tabIndex={-1}>
      <header className="mg-review-head">
        <h3 id={titleId} className="visually-hidden">
          {review.isOwnReview ? 'Your review' : 'Review'}, {review.rating} out of 5 stars
          {date ? `, ${date}` : ''}
        </h3>
        <StarDisplay filled={review.rating} label={`${review.rating} out of 5 stars`} size="sm" />
        {review.isOwnReview ? <span className="mg-chip">Your review</span> : null}
        {review.status ? (
          <span className="mg-chip">{review.status === 'removed' ? 'Removed' : 'Pending review'}</span>
        ) : null}
        {date ? (
          <time className="mg-review-date" dateTime={review.createdAt}>
            {date}
            {edited ? ' (edited)' : ''}
          </time>
        ) : null}
      </header>
      <dl className="mg-review-aspects">
        {MANAGER_ASPECTS.map((aspect) => (
          <div key={aspect}>
            <dt>{ASPECT_LABELS[aspect]}</dt>
            <dd>{review[aspect] > 0 ? `${review[aspect]}/5` : 'Not rated'}</dd>
          </div>
        ))}
      </dl>
      {comments.length > 0 ? (
        <dl className="mg-review-comments">
          {comments.map(({ field, label }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{review[field]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mg-review-text">{review.reviewText}</p>
      <footer className="mg-review-foot">
        <button
          type="button"
          className="mg-vote"
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
          className="mg-vote"
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
          <span id={ownNoteId} className="mg-vote-note">
            {OWN_REVIEW_VOTE_NOTE}
          </span>
        ) : null}
        <ReportReviewButton
          kind="manager"
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
