import { type ReactNode, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { ManagerRatingBadge } from '@/components/rating/manager-rating-badge';
import { StarDisplay } from '@/components/rating/star-display';
import { LoadGate } from '@/components/review-kit/load-problem';
import { QueuedReviewCard } from '@/components/review-kit/queued-review-card';
import { ReviewOrderControl } from '@/components/review-kit/review-order-control';
import { ReviewResponse } from '@/components/review-kit/review-response';
import { ReviewsSection } from '@/components/review-kit/reviews-section';
import { useReviewOrder } from '@/components/review-kit/use-review-order';
import { useReviewPages } from '@/components/review-kit/use-review-pages';
import { RatingDistribution } from '@/components/scores/rating-distribution';
import { RatingText } from '@/components/scores/rating-text';
import { ScoreBars } from '@/components/scores/score-bars';
import { formatScore, NO_RATING_TEXT, reviewCountText, shownScore } from '@/components/scores/score-format';
import { ASPECT_LABELS, MANAGER_ASPECTS } from '@/components/scores/tones';
import { ShareButton, shareImagePath } from '@/components/share-button/share-button';
import { absoluteUrl } from '@/config/site';
import { ClaimLink } from '@/features/claims/claim-link';
import { ReviewResponseEditor } from '@/features/claims/review-response-editor';
import {
  type CompanyPage as CompanyPageData,
  embeddedCompanyPage,
  getCompanyPage,
} from '@/features/companies/api/companies';
import {
  companyReviewTag,
  editCompanyReviewHref,
  embeddedCompanyReviews,
  loadCompanyReviews,
  nextCompanyReviewPage,
  THIS_MONTH,
} from '@/features/companies/api/company-reviews';
import { CATEGORY_LABELS } from '@/features/companies/labels';
import { COMPANY_REVIEWS } from '@/features/companies/review-kind';
import { TeamMemberIdentity } from '@/features/companies/team-member-identity';
import { COMPANY_CATEGORIES, type CompanyDetails } from '@/features/companies/types';
import { formatLongDate } from '@/lib/long-date';
import { companyHref, rateCompanyHref, rateManagerHref } from '@/lib/manager-area-links';
import { useQueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { orderKey } from '@/lib/review-order';
import { useAsyncData } from '@/lib/use-async-data';
import { companyEmptyText, companyHasNothingYet } from '../../../functions/src/domain/text/company-empty.ts';
import {
  COMPANY_EYEBROW,
  companyPageTitle,
  LEADERSHIP_TEAM_ID,
} from '../../../functions/src/domain/text/company-page-titles.ts';
import { companyDescription } from '../../../functions/src/domain/text/profile-descriptions.ts';
import { organizationJsonLd } from '../../../functions/src/domain/text/structured-data.ts';
import './companies.css';

/** /companies/:name/:id: the company's figures, rating chart, reviews summary and leadership team. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const { state, reload } = useAsyncData(
    id,
    (signal) => getCompanyPage(id, signal),
    () => embeddedCompanyPage(id),
  );

  return (
    <LoadGate
      state={state}
      reload={reload}
      loading={{
        title: 'Company',
        description: 'A company’s managers and ratings.',
        text: 'Loading company...',
      }}
      noun="Company"
      notFoundText="This company does not exist."
      back={{ to: '/All-Companies', label: 'All companies' }}
    >
      {({ data, fetchedAt, fromCache }) => (
        <CompanyProfile page={data}>
          <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
        </CompanyProfile>
      )}
    </LoadGate>
  );
}

function EmptyCompany({ company }: { company: CompanyDetails }) {
  const text = companyEmptyText(company.name);
  return (
    <p className="rk-empty">
      {text.before}
      <Link to={rateManagerHref(company)}>{text.link}</Link>
      {text.after}
    </p>
  );
}

function CompanyProfile({ page, children }: { page: CompanyPageData; children?: ReactNode }) {
  const { company, managers } = page;
  const orderState = useReviewOrder();
  const { order } = orderState;
  const loaded = useAsyncData(
    `${company._id}|${orderKey(order)}`,
    (signal) => loadCompanyReviews(company._id, order, signal),
    () => embeddedCompanyReviews(company._id, order),
  );
  const reviews = useReviewPages({
    subject: 'companies',
    id: company._id,
    loaded: loaded.state.status === 'ready' ? loaded.state.data : null,
    loading: loaded.state.status === 'loading',
    failed: loaded.state.status === 'error',
    update: loaded.update,
    reload: loaded.reload,
    nextPage: (cursor) => nextCompanyReviewPage(company._id, cursor, order),
  });
  const navigate = useNavigate();
  // The caller's newest review of the company (held ones too), and one of theirs in the outbox.
  const ownReview = reviews.items.find((review) => review.isOwnReview) ?? null;
  const queued = useQueuedReview(companyReviewTag(company._id));
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
        title={companyPageTitle(company.name)}
        description={companyDescription(company)}
        canonicalPath={canonicalPath}
        jsonLd={organizationJsonLd(
          {
            name: company.name,
            description: company.description,
            tagline: company.tagline,
            cities: company.cities,
            own: company.companyReviews,
            path: canonicalPath,
          },
          absoluteUrl,
        )}
      />
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">{COMPANY_EYEBROW}</p>
          <h1 id={titleId}>{company.name}</h1>
          {company.tagline ? <p className="rk-lead">{company.tagline}</p> : null}
          {company.description ? <p className="co-description">{company.description}</p> : null}
          {company.cities && company.cities.length > 0 ? (
            <p className="co-cities">
              <span className="visually-hidden">Branches in </span>
              {company.cities.join(' · ')}
            </p>
          ) : null}
          {/* The score before the buttons: on a phone it sat under four of them, a screen down. */}
          <p className="co-band-score">
            {rated ? (
              <>
                <span className="visually-hidden">Manager rating </span>
                <span className="co-band-score-number">{formatScore(company.averageRating)}</span>
                <StarDisplay
                  filled={shownScore(company.averageRating)}
                  label={`Average ${formatScore(company.averageRating)} out of 5 stars`}
                />
                <span className="co-band-score-count">{reviewCountText(company.reviewCount, 'manager')}</span>
              </>
            ) : (
              <span className="co-band-score-count">{NO_RATING_TEXT}</span>
            )}
          </p>
          <div className="rk-row co-band-actions">
            <Link to={rateManagerHref(company)} className="btn btn-accent">
              Rate a Manager
            </Link>
            <Link to={rateCompanyHref(company)} className="btn btn-outline-inverse">
              Rate This Company
            </Link>
            <ShareButton
              className="btn btn-outline-inverse"
              title={`${company.name} on Rate My Interviewer`}
              text={`Read anonymous reviews of ${company.name}, its managers and interviewers.`}
              url={absoluteUrl(canonicalPath)}
              imageUrl={shareImagePath('companies', company._id)}
            />
            {/* After Share: on a phone Rate This Company and Share share a row (in between, Insights kept
                each button on a row of its own, a band of four buttons before any review). */}
            <Link to={`${canonicalPath}/insights`} className="btn btn-outline-inverse">
              Insights: trends and themes
            </Link>
            <ClaimLink
              kind="company"
              subjectId={company._id}
              profileHref={canonicalPath}
              className="btn-link-inverse"
            />
          </div>
        </div>
      </header>

      <div className="container rk-body">
        {children}
        {/* The counts the band does not give: its managers' rating and review count lead the band (they
            were cards here too, the same figures twice). */}
        <dl className="co-stats">
          <div className="card co-stat">
            <dt>Managers</dt>
            <dd>
              {/* Like the interviewers' figure, a link to whom it counts: the team listed below. */}
              {company.managersCount > 0 && managers.length > 0 ? (
                <a className="co-stat-link" href={`#${LEADERSHIP_TEAM_ID}`}>
                  {company.managersCount}
                </a>
              ) : (
                company.managersCount
              )}
            </dd>
          </div>
          <div className="card co-stat">
            <dt>Interviewers</dt>
            <dd>
              {(company.interviewersCount ?? 0) > 0 ? (
                <Link
                  className="co-stat-link"
                  to={`/search/${encodeURIComponent(company.name)}?searchMode=company`}
                >
                  {company.interviewersCount}
                </Link>
              ) : (
                0
              )}
            </dd>
          </div>
        </dl>

        {/* Nothing yet: one line with the way to start, not an empty note in each section. The
            caller's own (held) or queued review still shows the sections, with it. */}
        {companyHasNothingYet(company, managers.length) && !ownReview && !queued ? (
          <EmptyCompany company={company} />
        ) : (
          <>
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
                        count: company.aspectCounts?.[aspect],
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
                      from {reviewCountText(employeeReviews.reviewCount, 'company')}
                    </p>
                    <ScoreBars
                      caption={`${company.name}’s average category ratings, out of 5`}
                      rows={COMPANY_CATEGORIES.map((category) => ({
                        key: category,
                        label: CATEGORY_LABELS[category],
                        value: employeeReviews.categoryAverages?.[category] ?? 0,
                        count: employeeReviews.categoryCounts?.[category],
                      }))}
                    />
                  </>
                ) : (
                  // The reviews section below says there are none and who may write one: not twice.
                  <p className="rk-muted">Not rated by employees yet.</p>
                )}
              </section>
            </div>

            {/* Reviews beside the team from 60rem: the reviews keep a readable measure, and the team fills
                what was an empty third of the page beside them. */}
            <div className="co-lower">
              <div className="co-reviews">
                {ownReview ? (
                  <section className="card co-own-review" aria-label="Your review">
                    <p>
                      <strong>You reviewed {company.name}</strong> on {formatLongDate(ownReview.createdAt)}:{' '}
                      <StarDisplay filled={ownReview.rating} size="sm" />
                    </p>
                    <Link to={editCompanyReviewHref(company, ownReview._id)} className="btn btn-secondary">
                      Edit your review
                    </Link>
                  </section>
                ) : null}
                <ReviewsSection
                  descriptor={COMPANY_REVIEWS}
                  reviews={reviews}
                  title={`Reviews of ${company.name}`}
                  total={employeeReviews?.reviewCount}
                  orderControl={
                    employeeReviews?.reviewCount ? <ReviewOrderControl {...orderState} /> : undefined
                  }
                  emptyText="No company reviews yet. Employees who reviewed a manager here can review the company."
                  onRetry={loaded.reload}
                  renderResponse={(review) =>
                    // The company's verified account answers here (issue 17); everyone else reads its answer.
                    reviews.responder ? (
                      <ReviewResponseEditor
                        key={review._id}
                        kind="company"
                        from={company.name}
                        reviewId={review._id}
                        own={reviews.responder.responses[review._id] ?? null}
                        shown={review.response}
                        onChange={(response) => reviews.setOwnResponse(review._id, response)}
                      />
                    ) : review.response ? (
                      <ReviewResponse response={review.response} from={company.name} reportFor={review._id} />
                    ) : null
                  }
                  pinned={
                    queued ? (
                      <QueuedReviewCard
                        descriptor={COMPANY_REVIEWS}
                        queued={queued}
                        subjectName={company.name}
                        onEdit={() =>
                          navigate(
                            queued.state === 'duplicate'
                              ? editCompanyReviewHref(company, THIS_MONTH)
                              : rateCompanyHref(company),
                          )
                        }
                      />
                    ) : null
                  }
                />
              </div>

              <section className="co-team" id={LEADERSHIP_TEAM_ID} aria-labelledby={teamId}>
                <h2 id={teamId}>Leadership Team</h2>
                {managers.length === 0 ? (
                  <p className="rk-muted">
                    No managers listed yet. <Link to={rateManagerHref(company)}>Rate the first one</Link>.
                  </p>
                ) : (
                  <ul className="co-team-list">
                    {managers.map((manager) => (
                      <li key={manager._id} className="card co-team-member">
                        <TeamMemberIdentity manager={manager} />
                        {/* The count beside the average: "4.1" alone does not say whether one person or forty gave it. */}
                        <div className="co-team-score">
                          <ManagerRatingBadge manager={manager} />
                          {manager.reviewCount > 0 ? (
                            <span className="co-team-count">{reviewCountText(manager.reviewCount)}</span>
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
