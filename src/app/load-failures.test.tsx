// Every page outside the review kit that loads data: a failed load is never an empty state. A 500
// says what could not load and offers Try again, which fetches again and then shows the page; offline,
// a load the service worker had not saved says it was not saved for offline reading.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportServerReachable } from '@/lib/offline/online-status';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import type { FakeAnswer } from '@/testing/fetch-routes';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

// A failed fetch marks the server unreachable (the app is offline) until an answer comes.
afterEach(() => reportServerReachable(true));

const department = { _id: 'd1', name: 'Kitchen', slug: 'kitchen', totalManagers: 0, createdAt: '2026-01-01' };
const profile = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  totalReviews: 3,
  tokens: 0,
  createdAt: '2026-11-22T12:00:00.000Z',
};

type PageCase = {
  path: string;
  session?: 'signed-in';
  /** The API call whose failure is tested, and what it answers once it works. */
  call: string;
  ok: FakeAnswer;
  /** Other calls the page makes, answered normally. */
  others?: Record<string, FakeAnswer>;
  heading: string;
  /** Text the page shows once the retry succeeded. */
  loaded: string | RegExp;
};

const pages: PageCase[] = [
  {
    path: '/interviewers',
    call: 'GET /api/interviewers?limit=12',
    ok: { body: [], headers: { 'X-Total-Count': '0' } },
    heading: 'Could not load interviewers',
    loaded: 'No interviewers found.',
  },
  {
    path: '/saved',
    session: 'signed-in',
    call: 'GET /api/user/saved',
    ok: { body: { savedInterviewers: [] } },
    heading: 'Could not load your saved interviewers',
    loaded: 'You have not saved any interviewers yet.',
  },
  {
    path: '/profile',
    session: 'signed-in',
    call: 'GET /api/user/profile',
    ok: { body: profile },
    heading: 'Could not load your profile',
    loaded: 'Ada Lovelace',
  },
  {
    path: '/account-settings',
    session: 'signed-in',
    call: 'GET /api/user/profile',
    ok: { body: profile },
    heading: 'Could not load your profile',
    loaded: /reviews submitted/,
  },
  {
    path: '/All-Companies',
    call: 'GET /api/companies?sort=top',
    ok: { body: [] },
    others: {
      'GET /api/companies?sort=recent': { body: [] },
      'GET /api/companies/directory': { body: [] },
      'GET /api/companies/locations': { body: [] },
      'GET /api/geocode/script': { body: { scriptUrl: null } },
    },
    heading: 'Could not load companies',
    loaded: 'No company is rated 4.2 or higher yet.',
  },
  {
    path: '/Home',
    call: 'GET /api/departments',
    // /Home lists departments that have managers.
    ok: { body: [{ ...department, totalManagers: 3 }] },
    heading: 'Could not load departments',
    loaded: '3 managers',
  },
  {
    path: '/management/departments/kitchen',
    call: 'GET /api/departments/kitchen',
    ok: { body: { department, managers: [] } },
    heading: 'Could not load this department',
    loaded: 'No managers in this department yet.',
  },
];

describe.each(pages)('$path', ({ path, session, call, ok, others, heading, loaded }) => {
  it('a 500 shows that it could not load, and Try again fetches again and shows the page', async () => {
    let fail = true;
    const { user, calls } = renderApp(path, {
      session,
      api: {
        ...others,
        [call]: () =>
          fail ? { status: 500, body: { message: 'Something went wrong.', code: 'internal' } } : ok,
      },
    });
    const title = await screen.findByRole('heading', { name: heading });
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    expect(screen.queryByText(loaded)).toBeNull();
    const made = () => calls.filter((c) => `${c.method} ${c.path}` === call).length;
    const before = made();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(loaded)).toBeTruthy();
    expect(made()).toBe(before + 1);
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
  });

  it('offline, a load the device never saved says it was not saved for offline reading', async () => {
    // A page never visited: none of its answers is in the service worker's cache.
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    // Every request fails, the account menu's check for claimed profiles too: an answer to any of them
    // would say the server is reachable.
    const api = Object.fromEntries(
      [call, ...Object.keys(others ?? {}), 'GET /api/manager-claims/mine'].map((key) => [key, offline]),
    );
    renderApp(path, { session, api });
    const [title] = await screen.findAllByRole('heading', { name: 'Not saved for offline reading' });
    expect(title?.closest('[role="alert"]')?.textContent).toMatch(/not saved on this device/);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText(loaded)).toBeNull());
  });
});

describe('profiles (the review kit)', () => {
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it.each([
    ['/interviewers/iv1', ['GET /api/interviewers/iv1', 'GET /api/reviews/rmi?interviewerId=iv1&limit=20']],
    ['/management/managers/ritu-sharma/m1', ['GET /api/managers/m1?limit=20']],
  ])(
    'offline, %s never opened on this device says it was not saved, not "something went wrong"',
    async (path, calls) => {
      renderApp(path, { api: Object.fromEntries(calls.map((call) => [call, offline])) });
      const title = await screen.findByRole('heading', { level: 1, name: 'Not saved for offline reading' });
      expect(title.closest('[role="alert"]')?.textContent).toMatch(/not saved on this device/);
      expect(screen.queryByText(/Something went wrong/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
  );
});
