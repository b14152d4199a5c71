import { withoutHiddenCharacters } from '@contract/hidden-characters';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Dialog } from '@/components/dialog/dialog';
import { DraftNotKept } from '@/components/review-kit/draft-not-kept';
import { DraftRestoredNote } from '@/components/review-kit/draft-restored-note';
import { useSessionUid } from '@/components/session/use-session';
import { ApiError } from '@/lib/api-client';
import { sessionEndedMessage } from '@/lib/failure-message';
import { useDraft } from '@/lib/offline/use-draft';
import { useAttemptKey } from '@/lib/use-attempt-key';
import '@/components/form-field/form-field.css';
import {
  MAX_REPORT_DETAILS,
  REPORT_REASONS,
  type ReportedKind,
  type ReportReason,
  reportReview,
} from './report-review-api';

type ReportReviewDialogProps = {
  open: boolean;
  onClose: () => void;
  kind: ReportedKind;
  reviewId: string;
  /** false for visitors: the dialog then asks them to sign in. */
  signedIn: boolean;
  /** After the report went through (or was already on file). */
  onReported: (message: string) => void;
};

type ReportDraft = { reason: ReportReason | null; details: string };
const NO_REPORT: ReportDraft = { reason: null, details: '' };

/** What is reported: a review, or the public response under one. */
export const reportedNoun = (kind: ReportedKind) => (kind === 'response' ? 'response' : 'review');

/** What a failed send says: the server's message for refusals, a plain retry hint otherwise. */
function failureMessage(error: unknown, noun: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return sessionEndedMessage(`report this ${noun}`);
    if (error.status === 404) return `This ${noun} is no longer shown, so it cannot be reported.`;
    if (error.status < 500) return error.message;
  }
  return 'The report could not be sent. Check your connection and try again.';
}

/**
 * The report form: a reason (required), details (required for "Other"), and
 * a note that moderators never learn who reported. Closes on success.
 */
export function ReportReviewDialog({
  open,
  onClose,
  kind,
  reviewId,
  signedIn,
  onReported,
}: ReportReviewDialogProps) {
  const location = useLocation();
  const formId = useId();
  // A draft (per user, as the review forms keep theirs): a send refused because the session ended (401)
  // sends the user away to sign in, and the reason and details are still here when they come back.
  const draft = useDraft<ReportDraft>(`report:${kind}:${reviewId}`, NO_REPORT, { uid: useSessionUid() });
  const reason = REPORT_REASONS.some((option) => option.value === draft.value.reason)
    ? draft.value.reason
    : null;
  const details = typeof draft.value.details === 'string' ? draft.value.details : '';
  const setReason = (next: ReportReason) => draft.setValue((v) => ({ ...v, reason: next }));
  const setDetails = (next: string) => draft.setValue((v) => ({ ...v, details: next }));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The same report sent again goes under the same key (a first send may have been recorded before its
  // answer was lost); a changed one under a new key.
  const attempt = useAttemptKey('POST report');
  const noun = reportedNoun(kind);

  const detailsRequired = reason === 'other';
  const detailsMissing = detailsRequired && details.trim() === '';
  const canSend = reason !== null && !detailsMissing && details.length <= MAX_REPORT_DETAILS && !sending;

  /**
   * Cancel keeps what a failed send held, or a restored draft (one such send, before a reload or a sign-in),
   * so opening the dialog again does not mean typing it again; Discard draft throws a restored one away.
   */
  const close = () => {
    if (error === null && !draft.restored) draft.clear();
    onClose();
  };
  const finish = (message: string) => {
    attempt.settle();
    draft.clear();
    setError(null);
    onClose();
    onReported(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || reason === null) return;
    setSending(true);
    setError(null);
    const report = { kind, reviewId, reason, details };
    try {
      finish((await reportReview(report, attempt.keyFor(report))).message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        finish(failure.message);
      } else {
        setError(failureMessage(failure, noun));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={sending}
      title={`Report this ${noun}`}
      description={`Moderators see the ${noun} and your reason. They never see who you are, and ${
        kind === 'response' ? 'its writer' : 'the author'
      } is not told who reported it.`}
    >
      {signedIn ? (
        <form id={formId} className="report-review-form" onSubmit={(e) => void submit(e)} noValidate>
          <DraftRestoredNote draft={draft} disabled={sending} />
          <fieldset className="report-review-reasons">
            <legend>What is wrong with it?</legend>
            {REPORT_REASONS.map((option) => (
              <label key={option.value} className="report-review-reason">
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                  disabled={sending}
                />
                <span>
                  <span className="report-review-reason-label">{option.label}</span>
                  <span className="report-review-reason-hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${formId}-details`} className="field-label">
              Details{detailsRequired ? ' (required)' : ' (optional)'}
            </label>
            <textarea
              id={`${formId}-details`}
              className="field-input"
              rows={4}
              maxLength={MAX_REPORT_DETAILS}
              value={details}
              onChange={(e) => setDetails(withoutHiddenCharacters(e.target.value, 'prose'))}
              disabled={sending}
              aria-invalid={detailsMissing && details !== '' ? true : undefined}
              aria-describedby={`${formId}-details-count`}
            />
            <p id={`${formId}-details-count`} className="field-hint">
              {details.length}/{MAX_REPORT_DETAILS} characters. Do not include anyone's personal details.
            </p>
          </div>
          <DraftNotKept notKept={draft.notKept} />
          {error ? (
            <p className="report-review-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={close} disabled={sending}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={!canSend}>
              {sending ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <p>Sign in to report a {noun}. Reports are anonymous: nobody learns who sent them.</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              Cancel
            </button>
            <Link
              className="btn btn-primary"
              to="/signin"
              state={{ from: `${location.pathname}${location.search}${location.hash}` }}
            >
              Sign in
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
