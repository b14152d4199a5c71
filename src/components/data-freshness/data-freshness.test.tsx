import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { formatTime } from '@/lib/offline/format-time';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataFreshness', () => {
  it('says when the data was fetched while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchedAt = new Date();
    fetchedAt.setHours(10, 42, 0, 0);
    render(<DataFreshness fetchedAt={fetchedAt} fromCache />);
    expect(screen.getByText(/Saved data from/).textContent).toBe('Saved data from 10:42 AM');
    expect(screen.getByText('10:42 AM').getAttribute('datetime')).toBe(fetchedAt.toISOString());
  });

  it('online: says nothing for live data, and mentions an older cached answer', () => {
    const { rerender } = render(<DataFreshness fetchedAt={new Date()} />);
    expect(screen.queryByText(/Saved data/)).toBeNull();
    rerender(<DataFreshness fetchedAt={new Date()} fromCache />);
    expect(screen.queryByText(/Saved data/)).toBeNull(); // fresh enough
    rerender(<DataFreshness fetchedAt={Date.now() - 5 * 60_000} fromCache />);
    expect(screen.getByText(/Saved data from/)).toBeTruthy();
  });

  it('shows the date when the data is from another day', () => {
    expect(formatTime(Date.UTC(2026, 2, 3, 10, 42), new Date(Date.UTC(2026, 2, 5, 12)))).toMatch(/^Mar 3, /);
  });
});
