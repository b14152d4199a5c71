import { Link } from 'react-router-dom';
import { StarDisplay } from '@/components/rating/star-display';
import {
  embeddedLatestReviews,
  fetchLatestReviews,
  type LatestReview,
} from '@/features/landing/api/latest-reviews';
import { formatLongDate } from '@/lib/long-date';
import { companyHref, managerHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';

function LatestReviewCard({ review }: { review: LatestReview }) {
  return (
    <li className="latest-review card">
      <p className="latest-review-rating">
        <StarDisplay filled={review.rating} size="sm" label={`Rated ${review.rating} out of 5`} />
        <time dateTime={review.createdAt.slice(0, 10)}>{formatLongDate(review.createdAt)}</time>
      </p>
      <blockquote className="latest-review-text">{review.reviewText}</blockquote>
      <p className="latest-review-subject">
        <Link to={managerHref(review.manager)}>{review.manager.name}</Link>
        <span className="latest-review-where">
          {review.manager.position ? `${review.manager.position} · ` : ''}
          <Link to={companyHref(review.company)}>{review.company.name}</Link>
        </span>
      </p>
    </li>
  );
}

/**
 * "Latest reviews" on the landing page: the newest published manager reviews. Nothing is shown while
 * they load, when there are none or when the call fails: the page stands without them. On the
 * server-rendered landing page they come with the page (functions/src/pages/page-markup.ts draws the same
 * markup), so the first render shows them at once, without a request.
 */
export function LatestReviews() {
  const { state } = useAsyncData('latest-reviews', fetchLatestReviews, embeddedLatestReviews);
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section className="section" aria-labelledby="latest-title">
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">Fresh from the community</p>
          <h2 id="latest-title">Latest reviews</h2>
        </div>
        <ul className="latest-reviews">
          {state.data.map((review) => (
            <LatestReviewCard key={review._id} review={review} />
          ))}
        </ul>
      </div>
    </section>
  );
}
