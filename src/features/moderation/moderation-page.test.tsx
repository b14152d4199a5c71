// The moderation desk's first view (issue 9, issue 17): an empty review queue does not send a moderator away
// while a manager's claim waits in the Claims tab.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aManagerClaim } from '@/features/claims/test-fixtures';
import type { QueueItem } from '@/features/moderation/types';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();
vi.mock('@/lib/moderator-claims', () => ({ hasModeratorClaim: () => Promise.resolve(true) }));

beforeAll(async () => {
  await import('@/features/moderation/moderation-page');
});

const waiting = {
  ...aManagerClaim('awaiting-review', 'evidence'),
  claimant: { uid: 'u9', email: 'dana@example.com' },
  evidence: 'See the team page.',
};

const hidden: QueueItem = {
  kind: 'interviewer',
  reviewId: 'R'.repeat(20),
  state: 'hidden',
  heldFor: [],
  openReports: 3,
  lastReportedAt: '2025-03-02T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  subject: { id: 'i1', name: 'Jane Doe', company: 'Acme' },
  review: {
    rating: 1,
    reviewText: 'The interviewer never turned up.',
    texts: [],
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
  },
  reports: {
    total: 3,
    open: 3,
    byReason: {
      spam: 3,
      'personal information': 0,
      'harassment or hate': 0,
      'false or off-topic': 0,
      other: 0,
    },
    items: [],
  },
};

describe('/moderation', () => {
  it('a review gone since the list was read (its author deleted it) leaves the list, with the server’s words', async () => {
    let reads = 0;
    const { user } = renderApp('/moderation', {
      session: 'signed-in',
      api: {
        'GET /api/moderation/queue?view=open': () => ({ body: { items: reads++ === 0 ? [hidden] : [] } }),
        'GET /api/moderation/claims?view=pending': { body: { claims: [] } },
        [`POST /api/moderation/reviews/interviewer/${hidden.reviewId}/remove`]: {
          status: 404,
          body: { message: 'This review no longer exists.', code: 'not_found' },
        },
      },
    });
    const item = await screen.findByRole('article', { name: /Jane Doe at Acme/ });
    await user.type(within(item).getByLabelText(/Reason/), 'Abusive.');
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No reviews to decide on.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: /Jane Doe/ })).toBeNull();
    expect(screen.getByText('This review no longer exists.')).toBeTruthy();
  });

  // Approved before its random publication time, a new review appears then; taken down by its author
  // (or with their account), it never does. One toast for both: a run of "will not be published" answers
  // would tell a moderator which items one author wrote.
  it('approving a held review that stays held says it leaves the queue and when it may appear', async () => {
    const held: QueueItem = { ...hidden, state: 'held', heldFor: ['profanity'], openReports: 0 };
    let reads = 0;
    const { user } = renderApp('/moderation', {
      session: 'signed-in',
      api: {
        'GET /api/moderation/queue?view=open': () => ({ body: { items: reads++ === 0 ? [held] : [] } }),
        'GET /api/moderation/claims?view=pending': { body: { claims: [] } },
        [`POST /api/moderation/reviews/interviewer/${held.reviewId}/approve`]: {
          body: { item: { ...held, heldFor: ['scheduled'] }, fromState: 'held', toState: 'held' },
        },
      },
    });
    const item = await screen.findByRole('article', { name: /Jane Doe at Acme/ });
    await user.type(within(item).getByLabelText(/Reason/), 'Fair criticism.');
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Decision recorded: the review leaves the queue. A new review appears at its random publication time, ' +
          'within a day of writing, unless its author has taken it down.',
      ),
    ).toBeTruthy();
  });

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
