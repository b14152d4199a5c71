import { type ReactNode, type Ref, useId } from 'react';
import { StarDisplay } from '@/components/rating/star-display';
import { ReportReviewButton } from '@/components/report-review/report-review-button';
import { formatLongDate } from '@/lib/long-date';
import { OwnStatusNote, ownStatusLabel } from './own-review-status';
import { ReviewResponse } from './review-response';
import type { KitReview, ReviewKindDescriptor, Vote } from './types';
import { VoteButtons } from './vote-buttons';
import './review-kit.css';

type ReviewCardProps<R extends KitReview> = {
  review: R;
  descriptor: ReviewKindDescriptor<R>;
  onVote: (review: R, vote: Vote) => void;
  voting: boolean;
  ref?: Ref<HTMLElement>;
  /** Instead of the public response: the profile's claimant sees theirs with Respond, Edit and Delete. */
  renderResponse?: (review: R) => ReactNode;
};

/**
 * One review of any kind: stars, the kind's chips, date, aspect scores (those not rated on one line),
 * the main text, labelled texts, votes and Report.
 */
export function ReviewCard<R extends KitReview>({
  review,
  descriptor,
  onVote,
  voting,
  ref,
  renderResponse,
}: ReviewCardProps<R>) {
  const titleId = useId();
  const date = formatLongDate(review.createdAt);
  const edited = Boolean(review.updatedAt) && review.updatedAt !== review.createdAt;
  const chips = descriptor.chips?.(review) ?? [];
  const aspects = descriptor.aspects?.(review) ?? [];
  const rated = aspects.filter((aspect) => aspect.value > 0);
  const unrated = aspects.filter((aspect) => aspect.value <= 0);
  const texts = (descriptor.texts?.(review) ?? []).filter((entry) => entry.text.trim() !== '');
  const text = descriptor.text(review);
  return (
    <article
      ref={ref}
      className="rk-review"
      data-kind={descriptor.kind}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className="rk-review-head">
        <h3 id={titleId} className="visually-hidden">
          {review.isOwnReview ? 'Your review' : 'Review'}, {review.rating} out of 5 stars
          {date ? `, ${date}` : ''}
        </h3>
        <ReviewTags rating={review.rating} chips={chips}>
          {review.isOwnReview ? <span className="rk-chip rk-chip-own">Your review</span> : null}
          {review.status ? <span className="rk-chip">{ownStatusLabel(review.status)}</span> : null}
        </ReviewTags>
        {date ? (
          <time className="rk-review-date" dateTime={review.createdAt}>
            {date}
            {edited ? ' (edited)' : ''}
          </time>
        ) : null}
      </header>
      {review.status ? <OwnStatusNote status={review.status} /> : null}
      {aspects.length > 0 ? (
        <dl className="rk-review-aspects">
          {rated.map((aspect) => (
            <div key={aspect.key}>
              <dt>{aspect.label}</dt>
              <dd>{aspect.value}/5</dd>
            </div>
          ))}
          {unrated.length > 0 ? (
            <div>
              <dt>Not rated</dt>
              <dd>{unrated.map((aspect) => aspect.label).join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ReviewTexts texts={texts} text={text} />
      {renderResponse ? (
        renderResponse(review)
      ) : review.response ? (
        <ReviewResponse response={review.response} reportFor={review._id} />
      ) : null}
      <footer className="rk-review-foot">
        <VoteButtons
          likes={review.likes}
          dislikes={review.dislikes}
          myVote={review.myVote}
          busy={voting}
          ownReview={review.isOwnReview}
          onVote={(vote) => onVote(review, vote)}
        />
        <ReportReviewButton
          kind={descriptor.kind}
          reviewId={review._id}
          isOwnReview={review.isOwnReview}
          className="report-review-push"
        />
      </footer>
    </article>
  );
}

/**
 * A review card's first line: its stars and chips, which wrap among themselves while the date keeps its
 * place at the right. `children` are the card's own chips (yours, its status).
 */
export function ReviewTags({
  rating,
  chips,
  children,
}: {
  rating: number;
  chips: readonly string[];
  children?: ReactNode;
}) {
  return (
    <span className="rk-review-tags">
      <StarDisplay filled={rating} label={`${rating} out of 5 stars`} size="sm" />
      {chips.map((chip) => (
        <span key={chip} className="rk-chip">
          {chip}
        </span>
      ))}
      {children}
    </span>
  );
}

/**
 * A review's main text, then its labelled answers (a manager's aspect comments, a company review's
 * treatment, pros...): on a card and on the queued card. The main text is the review and leads (as on
 * the rendered page); the comments add to it.
 */
export function ReviewTexts({
  texts,
  text,
}: {
  texts: readonly { key: string; label: string; text: string }[];
  text: string | null | undefined;
}) {
  return (
    <>
      {text ? <p className="rk-review-text">{text}</p> : null}
      {texts.length > 0 ? (
        <dl className="rk-review-texts">
          {texts.map((entry) => (
            <div key={entry.key}>
              <dt>{entry.label}</dt>
              <dd>{entry.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
