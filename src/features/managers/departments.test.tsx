import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSummary } from '@/features/managers/test-fixtures';
import { renderApp } from '@/testing/render-app';

const kitchen = {
  _id: 'd1',
  name: 'Kitchen',
  slug: 'kitchen',
  totalManagers: 2,
  createdAt: '2026-01-01T00:00:00Z',
};
const bar = { _id: 'd2', name: 'Bar', slug: 'bar', totalManagers: 1, createdAt: '2026-01-01T00:00:00Z' };

describe('/Home and department pages', () => {
  it('lists the real departments, each a link named by the department with its manager count', async () => {
    renderApp('/Home', { api: { 'GET /api/departments': { body: [bar, kitchen] } } });
    const link = await screen.findByRole('link', { name: 'Kitchen 2 managers' });
    expect(link.getAttribute('href')).toBe('/management/departments/kitchen');
    expect(screen.getByRole('link', { name: 'Bar 1 manager' })).toBeTruthy();
    expect(screen.queryByText('View Managers')).toBeNull();
  });

  it('offline, the saved departments say how old they are ("Saved data from …"), as profiles do', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetched = new Date(Date.now() - 2 * 60 * 60_000);
    renderApp('/Home', {
      api: {
        'GET /api/departments': {
          body: [bar, kitchen],
          headers: { 'X-Served-From-Cache': '1', Date: fetched.toUTCString() },
        },
      },
    });
    await screen.findByRole('link', { name: 'Kitchen 2 managers' });
    const saved = screen.getByText(/^Saved data from/);
    expect(saved.querySelector('time')?.getAttribute('dateTime')).toBe(
      new Date(Math.floor(fetched.getTime() / 1000) * 1000).toISOString(),
    );
  });

  it('leaves out departments with no managers: a "0 managers" card led to an empty page', async () => {
    const nursing = { ...bar, _id: 'd3', name: 'Nursing', slug: 'nursing', totalManagers: 0 };
    renderApp('/Home', { api: { 'GET /api/departments': { body: [bar, kitchen, nursing] } } });
    await screen.findByRole('link', { name: 'Kitchen 2 managers' });
    expect(screen.queryByRole('link', { name: /^Nursing/ })).toBeNull();
    expect(screen.queryByText('0 managers')).toBeNull();
  });

  it('says so when no department has managers yet', async () => {
    const nursing = { ...bar, _id: 'd3', name: 'Nursing', slug: 'nursing', totalManagers: 0 };
    renderApp('/Home', { api: { 'GET /api/departments': { body: [nursing] } } });
    const empty = await screen.findByText(/No departments with managers yet\./);
    expect(within(empty).getByRole('link', { name: 'Rate a manager' }).getAttribute('href')).toBe(
      '/rate-manager',
    );
  });

  it("shows the department's managers and the sidebar", async () => {
    renderApp('/management/departments/kitchen', {
      api: {
        'GET /api/departments/kitchen': {
          body: { department: kitchen, managers: [aSummary(), aSummary({ _id: 'm2', name: 'Meera Iyer' })] },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Kitchen' });
    const list = screen.getByRole('list', { name: 'Managers in Kitchen' });
    expect(within(list).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe(
      '/management/managers/meera-iyer/m2',
    );
    const sidebar = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(sidebar).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(sidebar).getByRole('link', { name: 'My Reviews' }).getAttribute('href')).toBe(
      '/my-reviews',
    );
    expect(within(sidebar).getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('the sidebar says neither Login nor Logout until the session is known, as the server-rendered page', async () => {
    const api = { 'GET /api/departments/kitchen': { body: { department: kitchen, managers: [aSummary()] } } };
    const loading = renderApp('/management/departments/kitchen', { session: 'loading', api });
    await screen.findByRole('heading', { level: 1, name: 'Kitchen' });
    const sidebar = screen.getByRole('navigation', { name: 'Your account' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Profile', 'My Reviews']);
    expect(within(sidebar).queryByRole('button')).toBeNull();
    loading.unmount();

    renderApp('/management/departments/kitchen', { session: 'signed-in', api });
    await screen.findByRole('heading', { level: 1, name: 'Kitchen' });
    const signedIn = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(signedIn).getByRole('button', { name: /log ?out/i })).toBeTruthy();
    expect(within(signedIn).queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
