import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/auth/session-store';
import { forgetUnsettledAttempts } from '@/lib/offline/attempt-keys';
import { clearDrafts } from '@/lib/offline/draft-storage';
import { useAttemptKey } from '@/lib/use-attempt-key';

const report = { reviewId: 'r1', reason: 'spam', details: 'The same words from whoever is signed in.' };

function signedInAs(uid: string | null) {
  act(() => useSessionStore.getState().setUser(uid ? { uid, email: null, displayName: null } : null));
  // What session-sync does when it hears the caller change: this page forgets the keys it holds.
  forgetUnsettledAttempts();
}

/** The key a form's send of `report` goes out under, as a freshly opened page computes it. */
function keyOfReport(): string {
  const { result, unmount } = renderHook(() => useAttemptKey('POST report'));
  const key = result.current.keyFor(report);
  unmount();
  return key;
}

afterEach(() => {
  clearDrafts();
  forgetUnsettledAttempts();
  useSessionStore.setState({ status: 'loading', user: null });
});

describe('useAttemptKey', () => {
  it('keeps an account’s key on this device, and never hands it to the next account or a visitor', () => {
    signedInAs('u1');
    const first = keyOfReport();
    // A reload: the same words go out again under the kept key.
    forgetUnsettledAttempts();
    expect(keyOfReport()).toBe(first);

    // u1's session ended without a sign-out (expired, or another tab): its keys stay in storage.
    signedInAs('u2');
    const second = keyOfReport();
    expect(second).not.toBe(first);
    signedInAs(null);
    const visitor = keyOfReport();
    expect([first, second]).not.toContain(visitor);

    // u1 back on this device: its unsettled request still goes under its own key.
    signedInAs('u1');
    expect(keyOfReport()).toBe(first);
  });

  it('a settled send frees the words: the next send of them is a new request', () => {
    signedInAs('u1');
    const { result } = renderHook(() => useAttemptKey('POST report'));
    const first = result.current.keyFor(report);
    result.current.settle();
    expect(result.current.keyFor(report)).not.toBe(first);
  });
});
