// /claims with nothing claimed yet: the page says how claiming works and leads to where it starts.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

beforeAll(async () => {
  await import('@/features/claims/my-claims-page');
});

describe('/claims', () => {
  // It opened as a bare heading, where every other screen of the account menu (My reviews, Saved, the
  // outbox) opens with the "Your account" band.
  it('opens with the account screens’ band: the "Your account" eyebrow over the title', async () => {
    renderApp('/claims', {
      session: 'signed-in',
      api: { 'GET /api/manager-claims/mine': { body: { claims: [] } } },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Claimed profiles' });
    const band = title.closest('header') as HTMLElement;
    expect(band.className).toBe('rk-band');
    expect(within(band).getByText('Your account').className).toBe('eyebrow rk-eyebrow');
  });

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

  it('each claim’s state in words, and the dashboard of a claimed profile', async () => {
    const DAY = '2026-11-20T00:00:00.000Z';
    const claim = {
      decisionReason: '',
      workDomain: null,
      createdAt: DAY,
      updatedAt: DAY,
      method: 'evidence',
    };
    renderApp('/claims', {
      session: 'signed-in',
      api: {
        'GET /api/manager-claims/mine': {
          body: {
            claims: [
              {
                ...claim,
                _id: 'a',
                subject: 'manager',
                managerId: 'm1',
                managerName: 'Dana Reyes',
                companyId: 'c1',
                companyName: 'Acme',
                state: 'active',
              },
              {
                ...claim,
                _id: 'b',
                subject: 'manager',
                managerId: 'm2',
                managerName: 'Dana Reyes',
                companyId: 'c2',
                companyName: 'Globex',
                state: 'awaiting-review',
              },
              {
                ...claim,
                _id: 'c',
                subject: 'company',
                managerId: null,
                managerName: null,
                companyId: 'c1',
                companyName: 'Acme',
                state: 'active',
              },
            ],
          },
        },
      },
    });
    await screen.findByRole('link', { name: 'Dashboard' });
    const items = Array.from(document.querySelectorAll('main .dash-reviews > li'));
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Dana Reyes, Acme: claimed by you',
      'Dana Reyes, Globex: waiting for a moderator',
      'Acme (company account): you are its verified account',
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/management/managers/dana-reyes/m1/dashboard',
    );
  });
});
