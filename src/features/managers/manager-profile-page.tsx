import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { StarDisplay } from '@/components/rating/star-display';
import { RatingDistribution } from '@/components/scores/rating-distribution';
import { RatingText } from '@/components/scores/rating-text';
import { ScoreBars } from '@/components/scores/score-bars';
import { ASPECT_LABELS, MANAGER_ASPECTS, oneDecimal, reviewsLabel } from '@/components/scores/tones';
import { useSessionStatus } from '@/components/session/use-session';
import { absoluteUrl } from '@/config/site';
import { voteOnManagerReview } from '@/features/managers/api/manager-reviews';
import {
  getManagerProfile,
  type ManagerProfile,
  nextManagerReviewPage,
} from '@/features/managers/api/managers';
import { LoadingStatus } from '@/features/managers/components/loading-status';
import { ManagerReviewForm } from '@/features/managers/components/manager-review-form';
import { ManagerReviewList } from '@/features/managers/components/manager-review-list';
import { ShareButton } from '@/features/managers/components/share-button';
import type { ManagerDetails, ManagerReview, Vote } from '@/features/managers/types';
import { ApiError } from '@/lib/api-client';
import { companyHref, managerHref } from '@/lib/manager-area-links';
import { withNextPage } from '@/lib/review-pages';
import { useAsyncData } from '@/lib/use-async-data';
import { useViewerContext } from '@/lib/use-viewer-context';
import './managers.css';

/** /management/managers/:name/:id: the manager, their rating breakdown, the review form and the reviews. */
export function ManagerProfilePage() {
  const { id = '' } = useParams();
  const profile = useAsyncData(id, (signal) => getManagerProfile(id, signal));
  const { update } = profile;
  const updateReviews = useCallback(
    (change: (reviews: ManagerProfile['reviews']) => ManagerProfile['reviews']) =>
      update((result) => ({ ...result, data: { ...result.data, reviews: change(result.data.reviews) } })),
    [update],
  );
  const contextPending = useViewerContext({
    subject: 'managers',
    id,
    loaded: profile.state.status === 'ready' ? profile.state.data.data.reviews : null,
    update: updateReviews,
    reload: profile.reload,
  });

  useEffect(() => {
    if (profile.state.status === 'error') console.warn('Could not load manager:', profile.state.error);
  }, [profile.state]);

  if (profile.state.status === 'loading') {
    return (
      <div className="container mg-body">
        <PageMeta title="Manager" description="A manager’s anonymous reviews." noIndex />
        <LoadingStatus>Loading manager...</LoadingStatus>
      </div>
    );
  }
  if (profile.state.status === 'error') {
    const notFound = profile.state.error instanceof ApiError && profile.state.error.status === 404;
    return (
      <div className="container mg-body">
        <PageMeta title={notFound ? 'Manager not found' : 'Manager'} description="" noIndex />
        <div className="card mg-problem" role="alert">
          <h1>{notFound ? 'Manager not found' : 'Something went wrong. Please try again.'}</h1>
          <p>
            {notFound
              ? 'This manager does not exist or was removed.'
              : 'We could not load this manager right now.'}
          </p>
          <div className="mg-cta-row">
            {notFound ? null : (
              <button type="button" className="btn btn-primary" onClick={profile.reload}>
                Try again
              </button>
            )}
            <Link to="/search-managers" className="btn btn-secondary">
              Search managers
            </Link>
          </div>
        </div>
      </div>
    );
  }
  const { data, fetchedAt, fromCache } = profile.state.data;
  return (
    <Profile
      key={id}
      profile={data}
      onChanged={profile.reload}
      contextPending={contextPending}
      onReviewChanged={(change) =>
        updateReviews((reviews) => ({ ...reviews, items: reviews.items.map(change) }))
      }
      onLoadMore={async () => {
        const cursor = data.reviews.nextCursor;
        if (!cursor) return;
        const page = await nextManagerReviewPage(id, cursor);
        updateReviews((reviews) => withNextPage(reviews, page));
      }}
    >
      <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
    </Profile>
  );
}

type ProfileProps = {
  profile: ManagerProfile;
  onChanged: () => void;
  /** The caller's own review and votes are still on their way. */
  contextPending: boolean;
  onReviewChanged: (change: (review: ManagerReview) => ManagerReview) => void;
  onLoadMore: () => Promise<void>;
  children?: ReactNode;
};

function Profile({
  profile,
  onChanged,
  contextPending,
  onReviewChanged,
  onLoadMore,
  children,
}: ProfileProps) {
  const { manager } = profile;
  const reviews = profile.reviews.items;
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionStatus();
  const signedIn = session === 'signed-in';
  const titleId = useId();
  const breakdownId = useId();
  const aspectsId = useId();
  const reviewsTitleId = useId();
  const formId = useId();
  const reviewsHeading = useRef<HTMLHeadingElement>(null);
  const rateButton = useRef<HTMLButtonElement>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [votingId, setVotingId] = useState<string | null>(null);

  const ownReview = reviews.find((review) => review.isOwnReview) ?? null;
  const canonicalPath = managerHref(manager);
  const toSignIn = () => navigate('/signin', { state: { from: `${location.pathname}${location.search}` } });

  const closeForm = (focus: 'rate' | 'reviews') => {
    setFormOpen(false);
    requestAnimationFrame(() => (focus === 'rate' ? rateButton.current : reviewsHeading.current)?.focus());
  };

  const onVote = async (review: ManagerReview, vote: Vote) => {
    if (!signedIn) {
      toSignIn();
      return;
    }
    setVotingId(review._id);
    try {
      const result = await voteOnManagerReview(review._id, vote);
      onReviewChanged((r) =>
        r._id === result._id
          ? { ...r, likes: result.likes, dislikes: result.dislikes, myVote: result.myVote }
          : r,
      );
    } catch (error) {
      console.warn('Vote failed:', error);
    } finally {
      setVotingId(null);
    }
  };

  const company = manager.company?.name ? manager.company : null;
  const summary = `${manager.name}${manager.position ? `, ${manager.position}` : ''}${company ? ` at ${company.name}` : ''}`;

  return (
    <article className="mg-profile" aria-labelledby={titleId}>
      <PageMeta
        title={`${manager.name}${company ? `, ${company.name}` : ''}`}
        description={`Anonymous reviews of ${summary}: rated ${oneDecimal(manager.averageRating)} out of 5 from ${reviewsLabel(manager.reviewCount)}.`}
        canonicalPath={canonicalPath}
        jsonLd={personJsonLd(manager, canonicalPath)}
      />
      <header className="mg-header">
        <div className="container mg-profile-grid">
          <div>
            <p className="eyebrow mg-eyebrow">Manager</p>
            <h1 id={titleId}>{manager.name}</h1>
            {manager.position ? <p className="mg-lead">{manager.position}</p> : null}
            <dl className="mg-facts">
              <div>
                <dt>Company</dt>
                <dd>
                  {company ? (
                    <Link to={companyHref(company)} className="mg-header-link">
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
                  <dd>{manager.department.name}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          <div className="mg-score card">
            <p className="mg-score-number">
              <RatingText rating={manager.averageRating} reviewCount={manager.reviewCount} size="lg" />
            </p>
            <StarDisplay
              filled={manager.averageRating}
              size="lg"
              label={`${Math.round(manager.averageRating)} out of 5 stars`}
            />
            <p className="mg-score-count">{reviewsLabel(manager.reviewCount)}</p>
          </div>
        </div>
      </header>

      <div className="container mg-body">
        {children}
        <div className="mg-actions">
          <button
            ref={rateButton}
            type="button"
            className="btn btn-primary"
            disabled={contextPending}
            aria-expanded={signedIn ? formOpen : undefined}
            aria-controls={signedIn && formOpen ? formId : undefined}
            onClick={() => {
              if (!signedIn) toSignIn();
              else if (formOpen) closeForm('rate');
              else setFormOpen(true);
            }}
          >
            {ownReview ? 'Edit Review' : 'Rate'}
          </button>
          <ShareButton
            title={`${manager.name} on Rate My Interviewer`}
            text={`Read anonymous reviews of ${summary}.`}
            url={absoluteUrl(canonicalPath)}
          />
        </div>

        {formOpen && signedIn ? (
          <div id={formId} className="mg-form-slot">
            <ManagerReviewForm
              managerId={manager._id}
              managerName={manager.name}
              ownReview={ownReview}
              onDone={() => {
                onChanged();
                closeForm('reviews');
              }}
              onCancel={() => closeForm('rate')}
            />
          </div>
        ) : null}

        <div className="mg-profile-columns">
          <div className="mg-side">
            <section className="card" aria-labelledby={breakdownId}>
              <h2 id={breakdownId}>Rating breakdown</h2>
              <RatingDistribution
                distribution={manager.distribution}
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
                }))}
              />
            </section>
          </div>

          <section className="mg-reviews" aria-labelledby={reviewsTitleId}>
            <h2 id={reviewsTitleId} ref={reviewsHeading} tabIndex={-1}>
              Reviews
            </h2>
            {reviews.length === 0 ? (
              <p className="mg-empty">No reviews yet. Be the first to rate {manager.name}.</p>
            ) : (
              <ManagerReviewList
                reviews={reviews}
                total={manager.reviewCount}
                hasMore={profile.reviews.nextCursor !== null}
                onLoadMore={onLoadMore}
                onVote={(review, vote) => void onVote(review, vote)}
                votingId={votingId}
              />
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

function personJsonLd(manager: ManagerDetails, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: manager.name,
    ...(manager.position ? { jobTitle: manager.position } : {}),
    ...(manager.company?.name
      ? {
          worksFor: {
            '@type': 'Organization',
            name: manager.company.name,
            url: absoluteUrl(companyHref(manager.company)),
          },
        }
      : {}),
    ...(manager.branch?.city
      ? {
          workLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: manager.branch.city },
          },
        }
      : {}),
    url: absoluteUrl(path),
  };
}
