import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOP_COMPANY } from '@/features/companies/test-fixtures';
import { LIVE_SEARCH_DEBOUNCE_MS } from '@/features/managers/search-managers-page';
import { aSummary } from '@/features/managers/test-fixtures';
import { renderApp } from '@/testing/render-app';
import { expectSiteSearchEmptyState } from '@/testing/site-search-empty-state';

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
    await screen.findByRole('heading', { level: 1, name: '20 results for “chef”' });
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

  it('shows one score per card: a badge to one decimal (4+ blue, 2- red, else yellow) beside the count', async () => {
    renderApp('/searchresults?q=x', {
      api: {
        'GET /api/search?q=x': {
          body: {
            managers: [
              aSummary({ _id: 'a', name: 'Top', averageRating: 4.6, reviewCount: 3 }),
              aSummary({ _id: 'b', name: 'Good', averageRating: 3.96, reviewCount: 1 }),
              aSummary({ _id: 'c', name: 'Mid', averageRating: 3.66, reviewCount: 3 }),
              aSummary({ _id: 'd', name: 'Low', averageRating: 2, reviewCount: 3 }),
              aSummary({ _id: 'e', name: 'New', averageRating: 0, reviewCount: 0 }),
            ],
          },
        },
      },
    });
    await screen.findByRole('link', { name: 'Top' });
    const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
    const badge = (name: string) => card(name).querySelector('.rating-badge');
    expect(badge('Top')?.getAttribute('data-tone')).toBe('top');
    // 3.96 reads 4.0, and is coloured as the 4.0 it reads.
    expect(badge('Good')?.getAttribute('data-tone')).toBe('top');
    expect(badge('Good')?.textContent).toBe('Rating 4.0 out of 5');
    expect(badge('Mid')?.getAttribute('data-tone')).toBe('fair');
    expect(badge('Low')?.getAttribute('data-tone')).toBe('poor');
    expect(badge('New')?.getAttribute('data-tone')).toBe('none');
    for (const name of ['Top', 'Good', 'Mid', 'Low', 'New']) {
      // One score: no second figure under the badge.
      expect(card(name).querySelectorAll('.rating-badge, .rating-text')).toHaveLength(1);
    }
    expect(card('Mid').textContent).toContain('3.7');
    expect(card('Mid').textContent).toContain('3 reviews');
    expect(card('Mid').textContent).not.toContain('3.66');
    expect(card('Good').textContent).toContain('1 review');
    expect(within(card('New')).getAllByText('No rating yet')).toHaveLength(1);
    expect(card('New').textContent).not.toMatch(/0\.0|0 reviews/);
  });

  it("counts one result as '1 result'", async () => {
    renderApp('/searchresults?q=rohan', {
      api: { 'GET /api/search?q=rohan': { body: { managers: managers(1) } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '1 result for “rohan”' })).toBeTruthy();
  });

  it("says 'No managers found' and 'Try a different name or company', offers to add the person and the top rated companies, as /search does", async () => {
    renderApp('/searchresults?q=zzz', {
      api: {
        'GET /api/search?q=zzz': { body: { managers: [] } },
        'GET /api/companies?sort=top': { body: [TOP_COMPANY] },
      },
    });
    const heading = await screen.findByRole('heading', { name: 'No managers found' });
    const status = await expectSiteSearchEmptyState(heading, 'Try a different name or company.');
    // Someone searching managers met a manager: Rate a manager leads, the primary button.
    const [first, second] = within(status).getAllByRole('link');
    expect([first?.textContent, first?.className]).toEqual(['Rate a manager', 'btn btn-primary']);
    expect([second?.textContent, second?.className]).toEqual(['Add an interviewer', 'btn btn-secondary']);
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
        'GET /api/managers/search/rohan?searchMode=name&page=1': {
          body: [aSummary({ averageRating: 3.66, reviewCount: 6 })],
        },
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
    const option = await screen.findByRole('option', { name: /Rohan Mehta/ });
    // One score, to one decimal: 3.66 reads 3.7.
    expect([...option.querySelectorAll('.rating-badge')].map((badge) => badge.textContent)).toEqual([
      'Rating 3.7 out of 5',
    ]);
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
