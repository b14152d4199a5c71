import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.reject(new Error('not used')),
  currentIdToken: () => Promise.resolve('test-token'),
}));

describe('/saved', () => {
  it('shows saved interviewers as cards', async () => {
    renderApp('/saved', {
      session: 'signed-in',
      api: {
        'GET /api/user/saved': {
          body: {
            savedInterviewers: [
              {
                _id: 'iv1',
                name: 'Priya Raman',
                position: 'Engineering Manager',
                company: { _id: 'c1', name: 'Northwind' },
                rating: 4.1,
              },
            ],
          },
        },
      },
    });
    const link = await screen.findByRole('link', { name: /Priya Raman/ });
    expect(link.getAttribute('href')).toBe('/interviewers/iv1');
    expect(link.textContent).toContain('Engineering Manager at Northwind');
    expect(link.textContent).toContain('4.1');
  });

  it("says 'You have not saved any interviewers yet.'", async () => {
    renderApp('/saved', {
      session: 'signed-in',
      api: { 'GET /api/user/saved': { body: { savedInterviewers: [] } } },
    });
    expect(await screen.findByText('You have not saved any interviewers yet.')).toBeTruthy();
  });
});
