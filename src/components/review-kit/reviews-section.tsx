import { type ReactNode, type Ref, useId } from 'react';
import { LoadingStatus } from './loading-status';
import { ReviewList } from './review-list';
import type { KitReview, ReviewKindDescriptor } from './types';
import type { ReviewPages } from './use-review-pages';
import { useReviewVotes } from './use-review-votes';
import './review-kit.css';

type ReviewsSectionProps<R extends KitReview> = {
  descriptor: ReviewKindDescriptor<R>;
  reviews: ReviewPages<R>;
  /** 'Reviews', 'What employees say'. */
  title?: string;
  emptyText: string;
  /** How many reviews there are in all, when known. */
  total?: number;
  headingRef?: Ref<HTMLHeadingElement>;
  onRetry?: () => void;
  /** Above the list: the caller's review waiting in the outbox (QueuedReviewCard). */
  pinned?: ReactNode;
  /** The sort (and filter) control: a ReviewOrderControl, when there are reviews to order. */
  orderControl?: ReactNode;
  /** A filter leaves reviews out: the empty state and the count say so. */
  filtered?: boolean;
  /** Under each review instead of its public response (the claimant's responses, ReviewCard). */
  renderResponse?: (review: R) => ReactNode;
};

/** A profile's reviews: heading, loading, a failure (never shown as "no reviews"), the empty state or the list. */
export function ReviewsSection<R extends KitReview>({
  descriptor,
  reviews,
  title = 'Reviews',
  emptyText,
  total,
  headingRef,
  onRetry,
  pinned,
  orderControl,
  filtered = false,
  renderResponse,
}: ReviewsSectionProps<R>) {
  const titleId = useId();
  const { votingId, onVote } = useReviewVotes(descriptor, reviews.change);
  return (
    <section className="rk-reviews" aria-labelledby={titleId}>
      <div className="rk-reviews-head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {orderControl}
      </div>
      {pinned}
      {reviews.loading ? <LoadingStatus>Loading reviews...</LoadingStatus> : null}
      {reviews.failed ? (
        <div className="rk-error" role="alert">
          <p>Reviews could not be loaded.</p>
          {onRetry ? (
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              Try again
            </button>
          ) : null}
        </div>
      ) : null}
      {!reviews.loading && !reviews.failed && reviews.items.length === 0 ? (
        <p className="rk-empty">{filtered ? 'No reviews match this filter.' : emptyText}</p>
      ) : null}
      {reviews.items.length > 0 ? (
        <ReviewList
          reviews={reviews.items}
          descriptor={descriptor}
          onVote={onVote}
          votingId={votingId}
          // A vote toggles: until the caller's own votes are known, pressing Like could take back a
          // like they gave before, and the context arriving after the answer would hide the new one.
          votesPending={reviews.contextPending}
          // The total counts every review: with a filter it is not the number there is to see.
          total={filtered ? undefined : total}
          hasMore={reviews.hasMore}
          onLoadMore={reviews.loadMore}
          renderResponse={renderResponse}
        />
      ) : null}
    </section>
  );
}
