// The review card's vote buttons and date (issue 13): on your own review the buttons are off and
// say why (the API refuses self-votes with a 403); a review's date is its UTC day wherever the
// reader is (the API gives other readers midnight UTC).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCard } from '@/features/interviewers/components/review-card';
import { someReviews } from '@/features/interviewers/test-fixtures';
import type { Review } from '@/features/interviewers/types';

const NOTE = 'You cannot like or dislike your own review.';
const review = someReviews(1, { likes: 2, dislikes: 1 })[0] as Review;

/** The card wants a router around it (its Report button links to sign-in). */
const show = (card: ReactNode) => render(<MemoryRouter>{card}</MemoryRouter>);

describe('ReviewCard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('on your own review: like and dislike are disabled and say why', async () => {
    const onVote = vi.fn();
    show(<ReviewCard review={{ ...review, isOwnReview: true }} onVote={onVote} voting={false} />);
    for (const name of [/^Like/, /^Dislike/]) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.getAttribute('title')).toBe(NOTE);
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(NOTE);
      await userEvent.click(button);
    }
    expect(screen.getByText(NOTE).closest('[hidden]')).toBeNull();
    expect(onVote).not.toHaveBeenCalled();
  });

  it('on anyone else’s review: the buttons work and nothing is said', async () => {
    const onVote = vi.fn();
    show(<ReviewCard review={review} onVote={onVote} voting={false} />);
    const like = screen.getByRole('button', { name: /^Like/ });
    expect((like as HTMLButtonElement).disabled).toBe(false);
    expect(like.hasAttribute('title')).toBe(false);
    expect(screen.queryByText(NOTE)).toBeNull();
    await userEvent.click(like);
    expect(onVote).toHaveBeenCalledWith(review, 'like');
  });

  it('shows the UTC day of the review, also west of Greenwich', () => {
    // Node reads TZ again whenever it is set.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    show(
      <ReviewCard
        review={{ ...review, createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' }}
        onVote={vi.fn()}
        voting={false}
      />,
    );
    expect(screen.getByText('March 1, 2026', { selector: 'time' }).getAttribute('datetime')).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
