import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

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
                rating: 3.66,
                reviewCount: 5,
                average: 4.45,
              },
            ],
          },
        },
      },
    });
    const link = await screen.findByRole('link', { name: /Priya Raman/ });
    expect(link.getAttribute('href')).toBe('/interviewers/iv1');
    expect(link.textContent).toContain('Engineering Manager at Northwind');
    // The plain average to one decimal, as everywhere else; not the blended 3.66.
    expect(link.querySelector('.rating-badge')?.textContent).toBe('Rating 4.5 out of 5');
    expect(link.textContent).not.toContain('3.66');
  });

  it("says 'You have not saved any interviewers yet.'", async () => {
    renderApp('/saved', {
      session: 'signed-in',
      api: { 'GET /api/user/saved': { body: { savedInterviewers: [] } } },
    });
    expect(await screen.findByText('You have not saved any interviewers yet.')).toBeTruthy();
  });
});
