// The dashboard opened by someone who has not claimed the profile: a titled page that says whose it is
// and how to claim it, not a lone sentence.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

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

  it('the claimant: the published reviews say where to answer one, with a link to the profile', async () => {
    renderApp('/management/managers/dana-reyes/m1/dashboard', {
      session: 'signed-in',
      api: { 'GET /api/managers/m1/dashboard': { body: DASHBOARD } },
    });
    const reviews = await screen.findByRole('region', { name: 'Published reviews' });
    expect(within(reviews).getByText(/To answer a review publicly, find it on/).textContent).toBe(
      'To answer a review publicly, find it on your profile and choose Respond under it.',
    );
    expect(within(reviews).getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe(
      '/management/managers/dana-reyes/m1',
    );
  });
});

// ux10 noticed: the dashboard opened as a bare heading, where the profile it belongs to opens with the
// dark title band; now it has the same band, with the way back in it.
describe('the dashboard’s title band', () => {
  const bandOf = (title: HTMLElement) => title.closest('header') as HTMLElement;

  it('the claimant: the band names whose dashboard it is and leads back to the profile', async () => {
    renderApp('/management/managers/dana-reyes/m1/dashboard', {
      session: 'signed-in',
      api: { 'GET /api/managers/m1/dashboard': { body: DASHBOARD } },
    });
    const band = bandOf(await screen.findByRole('heading', { level: 1, name: 'Your dashboard: Dana Reyes' }));
    expect(band.className).toBe('rk-band');
    expect(within(band).getByText('Private dashboard').className).toBe('eyebrow rk-eyebrow');
    expect(within(band).getByRole('link', { name: 'Back to the profile' }).getAttribute('href')).toBe(
      '/management/managers/dana-reyes/m1',
    );
  });

  it('not the claimant: the same band over the way to claim', async () => {
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
    const band = bandOf(screen.getByRole('heading', { level: 1, name: 'Improvement dashboard' }));
    expect(band.className).toBe('rk-band');
  });
});

/** A claimant's dashboard as the API answers it (4 published reviews, the first shown). */
const DASHBOARD = {
  manager: {
    _id: 'm1',
    name: 'Dana Reyes',
    position: 'Head Chef',
    companyId: 'n3mhdQoqkK8EIxT15NHA',
    companyName: 'Harbor & Vine Bistro',
  },
  minGroup: 5,
  reviewCount: 4,
  reviewsNeeded: 1,
  // No figure yet (fewer than minGroup reviews): each says how many more reviews it needs.
  figures: (
    [
      ['rating', 1],
      ['leadership', 1],
      ['communication', 1],
      ['teamwork', 2],
      ['empathy', 1],
      ['fairness', 3],
    ] as const
  ).map(([key, reviewsNeeded]) => ({
    key,
    overall: null,
    reviewsNeeded,
    trend: [],
    change: null,
    company: null,
    allManagers: null,
  })),
  sinceLastQuarter: {
    quarter: '2026Q4',
    previousQuarter: '2026Q3',
    newReviews: 1,
    previousReviews: 1,
  },
  themes: null,
  reviews: [
    {
      _id: 'Vqko07R3LF7ExlHxpQJO',
      rating: 4,
      reviewText:
        'The rotas come out early and Dana keeps to them. Fights for the team when it comes to pay and hours.',
      texts: [
        {
          label: 'Support',
          text: 'Helps when there is time, which is rarely.',
        },
      ],
      scores: {
        leadership: 4,
        communication: 4,
        teamwork: 0,
        empathy: 3,
        fairness: 0,
      },
      createdAt: '2026-10-17T00:00:00.000Z',
    },
  ],
};
