import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOP_COMPANY } from '@/features/companies/test-fixtures';
import { anInterviewer } from '@/features/interviewers/test-fixtures';
import { renderApp } from '@/testing/render-app';
import { expectSiteSearchEmptyState } from '@/testing/site-search-empty-state';

const results = [
  // The card shows the plain average (rating is the blended score, shown on the profile only).
  anInterviewer({ _id: 'a', name: 'Ada Four', rating: 3.5, average: 4, reviewCount: 4 }),
  anInterviewer({ _id: 'b', name: 'Bob Two', rating: 2.6, average: 2, reviewCount: 1 }),
  anInterviewer({ _id: 'c', name: 'Cy Mid', rating: 2.91, average: 2.54, reviewCount: 12 }),
];

describe('/search/:query', () => {
  it('heads "N results for “term”" from X-Total-Count (as the manager and site search results do), with search badge colours and SearchResultsPage data', async () => {
    renderApp('/search/north?searchMode=company', {
      api: {
        'GET /api/interviewers/search/north?searchMode=company&page=1': {
          body: results,
          headers: { 'X-Total-Count': '3' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '3 results for “north”' })).toBeTruthy();
    const tone = (name: string) =>
      screen
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .querySelector('.rating-badge')
        ?.getAttribute('data-tone');
    expect(tone('Ada Four')).toBe('good');
    expect(tone('Bob Two')).toBe('poor'); // 2 is red in search (yellow in the list)
    expect(tone('Cy Mid')).toBe('fair');
    // One score per card, one decimal, and the count beside it (never the blended 2.91).
    const cy = screen.getByRole('link', { name: /^Cy Mid/ });
    expect(cy.querySelectorAll('.rating-badge')).toHaveLength(1);
    expect(cy.querySelector('.rating-badge')?.textContent).toBe('Rating 2.5 out of 5');
    expect(cy.textContent).toContain('12 reviews');
    expect(cy.textContent).not.toContain('2.91');
    expect(screen.getByRole('link', { name: /^Bob Two/ }).textContent).toContain('1 review');
    expect(screen.getByRole('link', { name: /^Ada Four/ }).getAttribute('href')).toBe('/interviewers/a');
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
    // The note says what the cards show: the plain average and its count (it called them a blended
    // score leaning to 3, beside a "5.0 · 1 review" card).
    const note = screen.getByRole('complementary', { name: 'About these results' });
    expect(note.textContent).toContain('Each rating is the plain average of the interviewer’s reviews');
    expect(note.textContent).not.toMatch(/Ratings are a blended score/);
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'SearchResultsPage',
        mainEntity: expect.objectContaining({ numberOfItems: 3 }),
      }),
    );
  });

  it('paginates 12 per page only when there is more than one page, with the page in the URL', async () => {
    renderApp('/search/ann?page=2', {
      api: {
        'GET /api/interviewers/search/ann?searchMode=name&page=2': {
          body: results,
          headers: { 'X-Total-Count': '27' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '27 results for “ann”' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(nav).getByRole('link', { name: /Prev/ }).getAttribute('href')).toBe('/search/ann');
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/search/ann?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2, current page' })).toBeTruthy();
    expect(within(nav).getAllByRole('link', { name: /^Page \d/ })).toHaveLength(3);
  });

  it("shows the site search's empty state, 'No results found' illustration included, as /search and /searchresults do", async () => {
    renderApp('/search/zz', {
      api: {
        'GET /api/interviewers/search/zz?searchMode=name&page=1': {
          body: [],
          headers: { 'X-Total-Count': '0' },
        },
        'GET /api/companies?sort=top': { body: [TOP_COMPANY] },
      },
    });
    const heading = await screen.findByRole('heading', { name: 'No results found' });
    expect(screen.getByRole('heading', { level: 1, name: '0 results for “zz”' })).toBeTruthy();
    const status = await expectSiteSearchEmptyState(
      heading,
      'Check the spelling, or type only the first letters of a name.',
    );
    expect(status.querySelector('svg.sr-none-art[aria-hidden="true"]')).toBeTruthy();
  });

  it("says 'Something went wrong. Please try again.' when the search fails", async () => {
    renderApp('/search/zz', {
      api: { 'GET /api/interviewers/search/zz?searchMode=name&page=1': { status: 500 } },
    });
    const message = await screen.findByText('Something went wrong. Please try again.');
    expect(message.getAttribute('role')).toBe('alert');
  });
});
