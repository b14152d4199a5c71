import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { RatingBadge } from '@/components/rating/rating-badge';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { PageBand } from '@/components/review-kit/page-band';
import { shownScore } from '@/components/scores/score-format';
import { getSavedInterviewers } from '@/features/interviewers/api/saved-interviewers';
import { positionAtCompany } from '@/features/interviewers/format';
import { badgeRating, listBadgeTone } from '@/features/interviewers/rating';
import { useAsyncData } from '@/lib/use-async-data';
import './interviewers.css';

/** /saved (login required): the interviewers the caller saved, most recent first. */
export function SavedInterviewersPage() {
  const titleId = useId();
  const { state, reload } = useAsyncData('saved', (signal) => getSavedInterviewers(signal));

  const items = state.status === 'ready' ? state.data : [];
  return (
    <section aria-labelledby={titleId}>
      <PageMeta title="Saved interviewers" description="The interviewers you saved." noIndex />
      <PageBand
        titleId={titleId}
        eyebrow="Your account"
        title="Saved interviewers"
        lead="Keep track of the people you are about to meet."
      />
      <div className="container rk-body">
        {state.status === 'loading' ? <LoadingStatus>Loading saved interviewers...</LoadingStatus> : null}
        {state.status === 'error' ? (
          <LoadError error={state.error} what="your saved interviewers" onRetry={reload} />
        ) : null}
        {state.status === 'ready' && items.length === 0 ? (
          <div className="rk-empty-block">
            <p className="rk-empty">You have not saved any interviewers yet.</p>
            <Link to="/search-interviewers" className="btn btn-primary">
              Search interviewers
            </Link>
          </div>
        ) : null}
        {items.length > 0 ? (
          <ul className="rk-grid">
            {items.map((interviewer) => (
              <li key={interviewer._id}>
                <Link to={`/interviewers/${encodeURIComponent(interviewer._id)}`} className="iv-card">
                  <span className="iv-card-text">
                    <span className="iv-card-name">{interviewer.name}</span>
                    <span className="iv-card-role">{positionAtCompany(interviewer)}</span>
                  </span>
                  <RatingBadge
                    rating={badgeRating(interviewer)}
                    tone={listBadgeTone(shownScore(interviewer.average))}
                  />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
