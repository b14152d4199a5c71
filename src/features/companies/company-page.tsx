import { type ReactNode, useEffect, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { RatingBadge } from '@/components/rating/rating-badge';
import { LoadProblem } from '@/components/review-kit/load-problem';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { ReviewsSection } from '@/components/review-kit/reviews-section';
import { useReviewPages } from '@/components/review-kit/use-review-pages';
import { RatingDistribution } from '@/components/scores/rating-distribution';
import { RatingText } from '@/components/scores/rating-text';
import { ScoreBars } from '@/components/scores/score-bars';
import { formatScore, reviewCountText, scoreOutOfFive, shownScore } from '@/components/scores/score-format';
import { ASPECT_LABELS, MANAGER_ASPECTS, managerBadgeTone } from '@/components/scores/tones';
import { absoluteUrl } from '@/config/site';
import { type CompanyPage as CompanyPageData, getCompanyPage } from '@/features/companies/api/companies';
import { loadCompanyReviews, nextCompanyReviewPage } from '@/features/companies/api/company-reviews';
import { CATEGORY_LABELS } from '@/features/companies/labels';
import { COMPANY_REVIEWS } from '@/features/companies/review-kind';
import { COMPANY_CATEGORIES, type CompanyDetails } from '@/features/companies/types';
import { companyHref, managerHref, rateCompanyHref, rateManagerHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
import './companies.css';

/** /companies/:name/:id: the company's figures, rating chart, reviews summary and leadership team. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const { state, reload } = useAsyncData(id, (signal) => getCompanyPage(id, signal));

  useEffect(() => {
    if (state.status === 'error') console.warn('Could not load company:', state.error);
  }, [state]);

  if (state.status === 'loading') {
    return (
      <div className="container rk-body">
        <PageMeta title="Company" description="A company’s managers and ratings." noIndex />
        <LoadingStatus>Loading company...</LoadingStatus>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadProblem
        error={state.error}
        noun="Company"
        notFoundText="This company does not exist."
        onRetry={reload}
        back={{ to: '/All-Companies', label: 'All companies' }}
      />
    );
  }
  const { data, fetchedAt, fromCache } = state.data;
  return (
    <CompanyProfile page={data}>
      <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
    </CompanyProfile>
  );
}

function CompanyProfile({ page, children }: { page: CompanyPageData; children?: ReactNode }) {
  const { company, managers } = page;
  const loaded = useAsyncData(company._id, (signal) => loadCompanyReviews(company._id, signal));
  const reviews = useReviewPages({
    subject: 'companies',
    id: company._id,
    loaded: loaded.state.status === 'ready' ? loaded.state.data : null,
    loading: loaded.state.status === 'loading',
    failed: loaded.state.status === 'error',
    update: loaded.update,
    reload: loaded.reload,
    nextPage: (cursor) => nextCompanyReviewPage(company._id, cursor),
  });
  const titleId = useId();
  const chartId = useId();
  const employeesId = useId();
  const teamId = useId();
  const canonicalPath = companyHref(company);
  const rated = company.reviewCount > 0;
  const employeeReviews = company.companyReviews;

  return (
    <article aria-labelledby={titleId}>
      <PageMeta
        title={`${company.name}: managers and reviews`}
        description={`${company.name}: ${company.managersCount} manager(s) rated ${rated ? `${scoreOutOfFive(company.averageRating, company.reviewCount)} from ${reviewCountText(company.reviewCount)}` : 'not yet'}, anonymously.`}
        canonicalPath={canonicalPath}
        jsonLd={organizationJsonLd(company, canonicalPath)}
      />
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">Company</p>
          <h1 id={titleId}>{company.name}</h1>
          {company.tagline ? <p className="rk-lead">{company.tagline}</p> : null}
          {company.description ? <p className="co-description">{company.description}</p> : null}
          <div className="rk-row">
            <Link to={rateManagerHref(company)} className="btn btn-accent">
              Rate a Manager
            </Link>
            <Link to={rateCompanyHref(company)} className="btn btn-outline-inverse">
              Rate This Company
            </Link>
          </div>
        </div>
      </header>

      <div className="container rk-body">
        {children}
        <dl className="co-stats">
          <div className="card co-stat">
            <dt>Managers</dt>
            <dd>{company.managersCount}</dd>
          </div>
          <div className="card co-stat">
            <dt>Avg Rating</dt>
            <dd>
              <RatingText rating={company.averageRating} reviewCount={company.reviewCount} />
            </dd>
          </div>
          <div className="card co-stat">
            <dt>Reviews</dt>
            <dd>{company.reviewCount}</dd>
          </div>
        </dl>

        <div className="co-columns">
          <section className="card co-chart" aria-labelledby={chartId}>
            <h2 id={chartId}>How its managers are rated</h2>
            {rated ? (
              <>
                <h3 className="co-subheading">Overall ratings</h3>
                <RatingDistribution
                  distribution={company.distribution}
                  caption={`Ratings of ${company.name}’s managers, 5 stars down to 1`}
                />
                <h3 className="co-subheading">Management aspects</h3>
                <ScoreBars
                  caption={`Average aspect ratings of ${company.name}’s managers, out of 5`}
                  rows={MANAGER_ASPECTS.map((aspect) => ({
                    key: aspect,
                    label: ASPECT_LABELS[aspect],
                    value: company.aspectAverages?.[aspect] ?? 0,
                  }))}
                />
              </>
            ) : (
              <p className="rk-muted">No manager reviews yet.</p>
            )}
          </section>

          <section className="card co-chart" aria-labelledby={employeesId}>
            <h2 id={employeesId}>What employees say about the company</h2>
            {employeeReviews && employeeReviews.reviewCount > 0 ? (
              <>
                <p className="co-summary">
                  <RatingText
                    rating={employeeReviews.averageRating}
                    reviewCount={employeeReviews.reviewCount}
                  />{' '}
                  from {reviewCountText(employeeReviews.reviewCount)}
                </p>
                <ScoreBars
                  caption={`${company.name}’s average category ratings, out of 5`}
                  rows={COMPANY_CATEGORIES.map((category) => ({
                    key: category,
                    label: CATEGORY_LABELS[category],
                    value: employeeReviews.categoryAverages?.[category] ?? 0,
                  }))}
                />
              </>
            ) : (
              <p className="rk-muted">No company reviews yet.</p>
            )}
          </section>
        </div>

        <div className="co-reviews">
          <ReviewsSection
            descriptor={COMPANY_REVIEWS}
            reviews={reviews}
            title={`Reviews of ${company.name}`}
            total={employeeReviews?.reviewCount}
            emptyText="No company reviews yet. Employees who reviewed a manager here can review the company."
            onRetry={loaded.reload}
          />
        </div>

        <section className="co-team" aria-labelledby={teamId}>
          <h2 id={teamId}>Leadership Team</h2>
          {managers.length === 0 ? (
            <p className="rk-muted">
              No managers listed yet. <Link to={rateManagerHref(company)}>Rate the first one</Link>.
            </p>
          ) : (
            <ul className="co-team-list">
              {managers.map((manager) => (
                <li key={manager._id} className="card co-team-member">
                  <div>
                    <Link to={managerHref(manager)} className="co-team-name">
                      {manager.name}
                    </Link>
                    <p className="co-team-role">
                      {[manager.position, manager.department?.name, manager.branch?.city]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <RatingBadge
                    rating={manager.reviewCount > 0 ? manager.averageRating : null}
                    tone={managerBadgeTone(shownScore(manager.averageRating), manager.reviewCount)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}

function organizationJsonLd(company: CompanyDetails, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: absoluteUrl(path),
    ...(company.description ? { description: company.description } : {}),
    ...(company.tagline ? { slogan: company.tagline } : {}),
    ...(company.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: formatScore(company.averageRating),
            reviewCount: company.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
