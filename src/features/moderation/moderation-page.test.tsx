// The moderation desk's first view (issue 9, issue 17): an empty review queue does not send a moderator away
// while a manager's claim waits in the Claims tab.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aManagerClaim } from '@/features/claims/test-fixtures';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/firebase-auth', () => ({
  getAuthClient: () => Promise.reject(new Error('not used')),
  currentIdToken: () => Promise.resolve('test-token'),
}));
vi.mock('@/lib/moderator-claims', () => ({ hasModeratorClaim: () => Promise.resolve(true) }));

beforeAll(async () => {
  await import('@/features/moderation/moderation-page');
});

const waiting = {
  ...aManagerClaim('awaiting-review', 'evidence'),
  claimant: { uid: 'u9', email: 'dana@example.com' },
  evidence: 'See the team page.',
};

describe('/moderation', () => {
  it('an empty review queue says a claim is waiting and opens the Claims tab', async () => {
    const { user } = renderApp('/moderation', {
      session: 'signed-in',
      api: {
        'GET /api/moderation/queue?view=open': { body: { items: [] } },
        'GET /api/moderation/claims?view=pending': { body: { claims: [waiting] } },
        'GET /api/moderation/claims?view=active': { body: { claims: [] } },
      },
    });
    expect(await screen.findByText('No reviews to decide on.')).toBeTruthy();
    const note = await screen.findByText(/1 claim is waiting for a decision\./);
    await user.click(within(note).getByRole('button', { name: 'Show claims' }));
    expect(screen.getByRole('button', { name: 'Claims' }).getAttribute('aria-pressed')).toBe('true');
  });
});
