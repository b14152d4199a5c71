import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWarmUpForTests } from '@/features/landing/api/ping';
import { renderApp } from '@/testing/render-app';

describe('landing page', () => {
  beforeEach(() => resetWarmUpForTests());

  it('shows the hero with Search Managers and Rate Now, and the page sections', () => {
    renderApp('/');
    const hero = screen.getByRole('region', { name: /before you say yes/i });
    expect(within(hero).getByRole('link', { name: 'Search Managers' }).getAttribute('href')).toBe(
      '/search-managers',
    );
    expect(within(hero).getByRole('link', { name: 'Rate Now' }).getAttribute('href')).toBe('/rate-manager');

    const how = screen.getByRole('region', { name: /four steps/i });
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: /one honest review/i })).toBeTruthy();
    expect(screen.getByRole('region', { name: /accountable/i })).toBeTruthy();
  });

  it('has footer links and the neutrality disclaimer', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of [
      '/faq',
      '/team',
      '/privacy',
      '/terms',
      '/contact',
      '/Toxic-Workplace-Blog',
      '/search-interviewers',
      '/All-Companies',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(within(footer).getByText(/neutral and anonymous platform/i).textContent).toMatch(
      /not verified or endorsed/i,
    );
  });

  it('warms up the API with a single GET /api/ping', async () => {
    const { fetchMock, user } = renderApp('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([expect.stringMatching(/^\/api\/ping$/), expect.anything()]);

    // Navigating away and back does not ping again.
    await user.click(screen.getByRole('link', { name: 'Team' }));
    await screen.findByRole('heading', { level: 1, name: /interview table/i });
    await user.click(screen.getAllByRole('link', { name: 'Rate My Interviewer' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: /before you say yes/i });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sets the document title and canonical link', () => {
    renderApp('/');
    expect(document.title).toBe('Rate My Interviewer');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/$/);
  });
});
