import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadGate } from '@/components/review-kit/load-problem';
import { ProfileHeader } from '@/components/review-kit/profile-header';
import { ReviewOrderControl } from '@/components/review-kit/review-order-control';
import { ReviewProfile } from '@/components/review-kit/review-profile';
import { type ReviewFilterOptions, useReviewOrder } from '@/components/review-kit/use-review-order';
import { useReviewPages } from '@/components/review-kit/use-review-pages';
import { RatingDistribution } from '@/components/scores/rating-distribution';
import { useSessionStatus, useSessionUid } from '@/components/session/use-session';
import { ShareButton, shareImagePath } from '@/components/share-button/share-button';
import { showToast } from '@/components/toast/toast-store';
import { absoluteUrl } from '@/config/site';
import { RecurringThemes } from '@/features/insights/recurring-themes';
import { embeddedInterviewer, getInterviewer } from '@/features/interviewers/api/get-interviewer';
import { embeddedReviews, loadReviews, nextReviewPage } from '@/features/interviewers/api/reviews';
import { getSavedInterviewers, setSaved } from '@/features/interviewers/api/saved-interviewers';
import { ReviewForm } from '@/features/interviewers/components/review-form';
import { BlendedScoreNote, OutcomeNote } from '@/features/interviewers/components/score-notes';
import { parseStatus, profileScore, RATING_WORDS, STATUS_LABELS } from '@/features/interviewers/rating';
import { INTERVIEWER_REVIEWS } from '@/features/interviewers/review-kind';
import { INTERVIEW_STATUSES, type Interviewer, type InterviewStatus } from '@/features/interviewers/types';
import { failureMessage } from '@/lib/failure-message';
import { companyHref } from '@/lib/manager-area-links';
import { orderKey } from '@/lib/review-order';
import { useAsyncData } from '@/lib/use-async-data';
import { personDescription } from '../../../functions/src/domain/text/profile-descriptions.ts';
import {
  ALL_OUTCOMES_LABEL,
  OUTCOME_FILTER_LABEL,
} from '../../../functions/src/domain/text/review-order-text.ts';
import { personJsonLd } from '../../../functions/src/domain/text/structured-data.ts';
import './interviewers.css';

/** /interviewers/:id: the profile, its rating breakdown, the review form and the reviews. */
export function InterviewerProfilePage() {
  const { id = '' } = useParams();
  const interviewer = useAsyncData(
    id,
    (signal) => getInterviewer(id, signal),
    () => embeddedInterviewer(id),
  );

  return (
    <LoadGate
      state={interviewer.state}
      reload={interviewer.reload}
      loading={{
        title: 'Interviewer',
        description: 'An interviewer’s anonymous reviews.',
        text: 'Loading interviewer...',
      }}
      noun="Interviewer"
      notFoundText="This interviewer does not exist or was removed."
      back={{ to: '/search-interviewers', label: 'Search interviewers' }}
    >
      {({ data, fetchedAt, fromCache }) => (
        <Profile key={id} interviewer={data} onChanged={interviewer.reload}>
          <DataFreshness fetchedAt={fetchedAt} fromCache={fromCache} />
        </Profile>
      )}
    </LoadGate>
  );
}

/** Interviewers' reviews filter by interview outcome (?outcome=not-cleared; the API takes these forms). */
const OUTCOME_FILTER: ReviewFilterOptions = {
  param: 'outcome',
  label: OUTCOME_FILTER_LABEL,
  allLabel: ALL_OUTCOMES_LABEL,
  options: INTERVIEW_STATUSES.map((status) => ({
    value: status.replace(' ', '-'),
    label: STATUS_LABELS[status],
  })),
};

type ProfileProps = { interviewer: Interviewer; onChanged: () => void; children?: ReactNode };

function Profile({ interviewer, onChanged, children }: ProfileProps) {
  const id = interviewer._id;
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  const breakdownId = useId();
  const orderState = useReviewOrder(OUTCOME_FILTER);
  const { order } = orderState;
  const loaded = useAsyncData(
    `${id}|${orderKey(order)}`,
    (signal) => loadReviews(id, order, signal),
    () => embeddedReviews(id, order),
  );
  const reviews = useReviewPages({
    subject: 'interviewers',
    id,
    loaded: loaded.state.status === 'ready' ? loaded.state.data : null,
    loading: loaded.state.status === 'loading',
    failed: loaded.state.status === 'error',
    update: loaded.update,
    reload: loaded.reload,
    nextPage: (cursor) => nextReviewPage(id, cursor, order),
  });

  useEffect(() => {
    if (loaded.state.status === 'error') console.warn('Could not load reviews:', loaded.state.error);
  }, [loaded.state]);

  // ?status= (from the list's dialog): preselect the outcome and open the form.
  const statusParam = parseStatus(params.get('status'));
  const [presetStatus, setPresetStatus] = useState<InterviewStatus | null>(null);
  const onOpenHandled = useCallback(() => {
    if (!statusParam) return;
    setPresetStatus(statusParam);
    setParams(
      (next) => {
        next.delete('status');
        return next;
      },
      { replace: true },
    );
  }, [statusParam, setParams]);

  const { score, count, average } = profileScore(interviewer.distribution);

  return (
    <article className="iv-profile" aria-labelledby={titleId}>
      <PageMeta
        title={`${interviewer.name}, ${interviewer.company.name}`}
        description={personDescription(
          { name: interviewer.name, position: interviewer.position, companyName: interviewer.company.name },
          average,
          count,
        )}
        canonicalPath={`/interviewers/${encodeURIComponent(id)}`}
        jsonLd={personJsonLd(
          {
            name: interviewer.name,
            position: interviewer.position,
            company: interviewer.company,
            linkedin: interviewer.linkedin,
            tags: interviewer.tags,
            path: `/interviewers/${encodeURIComponent(id)}`,
          },
          absoluteUrl,
        )}
      />
      <ProfileHeader
        titleId={titleId}
        eyebrow="Interviewer"
        name={interviewer.name}
        score={{
          average,
          reviewCount: count,
          note:
            count > 0 ? (
              <>
                <BlendedScoreNote score={score} reviewCount={count} />
                <OutcomeNote outcomes={interviewer.outcomes} />
              </>
            ) : (
              <p>Be the first to rate.</p>
            ),
        }}
      >
        <p className="rk-lead">
          {interviewer.position ? (
            <>
              <span className="iv-profile-position">{interviewer.position}</span>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {/* Its page: its managers, its other interviewers, what its people say. */}
          <Link to={companyHref(interviewer.company)} className="rk-band-link">
            {interviewer.company.name}
          </Link>
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
      </ProfileHeader>

      <ReviewProfile
        descriptor={INTERVIEWER_REVIEWS}
        subjectName={interviewer.name}
        reviews={reviews}
        emptyText="No reviews yet."
        total={count}
        orderControl={count > 0 ? <ReviewOrderControl {...orderState} filter={OUTCOME_FILTER} /> : undefined}
        filtered={order.filter !== null}
        onChanged={() => {
          onChanged();
          loaded.reload();
        }}
        onRetryReviews={loaded.reload}
        actions={
          <>
            <SaveButton interviewerId={id} />
            <ShareButton
              title={`${interviewer.name} on Rate My Interviewer`}
              text={`Read anonymous reviews of ${interviewerSummary(interviewer)}.`}
              url={absoluteUrl(`/interviewers/${encodeURIComponent(id)}`)}
              imageUrl={shareImagePath('interviewers', id)}
            />
          </>
        }
        ownSummary={(review) => (review.interviewStatus ? ` · ${STATUS_LABELS[review.interviewStatus]}` : '')}
        openRequested={statusParam !== null}
        onOpenHandled={onOpenHandled}
        signInReturn={`/interviewers/${encodeURIComponent(id)}${statusParam ? `?${new URLSearchParams({ status: statusParam })}` : ''}`}
        side={
          count > 0 ? (
            <>
              <section className="card" aria-labelledby={breakdownId}>
                <h2 id={breakdownId}>Rating breakdown</h2>
                <RatingDistribution
                  distribution={interviewer.distribution}
                  words={RATING_WORDS}
                  caption={`How ${interviewer.name} was rated, 5 stars down to 1`}
                />
              </section>
              <RecurringThemes kind="interviewer" subjectId={id} />
            </>
          ) : null
        }
        outboxTag={`interviewer-review:${id}`}
        renderForm={({ ownReview, queued, onDone, onCancel }) => (
          <ReviewForm
            interviewerId={id}
            interviewerName={interviewer.name}
            ownReview={ownReview}
            queued={queued}
            presetStatus={presetStatus}
            onDone={() => {
              setPresetStatus(null);
              onDone();
            }}
            onCancel={() => {
              setPresetStatus(null);
              onCancel();
            }}
          />
        )}
      >
        {children}
      </ReviewProfile>
    </article>
  );
}

/** Save / Saved: visitors are sent to sign in; a failed change is undone and its reason said. */
function SaveButton({ interviewerId }: { interviewerId: string }) {
  const navigate = useNavigate();
  const session = useSessionStatus();
  const uid = useSessionUid();
  const signedIn = session === 'signed-in';
  const saved = useAsyncData(signedIn ? `saved|${uid}` : null, (signal) => getSavedInterviewers(signal));
  const [override, setOverride] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const isSaved =
    override ??
    (saved.state.status === 'ready' ? saved.state.data.some((entry) => entry._id === interviewerId) : false);

  // Busy while the list loads or a change is sent: aria-disabled, not `disabled`, which would drop the
  // focus of the button just pressed to the page.
  const busy = saving || (signedIn && saved.state.status === 'loading' && override === null);
  const onSave = async () => {
    if (busy) return;
    if (!signedIn) {
      navigate('/signin', { state: { from: `/interviewers/${encodeURIComponent(interviewerId)}` } });
      return;
    }
    const next = !isSaved;
    setOverride(next);
    setSaving(true);
    try {
      await setSaved(interviewerId, next);
    } catch (error) {
      console.warn('Save failed:', error);
      setOverride(!next);
      // The server's reason when it gave one (the daily allowance's 429 says when to come back).
      showToast(failureMessage(error, 'Could not change your saved interviewers.'), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-secondary iv-save"
      aria-pressed={signedIn ? isSaved : undefined}
      aria-disabled={busy || undefined}
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
  );
}

/** "Ana Tanaka, Director at Mehta Partners": who the shared page is about. */
function interviewerSummary(interviewer: Interviewer): string {
  const position = interviewer.position ? `, ${interviewer.position}` : '';
  return `${interviewer.name}${position} at ${interviewer.company.name}`;
}
