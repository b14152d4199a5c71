import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { StarInput } from '@/components/rating/star-input';
import { AspectScoresField, OptionalTextField } from '@/components/review-kit/form-fields';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { ReviewFormShell } from '@/components/review-kit/review-form-shell';
import { MANAGER_RATING_WORDS_ASCENDING } from '@/components/scores/tones';
import { useSessionUid } from '@/components/session/use-session';
import { getCompanyPage } from '@/features/companies/api/companies';
import { checkEligibility, submitCompanyReview } from '@/features/companies/api/company-reviews';
import { CATEGORY_LABELS, REVIEW_TEXT_LABELS } from '@/features/companies/labels';
import {
  COMPANY_REVIEWS,
  MONTHLY_LIMIT_MESSAGE,
  NOT_ELIGIBLE_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
  SUBMITTED_MESSAGE,
} from '@/features/companies/review-kind';
import {
  COMPANY_CATEGORIES,
  COMPANY_REVIEW_TEXTS,
  type CompanyCategory,
  type CompanyReviewText,
} from '@/features/companies/types';
import { ApiError } from '@/lib/api-client';
import { companyHref } from '@/lib/manager-area-links';
import { useDraft } from '@/lib/offline/use-draft';
import { useAsyncData } from '@/lib/use-async-data';
import './companies.css';

export { MONTHLY_LIMIT_MESSAGE, NOT_ELIGIBLE_MESSAGE, SUBMIT_FAILED_MESSAGE, SUBMITTED_MESSAGE };
export const MAX_COMPANY_REVIEW_TEXT = 5000;

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
      <p className="rk-muted">
        This company does not exist. <Link to="/All-Companies">See all companies</Link>.
      </p>
    );
  } else if (eligibility.state.status === 'loading' || company.state.status === 'loading') {
    body = <LoadingStatus>Checking whether you can review this company...</LoadingStatus>;
  } else if (eligibility.state.status === 'error' || company.state.status === 'error') {
    body = (
      <div className="rk-error" role="alert">
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
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">Company review</p>
          <h1 id={titleId}>Review {name}</h1>
          <p className="rk-lead">One review per company each month.</p>
        </div>
      </header>
      <div className="container rk-body rk-narrow">{body}</div>
    </section>
  );
}

const CATEGORY_FIELDS = COMPANY_CATEGORIES.map((category) => ({
  key: category,
  label: CATEGORY_LABELS[category],
}));

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
  const [ratingError, setRatingError] = useState<string | undefined>();

  return (
    <ReviewFormShell
      title={`Your review of ${companyName}`}
      messages={COMPANY_REVIEWS.messages}
      draft={draft}
      editing={false}
      canSubmit
      validate={() => {
        if (v.rating >= 1) return true;
        setRatingError('Choose an overall rating from 1 to 5 stars.');
        document.getElementById(`${formId}-rating`)?.focus();
        return false;
      }}
      submit={() =>
        submitCompanyReview(companyId, companyName, {
          rating: v.rating,
          // Every review here is anonymous (issue 14): no "Post anonymously" box to untick.
          isAnonymous: true,
          ratings: { ...v.ratings },
          reviews: Object.fromEntries(COMPANY_REVIEW_TEXTS.map((t) => [t, v.reviews[t].trim()])) as Record<
            CompanyReviewText,
            string
          >,
        })
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
