import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('not-found route', () => {
  it('renders "Page not found" for an unknown path, inside the layout', async () => {
    renderApp('/this/does-not-exist');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('/this/does-not-exist');
    // Layout still there: navigation and footer.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | Rate My Interviewer'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('links back to the home page', async () => {
    const { user, currentPath } = renderApp('/nope');

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));

    expect(currentPath()).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: /before you say yes/i })).toBeTruthy();
  });

  it('offers the site search and the companies, as the server’s 404 does, not only the manager search', () => {
    renderApp('/nope');
    const main = screen.getByRole('main');
    const links = Array.from(main.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Search companies and people', '/search'],
      ['All companies', '/All-Companies'],
      ['Go to the home page', '/'],
    ]);
  });
});
