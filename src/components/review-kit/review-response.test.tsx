// A claimed manager's published response under a review (issue 17 item 3).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { aReview } from '@/features/managers/test-fixtures';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { ReviewCard } from './review-card';
import type { KitReview, ReviewKindDescriptor } from './types';

signInFakeAuth();
afterEach(cleanup);

const descriptor: ReviewKindDescriptor<KitReview & { reviewText: string }> = {
  kind: 'manager',
  ratingWords: { 5: 'Top', 4: 'Fine', 3: 'Meh', 2: 'Poor', 1: 'Bad' },
  text: (review) => review.reviewText,
  vote: () => Promise.reject(new Error('not used')),
  messages: {
    submitted: '',
    updated: '',
    deleted: '',
    submitFailed: '',
    deleteFailed: '',
    confirmDelete: { title: '', description: '' },
  },
};

function renderCard(review: ReturnType<typeof aReview>) {
  render(
    <MemoryRouter>
      <ReviewCard review={review} descriptor={descriptor} onVote={() => {}} voting={false} />
    </MemoryRouter>,
  );
}

describe('a review with a manager’s response', () => {
  it('shows the response under the review as the manager’s answer, with its day', () => {
    renderCard(
      aReview({
        response: {
          text: 'Thank you: we changed the rota.',
          createdAt: '2026-11-02T00:00:00.000Z',
          updatedAt: '2026-11-02T00:00:00.000Z',
        },
      }),
    );
    const answer = screen.getByRole('region', { name: /Response from the manager/ });
    expect(within(answer).getByText('Thank you: we changed the rota.')).toBeTruthy();
    expect(within(answer).getByText(/November 2, 2026/)).toBeTruthy();
    expect(within(answer).queryByText(/edited/)).toBeNull();
  });

  it('says when the response was edited, and shows nothing without one', () => {
    renderCard(
      aReview({
        response: {
          text: 'Updated.',
          createdAt: '2026-11-02T00:00:00.000Z',
          updatedAt: '2026-11-05T00:00:00.000Z',
        },
      }),
    );
    expect(screen.getByText(/November 5, 2026 \(edited\)/)).toBeTruthy();
    cleanup();
    renderCard(aReview({ response: null }));
    expect(screen.queryByRole('region', { name: /Response from the manager/ })).toBeNull();
  });
});
