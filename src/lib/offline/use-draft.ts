import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { draftStorageKey, moveDraft, readDraft, removeDraft, writeDraft } from '@/lib/offline/draft-storage';
import { registerPendingDraftSave } from '@/lib/offline/pending-draft-saves';

export const DRAFT_SAVE_DELAY_MS = 500;

export type UseDraftOptions = {
  /** The signed-in user's uid, for personal forms (reviews): drafts are then kept per user. */
  uid?: string | null;
  /** Debounce of the autosave. */
  delayMs?: number;
};

export type Draft<T> = {
  /** The form's state: the restored draft, or `initial`. */
  value: T;
  /** Like a useState setter; each change is saved after a short pause (and when the form closes). */
  setValue: (next: SetStateAction<T>) => void;
  /** Forgets the draft and resets the form to `initial`: call it after submitting. */
  clear: () => void;
  /**
   * Discard draft: clears as `clear` does and returns what puts the words back, in the form (while it is
   * open) and in storage (even after it closed), with the time they were saved. See useDiscardDraft.
   */
  discard: () => () => void;
  /** True when `value` came from a saved draft (show "Draft restored" and a Discard button). */
  restored: boolean;
  /** When the draft was last saved, or null when nothing is saved. */
  savedAt: Date | null;
  /**
   * True when the last save was refused (storage full, or unavailable in private browsing): what is typed
   * lives only in this page, and the form must say so (DraftNotKept), not let its user believe it is kept.
   */
  notKept: boolean;
};

type State<T> = {
  storageKey: string;
  /** The form key and whether a uid was known: a form that learns its user keeps what was typed. */
  key: string;
  anonymous: boolean;
  value: T;
  restored: boolean;
  savedAt: Date | null;
  notKept: boolean;
};

function load<T>(storageKey: string, key: string, anonymous: boolean, initial: T, takeOver = true): State<T> {
  // A visitor who signed in (on /signin, this form closed) finds what they typed in this tab, now theirs,
  // unless they have a draft of this form already (nothing is written over; the visitor's stays in the tab).
  if (!anonymous && takeOver) moveDraft(draftStorageKey(key, null), storageKey);
  const saved = readDraft<T>(storageKey);
  return saved
    ? {
        storageKey,
        key,
        anonymous,
        value: saved.value,
        restored: true,
        savedAt: new Date(saved.savedAt),
        notKept: false,
      }
    : { storageKey, key, anonymous, value: initial, restored: false, savedAt: null, notKept: false };
}

/**
 * A form's state that survives closing the form, a reload, going offline and an app update: it is
 * saved (debounced; a user's to localStorage, a visitor's to sessionStorage, see draft-storage.ts) and
 * restored when the form opens again with the same key.
 * `T` must be JSON-serialisable. A value equal to `initial` is not kept as a draft.
 *
 *   const draft = useDraft(`interviewer-review:${interviewerId}`, EMPTY_REVIEW, { uid: user.uid });
 *   <textarea value={draft.value.reviewText}
 *     onChange={(e) => draft.setValue((v) => ({ ...v, reviewText: e.target.value }))} />
 *   // after submitOrQueue() resolves (sent or queued), or on Discard:
 *   draft.clear();
 */
export function useDraft<T>(key: string, initial: T, options: UseDraftOptions = {}): Draft<T> {
  const storageKey = draftStorageKey(key, options.uid);
  const anonymous = !options.uid;
  const delayMs = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
  const [state, setState] = useState<State<T>>(() => load(storageKey, key, anonymous, initial));
  const initialJson = useRef(JSON.stringify(initial));
  initialJson.current = JSON.stringify(initial);
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const storageKeyRef = useRef(storageKey);
  storageKeyRef.current = storageKey;
  /** The value waiting to be saved (null: nothing unsaved), and its timer. */
  const unsaved = useRef<{ storageKey: string; value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Another form or another user: show its draft. The same form learning who is signed in (the session
  // restored after the form opened) keeps its value, which moves to the user's key.
  let current = state;
  const migrateFrom = useRef<string | null>(null);
  if (state.storageKey !== storageKey) {
    const learnedUser = state.key === key && state.anonymous && !anonymous;
    // A form that learns its user moves its own value (below), saved or not: not the visitor's stored copy.
    current = load(storageKey, key, anonymous, initial, !learnedUser);
    if (learnedUser && !current.restored) {
      current = { ...state, storageKey, anonymous: false, savedAt: null };
      migrateFrom.current = state.storageKey;
    }
    setState(current);
  }

  const flush = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    const pending = unsaved.current;
    unsaved.current = null;
    if (!pending) return null;
    if (JSON.stringify(pending.value) === initialJson.current) {
      removeDraft(pending.storageKey);
      return { storageKey: pending.storageKey, savedAt: null, notKept: false };
    }
    const now = Date.now();
    return writeDraft(pending.storageKey, pending.value, now)
      ? { storageKey: pending.storageKey, savedAt: new Date(now), notKept: false }
      : { storageKey: pending.storageKey, savedAt: null, notKept: true };
  }, []);

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      setState((previous) => {
        const value = typeof next === 'function' ? (next as (previous: T) => T)(previous.value) : (next as T);
        unsaved.current = { storageKey: previous.storageKey, value };
        return { ...previous, value };
      });
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const saved = flush();
        if (saved) {
          setState((previous) =>
            previous.storageKey === saved.storageKey
              ? { ...previous, savedAt: saved.savedAt, notKept: saved.notKept }
              : previous,
          );
        }
      }, delayMs);
    },
    [delayMs, flush],
  );

  const clear = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    unsaved.current = null;
    // Not in the state updater: after a submit that ends once its form has closed, React may never run it.
    removeDraft(storageKeyRef.current);
    setState((previous) => ({
      ...previous,
      value: initialRef.current,
      restored: false,
      savedAt: null,
      notKept: false,
    }));
  }, []);

  const latest = useRef({ value: current.value, savedAt: current.savedAt });
  latest.current = { value: current.value, savedAt: current.savedAt };
  const discard = useCallback(() => {
    const key = storageKeyRef.current;
    const { value, savedAt } = latest.current;
    clear();
    return () => {
      // What was typed after the discard gives way to the words put back (its save would write over them).
      if (unsaved.current?.storageKey === key) {
        if (timer.current !== undefined) clearTimeout(timer.current);
        timer.current = undefined;
        unsaved.current = null;
      }
      const at = savedAt?.getTime() ?? Date.now();
      const kept = writeDraft(key, value, at);
      setState((previous) =>
        previous.storageKey === key
          ? { ...previous, value, restored: true, savedAt: kept ? new Date(at) : null, notKept: !kept }
          : previous,
      );
    };
  }, [clear]);

  // After a move to the user's key: save the value there, and drop the visitor's copy.
  useEffect(() => {
    const from = migrateFrom.current;
    if (!from || from === storageKey) return;
    migrateFrom.current = null;
    if (unsaved.current?.storageKey === from) unsaved.current = { ...unsaved.current, storageKey };
    else if (JSON.stringify(state.value) !== initialJson.current)
      unsaved.current = { storageKey, value: state.value };
    removeDraft(from);
    flush();
  }, [storageKey, state.value, flush]);

  // The same form open in another tab saved its draft: take it up unless this tab has changes not yet
  // saved, so that typing here goes on from it instead of writing an older text over it. (A removal, after
  // a submit or Discard there, leaves this form's words alone.)
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey || event.newValue === null || unsaved.current !== null) return;
      const saved = readDraft<T>(storageKey);
      if (!saved) return;
      setState((previous) =>
        previous.storageKey === storageKey
          ? {
              ...previous,
              value: saved.value,
              restored: true,
              savedAt: new Date(saved.savedAt),
              notKept: false,
            }
          : previous,
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  // Save what is pending when the form closes, the key changes, or the page is hidden or unloaded.
  useEffect(() => {
    const onHide = () => {
      flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    const unregister = registerPendingDraftSave(onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      unregister();
      flush();
    };
  }, [flush]);

  return {
    value: current.value,
    setValue,
    clear,
    discard,
    restored: current.restored,
    savedAt: current.savedAt,
    notKept: current.notKept,
  };
}
