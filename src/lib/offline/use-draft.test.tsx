import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDrafts,
  countDrafts,
  DRAFT_MAX_AGE_MS,
  draftStorageKey,
  readDraft,
  writeDraft,
} from '@/lib/offline/draft-storage';
import { useDraft } from '@/lib/offline/use-draft';

type Review = { rating: number; text: string };
const EMPTY: Review = { rating: 0, text: '' };
const KEY = 'interviewer-review:i1';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ReviewForm({ uid, onSubmit }: { uid: string; onSubmit?: () => void }) {
  const draft = useDraft<Review>(KEY, EMPTY, { uid, delayMs: 300 });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
        draft.clear();
      }}
    >
      {draft.restored ? <p>Draft restored</p> : null}
      <label>
        Review
        <textarea
          value={draft.value.text}
          onChange={(event) => draft.setValue((v) => ({ ...v, text: event.target.value }))}
        />
      </label>
      <button type="submit">Submit</button>
    </form>
  );
}

describe('useDraft', () => {
  it('autosaves after a pause and restores the draft when the form opens again', async () => {
    const user = userEvent.setup();
    const first = render(<ReviewForm uid="u1" />);
    await user.type(screen.getByLabelText('Review'), 'Kind and fair');
    expect(readDraft(draftStorageKey(KEY, 'u1'))).toBeNull(); // debounced
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(readDraft<Review>(draftStorageKey(KEY, 'u1'))?.value).toEqual({
      rating: 0,
      text: 'Kind and fair',
    });
    first.unmount();

    render(<ReviewForm uid="u1" />);
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('Kind and fair');
    expect(screen.getByText('Draft restored')).toBeTruthy();
  });

  it('clear() after the form has closed still forgets the draft (a submit that succeeded after the user left)', async () => {
    writeDraft(draftStorageKey(KEY, 'u1'), { rating: 4, text: 'Sent while I looked elsewhere' });
    const { result, unmount } = renderHook(() => {
      const [busy, setBusy] = useState(true);
      return { busy, setBusy, draft: useDraft<Review>(KEY, EMPTY, { uid: 'u1' }) };
    });
    expect(result.current.draft.restored).toBe(true);
    unmount();
    // The send's answer comes after the form has gone, as in ReviewFormShell: its draft must not be offered again.
    act(() => {
      result.current.setBusy(false);
      result.current.draft.clear();
    });
    expect(readDraft(draftStorageKey(KEY, 'u1'))).toBeNull();
  });

  it('takes up what the same form wrote in another tab, so typing here does not overwrite it with an older text', async () => {
    const user = userEvent.setup();
    render(<ReviewForm uid="u1" />);
    const field = screen.getByLabelText('Review') as HTMLTextAreaElement;
    // The other tab saves its draft: the browser tells this one with a storage event.
    const key = draftStorageKey(KEY, 'u1');
    const newValue = JSON.stringify({
      savedAt: Date.now(),
      value: { rating: 4, text: 'Written in the other tab.' },
    });
    localStorage.setItem(key, newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    });
    expect(field.value).toBe('Written in the other tab.');
    await user.type(field, ' And here.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(readDraft<Review>(key)?.value).toEqual({ rating: 4, text: 'Written in the other tab. And here.' });
  });

  it('saves what is pending when the form closes before the pause ends', async () => {
    const user = userEvent.setup();
    const form = render(<ReviewForm uid="u1" />);
    await user.type(screen.getByLabelText('Review'), 'Quick');
    form.unmount();
    expect(readDraft<Review>(draftStorageKey(KEY, 'u1'))?.value.text).toBe('Quick');
  });

  it('keeps drafts per user', async () => {
    const user = userEvent.setup();
    const form = render(<ReviewForm uid="u1" />);
    await user.type(screen.getByLabelText('Review'), 'Mine');
    form.unmount();
    render(<ReviewForm uid="u2" />);
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('');
  });

  it('clear() (after submit or discard) forgets the draft and resets the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const form = render(<ReviewForm uid="u1" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Review'), 'Sent now');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Review') as HTMLTextAreaElement).value).toBe('');
    form.unmount();
    expect(localStorage.getItem(draftStorageKey(KEY, 'u1'))).toBeNull();
  });

  it('says when the draft is not kept: storage full, or no storage at all (some privacy settings)', () => {
    vi.useFakeTimers();
    const hook = renderHook(() => useDraft<Review>(KEY, EMPTY, { uid: 'u1', delayMs: 300 }));
    expect(hook.result.current.notKept).toBe(false);
    const refused = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    act(() => hook.result.current.setValue({ rating: 0, text: 'Typed with storage off' }));
    act(() => vi.advanceTimersByTime(350));
    expect(hook.result.current.notKept).toBe(true);
    expect(hook.result.current.value.text).toBe('Typed with storage off');

    refused.mockRestore();
    act(() => hook.result.current.setValue({ rating: 0, text: 'Typed with storage back' }));
    act(() => vi.advanceTimersByTime(350));
    expect(hook.result.current.notKept).toBe(false);
    expect(readDraft<Review>(draftStorageKey(KEY, 'u1'))?.value.text).toBe('Typed with storage back');
  });

  it('does not keep a value equal to the initial one', () => {
    const { result, unmount } = renderHook(() => useDraft(KEY, EMPTY, { uid: 'u1' }));
    act(() => result.current.setValue({ rating: 3, text: '' }));
    act(() => result.current.setValue(EMPTY));
    unmount();
    expect(localStorage.getItem(draftStorageKey(KEY, 'u1'))).toBeNull();
  });

  it('switches to the draft of another form when the key changes', () => {
    localStorage.setItem(draftStorageKey('b'), JSON.stringify({ savedAt: Date.now(), value: 'draft b' }));
    const { result, rerender } = renderHook(({ k }) => useDraft(k, ''), { initialProps: { k: 'a' } });
    expect(result.current.value).toBe('');
    rerender({ k: 'b' });
    expect(result.current).toMatchObject({ value: 'draft b', restored: true });
  });

  it('drops expired or unreadable drafts, and clearDrafts() removes them all (sign-out)', () => {
    localStorage.setItem(
      draftStorageKey('old'),
      JSON.stringify({ savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1, value: 1 }),
    );
    localStorage.setItem(draftStorageKey('bad'), '{not json');
    expect(readDraft(draftStorageKey('old'))).toBeNull();
    expect(readDraft(draftStorageKey('bad'))).toBeNull();
    expect(localStorage.length).toBe(0);

    localStorage.setItem(draftStorageKey('x', 'u1'), JSON.stringify({ savedAt: Date.now(), value: 1 }));
    localStorage.setItem(draftStorageKey('y'), JSON.stringify({ savedAt: Date.now(), value: 2 }));
    localStorage.setItem('pendingEmail', 'ada@example.com');
    clearDrafts();
    expect(Object.keys(localStorage)).toEqual(['pendingEmail']);
  });

  it("keeps a visitor's draft in this tab's session, a user's on the device; sign-out clears and counts both", () => {
    const visitor = renderHook(() => useDraft(KEY, EMPTY, { uid: null }));
    act(() => visitor.result.current.setValue({ rating: 2, text: 'a visitor' }));
    visitor.unmount();
    const user = renderHook(() => useDraft('contact', '', { uid: 'u2' }));
    act(() => user.result.current.setValue('a user'));
    user.unmount();
    expect(Object.keys(sessionStorage)).toEqual([draftStorageKey(KEY)]);
    expect(Object.keys(localStorage)).toEqual([draftStorageKey('contact', 'u2')]);

    // The visitor's, which a sign-in in this tab takes over, count for Logout's question; another user's do not.
    expect(countDrafts('u2')).toBe(2);
    expect(countDrafts('u3')).toBe(1);
    clearDrafts();
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it("moves a visitor's draft an earlier version left on the device into this tab's session when read", () => {
    const saved = { savedAt: Date.now(), value: { rating: 1, text: 'from before' } };
    localStorage.setItem(draftStorageKey(KEY), JSON.stringify(saved));
    const { result } = renderHook(() => useDraft(KEY, EMPTY));
    expect(result.current).toMatchObject({ value: saved.value, restored: true });
    expect(localStorage.getItem(draftStorageKey(KEY))).toBeNull();
    expect(readDraft(draftStorageKey(KEY))).toEqual(saved);
    expect(sessionStorage.getItem(draftStorageKey(KEY))).toBe(JSON.stringify(saved));
  });

  it("keeps what was typed when the session resolves after the form opened, under the user's key", () => {
    const { result, rerender, unmount } = renderHook(({ uid }) => useDraft(KEY, EMPTY, { uid }), {
      initialProps: { uid: null as string | null },
    });
    act(() => result.current.setValue({ rating: 0, text: 'typed early' }));
    rerender({ uid: 'u1' });
    expect(result.current.value.text).toBe('typed early');
    unmount();
    expect(readDraft<Review>(draftStorageKey(KEY, 'u1'))?.value.text).toBe('typed early');
    expect(localStorage.getItem(draftStorageKey(KEY))).toBeNull();
  });

  it("shows the user's own saved draft when the session resolves", () => {
    localStorage.setItem(
      draftStorageKey(KEY, 'u1'),
      JSON.stringify({ savedAt: Date.now(), value: { rating: 5, text: 'saved' } }),
    );
    const { result, rerender } = renderHook(({ uid }) => useDraft(KEY, EMPTY, { uid }), {
      initialProps: { uid: undefined as string | undefined },
    });
    expect(result.current.value.text).toBe('');
    rerender({ uid: 'u1' });
    expect(result.current).toMatchObject({ value: { rating: 5, text: 'saved' }, restored: true });
  });
});
