// The dashboard opened by someone who has not claimed the profile: a titled page that says whose it is
// and how to claim it, not a lone sentence.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.reject(new Error('not used')),
  currentIdToken: () => Promise.resolve('test-token'),
}));
vi.mock('@/lib/offline/current-uid', () => ({
  currentUid: () => Promise.resolve('u1'),
  currentUidIfKnown: () => Promise.resolve('u1'),
}));

beforeAll(async () => {
  await import('@/features/claims/dashboard-page');
});

describe('/management/managers/:name/:id/dashboard', () => {
  it('not the claimant: a heading, whose dashboard it is, and the way to claim the profile', async () => {
    renderApp('/management/managers/dana-reyes/m1/dashboard', {
      session: 'signed-in',
      api: {
        'GET /api/managers/m1/dashboard': {
          status: 403,
          body: { message: 'Only the claimant', code: 'FORBIDDEN' },
        },
      },
    });
    await screen.findByText(/Only the manager who claimed this profile can see its dashboard/);
    expect(screen.getByRole('heading', { level: 1, name: 'Improvement dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claim this profile' }).getAttribute('href')).toBe(
      '/management/managers/dana-reyes/m1/claim',
    );
  });
});
