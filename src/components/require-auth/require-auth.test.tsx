import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth, redirectTarget } from '@/components/require-auth/require-auth';
import { useSessionStore } from '@/features/auth/session-store';
import { testUser } from '@/testing/render-app';

function SignInProbe() {
  const location = useLocation();
  return <p>sign in, then back to {redirectTarget(location.state, 'home')}</p>;
}

function renderGuarded(status: 'loading' | 'signed-in' | 'signed-out') {
  useSessionStore.setState({ status, user: status === 'signed-in' ? testUser : null });
  return render(
    <MemoryRouter initialEntries={['/saved?page=2#top']}>
      <Routes>
        <Route
          path="/saved"
          element={
            <RequireAuth>
              <p>private page</p>
            </RequireAuth>
          }
        />
        <Route path="/signin" element={<SignInProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  afterEach(() => useSessionStore.setState({ status: 'loading', user: null }));

  it('renders the page for a signed-in user', () => {
    renderGuarded('signed-in');
    expect(screen.getByText('private page')).toBeTruthy();
  });

  it('waits while the session is being restored', () => {
    renderGuarded('loading');
    expect(screen.getByRole('status').textContent).toBe('Checking your sign-in…');
    expect(screen.queryByText('private page')).toBeNull();
  });

  it('sends a visitor to /signin, remembering the full path', () => {
    renderGuarded('signed-out');
    expect(screen.getByText('sign in, then back to /saved?page=2#top')).toBeTruthy();
  });
});

describe('redirectTarget', () => {
  it('accepts only paths of this site', () => {
    expect(redirectTarget({ from: '/profile' })).toBe('/profile');
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/');
    expect(redirectTarget({ from: '/\\evil.example' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe('/');
    expect(redirectTarget({ from: '/signin' })).toBe('/');
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: 42 }, '/x')).toBe('/x');
  });
});
