import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CurrentPasswordField } from '@/components/form-field/account-fields';
import { FormAlert, useFocusAfterRender } from '@/components/form-field/form-field';
import { currentPasswordError } from '@/components/form-field/validators';
import { useSessionUid } from '@/components/session/use-session';
import { showToast } from '@/components/toast/toast-store';
import { deleteAccount } from '@/features/account/api/delete-account';
import { endSession } from '@/features/account/session';
import { ApiError } from '@/lib/api-client';

export const DELETION_IN_PROGRESS =
  'Your account is being deleted. You have been signed out; your reviews, votes, saved interviewers, claims and responses are being removed in the background.';

/**
 * What becomes of a claimed profile (the server's claim and response erasers): the claim and the
 * responses go, the profile and the reviews others wrote stay, free to be claimed again.
 */
export const CLAIMED_PROFILE_AFTER_DELETION =
  'The profile itself stays on the site with its reviews, which others wrote, unanswered until someone ' +
  'claims it again.';

/**
 * Danger Zone: deletes the account after a confirmation that says what is lost for good and asks for
 * the current password (a live session alone, someone else at an unlocked device, is not enough).
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const navigate = useNavigate();
  const uid = useSessionUid();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const focusLater = useFocusAfterRender();
  const titleId = useId();
  const descriptionId = useId();
  const passwordId = useId();

  // A native modal dialog: the page behind is inert, Escape closes it, it sits above everything.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The password first: nothing is deleted until it is typed, so this is as safe as Cancel. Without
      // scrolling to it: on a phone the dialog is taller than the screen, and it must be read from its title.
      document.getElementById(passwordId)?.focus({ preventScroll: true });
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, passwordId]);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
    // Cancelled: no password lingers in a closed dialog on a shared device.
    setPassword('');
    setPasswordError(undefined);
    triggerRef.current?.focus();
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const missing = currentPasswordError(password);
    setPasswordError(missing);
    if (missing) {
      focusLater(passwordId);
      return;
    }
    setBusy(true);
    let message: string;
    try {
      const answer = await deleteAccount(password);
      // The server's words: while published reviews leave one by one, it says so and why.
      message =
        answer?.message ||
        (answer?.status === 'in-progress' ? DELETION_IN_PROGRESS : 'Your account has been deleted.');
    } catch (failure) {
      setBusy(false);
      // The password stays as typed, to be corrected where the message is shown.
      if (failure instanceof ApiError && failure.code === 'wrong_password') {
        setPasswordError(failure.message);
        focusLater(passwordId);
        return;
      }
      setError(
        failure instanceof ApiError ? failure.message : 'Could not delete your account. Please try again.',
      );
      return;
    }
    // Leave the login-required page first, so the sign-out below does not send us to /signin.
    navigate('/', { replace: true });
    showToast(message);
    try {
      await endSession(uid ?? undefined);
    } catch (failure) {
      console.warn('Sign-out after deleting the account failed:', failure);
      window.location.assign('/');
    }
  };

  return (
    <>
      <p>
        Deleting your account is permanent. Your reviews, your likes and dislikes, your saved interviewers and
        any claim of a manager profile or company, with your responses to its reviews, are removed with it.
      </p>
      <button ref={triggerRef} type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <dialog
        ref={dialogRef}
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onCancel={(event) => {
          event.preventDefault(); // Escape: close through our state (and never while deleting)
          close();
        }}
      >
        {open ? (
          <>
            <h2 id={titleId} className="confirm-dialog-title">
              Delete your account?
            </h2>
            <div id={descriptionId}>
              <p>
                <strong>This is irreversible.</strong> Deleting your account permanently removes:
              </p>
              <ul>
                <li>your account and its sign-in,</li>
                <li>all your reviews,</li>
                <li>your likes and dislikes (votes) on reviews,</li>
                <li>your saved interviewers,</li>
                <li>
                  any manager profile or company you claimed, with the public responses you wrote under its
                  reviews. {CLAIMED_PROFILE_AFTER_DELETION}
                </li>
              </ul>
              <p>
                You are signed out at once. What others can see (published reviews, votes, responses, a claim)
                leaves the site one by one within a day, so nobody can tell it came from one person. Nothing
                can be recovered afterwards.
              </p>
            </div>
            <form className="confirm-dialog-form" noValidate onSubmit={onConfirm}>
              {/* For password managers: which account the password belongs to. */}
              <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
              <CurrentPasswordField
                id={passwordId}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={passwordError}
              />
              {error ? <FormAlert>{error}</FormAlert> : null}
              <div className="confirm-dialog-actions">
                <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
                  Cancel
                </button>
                <button type="submit" className="btn btn-danger" disabled={busy}>
                  {busy ? 'Deleting…' : 'Delete my account'}
                </button>
              </div>
            </form>
          </>
        ) : null}
      </dialog>
    </>
  );
}
