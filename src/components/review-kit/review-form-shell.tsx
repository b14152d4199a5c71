import type { DeletedReview } from '@contract/reviews';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AnonymityNote } from '@/components/anonymity-note/anonymity-note';
import { Dialog } from '@/components/dialog/dialog';
import { FormAlert } from '@/components/form-field/form-field';
import { showToast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import type { SubmitResult } from '@/lib/offline/outbox/outbox';
import { queuedMessage } from '@/lib/offline/outbox/queued-message';
import type { QueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { DraftNotKept } from './draft-not-kept';
import { DraftRestoredNote } from './draft-restored-note';
import { RequiredFieldsNote } from './form-fields';
import { refusalReason } from './queued-review-card';
import type { ReviewMessages } from './types';
import './review-kit.css';
import { useFocusNextFrame } from '@/lib/use-focus-next-frame';

export const REPLACED_MESSAGE = 'Your review waiting to be sent was changed. It goes out once.';
/**
 * Under every delete confirmation: a published review leaves the site at a moment of its own within the
 * publication window (the server's review-departure.ts), so deleting two does not show they were one
 * person's. The server's answer says the same when it happens.
 */
export const LEAVES_LATER_NOTE =
  'It is gone from your reviews at once. If it is public, others can still read it until it leaves the site ' +
  'within a day, at a moment of its own, so that nobody can tell it came from the same person as your ' +
  'other reviews.';

/** The form's title when it opened on a review from the outbox (not on the caller's review). */
export function queuedTitle(queued: QueuedReview): string {
  return queued.state === 'pending' ? 'Edit your review waiting to be sent' : 'Edit your unsent review';
}

/**
 * What the toast adds when the answer waits for a moment of its own (the server's `status`): the card's chip
 * says it too, but "Review updated!" alone read as if everyone could see the edit now. A deleted review
 * that is leaving gets one line, not the server's whole explanation: the confirmation gave it just before
 * (LEAVES_LATER_NOTE), and repeated in a toast it took a quarter of a phone's screen.
 */
const WAIT_NOTES: Record<string, string> = {
  scheduled: 'It appears publicly within a day.',
  'edit scheduled': 'Others will see your edit within a day.',
  leaving: 'Others can still see it for up to a day.',
};

export function withWait(message: string, answer: unknown): string {
  const status = (answer as { status?: unknown } | null)?.status;
  const note = typeof status === 'string' ? WAIT_NOTES[status] : undefined;
  return note ? `${message} ${note}` : message;
}

/** What the form says when it opened on a review from the outbox. */
export function queuedNote(queued: QueuedReview): string {
  switch (queued.state) {
    case 'pending':
      return 'This is your review waiting to be sent. Your changes replace it: it still goes out once.';
    case 'duplicate':
      return 'Your unsent review is filled in. Update puts it into the review you wrote before.';
    case 'refused':
      return `${refusalReason(queued)} Your unsent review is filled in: change it and submit it again.`;
  }
}

type DraftState = {
  restored: boolean;
  savedAt: Date | null;
  notKept?: boolean;
  clear: () => void;
  discard: () => () => void;
};

type ReviewFormShellProps = {
  title: string;
  /** Under the title ('Your name is never shown with your review.'); none when the page says it already. */
  note?: string;
  messages: ReviewMessages;
  /** The autosaved draft of the fields (useDraft). */
  draft: DraftState;
  /** The review from the outbox the form opened on (its submit replaces it). */
  queued?: QueuedReview | null;
  /** Editing the caller's review: Update, Cancel and Delete. */
  editing: boolean;
  /**
   * What the fields still need before Submit works ('choose a rating'; see stillNeeded). Submit is disabled
   * while any is missing, and the form says which beside it: a pale button alone told nobody why.
   */
  missing?: readonly string[];
  /** Checks that say what is missing and move focus there; false stops the submit. */
  validate?: () => boolean;
  /** Sends the review through the outbox (queued when offline). */
  submit: () => Promise<SubmitResult<unknown>>;
  /** Deletes the caller's review (`reviewId`) under an idempotency key (the same one for retries). */
  remove?: { reviewId: string; send: (idempotencyKey: string) => Promise<DeletedReview> };
  onDone: () => void;
  /** Cancel as a button, or as a link back (a form on a page of its own). */
  onCancel?: () => void;
  cancelHref?: string;
  /** The fields, told whether the form is busy. */
  children: (busy: boolean) => ReactNode;
};

/**
 * The frame of every review form: title, draft note, how fields are marked, the area's fields, the anonymity note, the
 * error, Submit / Update, Cancel and Delete with its confirmation. It sends through the outbox,
 * clears the draft after a success and says what happened.
 */
export function ReviewFormShell({
  title,
  note,
  messages,
  draft,
  queued = null,
  editing,
  missing = [],
  validate,
  submit,
  remove,
  onDone,
  onCancel,
  cancelHref,
  children,
}: ReviewFormShellProps) {
  const headingId = useId();
  const missingId = useId();
  const canSubmit = missing.length === 0;
  const [busy, setBusy] = useState<'submit' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAlert = useFocusNextFrame(alertRef);
  const deleteKey = useAttemptKey(`DELETE review ${remove?.reviewId ?? ''}`);

  // Opening the form takes keyboard and screen-reader users to it. One that opens off screen or in the
  // lower half of it (a profile's form under its band, on a phone) is brought to the top, so its fields lead
  // the screen: focus alone scrolled its heading just into view, its stars under the toast at the bottom.
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const top = heading.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 2) heading.scrollIntoView?.({ block: 'start' });
  }, []);

  const describe = (failure: unknown, fallback: string) =>
    (failure instanceof ApiError ? messages.describeFailure?.(failure) : null) ??
    failureMessage(failure, fallback);

  const fail = (message: string) => {
    setBusy(null);
    setError(message);
    focusAlert();
  };

  const onSubmit = async () => {
    if (busy !== null || !canSubmit) return;
    if (validate && !validate()) return;
    setBusy('submit');
    setError(null);
    let result: SubmitResult<unknown>;
    try {
      result = await submit();
    } catch (failure) {
      fail(describe(failure, messages.submitFailed));
      return;
    }
    setBusy(null);
    draft.clear();
    if (result.status === 'queued')
      showToast(result.replaced ? REPLACED_MESSAGE : queuedMessage(result.entry), 'info');
    else showToast(withWait(editing ? messages.updated : messages.submitted, result.data));
    onDone();
  };

  const onDelete = async () => {
    if (!remove || busy !== null) return;
    setConfirming(false);
    setBusy('delete');
    setError(null);
    let answer: DeletedReview;
    try {
      answer = await remove.send(deleteKey.keyFor('delete'));
    } catch (failure) {
      fail(describe(failure, messages.deleteFailed));
      return;
    }
    deleteKey.settle();
    setBusy(null);
    draft.clear();
    showToast(withWait(messages.deleted, answer));
    onDone();
  };

  const disabled = busy !== null;
  return (
    <form
      className="card form-stack rk-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="rk-form-title">
        {title}
      </h2>
      {note ? <p className="rk-form-note">{note}</p> : null}
      {/* Every review form marks optional fields only, as the rate pages do, and says so once. */}
      <RequiredFieldsNote />
      {queued ? (
        <p className="rk-draft-note" role="note">
          {queuedNote(queued)}
        </p>
      ) : null}
      <DraftRestoredNote draft={draft} disabled={disabled} withTime />

      {children(disabled)}

      <DraftNotKept notKept={draft.notKept === true} />
      <AnonymityNote />
      {error ? (
        <FormAlert ref={alertRef}>
          <p>{error}</p>
        </FormAlert>
      ) : null}

      {canSubmit ? null : (
        <p id={missingId} className="rk-form-note">
          To submit, {inWords(missing)}.
        </p>
      )}
      <div className="rk-row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={disabled || !canSubmit}
          aria-describedby={canSubmit ? undefined : missingId}
        >
          {busy === 'submit' ? 'Submitting...' : editing ? 'Update Review' : 'Submit Review'}
        </button>
        {cancelHref ? (
          <Link to={cancelHref} className="btn btn-secondary">
            Cancel
          </Link>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={disabled}>
            Cancel
          </button>
        )}
        {editing && remove ? (
          <button
            type="button"
            className="btn btn-danger"
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
        title={messages.confirmDelete.title}
        description={`${messages.confirmDelete.description} ${LEAVES_LATER_NOTE}`}
      >
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void onDelete()}>
            Delete
          </button>
        </div>
      </Dialog>
    </form>
  );
}

/** 'a', 'a and b', 'a, b and c'. */
function inWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
