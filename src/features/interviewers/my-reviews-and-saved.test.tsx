import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.reject(new Error('not used')),
  currentIdToken: () => Promise.resolve('test-token'),
}));

const mine = [
  {
    _id: 'r1',
    interviewerId: 'iv1',
    interviewerName: 'Priya Raman',
    company: 'Northwind Analytics',
    rating: 4,
    review: 'Kind and sharp.',
    date: '2026-03-03T10:00:00.000Z',
  },
];

describe('/my-reviews', () => {
  it("shows 'Loading your reviews…', then each review; a review opens the interviewer", async () => {
    const { user, currentPath, calls } = renderApp('/my-reviews', {
      session: 'signed-in',
      api: { 'GET /api/user/my-reviews': { body: mine } },
    });
    expect(await screen.findByText('Loading your reviews…')).toBeTruthy();
    const item = await screen.findByRole('link', { name: /Priya Raman/ });
    expect(item.textContent).toContain('4 ★');
    expect(item.textContent).toContain('Northwind Analytics');
    expect(item.textContent).toContain('Kind and sharp.');
    expect(item.textContent).toContain('Reviewed on March 3, 2026');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    await user.click(item);
    await waitFor(() => expect(currentPath()).toBe('/interviewers/iv1'));
  });

  it("marks a review held for moderation as 'Pending review', and published ones not at all", async () => {
    const held = { ...mine[0], _id: 'r2', interviewerName: 'Sam Ortiz', status: 'pending review' };
    renderApp('/my-reviews', {
      session: 'signed-in',
      api: { 'GET /api/user/my-reviews': { body: [...mine, held] } },
    });
    expect((await screen.findByRole('link', { name: /Sam Ortiz/ })).textContent).toContain('Pending review');
    expect(screen.getByRole('link', { name: /Priya Raman/ }).textContent).not.toContain('Pending review');
  });

  it("says 'No reviews posted yet.'", async () => {
    renderApp('/my-reviews', { session: 'signed-in', api: { 'GET /api/user/my-reviews': { body: [] } } });
    expect(await screen.findByText('No reviews posted yet.')).toBeTruthy();
  });

  it("shows 'Error: {message}': the server's message, 'HTTP {status}', or 'Unexpected response format'", async () => {
    for (const [answer, text] of [
      [
        { status: 401, body: { message: 'Your session has expired.', code: 'unauthenticated' } },
        'Error: Your session has expired.',
      ],
      [{ status: 503 }, 'Error: HTTP 503'],
      [{ body: { reviews: [] } }, 'Error: Unexpected response format'],
    ] as const) {
      const { unmount } = renderApp('/my-reviews', {
        session: 'signed-in',
        api: { 'GET /api/user/my-reviews': answer },
      });
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('sends visitors to /signin', async () => {
    const { currentPath } = renderApp('/my-reviews');
    await waitFor(() => expect(currentPath()).toBe('/signin'));
  });
});

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
