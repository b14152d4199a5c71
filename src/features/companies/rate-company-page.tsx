import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { ManagerRatingBadge } from '@/components/rating/manager-rating-badge';
import { StarInput } from '@/components/rating/star-input';
import { AspectScoresField, OptionalTextField } from '@/components/review-kit/form-fields';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { PageBand } from '@/components/review-kit/page-band';
import { queuedTitle, ReviewFormShell } from '@/components/review-kit/review-form-shell';
import { RATE_PARAM } from '@/components/review-kit/review-profile';
import { MANAGER_RATING_WORDS_ASCENDING } from '@/components/scores/tones';
import { useSessionUid } from '@/components/session/use-session';
import { type CompanyPage, getCompanyPage } from '@/features/companies/api/companies';
import {
  type CompanyReviewStanding,
  checkEligibility,
  companyReviewTag,
  deleteCompanyReview,
  editCompanyReviewHref,
  submitCompanyReview,
  THIS_MONTH,
} from '@/features/companies/api/company-reviews';
import { CATEGORY_LABELS, REVIEW_TEXT_LABELS } from '@/features/companies/labels';
import {
  COMPANY_REVIEWS,
  MONTHLY_LIMIT_MESSAGE,
  NOT_ELIGIBLE_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
  SUBMITTED_MESSAGE,
} from '@/features/companies/review-kind';
import { TeamMemberIdentity } from '@/features/companies/team-member-identity';
import {
  COMPANY_CATEGORIES,
  COMPANY_REVIEW_TEXTS,
  type CompanyCategory,
  type CompanyDetails,
  type CompanyReview,
  type CompanyReviewText,
} from '@/features/companies/types';
import { ApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/long-date';
import { companyHref, managerHref, rateCompanyHref, rateManagerHref } from '@/lib/manager-area-links';
import { type QueuedReview, useQueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { useDraft } from '@/lib/offline/use-draft';
import { useAsyncData } from '@/lib/use-async-data';
import { getViewerContext } from '@/lib/viewer-context';
import './companies.css';

export { MONTHLY_LIMIT_MESSAGE, NOT_ELIGIBLE_MESSAGE, SUBMIT_FAILED_MESSAGE, SUBMITTED_MESSAGE };

import { MAX_COMPANY_REVIEW_TEXT } from '@contract/request-rules';

export { MAX_COMPANY_REVIEW_TEXT };

type CompanyReviewDraft = {
  rating: number;
  ratings: Record<CompanyCategory, number>;
  reviews: Record<CompanyReviewText, string>;
};

const EMPTY: CompanyReviewDraft = {
  rating: 0,
  ratings: Object.fromEntries(COMPANY_CATEGORIES.map((c) => [c, 0])) as Record<CompanyCategory, number>,
  reviews: Object.fromEntries(COMPANY_REVIEW_TEXTS.map((t) => [t, ''])) as Record<CompanyReviewText, string>,
};

/** The form's fields from a review, or from a request body in the outbox (the same field names). */
function draftFrom(source: unknown): CompanyReviewDraft {
  if (typeof source !== 'object' || source === null) return EMPTY;
  const s = source as Partial<CompanyReviewDraft>;
  return {
    rating: typeof s.rating === 'number' ? s.rating : 0,
    ratings: { ...EMPTY.ratings, ...(s.ratings ?? {}) },
    reviews: { ...EMPTY.reviews, ...(s.reviews ?? {}) },
  };
}

/**
 * /companies/:name/:id/rate-company (login required). Before the form, what the caller may do: a
 * review of theirs waiting in the outbox opens for editing; someone who reviewed the company this
 * month is told so on opening, with the day they may write the next, and may edit that review; someone
 * not yet eligible sees the company's managers, each with Rate a Manager, instead of a dead end.
 * `?edit=<review id>` (or `this-month`) opens the caller's own review with Update and Delete.
 */
export function RateCompanyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const editParam = params.get('edit');
  const titleId = useId();
  const uid = useSessionUid();
  const page = useAsyncData(id, async (signal) => (await getCompanyPage(id, signal)).data);
  const standing = useAsyncData(uid ? `${id}|${uid}` : null, (signal) => checkEligibility(id, signal));
  // Only for an edit: the caller's own reviews of the company, in full (never cached).
  const mine = useAsyncData(uid && editParam ? `${id}|${uid}|mine` : null, (signal) =>
    getViewerContext<CompanyReview>('companies', id, signal),
  );
  const queued = useQueuedReview(uid ? companyReviewTag(id) : null);

  useEffect(() => {
    if (standing.state.status === 'error') console.warn('Eligibility check failed:', standing.state.error);
  }, [standing.state]);

  const company = page.state.status === 'ready' ? page.state.data.company : null;
  const name = company?.name ?? 'this company';
  const companyMissing =
    page.state.status === 'error' && page.state.error instanceof ApiError && page.state.error.status === 404;
  const loads = [page.state, standing.state, ...(editParam ? [mine.state] : [])];

  let body: ReactNode;
  if (companyMissing) {
    body = (
      <p className="rk-muted">
        This company does not exist. <Link to="/All-Companies">See all companies</Link>.
      </p>
    );
  } else if (loads.some((state) => state.status === 'error')) {
    body = (
      <div className="rk-error" role="alert">
        <p>Something went wrong. Please try again.</p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            page.reload();
            standing.reload();
            if (editParam) mine.reload();
          }}
        >
          Try again
        </button>
      </div>
    );
  } else if (
    page.state.status !== 'ready' ||
    standing.state.status !== 'ready' ||
    (editParam && mine.state.status !== 'ready')
  ) {
    body = <LoadingStatus>Checking whether you can review this company...</LoadingStatus>;
  } else {
    const { company: details, managers } = page.state.data;
    const { eligible, reviewedThisMonth } = standing.state.data;
    const context = mine.state.status === 'ready' ? mine.state.data : null;
    if (editParam) {
      const reviewId = editParam === THIS_MONTH ? reviewedThisMonth?.reviewId : editParam;
      const own = [...(context?.ownReviews ?? []), ...(context?.ownReview ? [context.ownReview] : [])];
      const review = own.find((r) => r._id === reviewId) ?? null;
      body = review ? (
        <CompanyReviewForm
          key={review._id}
          company={details}
          review={review}
          // A refused duplicate, or an edit waiting to be sent: its text goes into this review.
          queued={queued && (queued.state === 'duplicate' || queued.method === 'PUT') ? queued : null}
        />
      ) : (
        <div className="card co-notice-block" role="status">
          <p className="co-notice-title">This review no longer exists.</p>
          <p className="rk-row">
            {eligible && !reviewedThisMonth ? (
              <Link to={rateCompanyHref(details)} className="btn btn-primary">
                Write a review
              </Link>
            ) : null}
            <Link to={companyHref(details)} className="btn btn-secondary">
              Back to the company
            </Link>
          </p>
        </div>
      );
    } else if (queued && queued.state !== 'duplicate' && queued.method === 'POST') {
      // Rate opens the review waiting in the outbox (or refused, to be changed) instead of starting a second one.
      body = <CompanyReviewForm key={queued.id} company={details} review={null} queued={queued} />;
    } else if (reviewedThisMonth) {
      body = (
        <AlreadyReviewed
          company={details}
          reviewedThisMonth={reviewedThisMonth}
          unsent={queued?.state === 'duplicate'}
        />
      );
    } else if (!eligible) {
      body = <NotEligible page={page.state.data} managers={managers} />;
    } else {
      body = <CompanyReviewForm key="new" company={details} review={null} queued={null} />;
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={`Review ${name}`}
        description={`Review ${name} anonymously: work-life balance, pay, culture, growth and diversity.`}
        noIndex
      />
      <PageBand
        titleId={titleId}
        eyebrow="Company review"
        title={`Review ${name}`}
        lead="One review per company each month."
        narrow
      />
      <div className="container rk-body rk-narrow">{body}</div>
    </section>
  );
}

/** Told on opening: one review a month, the day the next may be written, and the way to change this one. */
function AlreadyReviewed({
  company,
  reviewedThisMonth,
  unsent,
}: {
  company: CompanyDetails;
  reviewedThisMonth: NonNullable<CompanyReviewStanding['reviewedThisMonth']>;
  unsent: boolean;
}) {
  return (
    <div className="card co-notice-block" role="status">
      <p className="co-notice-title">{MONTHLY_LIMIT_MESSAGE}</p>
      <p>
        You can review {company.name} again on{' '}
        <strong>{formatLongDate(reviewedThisMonth.reviewAgainOn)}</strong>. Until then, you can change the
        review you wrote.
      </p>
      {unsent ? <p>Your unsent review is kept: it is filled in when you edit your review.</p> : null}
      <p className="rk-row">
        <Link to={editCompanyReviewHref(company, reviewedThisMonth.reviewId)} className="btn btn-primary">
          Edit your review
        </Link>
        <Link to={companyHref(company)} className="btn btn-secondary">
          Back to the company
        </Link>
      </p>
    </div>
  );
}

/** Not a dead end: the company's managers, each to be rated, or a manager to add. */
function NotEligible({ page, managers }: { page: CompanyPage; managers: CompanyPage['managers'] }) {
  const listId = useId();
  const { company } = page;
  return (
    <div className="card co-notice-block" role="status">
      <p className="co-notice-title">{NOT_ELIGIBLE_MESSAGE}</p>
      <p>
        Rate one of the managers you worked with at {company.name}; then you can review the company itself.
      </p>
      {managers.length > 0 ? (
        <>
          <h2 id={listId} className="co-subheading">
            Managers at {company.name}
          </h2>
          <ul className="co-team-list co-rate-list" aria-labelledby={listId}>
            {managers.map((manager) => (
              <li key={manager._id} className="co-team-member">
                <TeamMemberIdentity manager={manager} />
                <div className="co-rate-actions">
                  <ManagerRatingBadge manager={manager} />
                  <Link
                    to={`${managerHref(manager)}?${RATE_PARAM}=1`}
                    className="btn btn-primary"
                    aria-label={`Rate a Manager: ${manager.name}`}
                  >
                    Rate a Manager
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <p>
            Not listed? <Link to={rateManagerHref(company)}>Add your manager and rate them</Link>.
          </p>
        </>
      ) : (
        <p className="rk-row">
          <span>No managers are listed for {company.name} yet.</span>
          <Link to={rateManagerHref(company)} className="btn btn-primary">
            Add a manager and rate them
          </Link>
        </p>
      )}
    </div>
  );
}

const CATEGORY_FIELDS = COMPANY_CATEGORIES.map((category) => ({
  key: category,
  label: CATEGORY_LABELS[category],
}));

/**
 * The company's fields in the kit's review form: new, or the caller's own review (Update, Delete),
 * opened on a review from the outbox when there is one (its submit replaces that entry).
 */
function CompanyReviewForm({
  company,
  review,
  queued,
}: {
  company: CompanyDetails;
  review: CompanyReview | null;
  queued: QueuedReview | null;
}) {
  const navigate = useNavigate();
  const uid = useSessionUid();
  const formId = useId();
  const companyLink = companyHref(company);
  const editing = review !== null;
  const draft = useDraft<CompanyReviewDraft>(
    queued
      ? `company-review:${company._id}:queued:${queued.id}`
      : review
        ? `company-review:${company._id}:edit:${review._id}`
        : `company-review:${company._id}`,
    draftFrom(queued?.body ?? review),
    { uid },
  );
  const v = draft.value;
  const [ratingError, setRatingError] = useState<string | undefined>();

  return (
    <ReviewFormShell
      title={
        editing
          ? `Edit your review of ${company.name}`
          : queued
            ? queuedTitle(queued)
            : `Your review of ${company.name}`
      }
      note={review ? `Written ${formatLongDate(review.createdAt)}.` : undefined}
      messages={COMPANY_REVIEWS.messages}
      draft={draft}
      queued={queued}
      editing={editing}
      validate={() => {
        if (v.rating >= 1) return true;
        setRatingError('Choose an overall rating from 1 to 5 stars.');
        document.getElementById(`${formId}-rating`)?.focus();
        return false;
      }}
      submit={() =>
        submitCompanyReview(
          company,
          review ? { kind: 'edit', reviewId: review._id } : { kind: 'new' },
          {
            rating: v.rating,
            // Every review here is anonymous (issue 14): no "Post anonymously" box to untick.
            isAnonymous: true,
            ratings: { ...v.ratings },
            reviews: Object.fromEntries(COMPANY_REVIEW_TEXTS.map((t) => [t, v.reviews[t].trim()])) as Record<
              CompanyReviewText,
              string
            >,
          },
          { replaces: queued?.id },
        )
      }
      remove={
        review ? { reviewId: review._id, send: (key) => deleteCompanyReview(review._id, key) } : undefined
      }
      onDone={() => navigate(companyLink)}
      cancelHref={companyLink}
    >
      {(busy) => (
        <>
          <StarInput
            id={`${formId}-rating`}
            legend="Overall rating"
            value={v.rating}
            onChange={(n) => {
              draft.setValue((d) => ({ ...d, rating: n }));
              setRatingError(undefined);
            }}
            words={MANAGER_RATING_WORDS_ASCENDING}
            required
            disabled={busy}
            error={ratingError}
          />
          <AspectScoresField
            legend="Rate the company (optional)"
            aspects={CATEGORY_FIELDS}
            values={v.ratings}
            onChange={(category, n) =>
              draft.setValue((d) => ({ ...d, ratings: { ...d.ratings, [category]: n } }))
            }
            disabled={busy}
          />
          {COMPANY_REVIEW_TEXTS.map((field) => (
            <OptionalTextField
              key={field}
              label={REVIEW_TEXT_LABELS[field]}
              rows={field === 'pros' || field === 'cons' ? 3 : 4}
              maxLength={MAX_COMPANY_REVIEW_TEXT}
              value={v.reviews[field]}
              disabled={busy}
              onChange={(text) => draft.setValue((d) => ({ ...d, reviews: { ...d.reviews, [field]: text } }))}
            />
          ))}
        </>
      )}
    </ReviewFormShell>
  );
}
