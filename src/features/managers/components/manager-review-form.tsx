import { useEffect, useId, useRef, useState } from 'react';
import { AnonymityNote } from '@/components/anonymity-note/anonymity-note';
import { Dialog } from '@/components/dialog/dialog';
import { FormAlert } from '@/components/form-field/form-field';
import { StarInput } from '@/components/rating/star-input';
import { ScoreInput } from '@/components/scores/score-input';
import { ASPECT_LABELS, MANAGER_ASPECTS, MANAGER_RATING_WORDS_ASCENDING } from '@/components/scores/tones';
import { useSessionUid } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { deleteManagerReview, submitManagerReview } from '@/features/managers/api/manager-reviews';
import { failureMessage } from '@/features/managers/failure-message';
import type { ManagerReview, ManagerReviewInput } from '@/features/managers/types';
import { formatTime } from '@/lib/offline/format-time';
import type { SubmitResult } from '@/lib/offline/outbox/outbox';
import { useDraft } from '@/lib/offline/use-draft';

export const MAX_REVIEW_TEXT = 5000;
export const MAX_ASPECT_COMMENT = 2000;

export type ManagerReviewDraft = Omit<ManagerReviewInput, 'anonymous'>;

/** The three optional aspect comments, as the form labels them. */
export const ASPECT_COMMENTS = [
  { field: 'reviewLeadership', label: 'Leadership comments' },
  { field: 'reviewCommunicationText', label: 'Communication comments' },
  { field: 'reviewSupport', label: 'Support comments' },
] as const;

export function draftFrom(review: ManagerReview | null): ManagerReviewDraft {
  return {
    rating: review?.rating ?? 0,
    reviewText: review?.reviewText ?? '',
    reviewLeadership: review?.reviewLeadership ?? '',
    reviewCommunicationText: review?.reviewCommunicationText ?? '',
    reviewSupport: review?.reviewSupport ?? '',
    leadership: review?.leadership ?? 0,
    communication: review?.communication ?? 0,
    teamwork: review?.teamwork ?? 0,
    empathy: review?.empathy ?? 0,
    fairness: review?.fairness ?? 0,
  };
}

type ManagerReviewFormProps = {
  managerId: string;
  managerName: string;
  /** The caller's review: edit mode (update, cancel, delete). */
  ownReview: ManagerReview | null;
  /** After a successful submit, update or delete: the page reloads and closes the form. */
  onDone: () => void;
  onCancel: () => void;
};

/**
 * The manager review form (SPEC.md sections 4, 5 and 8): overall rating 1-5, the five aspects 0-5
 * (default 0), three optional comments and the required text. Submit is disabled while sending,
 * with no rating, or with blank text. Drafts are kept per user and manager.
 */
export function ManagerReviewForm({
  managerId,
  managerName,
  ownReview,
  onDone,
  onCancel,
}: ManagerReviewFormProps) {
  const headingId = useId();
  const textId = useId();
  const counterId = useId();
  const uid = useSessionUid();
  const editing = ownReview !== null;
  const draft = useDraft<ManagerReviewDraft>(
    `manager-review:${managerId}:${editing ? 'edit' : 'new'}`,
    draftFrom(ownReview),
    { uid },
  );
  const value = draft.value;
  const set = <K extends keyof ManagerReviewDraft>(field: K, next: ManagerReviewDraft[K]) =>
    draft.setValue((v) => ({ ...v, [field]: next }));
  const [busy, setBusy] = useState<'submit' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const deleteKey = useRef<string | null>(null);

  // Opening the form takes keyboard and screen-reader users to it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const canSubmit = busy === null && value.rating > 0 && value.reviewText.trim() !== '';

  const fail = (message: string) => {
    setBusy(null);
    setError(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const onSubmit = async () => {
    if (!canSubmit) return;
    const input: ManagerReviewInput = {
      ...value,
      reviewText: value.reviewText.trim(),
      reviewLeadership: value.reviewLeadership.trim(),
      reviewCommunicationText: value.reviewCommunicationText.trim(),
      reviewSupport: value.reviewSupport.trim(),
      anonymous: true,
    };
    setBusy('submit');
    setError(null);
    let result: SubmitResult<ManagerReview>;
    try {
      result = await submitManagerReview(
        managerId,
        managerName,
        ownReview ? { kind: 'edit', reviewId: ownReview._id } : { kind: 'new' },
        input,
      );
    } catch (failure) {
      fail(failureMessage(failure, 'Failed to submit'));
      return;
    }
    draft.clear();
    if (result.status === 'queued') {
      showToast('You are offline: your review will be sent when you reconnect.', 'info');
    } else {
      showToast(editing ? 'Review updated successfully!' : 'Review submitted successfully!');
    }
    onDone();
  };

  const onDelete = async () => {
    if (!ownReview || busy) return;
    setConfirming(false);
    setBusy('delete');
    setError(null);
    // The same key for retries of this deletion: the server deletes once.
    deleteKey.current ??= crypto.randomUUID();
    try {
      await deleteManagerReview(ownReview._id, deleteKey.current);
    } catch (failure) {
      fail(failureMessage(failure, 'Failed to delete review.'));
      return;
    }
    deleteKey.current = null;
    draft.clear();
    showToast('Review deleted successfully!');
    onDone();
  };

  const disabled = busy !== null;
  return (
    <form
      className="card form-stack mg-review-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mg-form-title">
        {editing ? 'Edit your review' : `Rate ${managerName}`}
      </h2>
      <p className="mg-form-note">Reviews are anonymous: your name is never shown with your review.</p>
      {draft.restored ? (
        <p className="mg-draft-note">
          Draft restored{draft.savedAt ? ` from ${formatTime(draft.savedAt.getTime())}` : ''}.{' '}
          <button type="button" className="mg-link-button" onClick={draft.clear} disabled={disabled}>
            Discard draft
          </button>
        </p>
      ) : null}

      <StarInput
        legend="Overall rating"
        value={value.rating}
        onChange={(n) => set('rating', n)}
        words={MANAGER_RATING_WORDS_ASCENDING}
        required
        disabled={disabled}
      />

      <fieldset className="mg-aspects">
        <legend className="field-label">Rate their management (optional)</legend>
        <div className="mg-aspect-grid">
          {MANAGER_ASPECTS.map((aspect) => (
            <ScoreInput
              key={aspect}
              legend={ASPECT_LABELS[aspect]}
              value={value[aspect]}
              onChange={(n) => set(aspect, n)}
              disabled={disabled}
            />
          ))}
        </div>
      </fieldset>

      {ASPECT_COMMENTS.map(({ field, label }) => (
        <div key={field} className="field">
          <label htmlFor={`${headingId}-${field}`} className="field-label">
            {label} <span className="mg-optional">(optional)</span>
          </label>
          <textarea
            id={`${headingId}-${field}`}
            className="field-input mg-textarea"
            rows={3}
            maxLength={MAX_ASPECT_COMMENT}
            value={value[field]}
            disabled={disabled}
            onChange={(event) => set(field, event.target.value)}
          />
        </div>
      ))}

      <div className="field">
        <label htmlFor={textId} className="field-label">
          Your review
        </label>
        <textarea
          id={textId}
          className="field-input mg-textarea"
          rows={5}
          required
          maxLength={MAX_REVIEW_TEXT}
          value={value.reviewText}
          disabled={disabled}
          aria-describedby={counterId}
          placeholder="What is it like to work for this manager?"
          onChange={(event) => set('reviewText', event.target.value)}
        />
        <p id={counterId} className="field-hint">
          {value.reviewText.length} / {MAX_REVIEW_TEXT} characters
        </p>
      </div>

      <AnonymityNote />
      {error ? (
        <FormAlert ref={alertRef}>
          <p>{error}</p>
        </FormAlert>
      ) : null}

      <div className="mg-form-actions">
        <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
          {busy === 'submit' ? 'Submitting...' : editing ? 'Update Review' : 'Submit Review'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={disabled}>
          Cancel
        </button>
        {editing ? (
          <button
            type="button"
            className="btn mg-btn-danger"
            onClick={() => setConfirming(true)}
            disabled={disabled}
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
        title="Are you sure you want to delete your review?"
        description="Its ratings and text are removed for good, and the manager’s scores are updated."
      >
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn mg-btn-danger" onClick={() => void onDelete()}>
            Delete
          </button>
        </div>
      </Dialog>
    </form>
  );
}
