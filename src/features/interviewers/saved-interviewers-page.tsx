import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { RatingBadge } from '@/components/rating/rating-badge';
import { getSavedInterviewers } from '@/features/interviewers/api/saved-interviewers';
import { LoadingStatus } from '@/features/interviewers/components/loading-status';
import { PageHeader } from '@/features/interviewers/components/page-header';
import { positionAtCompany } from '@/features/interviewers/format';
import { listBadgeTone } from '@/features/interviewers/rating';
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
      <PageHeader
        titleId={titleId}
        eyebrow="Your account"
        title="Saved interviewers"
        lead="Keep track of the people you are about to meet."
      />
      <div className="container iv-body">
        {state.status === 'loading' ? <LoadingStatus>Loading saved interviewers...</LoadingStatus> : null}
        {state.status === 'error' ? (
          <LoadError error={state.error} what="your saved interviewers" onRetry={reload} />
        ) : null}
        {state.status === 'ready' && items.length === 0 ? (
          <div className="iv-empty-block">
            <p className="iv-empty">You have not saved any interviewers yet.</p>
            <Link to="/search-interviewers" className="btn btn-primary">
              Search interviewers
            </Link>
          </div>
        ) : null}
        {items.length > 0 ? (
          <ul className="iv-grid">
            {items.map((interviewer) => (
              <li key={interviewer._id}>
                <Link to={`/interviewers/${encodeURIComponent(interviewer._id)}`} className="iv-card">
                  <span className="iv-card-text">
                    <span className="iv-card-name">{interviewer.name}</span>
                    <span className="iv-card-role">{positionAtCompany(interviewer)}</span>
                  </span>
                  <RatingBadge
                    rating={interviewer.rating > 0 ? interviewer.rating : null}
                    tone={listBadgeTone(interviewer.rating)}
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
