import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { AppRoutes } from '@/app/routes';
import { type SessionUser, useSessionStore } from '@/features/auth/session-store';
import { type FakeRoute, routeFetch } from '@/testing/fetch-routes';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export const testUser: SessionUser = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada' };

type RenderAppOptions = {
  /** Session to show; defaults to signed out. */
  session?: 'loading' | 'signed-in' | 'signed-out';
  /**
   * Fake API answers installed before the first render (see routeFetch): needed when a page fetches
   * without awaiting anything first and its module is already loaded (it then fetches during render()).
   */
  api?: Record<string, FakeRoute>;
};

/** Exposes the current location to tests. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" hidden>{`${location.pathname}${location.search}`}</output>;
}

/** Renders the real route table at `path` in a memory router, as the app would. */
export function renderApp(path = '/', { session = 'signed-out', api }: RenderAppOptions = {}) {
  useSessionStore.setState(
    session === 'signed-in' ? { status: 'signed-in', user: testUser } : { status: session, user: null },
  );
  // jsdom has no scrolling or network; the layout and the landing warm-up would use them.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}')));
  vi.stubGlobal('fetch', fetchMock);
  const calls = api ? routeFetch(fetchMock, api) : [];

  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  const currentPath = () => result.getByTestId('location').textContent;
  return { ...result, user, fetchMock, currentPath, calls };
}
