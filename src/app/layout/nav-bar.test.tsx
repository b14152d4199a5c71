import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/auth/sign-out', () => ({ signOut: vi.fn(() => Promise.resolve()) }));
const { signOut } = await import('@/features/auth/sign-out');

function getMenuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

function getNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('navigation bar', () => {
  it('links to the logo home, the interviewer and manager areas, Rate and Team', () => {
    renderApp('/');
    const nav = within(getNav());
    expect(nav.getByRole('link', { name: 'Rate My Interviewer' })).toHaveProperty('pathname', '/');
    expect(nav.getByRole('link', { name: 'Interviewers' }).getAttribute('href')).toBe('/search-interviewers');
    expect(nav.getByRole('link', { name: 'Managers' }).getAttribute('href')).toBe('/search-managers');
    expect(nav.getByRole('link', { name: 'Rate' }).getAttribute('href')).toBe('/rate-manager');
    expect(nav.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/team');
  });

  it('marks the area of the current page: Interviewers on an interviewer list', () => {
    renderApp('/team');
    expect(within(getNav()).getByRole('link', { name: 'Team' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    renderApp('/interviewers?page=2', { api: { 'GET /api/interviewers?page=2&limit=12': { body: [] } } });
    const nav = within(getNav());
    expect(nav.getByRole('link', { name: 'Interviewers' }).getAttribute('aria-current')).toBe('true');
    expect(nav.getByRole('link', { name: 'Managers' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows Login when signed out, the account entries when signed in, and nothing while loading', async () => {
    const first = renderApp('/', { session: 'signed-out' });
    expect(within(getNav()).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/signin');
    expect(within(getNav()).queryByRole('button', { name: 'Logout' })).toBeNull();
    first.unmount();

    const second = renderApp('/', { session: 'loading' });
    expect(within(getNav()).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(getNav()).queryByRole('button', { name: 'Logout' })).toBeNull();
    second.unmount();

    const { user } = renderApp('/', { session: 'signed-in' });
    expect(within(getNav()).queryByRole('link', { name: 'Login' })).toBeNull();
    await user.click(within(getNav()).getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('opens the menu, moves focus into it and makes the page behind inert', async () => {
    const { user } = renderApp('/');
    const button = getMenuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();

    await user.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.getAttribute('data-open')).toBe('true');
    expect(document.activeElement).toBe(
      within(menu as HTMLElement).getByRole('link', { name: 'Interviewers' }),
    );
    expect(screen.getByRole('main', { hidden: true }).hasAttribute('inert')).toBe(true);
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user } = renderApp('/');
    await user.click(getMenuButton());
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');

    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(getMenuButton());
    expect(screen.getByRole('main').hasAttribute('inert')).toBe(false);
  });

  it('closes when the menu button is pressed again', async () => {
    const { user } = renderApp('/');
    await user.click(getMenuButton());
    await user.click(getMenuButton());
    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(getMenuButton());
  });

  it('closes on a backdrop click', async () => {
    const { user } = renderApp('/');
    await user.click(getMenuButton());

    await user.click(screen.getByTestId('nav-backdrop'));

    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('nav-backdrop')).toBeNull();
    expect(document.activeElement).toBe(getMenuButton());
  });

  it('closes on a link click and navigates, moving focus to the new page', async () => {
    const { user, currentPath } = renderApp('/');
    await user.click(getMenuButton());

    await user.click(within(getNav()).getByRole('link', { name: 'Team' }));

    expect(getMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(
      await screen.findByRole('heading', { level: 1, name: /both sides of the interview table/i }),
    ).toBeTruthy();
    expect(currentPath()).toBe('/team');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
