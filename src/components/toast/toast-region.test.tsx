import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/toast/toast-region';
import { clearToasts, showToast, startsWithIcon, TOAST_DURATION_MS } from '@/components/toast/toast-store';
import { EMOJI, visibleText, wholeText } from '@/testing/visible-text';

describe('ToastRegion', () => {
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.useRealTimers();
  });

  it('keeps both live regions in the page and puts messages in the right one', () => {
    render(<ToastRegion />);
    const [status, alert] = [screen.getByRole('status'), screen.getByRole('alert')];
    expect(status.childElementCount + alert.childElementCount).toBe(0);

    act(() => {
      showToast('Login successful');
      showToast('Could not save.', 'error');
    });

    expect(status.textContent).toContain('Login successful');
    expect(alert.textContent).toContain('Could not save.');
  });

  it('dismisses on its own after a while, or with its button', async () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      showToast('First');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 10);
    });
    expect(screen.queryByText('First')).toBeNull();
    vi.useRealTimers();

    act(() => {
      showToast('Second');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('shows one icon per toast: a message’s own emoji is drawn as an icon, never as a character', () => {
    render(<ToastRegion />);
    act(() => {
      showToast('✅ Submitted successfully!');
      showToast('❌ Submission failed. Try again.', 'error');
      showToast('🔗 Link copied to clipboard!');
    });
    const toastOf = (text: string) => screen.getByText(wholeText(text)).closest('.toast') as Element;
    // SPEC's words stay as they are for screen readers; the emoji, a box without an emoji font, is
    // drawn as the app's icon in its place, and the message's icon is the only one.
    for (const [text, icon] of [
      ['✅ Submitted successfully!', 'check'],
      ['❌ Submission failed. Try again.', 'cross'],
      ['🔗 Link copied to clipboard!', 'link'],
    ] as const) {
      const toast = toastOf(text);
      expect(toast.querySelectorAll('.toast-icon')).toHaveLength(1);
      expect(toast.querySelector(`.toast-icon svg[data-icon="${icon}"]`), text).not.toBeNull();
      expect(visibleText(toast), text).not.toMatch(EMOJI);
    }
    // A plain message gets the tone's icon.
    act(() => {
      showToast('Login successful');
    });
    expect(toastOf('Login successful').querySelectorAll('.toast-icon')).toHaveLength(1);
  });

  it('tells a leading icon (joined and styled emoji, flags, keycaps) from words', () => {
    for (const text of [
      '✅ Done',
      '✔️ Done',
      '✔ Done',
      '⚠ Careful',
      '👩‍💻 Welcome',
      '🇬🇧 English',
      '👍🏽 Thanks',
      '🔗 Link',
    ]) {
      expect(startsWithIcon(text), text).toBe(true);
    }
    for (const text of ['Saved ✅', '1 review sent', '#1 of 3', 'Ünïcode name', '© 2026', '™ note', '']) {
      expect(startsWithIcon(text), text).toBe(false);
    }
  });
});
