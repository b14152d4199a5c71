import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { PageBand } from '@/components/review-kit/page-band';
import { getMyReviews } from '@/features/interviewers/api/my-reviews';
import { formatLongDate } from '@/lib/long-date';
import { useAsyncData } from '@/lib/use-async-data';
import './interviewers.css';

/** /my-reviews (login required): the caller's reviews; each leads to the interviewer's profile. */
export function MyReviewsPage() {
  const titleId = useId();
  const { state } = useAsyncData('mine', (signal) => getMyReviews(signal));
  return (
    <section aria-labelledby={titleId}>
      <PageMeta title="My reviews" description="The reviews you have written." noIndex />
      <PageBand
        titleId={titleId}
        eyebrow="Your account"
        title="My reviews"
        lead="Only you can see which reviews are yours."
      />
      <div className="container rk-narrow rk-body">
        {state.status === 'loading' ? <LoadingStatus>Loading your reviews…</LoadingStatus> : null}
        {state.status === 'error' ? (
          <p className="rk-error" role="alert">
            Error: {state.error instanceof Error ? state.error.message : String(state.error)}
          </p>
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <div className="rk-empty-block">
            <p className="rk-empty">No reviews posted yet.</p>
            <Link to="/search-interviewers" className="btn btn-primary">
              Find an interviewer to review
            </Link>
          </div>
        ) : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <ul className="iv-my-reviews">
            {state.data.map((review) => (
              <li key={review._id}>
                <Link
                  to={`/interviewers/${encodeURIComponent(review.interviewerId)}`}
                  className="iv-card iv-my-review"
                >
                  <span className="iv-my-review-head">
                    <span className="iv-card-name">{review.interviewerName}</span>
                    <span className="iv-my-review-rating">
                      {review.rating}
                      <span aria-hidden="true"> ★</span>
                      <span className="visually-hidden"> out of 5 stars</span>
                    </span>
                  </span>
                  <span className="iv-card-role">{review.company}</span>
                  {review.status ? (
                    <span className="iv-chip">
                      {review.status === 'removed' ? 'Removed' : 'Pending review'}
                    </span>
                  ) : null}
                  <span className="iv-my-review-text">{review.review}</span>
                  <span className="iv-card-meta">Reviewed on {formatLongDate(review.date)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
