import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { routeFetch } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

const profile = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  totalReviews: 3,
  tokens: 15,
  createdAt: '2026-11-22T12:00:00.000Z',
};

function shownFor(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('/profile', () => {
  it('shows "Loading your profile..." and then the profile, with the date in en-US long form', async () => {
    const { fetchMock } = renderApp('/profile', { session: 'signed-in' });
    const calls = routeFetch(fetchMock, { 'GET /api/user/profile': { body: profile } });

    expect(await screen.findByText('Loading your profile...')).toBeTruthy();
    await screen.findByText('Ada Lovelace');

    expect(shownFor('Name')).toBe('Ada Lovelace');
    expect(shownFor('Email')).toBe('ada@example.com');
    expect(shownFor('Reviews Submitted')).toBe('3');
    // Nothing awards tokens, so the always-zero "Tokens Earned" is not shown.
    expect(screen.queryByText(/tokens/i)).toBeNull();
    expect(shownFor('Account Created')).toBe('November 22, 2026');
    expect(screen.queryByText('Loading your profile...')).toBeNull();
    const call = calls.find((c) => c.path === '/api/user/profile');
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Account settings' }).getAttribute('href'),
    ).toBe('/account-settings');
  });

  it('shows an error state when the profile cannot be loaded, and retries', async () => {
    const { user, fetchMock } = renderApp('/profile', { session: 'signed-in' });
    let fail = true;
    routeFetch(fetchMock, {
      'GET /api/user/profile': () =>
        fail
          ? {
              status: 401,
              body: { message: 'Your session is invalid or has expired. Please sign in again.', code: 'x' },
            }
          : { body: profile },
    });

    const alert = (await screen.findByRole('heading', { name: 'Could not load your profile' })).closest(
      '[role="alert"]',
    );
    expect(within(alert as HTMLElement).getByText(/session is invalid or has expired/)).toBeTruthy();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
  });

  it('sends visitors to /signin', async () => {
    const { currentPath } = renderApp('/profile');
    await waitFor(() => expect(currentPath()).toBe('/signin'));
  });
});
