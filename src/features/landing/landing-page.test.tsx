import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWarmUpForTests } from '@/features/landing/api/ping';
import { renderApp } from '@/testing/render-app';

describe('landing page', () => {
  beforeEach(() => resetWarmUpForTests());

  it('shows the hero with its search and Rate Now, and the page sections', async () => {
    renderApp('/');
    const hero = screen.getByRole('region', { name: /before you say yes/i });
    expect(await within(hero).findByRole('button', { name: 'Search' })).toBeTruthy();
    // ux20: a Search Managers button sat under the search box's Search button, the same thing twice.
    expect(within(hero).queryByRole('link', { name: 'Search Managers' })).toBeNull();
    expect(within(hero).getByRole('link', { name: 'Rate Now' }).getAttribute('href')).toBe('/rate-manager');

    const how = screen.getByRole('region', { name: /four steps/i });
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: /one honest review/i })).toBeTruthy();
    expect(screen.getByRole('region', { name: /accountable/i })).toBeTruthy();
  });

  it('says each thing once: anonymity in one place, and the closing call to action is one action, not the hero’s pair again', () => {
    renderApp('/');
    expect(screen.getAllByText('Anonymous by design')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Rate Now' })).toHaveLength(1);
    const closing = screen.getByRole('region', { name: /worth talking about/i });
    const links = within(closing).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Write a review', '/rate-manager'],
    ]);
  });

  it('says what is built beyond the reviews, not as a roadmap of things to come', () => {
    renderApp('/');
    const mission = screen.getByRole('region', { name: /accountable/i });
    expect(within(mission).queryByText(/building next/i)).toBeNull();
    const beyond = within(mission).getByRole('heading', { name: 'Beyond the reviews' })
      .parentElement as HTMLElement;
    expect(
      within(beyond)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual([
      'Company insights:',
      'Recurring themes:',
      'Dashboards for managers:',
      'Ratings on job boards:',
    ]);
    expect(within(beyond).getByRole('link', { name: 'company’s page' }).getAttribute('href')).toBe(
      '/All-Companies',
    );
  });

  it('the hero’s sample review says whom it is about, and shows no author', () => {
    renderApp('/');
    const sample = screen
      .getByText('An example of what a review looks like')
      .closest<HTMLElement>('figure') as HTMLElement;
    // The person reviewed, in words: a bare name over a quote read as the name of whoever wrote it.
    expect(within(sample).getByText('About Jordan M., Kitchen Manager')).toBeTruthy();
    expect(within(sample).queryByText('Jordan M.', { exact: true })).toBeNull();
    expect(within(sample).queryByText('JM')).toBeNull();
    expect(within(sample).getByText(/^Posted anonymously/)).toBeTruthy();
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
    const pings = () => fetchMock.mock.calls.filter((call: unknown[]) => call[0] === '/api/ping');
    expect(pings()).toHaveLength(1);

    // Navigating away and back does not ping again.
    await user.click(screen.getByRole('link', { name: 'Team' }));
    await screen.findByRole('heading', { level: 1, name: /interview table/i });
    await user.click(screen.getAllByRole('link', { name: 'Rate My Interviewer' })[0] as HTMLElement);
    await screen.findByRole('heading', { level: 1, name: /before you say yes/i });
    expect(pings()).toHaveLength(1);
  });

  it('shows the latest reviews with their manager and company, linked', async () => {
    renderApp('/', {
      api: {
        'GET /api/managers/homepage-content': {
          body: {
            latestReviews: [
              {
                _id: 'r1',
                rating: 4,
                reviewText: 'Fair schedules and clear feedback.',
                createdAt: '2026-03-01T00:00:00.000Z',
                likes: 2,
                dislikes: 0,
                manager: { _id: 'm1', name: 'Ritu Sharma', position: 'Head Chef' },
                company: { _id: 'c1', name: 'Harbor Bistro' },
              },
            ],
          },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Latest reviews' });
    expect(within(section).getByText('Fair schedules and clear feedback.')).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(section).getByText('March 1, 2026')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Ritu Sharma' }).getAttribute('href')).toBe(
      '/management/managers/ritu-sharma/m1',
    );
    expect(within(section).getByRole('link', { name: 'Harbor Bistro' }).getAttribute('href')).toBe(
      '/companies/harbor-bistro/c1',
    );
  });

  it('leaves the latest reviews out when there are none or the call fails', async () => {
    const { calls } = renderApp('/', {
      api: {
        'GET /api/managers/homepage-content': { status: 503, body: { message: 'x', code: 'unavailable' } },
      },
    });
    await screen.findByRole('region', { name: /four steps/i });
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/managers/homepage-content')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Latest reviews' })).toBeNull();
  });

  it('sets the title (what the site is), canonical link and the JSON-LD the server-rendered page has', () => {
    renderApp('/');
    expect(document.title).toBe('Anonymous interviewer and manager reviews | Rate My Interviewer');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/$/);
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
    ) as { '@type': string; name: string }[];
    // The site's search and its Organization, as the rendered page's head gives them (before: no Organization).
    expect(jsonLd.map((data) => [data['@type'], data.name])).toEqual([
      ['WebSite', 'Rate My Interviewer'],
      ['Organization', 'Rate My Interviewer'],
    ]);
  });
});
