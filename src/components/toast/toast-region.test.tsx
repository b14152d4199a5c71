import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/toast/toast-region';
import { clearToasts, showToast, TOAST_DURATION_MS } from '@/components/toast/toast-store';

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
});
