import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert, TextField, useFocusAfterRender } from '@/components/form-field/form-field';
import { MessageText } from '@/components/message-icon/message-icon';
import { PageMeta } from '@/components/page-meta/page-meta';
import { StarInput } from '@/components/rating/star-input';
import { useSessionUid } from '@/components/session/use-session';
import { RequireSignIn } from '@/components/session-actions/require-sign-in';
import { showToast } from '@/components/toast/toast-store';
import { rateInterviewer } from '@/features/interviewers/api/rate-interviewer';
import { CompanyField, type CompanyValue } from '@/features/interviewers/components/company-field';
import { OutcomeField } from '@/features/interviewers/components/outcome-field';
import { MAX_REVIEW_TEXT } from '@/features/interviewers/field-rules';
import { parseStatus, RATING_WORDS_ASCENDING } from '@/features/interviewers/rating';
import { failureDetail } from '@/lib/failure-message';
import { queuedMessage } from '@/lib/offline/outbox/queued-message';
import { MY_REVIEWS_PATH } from '@/lib/offline/outbox/sent-destination';
import { useDraft } from '@/lib/offline/use-draft';
import './interviewers.css';
import { AnonymityNote } from '@/components/anonymity-note/anonymity-note';
import { DraftNotKept } from '@/components/review-kit/draft-not-kept';
import { DraftRestoredNote } from '@/components/review-kit/draft-restored-note';
import { MainTextField, optionalLabel, RequiredFieldsNote } from '@/components/review-kit/form-fields';

const ALERT_ID = 'rate-interviewer-alert';

type RateDraft = {
  name: string;
  company: CompanyValue;
  position: string;
  status: string;
  text: string;
  rating: number;
};

const EMPTY_DRAFT: RateDraft = {
  name: '',
  company: { name: '', id: null },
  position: '',
  status: '',
  text: '',
  rating: 0,
};

/** /rate-interviewer (login required): the interviewer, their company and the review in one form. */
export function RateInterviewerPage() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title="Submit a review"
        description="Rate an interviewer or hiring manager anonymously: who they are, where, and how your interview went."
        canonicalPath="/rate-interviewer"
      />
      <header className="rk-band">
        <div className="container rk-narrow">
          <p className="eyebrow rk-eyebrow">Rate an interviewer</p>
          <h1 id={titleId}>INPUT YOUR RATING:</h1>
        </div>
      </header>
      <div className="container rk-narrow rk-body">
        <RequireSignIn message="You need to be logged in to submit a review.">
          <RateInterviewerForm />
        </RequireSignIn>
      </div>
    </section>
  );
}

function RateInterviewerForm() {
  const navigate = useNavigate();
  const focusAfterRender = useFocusAfterRender();
  const uid = useSessionUid();
  // Autosaved (per user): a reload, going offline or leaving the page keeps what was typed.
  const draft = useDraft<RateDraft>('rate-interviewer', EMPTY_DRAFT, { uid });
  const { name, company, position, status, text, rating } = draft.value;
  const set =
    <K extends keyof RateDraft>(field: K) =>
    (value: RateDraft[K]) =>
      draft.setValue((current) => ({ ...current, [field]: value }));
  const setName = set('name');
  const setCompany = set('company');
  const setPosition = set('position');
  const setStatus = set('status');
  const setText = set('text');
  const setRating = set('rating');
  const [alert, setAlert] = useState<{ text: string; detail?: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async () => {
    if (busy) return;
    if (!name.trim() || !company.name.trim() || !text.trim() || rating < 1) {
      setMissing(true);
      setAlert({ text: 'Please fill all required fields and give a rating.' });
      focusAfterRender(ALERT_ID);
      return;
    }
    setMissing(false);
    setBusy(true);
    setAlert(null);
    try {
      // One call (company, interviewer, review): a new interviewer is not public before the review.
      // Through the outbox: offline, or with no answer, it waits there and goes out once.
      const result = await rateInterviewer({
        ...(company.id ? { companyId: company.id } : { companyName: company.name.trim() }),
        interviewer: { name: name.trim(), position: position.trim() },
        review: {
          rating,
          reviewText: text.trim(),
          interviewStatus: parseStatus(status),
          anonymous: true,
        },
      });
      draft.clear();
      if (result.status === 'queued') {
        showToast(queuedMessage(result.entry), 'info');
        navigate('/outbox');
        return;
      }
      showToast('Review submitted!');
      // Waiting for its moment, a review (and a profile made for it) is shown to its author in My
      // reviews alone: a new interviewer's page is not public before the review is.
      const { interviewer, review } = result.data;
      navigate(
        review.status === 'scheduled'
          ? MY_REVIEWS_PATH
          : `/interviewers/${encodeURIComponent(interviewer._id)}`,
      );
    } catch (error) {
      console.error('Review submission failed', error);
      setBusy(false);
      const more = failureDetail(error);
      setAlert({
        text: '❌ Something went wrong. Please try again.',
        detail: `Review submission failed.${more ? ` ${more}` : ''}`,
      });
      focusAfterRender(ALERT_ID);
    }
  };

  return (
    <form
      className="card form-stack"
      noValidate
      aria-label="Submit a review"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <RequiredFieldsNote />
      <DraftRestoredNote draft={draft} disabled={busy} />
      <TextField
        id="rate-interviewer-name"
        label="Interviewer name"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={missing && !name.trim() ? 'Enter the interviewer’s name.' : undefined}
        required
        disabled={busy}
      />
      <CompanyField
        id="rate-interviewer-company"
        value={company}
        onChange={setCompany}
        required
        hint="Choose from the suggestions, or type a new company."
        error={missing && !company.name.trim() ? 'Enter or choose a company.' : undefined}
        disabled={busy}
      />
      <TextField
        id="rate-interviewer-position"
        label={optionalLabel('Position')}
        autoComplete="off"
        value={position}
        onChange={(event) => setPosition(event.target.value)}
        placeholder="e.g. Engineering Manager"
        disabled={busy}
      />
      <OutcomeField value={status} onChange={setStatus} disabled={busy} />
      <StarInput
        legend="Your rating"
        value={rating}
        onChange={setRating}
        words={RATING_WORDS_ASCENDING}
        required
        disabled={busy}
        error={missing && rating < 1 ? 'Choose a rating from 1 to 5 stars.' : undefined}
      />
      <MainTextField
        value={text}
        onChange={setText}
        maxLength={MAX_REVIEW_TEXT}
        disabled={busy}
        error={missing && !text.trim() ? 'Write your review.' : undefined}
      />
      <DraftNotKept notKept={draft.notKept} />
      <AnonymityNote />
      {alert ? (
        <FormAlert id={ALERT_ID}>
          <p>
            <MessageText text={alert.text} />
          </p>
          {alert.detail ? <p className="iv-alert-detail">{alert.detail}</p> : null}
        </FormAlert>
      ) : null}
      <div className="rk-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Review'}
        </button>
        {/* As on "Rate a Manager": a way back to searching; the draft stays for later. */}
        <Link to="/search-interviewers" className="btn btn-secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
