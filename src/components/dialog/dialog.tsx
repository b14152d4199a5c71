import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import './dialog.css';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, on a backdrop click and by the close button; the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  /** Read with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt (delete, discard). */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on open; by default the first button, link or field of the content (not the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While true (e.g. a request is running) Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
  tone?: 'default' | 'danger';
  /** Content key: when it changes while open, focus moves to the start of the new content. */
  step?: string;
};

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind inert (so focus
 * stays inside), Escape closes it, and focus returns to whatever opened it. Labelled by its title.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  initialFocus,
  busy = false,
  tone = 'default',
  step,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves only when opening or changing step
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        const active = document.activeElement;
        returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
        dialog.showModal();
      }
      const target =
        initialFocus?.current ??
        dialog.querySelector<HTMLElement>(`.dialog-body :is(${FOCUSABLE})`) ??
        dialog.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    } else if (dialog.open) {
      dialog.close();
      const back = returnTo.current;
      returnTo.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [open, step]);

  // Unmounting while open (e.g. navigating away from a dialog's button) must not leave the page inert.
  useEffect(
    () => () => {
      if (dialogRef.current?.open) dialogRef.current.close();
    },
    [],
  );

  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape closes for keyboards
    <dialog
      ref={dialogRef}
      className="dialog"
      data-tone={tone}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // Escape: close through the owner's state
        requestClose();
      }}
      onClose={() => {
        // The browser may close it without a cancelable 'cancel' (e.g. Escape pressed twice quickly).
        if (open) onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the dialog element itself is on the backdrop.
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      {open ? (
        <div className="dialog-panel">
          <div className="dialog-head">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            <button
              type="button"
              className="dialog-close"
              onClick={requestClose}
              disabled={busy}
              aria-label="Close"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.25"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="dialog-description">
              {description}
            </div>
          ) : null}
          <div className="dialog-body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
