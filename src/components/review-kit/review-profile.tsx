import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { StarDisplay } from '@/components/rating/star-display';
import { useSessionStatus, useSessionUid } from '@/components/session/use-session';
import { formatLongDate } from '@/lib/long-date';
import { draftStorageKey, moveDraft, readDraft } from '@/lib/offline/draft-storage';
import { formatTime } from '@/lib/offline/format-time';
import { type QueuedReview, useQueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { QueuedReviewCard } from './queued-review-card';
import { reviewDraftKey } from './review-draft-key';
import { ReviewsSection } from './reviews-section';
import type { KitReview, ReviewKindDescriptor } from './types';
import type { ReviewPages } from './use-review-pages';
import './review-kit.css';

/** What the kit hands an area's review form. */
export type ReviewFormSlotProps<R> = {
  /** The caller's review: edit mode (update, cancel, delete). */
  ownReview: R | null;
  /**
   * The caller's review of this subject in the outbox: the form opens on its text (and its submit
   * replaces it, `replaces`), whether it waits to be sent or was refused as a duplicate of ownReview.
   */
  queued: QueuedReview | null;
  /** After a successful submit, update or delete. */
  onDone: () => void;
  onCancel: () => void;
};

/** `?edit=1` on a profile (from My reviews): open the caller's review for editing once it is known. */
export const EDIT_PARAM = 'edit';
/** `?rate=1` on a profile (Rate a Manager from a company's list): open the form once the caller is known. */
export const RATE_PARAM = 'rate';

type ReviewProfileProps<R extends KitReview> = {
  descriptor: ReviewKindDescriptor<R>;
  subjectName: string;
  reviews: ReviewPages<R>;
  /** Reviews in all, when known (for "Showing 5 of 12"). */
  total?: number;
  emptyText: string;
  /** Buttons after Rate (Save, Share). */
  actions?: ReactNode;
  /**
   * The left column: rating breakdown and other figures; null before the first review (five zero bars
   * and a card of "Not rated" said nothing, and pushed "No reviews yet" a screen down on a phone).
   */
  side: ReactNode;
  renderForm: (props: ReviewFormSlotProps<R>) => ReactNode;
  /** After the form wrote something: the page reloads what changed. */
  onChanged: () => void;
  onRetryReviews?: () => void;
  /** Said after the stars in "You reviewed X on ..." (e.g. the outcome). */
  ownSummary?: (review: R) => string;
  /** Open the form as soon as it makes sense (the area's own request, e.g. a preset from a link). */
  openRequested?: boolean;
  onOpenHandled?: () => void;
  /** Where a visitor who asked for the form returns after signing in. */
  signInReturn?: string;
  /**
   * The outbox tag of this subject's reviews ('interviewer-review:<id>'): a review of it waiting to
   * be sent is pinned above the reviews, and Rate opens it instead of starting a second one.
   */
  outboxTag?: string;
  /** Above the actions: the freshness note. */
  children?: ReactNode;
  /** The reviews' sort (and filter) control, and whether a filter is on (see ReviewsSection). */
  orderControl?: ReactNode;
  filtered?: boolean;
  /** Under each review instead of its public response (the claimant's responses, ReviewCard). */
  renderResponse?: (review: R) => ReactNode;
};

/**
 * A profile's body for any kind of review: Rate (or Edit Review), the caller's own review, the form,
 * the figures and the paged reviews. 'Edit Review' opens the form on the caller's review: SPEC.md
 * section 4 kept it disabled while the form was closed, beside a second, working Edit on the own-review
 * card, and a stranger read the greyed-out button as broken. The card now only says what you wrote.
 */
export function ReviewProfile<R extends KitReview>({
  descriptor,
  subjectName,
  reviews,
  total,
  emptyText,
  actions,
  side,
  renderForm,
  onChanged,
  onRetryReviews,
  ownSummary,
  openRequested = false,
  onOpenHandled,
  signInReturn,
  outboxTag,
  children,
  orderControl,
  filtered,
  renderResponse,
}: ReviewProfileProps<R>) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const session = useSessionStatus();
  const signedIn = session === 'signed-in';
  const formId = useId();
  const reviewsHeading = useRef<HTMLHeadingElement>(null);
  const rateButton = useRef<HTMLButtonElement>(null);
  const [formOpen, setFormOpen] = useState(false);

  const ownReview = reviews.items.find((review) => review.isOwnReview) ?? null;
  const inOutbox = useQueuedReview(signedIn ? (outboxTag ?? null) : null);
  // Refused as a second review, yet the caller has none here: the one they deleted is still leaving
  // (409 'still leaving'). There is nothing to put it into: it is shown with the server's reason, and
  // its form opens as a new review, to be sent once that one has gone.
  const queued =
    inOutbox?.state === 'duplicate' && !ownReview && !reviews.loading && !reviews.contextPending
      ? { ...inOutbox, state: 'refused' as const }
      : inOutbox;
  // Back from signing in (or up), the form opens: Rate is where the visitor was going.
  const rateReturn = () => {
    const next = new URLSearchParams(location.search);
    next.set(RATE_PARAM, '1');
    return `${location.pathname}?${next}`;
  };
  const toSignIn = () => navigate('/signin', { state: { from: rateReturn() } });

  // A request to open the form (the area's, or ?edit=1) waits until we know who is asking.
  const editRequested = params.get(EDIT_PARAM) === '1' || params.get(RATE_PARAM) === '1';
  const requested = openRequested || editRequested;
  useEffect(() => {
    if (!requested || session === 'loading') return;
    if (signedIn && (reviews.loading || reviews.contextPending)) return;
    setFormOpen(true);
    onOpenHandled?.();
    if (editRequested) {
      setParams(
        (next) => {
          next.delete(EDIT_PARAM);
          next.delete(RATE_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [
    requested,
    editRequested,
    session,
    signedIn,
    reviews.loading,
    reviews.contextPending,
    onOpenHandled,
    setParams,
  ]);

  const closeForm = (focus: 'rate' | 'reviews') => {
    setFormOpen(false);
    requestAnimationFrame(() => {
      const heading = reviewsHeading.current;
      if (focus === 'reviews' && heading) {
        // After a submit the reviews lead the view, the caller's own or queued card first: focus alone
        // scrolled the heading only just into a phone's screen, the card under it and the toast over both.
        heading.focus({ preventScroll: true });
        heading.scrollIntoView?.({ block: 'start' });
        return;
      }
      const target =
        focus === 'rate' && !rateButton.current?.disabled ? rateButton.current : reviewsHeading.current;
      target?.focus();
    });
  };

  const rateDisabled = reviews.contextPending || (signedIn && reviews.loading);

  // A review left unfinished (the form closed, the page left): the profile says it is kept, else only
  // pressing Rate again would tell. Read once the form has closed, which is when it writes its draft.
  const uid = useSessionUid();
  const draftKey =
    signedIn && uid && outboxTag && !queued && !rateDisabled
      ? draftStorageKey(reviewDraftKey(outboxTag, null, ownReview !== null), uid)
      : null;
  const [draftSavedAt, setDraftSavedAt] = useState<number | null>(null);
  const hasOwnReview = ownReview !== null;
  useEffect(() => {
    // A new review's draft, once the author has a review here (its send went through though its answer
    // was lost, or they wrote one elsewhere), can only become an edit: Edit Review opens it, unless an edit
    // is drafted already. Left under the new review's key it was out of reach, yet Logout asked about it.
    if (draftKey && hasOwnReview && !formOpen && uid && outboxTag)
      moveDraft(draftStorageKey(reviewDraftKey(outboxTag, null, false), uid), draftKey);
    setDraftSavedAt(draftKey && !formOpen ? (readDraft(draftKey)?.savedAt ?? null) : null);
  }, [draftKey, formOpen, hasOwnReview, uid, outboxTag]);

  return (
    <div className="container rk-body">
      {children}
      <div className="rk-row rk-actions">
        <button
          ref={rateButton}
          type="button"
          className="btn btn-primary"
          disabled={rateDisabled}
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
        {actions}
      </div>
      {draftSavedAt !== null ? (
        <p className="rk-draft-note rk-kept-draft">
          Your unfinished {ownReview ? 'edit of your review' : 'review'} is kept (saved{' '}
          {formatTime(draftSavedAt)}): {ownReview ? 'Edit Review' : 'Rate'} opens it where you left off.
        </p>
      ) : null}

      {ownReview && !formOpen ? (
        <section className="card rk-own-review" aria-label="Your review">
          <p>
            <strong>You reviewed {subjectName}</strong> on {formatLongDate(ownReview.createdAt)}:{' '}
            <StarDisplay filled={ownReview.rating} size="sm" />
            {ownSummary ? ownSummary(ownReview) : ''}
          </p>
        </section>
      ) : null}

      {formOpen ? (
        <div id={formId} className="rk-form-slot">
          {signedIn ? (
            renderForm({
              ownReview,
              queued,
              onDone: () => {
                onChanged();
                closeForm('reviews');
              },
              onCancel: () => closeForm('rate'),
            })
          ) : (
            <div className="card rk-sign-in-prompt">
              <h2>Sign in to rate {subjectName}</h2>
              <p>Reviews are anonymous: your name is never shown with what you write.</p>
              <Link to="/signin" state={{ from: signInReturn ?? rateReturn() }} className="btn btn-primary">
                Login
              </Link>
            </div>
          )}
        </div>
      ) : null}

      <div className="rk-columns">
        {side ? <div className="rk-side">{side}</div> : null}
        <ReviewsSection
          descriptor={descriptor}
          reviews={reviews}
          total={total}
          emptyText={emptyText}
          headingRef={reviewsHeading}
          onRetry={onRetryReviews}
          pinned={
            queued && !formOpen ? (
              <QueuedReviewCard
                descriptor={descriptor}
                queued={queued}
                subjectName={subjectName}
                editDisabled={reviews.contextPending || (signedIn && reviews.loading)}
                // The form takes focus (and the view) as it opens.
                onEdit={() => setFormOpen(true)}
              />
            ) : null
          }
          orderControl={orderControl}
          filtered={filtered}
          renderResponse={renderResponse}
        />
      </div>
    </div>
  );
}
