import type { MAX_RESPONSE_TEXT } from '@contract/request-rules';
import type { OwnReviewResponse, PublicReviewResponse } from '@contract/responses';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { FormAlert } from '@/components/form-field/form-field';
import { contactDetailText } from '@/components/review-kit/contact-detail-text';
import { DraftNotKept } from '@/components/review-kit/draft-not-kept';
import { MainTextField } from '@/components/review-kit/form-fields';
import { ReviewResponse } from '@/components/review-kit/review-response';
import { useSessionUid } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { type ClaimSubjectKind, deleteReviewResponse, putReviewResponse } from '@/features/claims/api';
import { failureMessage } from '@/lib/failure-message';
import { useDraft } from '@/lib/offline/use-draft';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { useFocusNextFrame } from '@/lib/use-focus-next-frame';
import './claims.css';
import { DraftRestoredNote } from '@/components/review-kit/draft-restored-note';

/** The API's limit (the contract's; the type breaks the build if the two part). */
export const MAX_RESPONSE_LENGTH: typeof MAX_RESPONSE_TEXT = 5000;

export const RESPONSE_SAVED = 'Response saved.';
export const RESPONSE_HELD = 'Response saved. It is shown once a moderator has looked at it.';
export const RESPONSE_DELETED = 'Response deleted.';
const FIELD_LABEL = 'Your response';
/** What the claimant sees on a response the public does not. */
export const BADGES: Record<Exclude<OwnReviewResponse['status'], 'published'>, string> = {
  'pending review': 'Waiting for moderation',
  removed: 'Removed by a moderator',
};

type ReviewResponseEditorProps = {
  reviewId: string;
  /** Which kind of review: a claimed manager's (default) or a company's, answered by its verified account. */
  kind?: ClaimSubjectKind;
  /** Who answers, as the public reads it: "the manager" (default) or the company's name. */
  from?: string;
  /** The claimant's response to this review in any state, or null. */
  own: OwnReviewResponse | null;
  /** What the public sees under the review (shown while the claimant's own is unknown). */
  shown: PublicReviewResponse | null | undefined;
  /** After a save (the answer's response) or a delete (null). */
  onChange: (response: OwnReviewResponse | null) => void;
};

/**
 * Under each review of a claimed manager profile or of a company with a verified account, for that
 * claimant (issue 17): Respond, or their response (with a badge while the public cannot see it) with
 * Edit and Delete; the form keeps a draft while typing.
 */
export function ReviewResponseEditor({
  reviewId,
  kind = 'manager',
  from = 'the manager',
  own,
  shown,
  onChange,
}: ReviewResponseEditorProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteKey = useAttemptKey(`DELETE response ${kind} ${reviewId}`);
  // The form, or a deleted response's buttons, leave with the focus in them: it would fall to the page and
  // a keyboard user start again from the top. It goes to the first button drawn in their place instead.
  const returnFocus = useRef(false);
  const focusOnReturn = (button: HTMLButtonElement | null) => {
    if (button && returnFocus.current) {
      returnFocus.current = false;
      button.focus();
    }
  };
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) {
    return (
      <ResponseForm
        reviewId={reviewId}
        kind={kind}
        from={from}
        own={own}
        onSaved={(response) => {
          close();
          onChange(response);
        }}
        onCancel={close}
      />
    );
  }

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    setError(null);
    try {
      await deleteReviewResponse(reviewId, deleteKey.keyFor('delete'), kind);
    } catch (failure) {
      setDeleting(false);
      setError(failureMessage(failure, 'Failed to delete the response.'));
      return;
    }
    deleteKey.settle();
    returnFocus.current = true;
    setDeleting(false);
    showToast(RESPONSE_DELETED);
    onChange(null);
  };

  const response = own ?? shown ?? null;
  if (!response) {
    return (
      <div className="cl-respond">
        <button
          type="button"
          className="btn btn-secondary"
          ref={focusOnReturn}
          onClick={() => setEditing(true)}
        >
          Respond
        </button>
      </div>
    );
  }
  const badge = own && own.status !== 'published' ? BADGES[own.status] : undefined;
  return (
    <ReviewResponse response={response} from={from} badge={badge}>
      {error ? (
        <FormAlert>
          <p>{error}</p>
        </FormAlert>
      ) : null}
      <div className="cl-response-actions">
        {own?.status !== 'removed' ? (
          <button
            type="button"
            className="btn-link"
            aria-label="Edit response"
            ref={focusOnReturn}
            disabled={deleting}
            onClick={() => setEditing(true)}
          >
            Edit
          </button>
        ) : null}
        <button
          type="button"
          className="btn-link cl-danger-link"
          // The visible word is short to fit beside Edit on a phone; the name says what goes.
          aria-label={deleting ? 'Deleting response' : 'Delete response'}
          disabled={deleting}
          onClick={() => setConfirming(true)}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        tone="danger"
        title="Delete your response?"
        description="It disappears from under the review for everyone."
      >
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void remove()}>
            Delete
          </button>
        </div>
      </Dialog>
    </ReviewResponse>
  );
}

type ResponseFormProps = {
  reviewId: string;
  kind: ClaimSubjectKind;
  from: string;
  own: OwnReviewResponse | null;
  onSaved: (response: OwnReviewResponse) => void;
  onCancel: () => void;
};

function ResponseForm({ reviewId, kind, from, own, onSaved, onCancel }: ResponseFormProps) {
  const headingId = useId();
  const fieldId = useId();
  const uid = useSessionUid();
  const draft = useDraft(`review-response:${reviewId}`, own?.text ?? '', { uid });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAlert = useFocusNextFrame(alertRef);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const attempt = useAttemptKey(`PUT response ${kind} ${reviewId}`);
  const text = draft.value;

  // Opening the form takes keyboard and screen-reader users to it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const save = async () => {
    if (busy || text.trim() === '') return;
    // The field already says what is wrong with a contact detail; the server would only say it again.
    if (contactDetailText(FIELD_LABEL, text)) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const body = { text };
    let saved: OwnReviewResponse;
    try {
      saved = (await putReviewResponse(reviewId, body, attempt.keyFor(body), kind)).response;
    } catch (failure) {
      setBusy(false);
      setError(failureMessage(failure, 'Failed to save the response.'));
      focusAlert();
      return;
    }
    attempt.settle();
    draft.clear();
    showToast(saved.status === 'published' ? RESPONSE_SAVED : RESPONSE_HELD);
    onSaved(saved);
  };

  return (
    <form
      className="cl-response-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className="rk-response-title">
        {own ? 'Edit your response' : 'Respond to this review'}
      </h4>
      <p className="rk-form-note">
        Shown under the review as {from === 'the manager' ? 'the manager’s' : `${from}’s`} answer, for
        everyone to read. Contact details are not allowed.
      </p>
      <DraftRestoredNote draft={draft} disabled={busy} />
      <MainTextField
        id={fieldId}
        label={FIELD_LABEL}
        value={text}
        onChange={(value) => {
          draft.setValue(value);
          // A refusal was about the text as sent; once it changes, the field speaks for it.
          setError(null);
        }}
        maxLength={MAX_RESPONSE_LENGTH}
        placeholder="Thank the reviewer, explain, or say what you are changing."
        disabled={busy}
      />
      <DraftNotKept notKept={draft.notKept} />
      {error ? (
        <FormAlert ref={alertRef}>
          <p>{error}</p>
        </FormAlert>
      ) : null}
      <div className="rk-row">
        <button type="submit" className="btn btn-primary" disabled={busy || text.trim() === ''}>
          {busy ? 'Saving...' : 'Save response'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
