import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineIndicator } from '@/components/offline-indicator/offline-indicator';
import { reportServerReachable } from '@/lib/offline/online-status';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineIndicator', () => {
  it('says so in a live region while offline, and goes away when back online', () => {
    const { container } = render(<OfflineIndicator />);
    const region = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region).not.toBeNull();
    expect(region.textContent).toBe('');

    setOnline(false);
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect(region.textContent).toContain('You’re offline — showing saved data.');

    setOnline(true);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
  });

  it('also shows when the browser says online but the server cannot be reached', () => {
    render(<OfflineIndicator />);
    act(() => reportServerReachable(false));
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeTruthy();
    act(() => reportServerReachable(true));
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
