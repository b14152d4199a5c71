// The server-rendered landing page (functions/src/pages/pages-app.ts) comes with the latest reviews drawn
// by functions/src/pages/page-markup.ts and the answer they came from. The PWA's first render must draw the
// same section from that answer, without a request and without a loading state, or the reader sees the
// page change (or flash) when JavaScript takes over.
import type { LatestReview } from '@contract/latest-reviews';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetWarmUpForTests } from '@/features/landing/api/ping';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';
import { latestReviewsMarkup } from '../../../functions/src/pages/page-markup.ts';

const PATH = '/managers/homepage-content';

const reviews: LatestReview[] = [
  {
    _id: 'r1',
    rating: 4,
    reviewText: 'Fair schedules & <clear> feedback.',
    createdAt: '2026-03-01T00:00:00.000Z',
    likes: 2,
    dislikes: 0,
    manager: { _id: 'm1', name: 'Ritu Sharma', position: 'Head Chef' },
    company: { _id: 'c1', name: 'Harbor Bistro' },
  },
  {
    _id: 'r2',
    rating: 1,
    reviewText: 'Never answered.',
    createdAt: '2026-02-27T00:00:00.000Z',
    likes: 0,
    dislikes: 1,
    manager: { _id: 'm2', name: 'Ana Ñúñez', position: '' },
    company: { _id: 'c2', name: 'Café Ölberg' },
  },
];

function embed(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = JSON.stringify({ [PATH]: { data, headers: { date: new Date().toUTCString() } } });
  document.body.append(block);
}

/** The server's markup as the browser parses it. */
function parsed(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

beforeEach(() => {
  resetEmbeddedAnswers();
  resetWarmUpForTests();
});
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

describe('the landing page taking over the server-rendered one', () => {
  it('draws the latest reviews from the embedded answer at once, the same markup as the server, with no request', () => {
    embed({ latestReviews: reviews });
    const { calls } = renderApp('/', { api: { [`GET /api${PATH}`]: { body: { latestReviews: [] } } } });
    // Synchronously after the first render: no loading state came first, and no request went out.
    const section = screen.getByRole('region', { name: 'Latest reviews' });
    expect(calls.filter((call) => call.path === `/api${PATH}`)).toEqual([]);
    const server = parsed(latestReviewsMarkup(reviews));
    expect(section.isEqualNode(server), `${section.outerHTML}\n!=\n${server.outerHTML}`).toBe(true);
  });

  it('without reviews, neither draws the section', () => {
    embed({ latestReviews: [] });
    renderApp('/', { api: {} });
    expect(latestReviewsMarkup([])).toBe('');
    expect(screen.queryByRole('region', { name: 'Latest reviews' })).toBeNull();
  });

  it('an embedded answer of another shape counts as none, never an error', () => {
    embed({ latestReviews: 'not a list' });
    renderApp('/', { api: {} });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/before you say yes/);
    expect(screen.queryByRole('region', { name: 'Latest reviews' })).toBeNull();
  });
});
