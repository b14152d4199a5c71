import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatTime } from '@/lib/offline/format-time';

/** How long "Draft discarded. Undo" stays (while focus is not on it). */
export const UNDO_DISCARD_MS = 10_000;

type DiscardableDraft = {
  restored: boolean;
  savedAt: Date | null;
  /** useDraft's discard: empties the form and returns what puts the words back. */
  discard: () => () => void;
};

/**
 * Another way a form offers to throw its draft away, in words of its own (rate-manager's "Discard it and rate
 * a manager at {company}"): the same Undo follows. `afterwards` runs after the discard (the form starts anew).
 */
export type OtherDiscard = { note: ReactNode; label: string; afterwards: () => void };

/**
 * "Draft restored. Discard draft", as every form with an autosaved draft shows it. One tap empties the form,
 * so for a few seconds the note says "Draft discarded." with Undo, which puts the words back in the form
 * and in storage. It stays in the form, not in a toast: in a modal dialog (the report form) the page
 * behind it, toasts included, cannot be reached.
 */
export function DraftRestoredNote({
  draft,
  disabled,
  withTime = false,
  other,
}: {
  draft: DiscardableDraft;
  disabled?: boolean;
  /** Says when the draft was saved ('Draft restored from 10:42.'). */
  withTime?: boolean;
  other?: OtherDiscard | null;
}) {
  const [undo, setUndo] = useState<(() => void) | null>(null);
  const [focused, setFocused] = useState(false);
  const undoRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!undo || focused) return;
    const timer = window.setTimeout(() => setUndo(null), UNDO_DISCARD_MS);
    return () => window.clearTimeout(timer);
  }, [undo, focused]);

  if (!undo && !draft.restored) return null;
  const discard = (afterwards?: () => void) => {
    const putBack = draft.discard();
    afterwards?.();
    setUndo(() => putBack);
    // The button pressed is gone: keyboard users land on Undo, not at the top of the page.
    requestAnimationFrame(() => undoRef.current?.focus());
  };
  // One fragment in both states: the note's first line stays the same element, Discard draft becoming Undo.
  return (
    <>
      {undo ? (
        <p
          className="rk-draft-note"
          role="status"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          Draft discarded.{' '}
          <button
            ref={undoRef}
            type="button"
            className="btn-link"
            disabled={disabled}
            onClick={() => {
              undo();
              setUndo(null);
              setFocused(false);
            }}
          >
            Undo
          </button>
        </p>
      ) : (
        <p className="rk-draft-note">
          Draft restored{withTime && draft.savedAt ? ` from ${formatTime(draft.savedAt.getTime())}` : ''}.{' '}
          <button type="button" className="btn-link" disabled={disabled} onClick={() => discard()}>
            Discard draft
          </button>
        </p>
      )}
      {!undo && other ? (
        <p className="rk-draft-note" role="note">
          {other.note}{' '}
          <button
            type="button"
            className="btn-link"
            disabled={disabled}
            onClick={() => discard(other.afterwards)}
          >
            {other.label}
          </button>
        </p>
      ) : null}
    </>
  );
}
