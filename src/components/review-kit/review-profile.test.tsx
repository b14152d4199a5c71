// A review of this subject that sits in the outbox, as its profile shows it to its author: pinned
// above the reviews, with the way back into its form. Refused ones keep their words within reach.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/session-store';
import { draftStorageKey, readDraft, writeDraft } from '@/lib/offline/draft-storage';
import type { QueuedReview } from '@/lib/offline/outbox/use-queued-review';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { queuedNote, queuedTitle } from './review-form-shell';
import { ReviewProfile } from './review-profile';
import type { KitReview, ReviewKindDescriptor } from './types';
import type { ReviewPages } from './use-review-pages';

const outbox = vi.hoisted(() => ({ queued: null as QueuedReview | null }));
vi.mock('@/lib/offline/outbox/use-queued-review', () => ({ useQueuedReview: () => outbox.queued }));
signInFakeAuth();

afterEach(() => {
  cleanup();
  outbox.queued = null;
  localStorage.clear();
});

type Sample = KitReview & { body: string };

const DESCRIPTOR: ReviewKindDescriptor<Sample> = {
  kind: 'interviewer',
  ratingWords: { 5: 'Top', 4: 'Fine', 3: 'Meh', 2: 'Poor', 1: 'Bad' },
  text: (review) => review.body,
  vote: async (review) => ({ _id: review._id, likes: 0, dislikes: 0, myVote: null }),
  messages: {
    submitted: 'Sent!',
    updated: 'Changed!',
    deleted: 'Gone.',
    submitFailed: 'Could not send.',
    deleteFailed: 'Could not delete.',
    confirmDelete: { title: 'Delete it?', description: 'For good.' },
  },
};

const STILL_LEAVING =
  'Your deleted review here is still leaving the site (within a day, at a moment of its own). ' +
  'You can write a new one once it has gone.';

function queuedReview(overrides: Partial<QueuedReview>): QueuedReview {
  return {
    id: 'entry-1',
    method: 'POST',
    body: { rating: 4, body: 'Written on the train, long and careful.' },
    createdAt: Date.parse('2026-03-03T10:00:00.000Z'),
    state: 'pending',
    waitingFor: null,
    message: null,
    ...overrides,
  };
}

function pages(items: Sample[]): ReviewPages<Sample> {
  return {
    items,
    loading: false,
    failed: false,
    hasMore: false,
    loadMore: async () => {},
    change: () => {},
    contextPending: false,
    responder: null,
    setOwnResponse: () => {},
  };
}

const own: Sample = {
  _id: 'r1',
  rating: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  likes: 0,
  dislikes: 0,
  isOwnReview: true,
  myVote: null,
  body: 'Written on my laptop.',
};

function renderProfile(items: Sample[]) {
  useSessionStore.setState({
    status: 'signed-in',
    user: { uid: 'u1', email: 'ada@example.com', displayName: 'Ada' },
  });
  render(
    <MemoryRouter>
      <ReviewProfile
        descriptor={DESCRIPTOR}
        subjectName="Ada Lovelace"
        reviews={pages(items)}
        emptyText="No reviews yet."
        side={null}
        outboxTag="interviewer-review:i1"
        onChanged={() => {}}
        renderForm={({ queued }) => (
          <form aria-label={queued ? queuedTitle(queued) : 'Rate'}>
            <p>{queued ? queuedNote(queued) : ''}</p>
            <textarea aria-label="Your review" defaultValue={(queued?.body as Sample | undefined)?.body} />
          </form>
        )}
      />
    </MemoryRouter>,
  );
}

describe('a review in the outbox on its profile', () => {
  it('refused for what it says (a 400), it shows the reason and opens in its form to be changed', async () => {
    const reason = 'Your review can’t contain email addresses.';
    outbox.queued = queuedReview({ state: 'refused', message: reason });
    renderProfile([]);
    const card = screen.getByRole('article', { name: /^Your review, not sent/ });
    expect(card.textContent).toContain(`Not sent: ${reason}`);
    expect(card.textContent).toContain('Written on the train, long and careful.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit your unsent review' });
    expect(form.textContent).toContain(reason);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your review').value).toBe(
      'Written on the train, long and careful.',
    );
  });

  it('refused as a second review while the deleted one is still leaving, it says so and offers no review to edit', async () => {
    outbox.queued = queuedReview({ state: 'duplicate', message: STILL_LEAVING });
    renderProfile([]);
    const card = screen.getByRole('article', { name: /^Your review, not sent/ });
    expect(card.textContent).toContain(`Not sent: ${STILL_LEAVING}`);
    expect(card.textContent).not.toContain('You had already reviewed');
    expect(screen.queryByRole('button', { name: 'Edit your existing review' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit your unsent review' });
    expect(form.textContent).not.toContain('the review you wrote before');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your review').value).toBe(
      'Written on the train, long and careful.',
    );
  });

  it('refused as a duplicate of the review the author has here, it offers that review to edit', () => {
    outbox.queued = queuedReview({
      state: 'duplicate',
      message: 'You have already reviewed this interviewer.',
    });
    renderProfile([own]);
    const card = screen.getByRole('article', { name: /^Your review, not sent/ });
    expect(card.textContent).toContain('You had already reviewed Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Edit your existing review' })).toBeTruthy();
  });
});

describe('a new review left as a draft when the profile shows the author has a review of it', () => {
  it('becomes the draft of an edit, which the profile offers, instead of staying out of reach', async () => {
    // A draft of a new review (its send committed but the answer was lost, or one was written elsewhere).
    const fresh = draftStorageKey('interviewer-review:i1:new', 'u1');
    writeDraft(fresh, { rating: 2, body: 'Written on my laptop, and then some.' });
    renderProfile([own]);
    expect(await screen.findByText(/Your unfinished edit of your review is kept/)).toBeTruthy();
    expect(readDraft(draftStorageKey('interviewer-review:i1:edit', 'u1'))?.value).toEqual({
      rating: 2,
      body: 'Written on my laptop, and then some.',
    });
    expect(readDraft(fresh)).toBeNull();
  });

  it('leaves an edit already drafted as it is, and the new one where it was', async () => {
    const fresh = draftStorageKey('interviewer-review:i1:new', 'u1');
    const edit = draftStorageKey('interviewer-review:i1:edit', 'u1');
    writeDraft(fresh, { rating: 5, body: 'The new one.' });
    writeDraft(edit, { rating: 1, body: 'The edit.' });
    renderProfile([own]);
    await screen.findByText(/Your unfinished edit of your review is kept/);
    expect(readDraft(edit)?.value).toEqual({ rating: 1, body: 'The edit.' });
    expect(readDraft(fresh)?.value).toEqual({ rating: 5, body: 'The new one.' });
  });
});
