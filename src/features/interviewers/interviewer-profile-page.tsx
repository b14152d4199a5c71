import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { StarDisplay } from '@/components/rating/star-display';
import { useSessionStatus, useSessionUid } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { absoluteUrl } from '@/config/site';
import { getInterviewer } from '@/features/interviewers/api/get-interviewer';
import { loadReviews, nextReviewPage, voteOnReview } from '@/features/interviewers/api/reviews';
import { getSavedInterviewers, setSaved } from '@/features/interviewers/api/saved-interviewers';
import { LoadingStatus } from '@/features/interviewers/components/loading-status';
import { RatingBreakdown } from '@/features/interviewers/components/rating-breakdown';
import { ReviewForm } from '@/features/interviewers/components/review-form';
import { ReviewList } from '@/features/interviewers/components/review-list';
import { formatLongDate } from '@/features/interviewers/format';
import {
  basedOn,
  formatAverage,
  parseStatus,
  profileScore,
  STATUS_LABELS,
  starCount,
} from '@/features/interviewers/rating';
import type { Interviewer, InterviewStatus, Review, Vote } from '@/features/interviewers/types';
import { ApiError } from '@/lib/api-client';
import { withNextPage } from '@/lib/review-pages';
import { useAsyncData } from '@/lib/use-async-data';
import { useViewerContext } from '@/lib/use-viewer-context';
import './interviewers.css';

/** /interviewers/:id: the profile, its rating breakdown, the review form and the reviews. */
export function InterviewerProfilePage() {
  const { id = '' } = useParams();
  const interviewer = useAsyncData(id, (signal) => getInterviewer(id, signal));

  useEffect(() => {
    if (interviewer.state.status === 'error')
      console.warn('Could not load interviewer:', interviewer.state.error);
  }, [interviewer.state]);

  if (interviewer.state.status === 'loading') {
    return (
      <div className="container iv-body">
        <PageMeta title="Interviewer" description="An interviewer’s anonymous reviews." noIndex />
        <LoadingStatus>Loading interviewer...</LoadingStatus>
      </div>
    );
  }
  if (interviewer.state.status === 'error') {
    const notFound = interviewer.state.error instanceof ApiError && interviewer.state.error.status === 404;
    return (
      <div className="container iv-body">
        <PageMeta title={notFound ? 'Interviewer not found' : 'Interviewer'} description="" noIndex />
        <div className="card iv-problem" role="alert">
          <h1>{notFound ? 'Interviewer not found' : 'Something went wrong. Please try again.'}</h1>
          <p>
            {notFound
              ? 'This interviewer does not exist or was removed.'
              : 'We could not load this interviewer right now.'}
          </p>
          <div className="iv-cta-row">
            {notFound ? null : (
              <button type="button" className="btn btn-primary" onClick={interviewer.reload}>
                Try again
              </button>
            )}
            <Link to="/search-interviewers" className="btn btn-secondary">
              Search interviewers
            </Link>
          </div>
        </div>
      </div>
    );
  }
  const { data, fetchedAt, fromCache } = interviewer.state.data;
  return (
    <Profile key={id} interviewer={data} onChanged={interviewer.reload}>
      <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
    </Profile>
  );
}

type ProfileProps = { interviewer: Interviewer; onChanged: () => void; children?: ReactNode };

function Profile({ interviewer, onChanged, children }: ProfileProps) {
  const id = interviewer._id;
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const session = useSessionStatus();
  const uid = useSessionUid();
  const titleId = useId();
  const breakdownId = useId();
  const reviewsTitleId = useId();
  const formId = useId();
  const reviewsHeading = useRef<HTMLHeadingElement>(null);
  const rateButton = useRef<HTMLButtonElement>(null);

  const reviews = useAsyncData(id, (signal) => loadReviews(id, signal));
  const contextPending = useViewerContext({
    subject: 'interviewers',
    id,
    loaded: reviews.state.status === 'ready' ? reviews.state.data : null,
    update: reviews.update,
    reload: reviews.reload,
  });
  const saved = useAsyncData(session === 'signed-in' ? `saved|${uid}` : null, (signal) =>
    getSavedInterviewers(signal),
  );
  const [savedOverride, setSavedOverride] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [votingId, setVotingId] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [presetStatus, setPresetStatus] = useState<InterviewStatus | null>(null);

  useEffect(() => {
    if (reviews.state.status === 'error') console.warn('Could not load reviews:', reviews.state.error);
  }, [reviews.state]);

  const reviewList = reviews.state.status === 'ready' ? reviews.state.data.items : [];
  const nextCursor = reviews.state.status === 'ready' ? reviews.state.data.nextCursor : null;
  const loadMore = async () => {
    if (!nextCursor) return;
    const page = await nextReviewPage(id, nextCursor);
    reviews.update((loaded) => withNextPage(loaded, page));
  };
  const ownReview = reviewList.find((review) => review.isOwnReview) ?? null;
  const signedIn = session === 'signed-in';
  const isSaved =
    savedOverride ??
    (saved.state.status === 'ready' ? saved.state.data.some((entry) => entry._id === id) : false);
  const here = `${location.pathname}${location.search}`;
  const toSignIn = (from = here) => navigate('/signin', { state: { from } });

  // ?status= (from the list's dialog): preselect the outcome and open the form, once we know who is asking.
  const statusParam = parseStatus(params.get('status'));
  useEffect(() => {
    if (!statusParam || session === 'loading') return;
    if (session === 'signed-in' && (reviews.state.status === 'loading' || contextPending)) return;
    setPresetStatus(statusParam);
    setFormOpen(true);
    setParams(
      (next) => {
        next.delete('status');
        return next;
      },
      { replace: true },
    );
  }, [statusParam, session, reviews.state.status, contextPending, setParams]);

  const closeForm = (focus: 'rate' | 'reviews') => {
    setFormOpen(false);
    setPresetStatus(null);
    requestAnimationFrame(() => {
      const target =
        focus === 'rate' && !rateButton.current?.disabled ? rateButton.current : reviewsHeading.current;
      target?.focus();
    });
  };

  const onFormDone = () => {
    onChanged();
    reviews.reload();
    closeForm('reviews');
  };

  const onVote = async (review: Review, vote: Vote) => {
    if (!signedIn) {
      toSignIn();
      return;
    }
    setVotingId(review._id);
    try {
      const result = await voteOnReview(id, review._id, vote);
      reviews.update((loaded) => ({
        ...loaded,
        items: loaded.items.map((r) =>
          r._id === result._id
            ? { ...r, likes: result.likes, dislikes: result.dislikes, myVote: result.myVote }
            : r,
        ),
      }));
    } catch (error) {
      console.warn('Vote failed:', error);
    } finally {
      setVotingId(null);
    }
  };

  const onSave = async () => {
    if (!signedIn) {
      toSignIn();
      return;
    }
    const next = !isSaved;
    setSavedOverride(next);
    setSaving(true);
    try {
      await setSaved(id, next);
    } catch (error) {
      console.warn('Save failed:', error);
      setSavedOverride(!next);
      showToast('Something went wrong.', 'error');
    } finally {
      setSaving(false);
    }
  };

  const { score, count, average } = profileScore(interviewer.distribution);
  const rateLabel = ownReview ? 'Edit Review' : 'Rate';
  const rateDisabled =
    contextPending || (signedIn && reviews.state.status === 'loading') || (ownReview !== null && !formOpen);

  return (
    <article className="iv-profile" aria-labelledby={titleId}>
      <PageMeta
        title={`${interviewer.name}, ${interviewer.company.name}`}
        description={`Anonymous reviews of ${interviewer.name}${interviewer.position ? `, ${interviewer.position}` : ''} at ${interviewer.company.name}: rating ${formatAverage(score)} from ${count} review(s).`}
        canonicalPath={`/interviewers/${encodeURIComponent(id)}`}
        jsonLd={personJsonLd(interviewer)}
      />
      <header className="iv-header iv-profile-header">
        <div className="container iv-profile-grid">
          <div>
            <p className="eyebrow iv-eyebrow">Interviewer</p>
            <h1 id={titleId}>{interviewer.name}</h1>
            <p className="iv-lead">
              {interviewer.position ? (
                <>
                  <span className="iv-profile-position">{interviewer.position}</span>
                  <span aria-hidden="true"> · </span>
                </>
              ) : null}
              <span className="iv-profile-company">{interviewer.company.name}</span>
            </p>
            {interviewer.tags.length > 0 ? (
              <ul className="iv-tags" aria-label="Topics">
                {interviewer.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            ) : null}
            {interviewer.linkedin ? (
              <p className="iv-profile-link">
                <a href={interviewer.linkedin} target="_blank" rel="noopener noreferrer nofollow">
                  LinkedIn profile<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
          </div>
          <div className="iv-score card">
            <p className="iv-score-number">
              <span className="visually-hidden">Rating: </span>
              {formatAverage(score)}
              <span className="visually-hidden"> out of 5</span>
            </p>
            <StarDisplay filled={starCount(score)} size="lg" />
            <p className="iv-score-count">{basedOn(count)}</p>
            {count > 0 ? (
              <p className="iv-score-note">
                Plain average {formatAverage(average)}; the score leans towards 3 while reviews are few.
              </p>
            ) : (
              <p className="iv-score-note">No reviews yet. Be the first to rate.</p>
            )}
          </div>
        </div>
      </header>

      <div className="container iv-body">
        {children}
        <div className="iv-profile-actions">
          <button
            ref={rateButton}
            type="button"
            className="btn btn-primary"
            disabled={rateDisabled}
            aria-expanded={signedIn ? formOpen : undefined}
            aria-controls={signedIn && formOpen ? formId : undefined}
            onClick={() => {
              if (!signedIn) {
                toSignIn();
                return;
              }
              if (formOpen) closeForm('rate');
              else {
                setPresetStatus(null);
                setFormOpen(true);
              }
            }}
          >
            {rateLabel}
          </button>
          <button
            type="button"
            className="btn btn-secondary iv-save"
            aria-pressed={signedIn ? isSaved : undefined}
            disabled={saving || (signedIn && saved.state.status === 'loading' && savedOverride === null)}
            onClick={() => void onSave()}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z"
                fill={isSaved ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            {isSaved ? 'Saved' : 'Save'}
          </button>
        </div>

        {ownReview && !formOpen ? (
          <section className="card iv-own-review" aria-label="Your review">
            <p>
              <strong>You reviewed {interviewer.name}</strong> on {formatLongDate(ownReview.createdAt)}:{' '}
              <StarDisplay filled={ownReview.rating} size="sm" />
              {ownReview.interviewStatus ? ` · ${STATUS_LABELS[ownReview.interviewStatus]}` : ''}
            </p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setPresetStatus(null);
                setFormOpen(true);
              }}
            >
              Edit your review
            </button>
          </section>
        ) : null}

        {formOpen ? (
          <div id={formId} className="iv-form-slot">
            {signedIn ? (
              <ReviewForm
                interviewerId={id}
                interviewerName={interviewer.name}
                ownReview={ownReview}
                presetStatus={presetStatus}
                onDone={onFormDone}
                onCancel={() => closeForm('rate')}
              />
            ) : (
              <div className="card iv-sign-in-prompt">
                <h2>Sign in to rate {interviewer.name}</h2>
                <p>Reviews are anonymous: your name is never shown with what you write.</p>
                <Link
                  to="/signin"
                  state={{
                    from: `/interviewers/${encodeURIComponent(id)}${presetStatus ? `?${new URLSearchParams({ status: presetStatus })}` : ''}`,
                  }}
                  className="btn btn-primary"
                >
                  Login
                </Link>
              </div>
            )}
          </div>
        ) : null}

        <div className="iv-profile-columns">
          <section className="card iv-breakdown-card" aria-labelledby={breakdownId}>
            <h2 id={breakdownId}>Rating breakdown</h2>
            <RatingBreakdown distribution={interviewer.distribution} labelledBy={breakdownId} />
          </section>

          <section className="iv-reviews" aria-labelledby={reviewsTitleId}>
            <h2 id={reviewsTitleId} ref={reviewsHeading} tabIndex={-1}>
              Reviews
            </h2>
            {reviews.state.status === 'loading' ? <LoadingStatus>Loading reviews...</LoadingStatus> : null}
            {reviews.state.status !== 'loading' && reviewList.length === 0 ? (
              <p className="iv-empty">No reviews yet.</p>
            ) : null}
            {reviewList.length > 0 ? (
              <ReviewList
                reviews={reviewList}
                hasMore={nextCursor !== null}
                onLoadMore={loadMore}
                onVote={(review, vote) => void onVote(review, vote)}
                votingId={votingId}
              />
            ) : null}
          </section>
        </div>
      </div>
    </article>
  );
}

function personJsonLd(interviewer: Interviewer): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: interviewer.name,
    ...(interviewer.position ? { jobTitle: interviewer.position } : {}),
    worksFor: { '@type': 'Organization', name: interviewer.company.name },
    url: absoluteUrl(`/interviewers/${encodeURIComponent(interviewer._id)}`),
    ...(interviewer.linkedin ? { sameAs: [interviewer.linkedin] } : {}),
    ...(interviewer.tags.length > 0 ? { knowsAbout: interviewer.tags } : {}),
  };
}
