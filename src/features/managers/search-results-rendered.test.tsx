// The server-rendered /searchresults (functions/src/pages/pages-app.ts) comes with the manager cards and
// pager drawn by functions/src/pages/results-markup.ts and the answer they came from. The PWA's first render
// must draw the same results from that answer, without a request and without a loading state, or the
// reader sees the page change (or flash) when JavaScript takes over.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from '@/app/routes';
import { aSummary } from '@/features/managers/test-fixtures';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';
import { managerCardMarkup, pagerMarkup, resultsTitle } from '../../../functions/src/pages/results-markup.ts';
import { searchResultsHref } from '../../../functions/src/pages/search-paths.ts';

const managers = [
  aSummary({ _id: 'a', name: 'Ritu <b>Sharma</b>', averageRating: 4.25, reviewCount: 4 }),
  aSummary({
    _id: 'b',
    name: 'Ana Ñúñez',
    position: '',
    averageRating: 2.96,
    reviewCount: 1,
    department: null,
  }),
  aSummary({ _id: 'c', name: 'New Person', averageRating: 0, reviewCount: 0 }),
  aSummary({ _id: 'd', name: 'Low Score', averageRating: 1.5, reviewCount: 2 }),
  ...Array.from({ length: 16 }, (_, i) => aSummary({ _id: `m${i}`, name: `Manager ${i}` })),
];

function embed(path: string, data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify({ [path]: { data, headers: { date: new Date().toUTCString() } } });
  document.body.append(block);
}

/** The server's markup as the browser parses it. */
function parsed(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

beforeEach(() => resetEmbeddedAnswers());
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

describe('/searchresults taking over the server-rendered page', () => {
  it('draws the results from the embedded answer at once: the same heading, cards and pager, no request', async () => {
    embed('/search?q=chef%20%26%20co', { managers });
    await preloadPage('/searchresults');
    const { calls } = renderApp('/searchresults?q=chef%20%26%20co&page=2', {
      api: { 'GET /api/search?q=chef%20%26%20co': { body: { managers: [] } } },
    });
    // Synchronously after the first render: no loading state came first, and no request went out.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(resultsTitle(20, 'chef & co'));
    expect(calls.filter((call) => call.path.startsWith('/api/search'))).toEqual([]);
    const cards = Array.from(document.querySelectorAll('.mg-card'));
    expect(cards).toHaveLength(9);
    managers.slice(9, 18).forEach((manager, i) => {
      const server = parsed(managerCardMarkup(manager));
      expect(cards[i]?.isEqualNode(server), `${cards[i]?.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
    });
    const pager = screen.getByRole('navigation', { name: 'Search results pages' });
    const server = parsed(
      pagerMarkup(2, 3, (n) => searchResultsHref('chef & co', n), 'Search results pages'),
    );
    expect(pager.isEqualNode(server), `${pager.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
    // Not indexed, as the server's page says: the PWA must not turn it into an indexable page.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('every kind of card (badge tones, no rating, no position or department) is drawn the same', async () => {
    embed('/search?q=x', { managers: managers.slice(0, 4) });
    await preloadPage('/searchresults');
    renderApp('/searchresults?q=x', { api: {} });
    const cards = Array.from(document.querySelectorAll('.mg-card'));
    expect(cards).toHaveLength(4);
    managers.slice(0, 4).forEach((manager, i) => {
      const server = parsed(managerCardMarkup(manager));
      expect(cards[i]?.isEqualNode(server), `${cards[i]?.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
    });
    expect(document.querySelector('.pagination')).toBeNull();
    expect(pagerMarkup(1, 1, () => '', 'x')).toBe('');
  });
});
