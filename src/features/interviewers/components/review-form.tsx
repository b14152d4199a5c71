import { useEffect, useId, useRef, useState } from 'react';
import { AnonymityNote } from '@/components/anonymity-note/anonymity-note';
import { Dialog } from '@/components/dialog/dialog';
import { FormAlert } from '@/components/form-field/form-field';
import { StarInput } from '@/components/rating/star-input';
import { useSessionUid } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { removeReview, submitReview } from '@/features/interviewers/api/submit-review';
import { failureMessage } from '@/features/interviewers/failure-message';
import { MAX_REVIEW_TEXT } from '@/features/interviewers/field-rules';
import { useAttemptKey } from '@/features/interviewers/hooks/use-attempt-key';
import { parseStatus, RATING_WORDS_ASCENDING, STATUS_LABELS } from '@/features/interviewers/rating';
import { INTERVIEW_STATUSES, type InterviewStatus, type Review } from '@/features/interviewers/types';
import { formatTime } from '@/lib/offline/format-time';
import type { SubmitResult } from '@/lib/offline/outbox/outbox';
import { useDraft } from '@/lib/offline/use-draft';

type ReviewDraft = { rating: number; interviewStatus: string; reviewText: string };

type ReviewFormProps = {
  interviewerId: string;
  interviewerName: string;
  /** The caller's review: edit mode (update, cancel, delete). */
  ownReview: Review | null;
  /** An outcome chosen before the form opened (?status= from the list's dialog). */
  presetStatus: InterviewStatus | null;
  /** After a successful submit, update or delete: the page refreshes reviews and closes the form. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The profile's review form. Submit is disabled while sending, with no rating, or with blank text;
 * the outcome is required too. Success: 'Review submitted!' / 'Review updated!' / 'Review deleted.'.
 */
export function ReviewForm({
  interviewerId,
  interviewerName,
  ownReview,
  presetStatus,
  onDone,
  onCancel,
}: ReviewFormProps) {
  const headingId = useId();
  const statusId = useId();
  const textId = useId();
  const counterId = useId();
  const uid = useSessionUid();
  const initial: ReviewDraft = {
    rating: ownReview?.rating ?? 0,
    interviewStatus: ownReview?.interviewStatus ?? '',
    reviewText: ownReview?.reviewText ?? '',
  };
  // Autosaved per user and interviewer: closing the form, a reload or going offline keeps what was typed.
  const draft = useDraft<ReviewDraft>(
    `interviewer-review:${interviewerId}:${ownReview ? 'edit' : 'new'}`,
    initial,
    {
      uid,
    },
  );
  const { rating, interviewStatus: status, reviewText: text } = draft.value;
  const setRating = (value: number) => draft.setValue((v) => ({ ...v, rating: value }));
  const setStatus = (value: string) => draft.setValue((v) => ({ ...v, interviewStatus: value }));
  const setText = (value: string) => draft.setValue((v) => ({ ...v, reviewText: value }));
  const [busy, setBusy] = useState<'submit' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const statusRef = useRef<HTMLSelectElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const deleteKey = useAttemptKey();

  const editing = ownReview !== null;

  // Opening the form takes keyboard and screen-reader users to it; an outcome chosen in the list's
  // dialog replaces the one in a draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    headingRef.current?.focus();
    if (presetStatus && presetStatus !== status) setStatus(presetStatus);
  }, []);
  const canSubmit = busy === null && rating > 0 && text.trim() !== '';

  const onSubmit = async () => {
    if (!canSubmit) return;
    const interviewStatus = parseStatus(status);
    if (!interviewStatus) {
      setStatusError('Choose how your interview went.');
      statusRef.current?.focus();
      return;
    }
    const input = { rating, reviewText: text.trim(), interviewStatus, anonymous: false };
    const target = ownReview
      ? { kind: 'edit' as const, interviewerId, reviewId: ownReview._id }
      : { kind: 'new' as const, interviewerId };
    setBusy('submit');
    setError(null);
    let result: SubmitResult<Review>;
    try {
      result = await submitReview(target, input, interviewerName);
    } catch (failure) {
      setBusy(null);
      setError(failureMessage(failure, 'Submit failed.'));
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    draft.clear();
    if (result.status === 'queued') {
      showToast('You are offline: your review will be sent when you reconnect.', 'info');
    } else {
      showToast(editing ? 'Review updated!' : 'Review submitted!');
    }
    onDone();
  };

  const onDelete = async () => {
    if (!ownReview || busy) return;
    setConfirming(false);
    setBusy('delete');
    setError(null);
    try {
      await removeReview(ownReview._id, deleteKey.keyFor({ delete: ownReview._id }));
    } catch (failure) {
      setBusy(null);
      setError(failureMessage(failure, 'Delete failed.'));
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    deleteKey.settle();
    draft.clear();
    showToast('Review deleted.');
    onDone();
  };

  const describedBy = [counterId, statusError ? `${statusId}-error` : ''].filter(Boolean).join(' ');

  return (
    <form
      className="card form-stack iv-review-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="iv-form-title">
        {editing ? 'Edit your review' : `Rate ${interviewerName}`}
      </h2>
      <p className="iv-form-note">Your name is never shown with your review.</p>
      {draft.restored ? (
        <p className="iv-draft-note">
          Draft restored{draft.savedAt ? ` from ${formatTime(draft.savedAt.getTime())}` : ''}.{' '}
          <button type="button" className="btn-link" onClick={draft.clear} disabled={busy !== null}>
            Discard draft
          </button>
        </p>
      ) : null}

      <StarInput
        legend="Your rating"
        value={rating}
        onChange={setRating}
        words={RATING_WORDS_ASCENDING}
        required
        disabled={busy !== null}
      />

      <div className="field">
        <label htmlFor={statusId} className="field-label">
          How did your interview go?
        </label>
        <select
          id={statusId}
          ref={statusRef}
          className="field-input"
          required
          value={status}
          disabled={busy !== null}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={statusError ? `${statusId}-error` : undefined}
          onChange={(event) => {
            setStatus(event.target.value);
            setStatusError(undefined);
          }}
        >
          <option value="">Select an outcome</option>
          {INTERVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        {statusError ? (
          <p id={`${statusId}-error`} className="field-error">
            {statusError}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label htmlFor={textId} className="field-label">
          Your review
        </label>
        <textarea
          id={textId}
          className="field-input iv-textarea"
          rows={5}
          required
          maxLength={MAX_REVIEW_TEXT}
          value={text}
          disabled={busy !== null}
          aria-describedby={describedBy}
          placeholder="What was the interview like? How were you treated, and what was asked?"
          onChange={(event) => setText(event.target.value)}
        />
        <p id={counterId} className="field-hint iv-counter">
          {text.length} / {MAX_REVIEW_TEXT} characters
        </p>
      </div>

      <AnonymityNote />
      {error ? (
        <FormAlert ref={alertRef}>
          <p>{error}</p>
        </FormAlert>
      ) : null}

      <div className="iv-form-actions">
        <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
          {busy === 'submit' ? 'Submitting...' : editing ? 'Update Review' : 'Submit Review'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy !== null}>
          Cancel
        </button>
        {editing ? (
          <button
            type="button"
            className="btn iv-btn-danger"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
          >
            {busy === 'delete' ? 'Deleting...' : 'Delete Review'}
          </button>
        ) : null}
      </div>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        tone="danger"
        title="Are you sure you want to delete this review?"
        description="Its rating and text are removed for good, and the interviewer’s score is updated."
      >
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn iv-btn-danger" onClick={() => void onDelete()}>
            Delete
          </button>
        </div>
      </Dialog>
    </form>
  );
}
