// The server-rendered /All-Companies (functions/src/pages/companies-markup.ts) embeds the answers it was
// drawn from: the app's first render draws the same sections from them, with no loading state and no request.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadPage } from '@/app/routes';
import { aCompany } from '@/features/companies/test-fixtures';
import { PAGE_DATA_ID, resetEmbeddedAnswers } from '@/lib/embedded-answers';
import { renderApp } from '@/testing/render-app';
import { allCompaniesMarkup } from '../../../functions/src/pages/companies-markup.ts';

beforeEach(() => resetEmbeddedAnswers());
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

describe('/All-Companies taking over the server-rendered page', () => {
  it('draws the directory, top rated, recently added and locations from the embedded answers at once', async () => {
    const top = aCompany({
      _id: 't1',
      name: 'Harbor Vine Bistro',
      slug: 'harbor-vine-bistro',
      avgRating: 4.8,
    });
    const recent = aCompany({ _id: 'r1', name: 'Quarry Bakes', slug: 'quarry-bakes' });
    const row = {
      _id: 'd1',
      name: 'Zephyr Foods',
      slug: 'zephyr-foods',
      cities: ['Quito'],
      branchCount: 1,
      managers: 2,
      interviewers: 0,
      reviews: 3,
      averageRating: 4,
    };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({
      '/companies/directory?from=z': { data: [row], headers: { 'x-next-cursor': 'next' } },
      '/companies?sort=top': { data: [top], headers: {} },
      '/companies?sort=recent': { data: [recent], headers: {} },
      '/companies/locations': {
        data: [{ city: 'Quito', lat: null, lng: null, branchCount: 1, companies: [row] }],
        headers: {},
      },
      '/companies/directory/letters': { data: { letters: ['H', 'Q', 'Z'] }, headers: {} },
    });
    document.body.append(block);
    await preloadPage('/All-Companies');
    const { fetchMock } = renderApp('/All-Companies?from=z', { api: {} });
    // The first render, before any effect could fetch: the server's content, not loading states.
    expect(screen.getByRole('heading', { level: 1, name: 'All Companies' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Zephyr Foods' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Harbor Vine Bistro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quarry Bakes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Quito' })).toBeTruthy();
    expect(screen.queryByText('Loading companies...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more companies' })).toBeTruthy();
    // The jump letters as the server drew them: those without companies disabled.
    const letters = (root: ParentNode) =>
      Array.from(root.querySelectorAll('.co-letters a[aria-label]'), (a) =>
        [a.getAttribute('aria-label'), a.getAttribute('href') ?? 'no href'].join(' '),
      );
    const template = document.createElement('template');
    template.innerHTML = allCompaniesMarkup({
      query: { q: '', from: 'z' },
      directory: [row],
      top: [top],
      recent: [recent],
      locations: [],
      letters: ['H', 'Q', 'Z'],
    });
    expect(letters(document)).toEqual(letters(template.content));
    expect(letters(document)).toContain('From A: no companies no href');
    expect(letters(document)).toContain('From Z /All-Companies?from=z#directory');
    // What the page lists is said once, in the band's lead: the directory under it said it again (ux19).
    for (const page of [document.body, template.content])
      expect(page.textContent?.match(/Every company/g)).toEqual(['Every company']);
    const asked = fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(asked.filter((url) => url.startsWith('/api/companies'))).toEqual([]);
  });
});
