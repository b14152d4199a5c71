// /claims with nothing claimed yet: the page says how claiming works and leads to where it starts.
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
  await import('@/features/claims/my-claims-page');
});

describe('/claims', () => {
  it('nothing claimed: a next step to find your own profile or your company', async () => {
    renderApp('/claims', {
      session: 'signed-in',
      api: { 'GET /api/manager-claims/mine': { body: { claims: [] } } },
    });
    await screen.findByText(/You have not claimed a profile/);
    expect(screen.getByRole('link', { name: 'Find your profile' }).getAttribute('href')).toBe(
      '/search-managers',
    );
    expect(screen.getByRole('link', { name: 'Find your company' }).getAttribute('href')).toBe(
      '/All-Companies',
    );
  });
});
