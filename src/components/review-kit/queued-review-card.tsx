import { useId } from 'react';
import { formatTime } from '@/lib/offline/format-time';
import type { QueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { ReviewTags, ReviewTexts } from './review-card';
import type { KitReview, ReviewKindDescriptor } from './types';
import './review-kit.css';

type QueuedReviewCardProps<R extends KitReview> = {
  descriptor: ReviewKindDescriptor<R>;
  queued: QueuedReview;
  subjectName: string;
  /**
   * Opens the form on this review (pending: to change it; duplicate: to put it into the existing one;
   * refused: to change what the server refused and send it again).
   */
  onEdit: () => void;
  /** The form cannot open yet (the caller's own review is still on its way). */
  editDisabled?: boolean;
};

/**
 * The review as the form sent it, read with the kind's own descriptor: an entry's body holds the
 * same fields as a review answer, less what only the server knows (id, date, counts).
 */
function previewOf<R extends KitReview>(queued: QueuedReview): R {
  const body = typeof queued.body === 'object' && queued.body !== null ? queued.body : {};
  const rating = Number((body as { rating?: unknown }).rating);
  return {
    ...body,
    _id: queued.id,
    rating: Number.isFinite(rating) ? rating : 0,
    createdAt: new Date(queued.createdAt).toISOString(),
    likes: 0,
    dislikes: 0,
    isOwnReview: true,
    myVote: null,
  } as unknown as R;
}

/** Why the server did not take it, in its words. */
export function refusalReason(queued: QueuedReview): string {
  return queued.message ? `Not sent: ${queued.message}` : 'The server did not accept it, so it was not sent.';
}

/**
 * The caller's review that sits in the outbox, pinned at the top of the reviews as their held review
 * is: "Waiting to be sent" (Edit changes it there instead of queueing a second one), refused
 * because they had reviewed this subject already (Edit your existing review, taking this text along),
 * or refused for what it says (the server's reason, and Edit to change it and send it again).
 * No votes and no Report: the server has not got it.
 */
export function QueuedReviewCard<R extends KitReview>({
  descriptor,
  queued,
  subjectName,
  onEdit,
  editDisabled = false,
}: QueuedReviewCardProps<R>) {
  const titleId = useId();
  const review = previewOf<R>(queued);
  const duplicate = queued.state === 'duplicate';
  const refused = queued.state === 'refused';
  const chips = descriptor.chips?.(review) ?? [];
  const rated = (descriptor.aspects?.(review) ?? []).filter((aspect) => aspect.value > 0);
  const texts = (descriptor.texts?.(review) ?? []).filter((entry) => entry.text.trim() !== '');
  const text = descriptor.text(review);
  const status = duplicate || refused ? 'Not sent' : 'Waiting to be sent';
  return (
    <article
      className="rk-review rk-queued"
      data-state={queued.state}
      aria-labelledby={titleId}
      data-kind={descriptor.kind}
    >
      {/* Its state on a line of its own above the review: beside the stars, an outcome chip and the time
          it squeezed "Waiting to be sent" into a narrow column at 390 px. */}
      <p className="rk-queued-status">
        <span className="rk-chip rk-chip-queued">{status}</span>
        <span className="rk-review-date">
          Submitted <time dateTime={review.createdAt}>{formatTime(queued.createdAt)}</time>
        </span>
      </p>
      <header className="rk-review-head">
        <h3 id={titleId} className="visually-hidden">
          Your review, {status.toLowerCase()}, {review.rating} out of 5 stars
        </h3>
        <ReviewTags rating={review.rating} chips={chips} />
      </header>
      {rated.length > 0 ? (
        <dl className="rk-review-aspects">
          {rated.map((aspect) => (
            <div key={aspect.key}>
              <dt>{aspect.label}</dt>
              <dd>{aspect.value}/5</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ReviewTexts texts={texts} text={text} />
      <footer className="rk-queued-foot">
        <p className="rk-muted">
          {duplicate
            ? `You had already reviewed ${subjectName}, so this was not sent. Nothing you wrote is lost: edit your existing review with it.`
            : refused
              ? `${refusalReason(queued)} Nothing you wrote is lost: edit it and submit it again.`
              : queued.waitingFor === 'sign-in'
                ? 'Only you can see it. It goes out when you are signed in on this device.'
                : 'Only you can see it. It goes out once, as soon as there is a connection.'}
        </p>
        <button type="button" className="btn btn-secondary" onClick={onEdit} disabled={editDisabled}>
          {duplicate ? 'Edit your existing review' : 'Edit'}
        </button>
      </footer>
    </article>
  );
}
