import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormAlert } from '@/components/form-field/form-field';
import { PageMeta } from '@/components/page-meta/page-meta';
import { StarInput } from '@/components/rating/star-input';
import { ScoreInput } from '@/components/scores/score-input';
import { MANAGER_RATING_WORDS_ASCENDING } from '@/components/scores/tones';
import { useSessionUid } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { getCompanyPage } from '@/features/companies/api/companies';
import { checkEligibility, submitCompanyReview } from '@/features/companies/api/company-reviews';
import { LoadingStatus } from '@/features/companies/components/loading-status';
import { CATEGORY_LABELS, REVIEW_TEXT_LABELS } from '@/features/companies/labels';
import {
  COMPANY_CATEGORIES,
  COMPANY_REVIEW_TEXTS,
  type CompanyCategory,
  type CompanyReviewInput,
  type CompanyReviewText,
} from '@/features/companies/types';
import { ApiError } from '@/lib/api-client';
import { companyHref } from '@/lib/manager-area-links';
import { formatTime } from '@/lib/offline/format-time';
import { useDraft } from '@/lib/offline/use-draft';
import { useAsyncData } from '@/lib/use-async-data';
import './companies.css';
import { AnonymityNote } from '@/components/anonymity-note/anonymity-note';

export const NOT_ELIGIBLE_MESSAGE =
  'You must review a manager in this company before submitting a company review.';
export const MONTHLY_LIMIT_MESSAGE = "You've already submitted a review for this company this month.";
export const SUBMIT_FAILED_MESSAGE = 'Failed to submit review.';
export const SUBMITTED_MESSAGE = 'Review submitted successfully!';
export const MAX_COMPANY_REVIEW_TEXT = 5000;

/** What a failed company review says (SPEC.md section 8). */
export function companyReviewFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? MONTHLY_LIMIT_MESSAGE : SUBMIT_FAILED_MESSAGE;
}

type CompanyReviewDraft = {
  rating: number;
  isAnonymous: boolean;
  ratings: Record<CompanyCategory, number>;
  reviews: Record<CompanyReviewText, string>;
};

const EMPTY: CompanyReviewDraft = {
  rating: 0,
  isAnonymous: true,
  ratings: Object.fromEntries(COMPANY_CATEGORIES.map((c) => [c, 0])) as Record<CompanyCategory, number>,
  reviews: Object.fromEntries(COMPANY_REVIEW_TEXTS.map((t) => [t, ''])) as Record<CompanyReviewText, string>,
};

/** /companies/:name/:id/rate-company (login required): the eligibility check, then the form or the notice. */
export function RateCompanyPage() {
  const { id = '' } = useParams();
  const titleId = useId();
  const uid = useSessionUid();
  const company = useAsyncData(id, async (signal) => (await getCompanyPage(id, signal)).data.company);
  const eligibility = useAsyncData(uid ? `${id}|${uid}` : null, (signal) => checkEligibility(id, signal));

  useEffect(() => {
    if (eligibility.state.status === 'error')
      console.warn('Eligibility check failed:', eligibility.state.error);
  }, [eligibility.state]);

  const name = company.state.status === 'ready' ? company.state.data.name : 'this company';
  const companyLink = company.state.status === 'ready' ? companyHref(company.state.data) : '/All-Companies';
  const companyMissing =
    company.state.status === 'error' &&
    company.state.error instanceof ApiError &&
    company.state.error.status === 404;

  let body: ReactNode;
  if (companyMissing) {
    body = (
      <p className="co-muted">
        This company does not exist. <Link to="/All-Companies">See all companies</Link>.
      </p>
    );
  } else if (eligibility.state.status === 'loading' || company.state.status === 'loading') {
    body = <LoadingStatus>Checking whether you can review this company...</LoadingStatus>;
  } else if (eligibility.state.status === 'error' || company.state.status === 'error') {
    body = (
      <div className="co-error" role="alert">
        <p>Something went wrong. Please try again.</p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            company.reload();
            eligibility.reload();
          }}
        >
          Try again
        </button>
      </div>
    );
  } else if (!eligibility.state.data) {
    body = (
      <p className="card co-notice" role="status">
        {NOT_ELIGIBLE_MESSAGE}
      </p>
    );
  } else {
    body = <CompanyReviewForm companyId={id} companyName={name} companyLink={companyLink} />;
  }

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={`Review ${name}`}
        description={`Review ${name} anonymously: work-life balance, pay, culture, growth and diversity.`}
        noIndex
      />
      <header className="co-header">
        <div className="container">
          <p className="eyebrow co-eyebrow">Company review</p>
          <h1 id={titleId}>Review {name}</h1>
          <p className="co-lead">One review per company each month. Your name is never shown with it.</p>
        </div>
      </header>
      <div className="container co-body co-narrow">{body}</div>
    </section>
  );
}

function CompanyReviewForm({
  companyId,
  companyName,
  companyLink,
}: {
  companyId: string;
  companyName: string;
  companyLink: string;
}) {
  const navigate = useNavigate();
  const uid = useSessionUid();
  const formId = useId();
  const draft = useDraft<CompanyReviewDraft>(`company-review:${companyId}`, EMPTY, { uid });
  const v = draft.value;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ratingError, setRatingError] = useState<string | undefined>();
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = async () => {
    if (busy) return;
    if (v.rating < 1) {
      setRatingError('Choose an overall rating from 1 to 5 stars.');
      document.getElementById(`${formId}-rating`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const input: CompanyReviewInput = {
      rating: v.rating,
      isAnonymous: v.isAnonymous,
      ratings: { ...v.ratings },
      reviews: Object.fromEntries(COMPANY_REVIEW_TEXTS.map((t) => [t, v.reviews[t].trim()])) as Record<
        CompanyReviewText,
        string
      >,
    };
    try {
      const result = await submitCompanyReview(companyId, companyName, input);
      draft.clear();
      if (result.status === 'queued') {
        showToast('You are offline: your review will be sent when you reconnect.', 'info');
      } else {
        showToast(SUBMITTED_MESSAGE);
      }
      navigate(companyLink);
    } catch (failure) {
      console.warn('Company review failed:', failure);
      setBusy(false);
      setError(companyReviewFailure(failure));
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  return (
    <form
      className="card form-stack co-review-form"
      aria-label={`Review ${companyName}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {draft.restored ? (
        <p className="co-muted">
          Draft restored{draft.savedAt ? ` from ${formatTime(draft.savedAt.getTime())}` : ''}.{' '}
          <button type="button" className="co-link-button" onClick={draft.clear} disabled={busy}>
            Discard draft
          </button>
        </p>
      ) : null}
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
      <fieldset className="co-fieldset" disabled={busy}>
        <legend className="field-label">Rate the company (optional)</legend>
        <div className="co-category-grid">
          {COMPANY_CATEGORIES.map((category) => (
            <ScoreInput
              key={category}
              legend={CATEGORY_LABELS[category]}
              value={v.ratings[category]}
              onChange={(n) => draft.setValue((d) => ({ ...d, ratings: { ...d.ratings, [category]: n } }))}
            />
          ))}
        </div>
      </fieldset>
      {COMPANY_REVIEW_TEXTS.map((field) => (
        <div key={field} className="field">
          <label htmlFor={`${formId}-${field}`} className="field-label">
            {REVIEW_TEXT_LABELS[field]} <span className="co-optional">(optional)</span>
          </label>
          <textarea
            id={`${formId}-${field}`}
            className="field-input co-textarea"
            rows={field === 'pros' || field === 'cons' ? 3 : 4}
            maxLength={MAX_COMPANY_REVIEW_TEXT}
            value={v.reviews[field]}
            disabled={busy}
            onChange={(event) =>
              draft.setValue((d) => ({ ...d, reviews: { ...d.reviews, [field]: event.target.value } }))
            }
          />
        </div>
      ))}
      <div className="co-check">
        <input
          id={`${formId}-anonymous`}
          type="checkbox"
          checked={v.isAnonymous}
          disabled={busy}
          onChange={(event) => draft.setValue((d) => ({ ...d, isAnonymous: event.target.checked }))}
        />
        <label htmlFor={`${formId}-anonymous`}>Post anonymously</label>
      </div>
      <AnonymityNote />
      {error ? (
        <FormAlert ref={alertRef}>
          <p>{error}</p>
        </FormAlert>
      ) : null}
      <div className="co-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Review'}
        </button>
        <Link to={companyLink} className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
