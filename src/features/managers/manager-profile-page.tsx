import { type ReactNode, useCallback, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadGate } from '@/components/review-kit/load-problem';
import { ProfileHeader } from '@/components/review-kit/profile-header';
import { ReviewOrderControl } from '@/components/review-kit/review-order-control';
import { ReviewProfile } from '@/components/review-kit/review-profile';
import { useReviewOrder } from '@/components/review-kit/use-review-order';
import { useReviewPages } from '@/components/review-kit/use-review-pages';
import { RatingDistribution } from '@/components/scores/rating-distribution';
import { ScoreBars } from '@/components/scores/score-bars';
import { shownScore } from '@/components/scores/score-format';
import { ASPECT_LABELS, MANAGER_ASPECTS, ratingTextTone } from '@/components/scores/tones';
import { ShareButton, shareImagePath } from '@/components/share-button/share-button';
import { absoluteUrl } from '@/config/site';
import { ClaimLink } from '@/features/claims/claim-link';
import { ReviewResponseEditor } from '@/features/claims/review-response-editor';
import { RecurringThemes } from '@/features/insights/recurring-themes';
import {
  embeddedManagerProfile,
  getManagerProfile,
  loadManagerReviews,
  type ManagerProfile,
  nextManagerReviewPage,
} from '@/features/managers/api/managers';
import { ManagerReviewForm } from '@/features/managers/components/manager-review-form';
import { MANAGER_REVIEWS } from '@/features/managers/review-kind';
import type { ManagerDetails } from '@/features/managers/types';
import { companyHref, departmentHref, managerHref } from '@/lib/manager-area-links';
import { orderKey } from '@/lib/review-order';
import { useAsyncData } from '@/lib/use-async-data';
import { personDescription, personSummary } from '../../../functions/src/domain/text/profile-descriptions.ts';
import { personJsonLd } from '../../../functions/src/domain/text/structured-data.ts';
import './managers.css';

/** /management/managers/:name/:id: the manager, their rating breakdown, the review form and the reviews. */
export function ManagerProfilePage() {
  const { id = '' } = useParams();
  const orderState = useReviewOrder();
  const { order } = orderState;
  // The profile answer carries the first page of reviews in the order it was asked for (a reload
  // after a write asks for the current one); after the order changes, its first page comes alone.
  const profile = useAsyncData(
    id,
    (signal) => getManagerProfile(id, order, signal),
    () => embeddedManagerProfile(id, order),
  );
  const profileOrder = profile.state.status === 'ready' ? profile.state.data.data.order : null;
  const apart = profileOrder !== null && orderKey(profileOrder) !== orderKey(order);
  const sorted = useAsyncData(apart ? `${id}|${orderKey(order)}` : null, (signal) =>
    loadManagerReviews(id, order, signal),
  );
  const { update } = profile;
  const updateReviews = useCallback(
    (change: (reviews: ManagerProfile['reviews']) => ManagerProfile['reviews']) =>
      update((result) => ({ ...result, data: { ...result.data, reviews: change(result.data.reviews) } })),
    [update],
  );
  const reviews = useReviewPages({
    subject: 'managers',
    id,
    loaded: apart
      ? sorted.state.status === 'ready'
        ? sorted.state.data
        : null
      : profile.state.status === 'ready'
        ? profile.state.data.data.reviews
        : null,
    loading: apart ? sorted.state.status === 'loading' : profile.state.status === 'loading',
    failed: apart && sorted.state.status === 'error',
    update: apart ? sorted.update : updateReviews,
    reload: apart ? sorted.reload : profile.reload,
    nextPage: (cursor) => nextManagerReviewPage(id, cursor, order),
  });

  return (
    <LoadGate
      state={profile.state}
      reload={profile.reload}
      loading={{
        title: 'Manager',
        description: 'A manager’s anonymous reviews.',
        text: 'Loading manager...',
      }}
      noun="Manager"
      notFoundText="This manager does not exist or was removed."
      back={{ to: '/search-managers', label: 'Search managers' }}
    >
      {({ data: { manager }, fetchedAt, fromCache }) => (
        <Profile key={id} manager={manager}>
          <ReviewProfile
            descriptor={MANAGER_REVIEWS}
            subjectName={manager.name}
            reviews={reviews}
            total={manager.reviewCount}
            // The score card above already says "Be the first to rate.", as an interviewer's does.
            emptyText="No reviews yet."
            orderControl={manager.reviewCount > 0 ? <ReviewOrderControl {...orderState} /> : undefined}
            onChanged={profile.reload}
            onRetryReviews={apart ? sorted.reload : undefined}
            renderResponse={
              reviews.responder
                ? (review) => (
                    <ReviewResponseEditor
                      key={review._id}
                      reviewId={review._id}
                      own={reviews.responder?.responses[review._id] ?? null}
                      shown={review.response}
                      onChange={(response) => reviews.setOwnResponse(review._id, response)}
                    />
                  )
                : undefined
            }
            actions={
              <>
                <ShareButton
                  title={`${manager.name} on Rate My Interviewer`}
                  text={`Read anonymous reviews of ${personSummary(summaryOf(manager))}.`}
                  url={absoluteUrl(managerHref(manager))}
                  imageUrl={shareImagePath('managers', manager._id)}
                />
                <ClaimLink subjectId={manager._id} profileHref={managerHref(manager)} />
              </>
            }
            side={
              manager.reviewCount > 0 ? (
                <>
                  <ManagerFigures manager={manager} />
                  <RecurringThemes kind="manager" subjectId={manager._id} />
                </>
              ) : null
            }
            outboxTag={`manager-review:${manager._id}`}
            renderForm={({ ownReview, queued, onDone, onCancel }) => (
              <ManagerReviewForm
                managerId={manager._id}
                managerName={manager.name}
                ownReview={ownReview}
                queued={queued}
                onDone={onDone}
                onCancel={onCancel}
              />
            )}
          >
            <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
          </ReviewProfile>
        </Profile>
      )}
    </LoadGate>
  );
}

/** Who the manager is, for their description and share text ("Ada Lovelace, Head Chef at Harbor & Vine"). */
function summaryOf(manager: ManagerDetails) {
  return { name: manager.name, position: manager.position, companyName: manager.company?.name };
}

function Profile({ manager, children }: { manager: ManagerDetails; children: ReactNode }) {
  const titleId = useId();
  const company = manager.company?.name ? manager.company : null;
  const canonicalPath = managerHref(manager);
  return (
    <article className="mg-profile" aria-labelledby={titleId}>
      <PageMeta
        title={`${manager.name}${company ? `, ${company.name}` : ''}`}
        description={personDescription(summaryOf(manager), manager.averageRating, manager.reviewCount)}
        canonicalPath={canonicalPath}
        jsonLd={personJsonLd(
          {
            name: manager.name,
            position: manager.position,
            company: company ? { name: company.name, path: companyHref(company) } : null,
            city: manager.branch?.city,
            path: canonicalPath,
          },
          absoluteUrl,
        )}
      />
      <ProfileHeader
        titleId={titleId}
        eyebrow="Manager"
        name={manager.name}
        score={{
          average: manager.averageRating,
          reviewCount: manager.reviewCount,
          tone: ratingTextTone(shownScore(manager.averageRating), manager.reviewCount),
          note: manager.reviewCount > 0 ? null : <p>Be the first to rate.</p>,
        }}
      >
        {manager.position ? <p className="rk-lead">{manager.position}</p> : null}
        <dl className="rk-facts">
          <div>
            <dt>Company</dt>
            <dd>
              {company ? (
                <Link to={companyHref(company)} className="rk-band-link">
                  {company.name}
                </Link>
              ) : (
                'Unknown'
              )}
            </dd>
          </div>
          <div>
            <dt>Branch</dt>
            <dd>{manager.branch?.city || 'Unknown'}</dd>
          </div>
          {manager.department ? (
            <div>
              <dt>Department</dt>
              <dd>
                {/* Its managers at every company: where a reader compares this one with others. */}
                <Link to={departmentHref(manager.department)} className="rk-band-link">
                  {manager.department.name}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
      </ProfileHeader>
      {children}
    </article>
  );
}

/** The left column: the rating breakdown and the management style. */
function ManagerFigures({ manager }: { manager: ManagerDetails }) {
  const breakdownId = useId();
  const aspectsId = useId();
  return (
    <>
      <section className="card" aria-labelledby={breakdownId}>
        <h2 id={breakdownId}>Rating breakdown</h2>
        <RatingDistribution
          distribution={manager.distribution}
          words={MANAGER_REVIEWS.ratingWords}
          caption={`How ${manager.name} was rated, 5 stars down to 1`}
        />
      </section>
      <section className="card" aria-labelledby={aspectsId}>
        <h2 id={aspectsId}>Management style</h2>
        <ScoreBars
          caption={`${manager.name}’s average aspect ratings, out of 5`}
          rows={MANAGER_ASPECTS.map((aspect) => ({
            key: aspect,
            label: ASPECT_LABELS[aspect],
            value: manager.aspectAverages?.[aspect] ?? 0,
            count: manager.aspectCounts?.[aspect],
          }))}
        />
      </section>
    </>
  );
}
