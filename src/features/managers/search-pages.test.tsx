import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SEARCH_DEBOUNCE_MS } from '@/features/managers/search-managers-page';
import { aSummary } from '@/features/managers/test-fixtures';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.reject(new Error('not used')),
  currentIdToken: () => Promise.resolve(null),
}));

afterEach(() => {
  vi.useRealTimers();
});

function managers(n: number) {
  return Array.from({ length: n }, (_, i) =>
    aSummary({ _id: `m${i + 1}`, name: `Manager ${String(i + 1).padStart(2, '0')}` }),
  );
}

describe('/searchresults', () => {
  it('shows 9 a page with numbered pages, profile links and a Rate a Manager link', async () => {
    const { user } = renderApp('/searchresults?q=chef', {
      api: { 'GET /api/search?q=chef': { body: { managers: managers(20) } } },
    });
    await screen.findByRole('heading', { level: 1, name: '20 result(s) for “chef”' });
    const grid = screen.getByRole('list', { name: 'Managers, page 1 of 3' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(9);
    expect(within(grid).getByRole('link', { name: 'Manager 01' }).getAttribute('href')).toBe(
      '/management/managers/manager-01/m1',
    );
    expect(screen.getByRole('link', { name: 'Rate a Manager' }).getAttribute('href')).toBe('/rate-manager');
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1, current page' })).toBeTruthy();
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    const last = await screen.findByRole('list', { name: 'Managers, page 3 of 3' });
    expect(within(last).getAllByRole('listitem')).toHaveLength(2);
    expect(within(last).getByRole('link', { name: 'Manager 20' })).toBeTruthy();
  });

  it('colours badges (4+ blue, 2- red, else yellow) and averages (4.5+ green, 3+ yellow, else red)', async () => {
    renderApp('/searchresults?q=x', {
      api: {
        'GET /api/search?q=x': {
          body: {
            managers: [
              aSummary({ _id: 'a', name: 'Top', averageRating: 4.6, reviewCount: 3 }),
              aSummary({ _id: 'b', name: 'Good', averageRating: 4.2, reviewCount: 3 }),
              aSummary({ _id: 'c', name: 'Mid', averageRating: 3, reviewCount: 3 }),
              aSummary({ _id: 'd', name: 'Low', averageRating: 2, reviewCount: 3 }),
              aSummary({ _id: 'e', name: 'New', averageRating: 0, reviewCount: 0 }),
            ],
          },
        },
      },
    });
    await screen.findByRole('link', { name: 'Top' });
    const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
    const tones = (name: string) => [
      card(name).querySelector('.rating-badge')?.getAttribute('data-tone'),
      card(name).querySelector('.rating-text')?.getAttribute('data-tone'),
    ];
    expect(tones('Top')).toEqual(['top', 'good']);
    expect(tones('Good')).toEqual(['top', 'fair']);
    expect(tones('Mid')).toEqual(['fair', 'fair']);
    expect(tones('Low')).toEqual(['poor', 'poor']);
    expect(tones('New')).toEqual(['none', 'none']);
    expect(within(card('New')).getAllByText('No rating')).toHaveLength(2);
  });

  it("says 'No managers found' and 'Try a different name or company'", async () => {
    renderApp('/searchresults?q=zzz', { api: { 'GET /api/search?q=zzz': { body: { managers: [] } } } });
    expect(await screen.findByRole('heading', { name: 'No managers found' })).toBeTruthy();
    expect(screen.getByText('Try a different name or company')).toBeTruthy();
  });

  it("says 'Something went wrong. Please try again.' when the search fails", async () => {
    renderApp('/searchresults?q=boom', { api: { 'GET /api/search?q=boom': { status: 500 } } });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

describe('/search-managers', () => {
  it('asks 500 ms after typing stops, by name or by workplace, and offers the full results', async () => {
    const rendered = renderApp('/search-managers', {
      api: {
        'GET /api/managers/search/rohan?searchMode=name&page=1': { body: [aSummary()] },
        'GET /api/managers/search/rohan?searchMode=company&page=1': { body: [] },
      },
    });
    const calls = rendered.calls;
    const box = await screen.findByRole('combobox', { name: 'Search managers by name' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'ro' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'rohan' } });
    await act(async () => vi.advanceTimersByTime(LIVE_SEARCH_DEBOUNCE_MS - 1));
    expect(calls.filter((c) => c.path.startsWith('/api/managers/search/'))).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    vi.useRealTimers();
    expect(calls.map((c) => c.path)).toContain('/api/managers/search/rohan?searchMode=name&page=1');
    expect(await screen.findByRole('option', { name: /Rohan Mehta/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'See full results' })).toBeTruthy();

    // Workplace mode: a failure or nothing gives 'No matches found'.
    fireEvent.click(screen.getByRole('button', { name: 'Search by workplace' }));
    const workplace = screen.getByRole('combobox', { name: 'Search managers by workplace' });
    fireEvent.focus(workplace);
    await waitFor(() =>
      expect(document.querySelector('.combobox-message')?.textContent).toBe('No matches found'),
    );
    expect(calls.map((c) => c.path)).toContain('/api/managers/search/rohan?searchMode=company&page=1');

    // Enter goes to the full results.
    fireEvent.keyDown(workplace, { key: 'Enter' });
    fireEvent.submit(workplace.closest('form') as HTMLFormElement);
    await waitFor(() => expect(rendered.currentPath()).toBe('/searchresults?q=rohan'));
  });

  it('a failed search lists no matches', async () => {
    const rendered = renderApp('/search-managers', {
      api: { 'GET /api/managers/search/ada?searchMode=name&page=1': { status: 500 } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await rendered.user.type(await screen.findByRole('combobox', { name: 'Search managers by name' }), 'ada');
    await waitFor(
      () => expect(document.querySelector('.combobox-message')?.textContent).toBe('No matches found'),
      {
        timeout: 2000,
      },
    );
  });
});
