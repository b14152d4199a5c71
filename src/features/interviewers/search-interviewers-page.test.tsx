import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGEST_DEBOUNCE_MS } from '@/components/review-kit/use-suggestions';
import { anInterviewer } from '@/features/interviewers/test-fixtures';
import type { FakeRoute } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.useRealTimers();
});

const matches = [
  anInterviewer({ _id: 'iv1', name: 'Priya Raman', rating: 4.5, average: 4.75, reviewCount: 8 }),
  anInterviewer({ _id: 'iv2', name: 'Daniel Okafor', rating: 2.91, average: 2.66, reviewCount: 3 }),
];

/** What the search box's live region says (the visible text is the same). */
function announced(box: HTMLElement): string | null | undefined {
  return within(box.closest('.combobox') as HTMLElement).getByRole('status').textContent;
}

function searchCalls(calls: { path: string }[]) {
  return calls.filter((call) => call.path.startsWith('/api/interviewers/search/'));
}

function renderSearch(routes: Record<string, FakeRoute> = {}) {
  return renderApp('/search-interviewers', {
    api: {
      'GET /api/interviewers/search/north?searchMode=name&page=1': {
        body: matches,
        headers: { 'X-Total-Count': '2' },
      },
      'GET /api/interviewers/search/north?searchMode=company&page=1': {
        body: matches,
        headers: { 'X-Total-Count': '2' },
      },
      ...routes,
    },
  });
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

describe('/search-interviewers', () => {
  it('has the hero, the mode toggle, the Empower section and the disclaimer', async () => {
    renderSearch();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search interviewers by name' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Empower Your Job Search' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toMatch(
      /neutral and anonymous/,
    );
  });

  it('waits 500 ms after typing stops, then makes one call for the last text', async () => {
    const { calls } = renderSearch();
    const box = await screen.findByRole('combobox', { name: 'Search interviewers by name' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(box, { target: { value: 'n' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'no' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'north' } });
    expect(announced(box)).toBe('Searching...');
    expect(screen.getByText('Searching...', { selector: 'p' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    expect(searchCalls(calls)).toHaveLength(0);

    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(searchCalls(calls).map((c) => c.path)).toEqual([
      '/api/interviewers/search/north?searchMode=name&page=1',
    ]);
    const list = screen.getByRole('listbox', { name: 'Matching interviewers' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Priya Raman'),
      expect.stringContaining('Daniel Okafor'),
      'See full results',
    ]);
    expect(options[0]?.textContent).toContain('Northwind Analytics');
    expect(screen.queryByText('Searching...')).toBeNull();
    expect(announced(box)).toMatch(/^3 suggestions/);
  });

  it('makes no call and shows no list for a blank or whitespace query', async () => {
    const { calls } = renderSearch();
    const box = await screen.findByRole('combobox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(2000));
    await flush();
    expect(searchCalls(calls)).toHaveLength(0);
    expect(screen.queryByText('Searching...')).toBeNull();
    expect(screen.queryByText('No matches found')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    // Enter on a blank query goes nowhere.
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('location').textContent).toBe('/search-interviewers');
  });

  it("shows 'No matches found' when the search fails", async () => {
    const { user, calls } = renderSearch({
      'GET /api/interviewers/search/zed?searchMode=name&page=1': {
        status: 500,
        body: { message: 'boom', code: 'internal' },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const box = await screen.findByRole('combobox');
    await user.type(box, 'zed');
    expect(await screen.findByText('No matches found', { selector: 'p' }, { timeout: 2000 })).toBeTruthy();
    expect(announced(box)).toBe('No matches found');
    expect(searchCalls(calls)).toHaveLength(1);
  });

  it('searches by company after the toggle, and picks a match with the keyboard', async () => {
    const { user, calls, currentPath } = renderSearch();
    await user.click(await screen.findByRole('button', { name: 'SEARCH BY COMPANY' }));
    expect(screen.getByRole('button', { name: 'SEARCH BY NAME' })).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'Search interviewers by company' });
    await user.type(box, 'north');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    expect(searchCalls(calls).at(-1)?.path).toBe('/api/interviewers/search/north?searchMode=company&page=1');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1] as HTMLElement;
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/interviewers/iv2'));
  });

  it('suggestions show one score each, the average to one decimal (never the blended 2.91), or "No rating yet"', async () => {
    const { user } = renderSearch({
      'GET /api/interviewers/search/north?searchMode=name&page=1': {
        body: [
          ...matches,
          anInterviewer({ _id: 'iv3', name: 'Nadia New', rating: 0, average: 0, reviewCount: 0 }),
        ],
        headers: { 'X-Total-Count': '3' },
      },
    });
    await user.type(await screen.findByRole('combobox'), 'north');
    const option = async (name: RegExp) => screen.findByRole('option', { name }, { timeout: 2000 });
    const badges = (element: HTMLElement) =>
      [...element.querySelectorAll('.rating-badge')].map((badge) => badge.textContent);
    expect(badges(await option(/Priya Raman/))).toEqual(['Rating 4.8 out of 5']);
    expect(badges(await option(/Daniel Okafor/))).toEqual(['Rating 2.7 out of 5']);
    expect((await option(/Daniel Okafor/)).textContent).not.toContain('2.91');
    expect(badges(await option(/Nadia New/))).toEqual(['No rating yet']);
  });

  it('clicking a match opens its profile', async () => {
    const { user, currentPath } = renderSearch();
    await user.type(await screen.findByRole('combobox'), 'north');
    await user.click(await screen.findByRole('option', { name: /Priya Raman/ }, { timeout: 2000 }));
    await waitFor(() => expect(currentPath()).toBe('/interviewers/iv1'));
  });

  it("'See full results' and Enter go to /search/{query}", async () => {
    const first = renderSearch();
    await first.user.type(await screen.findByRole('combobox'), 'north');
    await first.user.click(
      await screen.findByRole('option', { name: 'See full results' }, { timeout: 2000 }),
    );
    await waitFor(() => expect(first.currentPath()).toBe('/search/north'));
    first.unmount();

    const second = renderSearch();
    await second.user.type(await screen.findByRole('combobox'), '  north  {Enter}');
    await waitFor(() => expect(second.currentPath()).toBe('/search/north'));
  });

  it('Escape closes the list', async () => {
    const { user } = renderSearch();
    const box = await screen.findByRole('combobox');
    await user.type(box, 'north');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
