import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const pages = [
  { path: '/team', heading: /interview table/i, text: /founders/i },
  { path: '/privacy', heading: 'Privacy policy', text: /July 28, 2025/ },
  { path: '/terms', heading: 'Terms of use', text: /moderat/i },
  { path: '/faq', heading: 'Frequently asked questions', text: /really anonymous/i },
  { path: '/guidelines', heading: 'Review guidelines', text: /writing style/i },
  { path: '/toxic-workplace-blog', heading: /toxic workplace/i, text: /warning signs/i },
] as const;

describe('static content routes', () => {
  it.each(pages)('$path renders its page lazily', async ({ path, heading, text }) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
  });

  it('terms have exactly four bullet terms and privacy states the minimum age', async () => {
    const first = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(document.querySelectorAll('.terms-list > li')).toHaveLength(4);
    first.unmount();

    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.getAllByText(/at least 13/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/pseudonymous/i).length).toBeGreaterThan(0);
    // What deletion does, as the server does it (review-departures.ts), and every marker the app keeps.
    expect(
      screen.getByText(/votes, claims and the responses you wrote\) leaves the site one by one/),
    ).toBeTruthy();
    expect(
      screen.getByText(/so do the words\s+of the reports you filed and every link from them to you/),
    ).toBeTruthy();
    expect(screen.getByText(/whether we showed you how to install the app/)).toBeTruthy();
  });

  it("the blog post's document title names the blog and the site, short enough to show whole", async () => {
    renderApp('/Toxic-Workplace-Blog');
    await screen.findByRole('heading', { level: 1, name: /toxic workplace/i });
    await waitFor(() =>
      expect(document.title).toBe('Spotting a toxic workplace · Blog | Rate My Interviewer'),
    );
    // Search results cut titles at about 60 characters; the site name must survive the cut.
    expect(document.title.length).toBeLessThanOrEqual(60);
  });
});
