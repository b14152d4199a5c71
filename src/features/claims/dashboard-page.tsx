import type { DashboardFigure, ManagerDashboard } from '@contract/dashboard';
import { periodKeyText, periodText } from '@contract/period-text';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FigureTable } from '@/components/figure-table/figure-table';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { PageBand } from '@/components/review-kit/page-band';
import { fetchDashboard } from '@/features/claims/api';
import { ThemeList } from '@/features/insights/theme-list';
import { ApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/long-date';
import { useAsyncData } from '@/lib/use-async-data';
import './claims.css';

const LABELS: Record<DashboardFigure['key'], string> = {
  rating: 'Overall rating',
  leadership: 'Leadership',
  communication: 'Communication',
  teamwork: 'Teamwork',
  empathy: 'Empathy',
  fairness: 'Fairness',
};

const more = (n: number) => `${n} more review${n === 1 ? '' : 's'}`;

/**
 * /management/managers/:name/:id/dashboard (issue 17): the claimant's private improvement dashboard.
 * Everything on it rests on at least 5 published reviews and says so; below that it says how many
 * more are needed. Only the claimant (and moderators) can open it.
 */
export function DashboardPage() {
  const { id = '', name = '' } = useParams();
  const profileHref = `/management/managers/${encodeURIComponent(name)}/${encodeURIComponent(id)}`;
  const { state, reload } = useAsyncData(`dashboard-${id}`, (signal) => fetchDashboard(id, signal));
  const titleId = useId();
  const data = state.status === 'ready' ? state.data : null;
  return (
    <section aria-labelledby={titleId}>
      <PageMeta title="Your dashboard" description="Your private improvement dashboard." noIndex />
      {/* The band of the profile it belongs to, the way back in it. */}
      <PageBand
        titleId={titleId}
        eyebrow="Private dashboard"
        title={data ? `Your dashboard: ${data.manager.name}` : 'Improvement dashboard'}
        lead={
          data
            ? `Private to you. Made only of the ${data.reviewCount} published review${data.reviewCount === 1 ? '' : 's'} anyone can read; every figure rests on at least ${data.minGroup} of them, and nothing here says who wrote a review.`
            : undefined
        }
      >
        <div className="rk-row">
          <Link to={profileHref} className="btn btn-outline-inverse">
            Back to the profile
          </Link>
        </div>
      </PageBand>
      <div className="container dash-page">
        {state.status === 'loading' ? (
          <p role="status">Loading your dashboard…</p>
        ) : state.status === 'error' ? (
          state.error instanceof ApiError && state.error.status === 403 ? (
            <p className="claim-notice" role="alert">
              Only the manager who claimed this profile can see its dashboard. Is this profile about you?{' '}
              <Link to={`${profileHref}/claim`}>Claim this profile</Link>
            </p>
          ) : (
            <LoadError error={state.error} what="your dashboard" onRetry={reload} />
          )
        ) : (
          <Dashboard data={state.data} profileHref={profileHref} />
        )}
      </div>
    </section>
  );
}

function Dashboard({ data, profileHref }: { data: ManagerDashboard; profileHref: string }) {
  const since = data.sinceLastQuarter;
  return (
    <>
      {data.reviewsNeeded > 0 ? (
        <p className="claim-notice" role="status">
          Your figures appear once {more(data.reviewsNeeded)} {data.reviewsNeeded === 1 ? 'is' : 'are'}{' '}
          published.
        </p>
      ) : null}
      <section aria-labelledby="dash-since">
        <h2 id="dash-since">Since last quarter</h2>
        <p>
          {since.newReviews} new review{since.newReviews === 1 ? '' : 's'} in {periodKeyText(since.quarter)} (
          {since.previousReviews} in {periodKeyText(since.previousQuarter)}).
        </p>
      </section>
      <section aria-labelledby="dash-aspects">
        <h2 id="dash-aspects">Each aspect</h2>
        <div className="dash-grid">
          {data.figures.map((f) => (
            <FigureCard key={f.key} figure={f} companyName={data.manager.companyName} />
          ))}
        </div>
      </section>
      <section aria-labelledby="dash-themes">
        <h2 id="dash-themes">Recurring themes</h2>
        {data.themes && data.themes.themes.length > 0 ? (
          <ThemeList kind="manager" subjectId={data.manager._id} themes={data.themes.themes} />
        ) : (
          <p className="dash-muted">No theme is shared by enough reviews yet.</p>
        )}
      </section>
      <section aria-labelledby="dash-reviews">
        <h2 id="dash-reviews">Published reviews</h2>
        {data.reviews.length === 0 ? (
          <p className="dash-muted">No published reviews yet.</p>
        ) : (
          // Answering is on the profile, where readers see the answer under the review: said here, where
          // a manager reads the reviews, so the list is not a dead end.
          <p className="dash-muted">
            To answer a review publicly, find it on <Link to={profileHref}>your profile</Link> and choose
            Respond under it.
          </p>
        )}
        {data.reviews.length === 0 ? null : (
          <ul className="dash-reviews">
            {data.reviews.map((r) => (
              <li key={r._id} className="card">
                <p>
                  <strong>{r.rating} out of 5</strong> · {formatLongDate(r.createdAt)}
                </p>
                {r.reviewText ? <p>{r.reviewText}</p> : null}
                {r.texts.map((t) => (
                  <p key={t.label}>
                    <strong>{t.label}:</strong> {t.text}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function FigureCard({ figure: f, companyName }: { figure: DashboardFigure; companyName: string }) {
  return (
    <article className="card dash-card" aria-label={LABELS[f.key]}>
      <h3>{LABELS[f.key]}</h3>
      {f.overall ? (
        <p>
          <span className="dash-figure">{f.overall.average.toFixed(1)}</span> from {f.overall.reviewCount}{' '}
          reviews
        </p>
      ) : (
        <p className="dash-muted">Needs {more(f.reviewsNeeded)} rating it.</p>
      )}
      {f.change ? (
        <p className={f.change.delta >= 0 ? 'dash-up' : 'dash-down'}>
          {f.change.delta >= 0 ? '▲' : '▼'} {Math.abs(f.change.delta).toFixed(2)} from{' '}
          {periodText(f.change.from)} to {periodText(f.change.to)}
        </p>
      ) : null}
      {f.company ? (
        <p>
          Better than {f.company.percentile}% of {f.company.comparedWith} other managers at {companyName}
        </p>
      ) : null}
      {f.allManagers ? (
        <p>
          Better than {f.allManagers.percentile}% of {f.allManagers.comparedWith} managers on the site
        </p>
      ) : null}
      {f.trend.length > 0 ? (
        <FigureTable
          caption={`${LABELS[f.key]} by quarter`}
          captionHidden
          columns={['Quarter', 'Average', 'Reviews']}
          rows={f.trend.map((p) => ({
            key: p.from,
            head: periodText(p),
            cells: [p.average.toFixed(2), p.reviewCount],
          }))}
        />
      ) : null}
    </article>
  );
}
