import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecurringThemes } from '@/features/insights/recurring-themes';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { routeFetch } from '@/testing/fetch-routes';
import { profileThemesMarkup, themeItemsMarkup } from '../../../functions/src/pages/insights-markup.ts';

const fetchMock = vi.fn();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetEmbeddedAnswers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(PAGE_DATA_ID)?.remove();
});

const themes = (list: unknown[]) => ({
  kind: 'manager',
  subjectId: 'm1',
  reviewCount: 9,
  themes: list,
  computedAt: '2026-11-23T00:00:00.000Z',
});

describe('RecurringThemes on a profile', () => {
  it('lists each theme with how many reviews mention it, and opens those reviews', async () => {
    const user = userEvent.setup();
    const calls = routeFetch(fetchMock, {
      'GET /api/themes/manager/m1': {
        body: themes([
          {
            phrase: 'clear expectations',
            reviewCount: 4,
            averageRating: 4.5,
            tone: 'positive',
            reviewIds: [],
          },
          { phrase: 'late feedback', reviewCount: 3, averageRating: 1.67, tone: 'negative', reviewIds: [] },
        ]),
      },
      'GET /api/themes/manager/m1/reviews?theme=1': {
        body: [
          { _id: 'r1', rating: 2, text: 'Feedback came weeks late.', createdAt: '2026-10-01T00:00:00.000Z' },
        ],
      },
    });
    render(<RecurringThemes kind="manager" subjectId="m1" />);
    const card = await screen.findByRole('region', { name: 'What reviews keep mentioning' });
    expect(within(card).getByText(/out of 9 published reviews/)).toBeTruthy();
    const items = within(card).getAllByRole('listitem');
    // The phrase a reader scans for comes first, in bold; how many reviews, their tone and average after it.
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      'clear expectations 4 reviews · positive · average 4.5',
      'late feedback 3 reviews · negative · average 1.7',
    ]);
    expect(items.map((item) => item.querySelector('summary > :first-child')?.outerHTML)).toEqual([
      '<strong class="in-theme-phrase">clear expectations</strong>',
      '<strong class="in-theme-phrase">late feedback</strong>',
    ]);
    // The server's markup of the company insights page lists a theme in the same words and order.
    const served = document.createElement('ul');
    served.innerHTML = themeItemsMarkup([
      { phrase: 'late feedback', reviewCount: 3, averageRating: 1.67, tone: 'negative', reviewIds: [] },
    ]);
    expect(served.querySelector('li > p')?.innerHTML).toBe(items[1]?.querySelector('summary')?.innerHTML);
    await user.click(within(items[1] as HTMLElement).getByText('late feedback'));
    expect(await within(card).findByText('Feedback came weeks late.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/themes/manager/m1/reviews?theme=1');
  });

  it('shows nothing when no phrase is shared by enough reviews, or when the themes cannot be loaded', async () => {
    routeFetch(fetchMock, { 'GET /api/themes/interviewer/a': { body: themes([]) } });
    const { container, unmount } = render(<RecurringThemes kind="interviewer" subjectId="a" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
    unmount();

    routeFetch(fetchMock, {
      'GET /api/themes/interviewer/b': { status: 500, body: { message: 'x', code: 'internal' } },
    });
    const failed = render(<RecurringThemes kind="interviewer" subjectId="b" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed.container.textContent).toBe('');
  });

  it('over a server-rendered profile, its first render is the card the server drew, with no request', () => {
    fetchMock.mockReset();
    const answer = themes([
      { phrase: 'late feedback', reviewCount: 3, averageRating: 1.67, tone: 'negative', reviewIds: [] },
    ]);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({ '/themes/manager/m1': { data: answer, headers: {} } });
    document.body.append(block);
    const { container } = render(<RecurringThemes kind="manager" subjectId="m1" />);
    // At once, not after a load: the server's card never gives way to nothing while the themes are fetched.
    const card = within(container).getByRole('region', { name: 'What reviews keep mentioning' });
    expect(fetchMock).not.toHaveBeenCalled();
    const served = document.createElement('template');
    served.innerHTML = profileThemesMarkup(answer as Parameters<typeof profileThemesMarkup>[0]);
    const text = (root: ParentNode) =>
      Array.from(root.querySelectorAll('h2, p.rk-muted, .in-theme-phrase, .in-tone'), (e) => e.textContent);
    expect(text(card)).toEqual(text(served.content));
    expect(text(card)).toEqual([
      'What reviews keep mentioning',
      'Phrases at least 3 different reviews share, out of 9 published reviews.',
      'late feedback',
      '3 reviews · negative · average 1.7',
    ]);
  });
});
