// The server-rendered /search/{query} (functions/src/pages/pages-app.ts) comes with the interviewer hits
// and pager drawn by functions/src/pages/results-markup.ts and the answer they came from. The PWA's first
// render must draw the same results from that answer, with no request and no "Searching..." state first.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from '@/app/routes';
import { anInterviewer } from '@/features/interviewers/test-fixtures';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';
import {
  interviewerResultMarkup,
  noResultsMarkup,
  pagerMarkup,
} from '../../../functions/src/pages/results-markup.ts';
import { interviewerSearchHref } from '../../../functions/src/pages/search-paths.ts';

const hits = [
  anInterviewer({ _id: 'a', name: 'Priya <i>Raman</i>', average: 4.25, reviewCount: 4 }),
  anInterviewer({ _id: 'b', name: 'Ana Ñúñez', position: '', average: 2, reviewCount: 1 }),
  anInterviewer({ _id: 'c', name: 'New Person', average: 0, reviewCount: 0 }),
  anInterviewer({ _id: 'd', name: 'Mid Score', average: 3.04, reviewCount: 2 }),
];

beforeEach(() => resetEmbeddedAnswers());
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

describe('/search/{query} taking over the server-rendered page', () => {
  it('draws the hits from the embedded answer at once: the same links and pager, no request', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({
      '/interviewers/search/north?searchMode=company&page=2': {
        data: hits,
        headers: { date: new Date().toUTCString(), 'x-total-count': '40' },
      },
    });
    document.body.append(block);
    await preloadPage('/search/north');
    const { calls } = renderApp('/search/north?searchMode=company&page=2', { api: {} });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('40 results for “north”');
    expect(calls.filter((call) => call.path.startsWith('/api/interviewers/search'))).toEqual([]);
    const links = Array.from(document.querySelectorAll('.iv-result'));
    expect(links).toHaveLength(4);
    hits.forEach((hit, i) => {
      const template = document.createElement('template');
      template.innerHTML = interviewerResultMarkup(hit);
      const server = template.content.firstElementChild as Element;
      expect(links[i]?.isEqualNode(server), `${links[i]?.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
    });
    const pager = screen.getByRole('navigation', { name: 'Search results pages' });
    const template = document.createElement('template');
    template.innerHTML = pagerMarkup(
      2,
      4,
      (n) => interviewerSearchHref('north', 'company', n),
      'Search results pages',
    );
    const server = template.content.firstElementChild as Element;
    expect(pager.isEqualNode(server), `${pager.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
    // Not indexed, as the server's page says: the PWA must not turn it into an indexable page.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('no match: draws the empty state the server drew (the site search’s, illustration included)', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({
      '/interviewers/search/zz?searchMode=name&page=1': {
        data: [],
        headers: { date: new Date().toUTCString(), 'x-total-count': '0' },
      },
    });
    document.body.append(block);
    await preloadPage('/search/zz');
    renderApp('/search/zz', { api: {} });
    const help = document.querySelector('.sr-none-help');
    const template = document.createElement('template');
    template.innerHTML = noResultsMarkup([]);
    const server = template.content.querySelector('.sr-none-help') as Element;
    expect(help?.isEqualNode(server), `${help?.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
  });
});
