// The review kit on its own: one card, list and form for every kind of review, each kind supplying
// only its descriptor (issue 14, item 1).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToastStore } from '@/components/toast/toast-store';
import { useSessionStore } from '@/features/auth/session-store';
import { ApiError } from '@/lib/api-client';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { routeFetch } from '@/testing/fetch-routes';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { visibleText } from '@/testing/visible-text';
import { ReviewCard } from './review-card';
import { ReviewFormShell } from './review-form-shell';
import { ReviewsSection } from './reviews-section';
import type { KitReview, ReviewKindDescriptor, VoteResult } from './types';
import type { ReviewPages } from './use-review-pages';

signInFakeAuth();

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
});

type Sample = KitReview & {
  outcome: string | null;
  scores: Record<'pace' | 'kindness' | 'clarity', number>;
  notes: Record<'pros' | 'cons', string>;
  body: string;
};

function aSample(overrides: Partial<Sample> = {}): Sample {
  return {
    _id: 'r1',
    rating: 4,
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    likes: 2,
    dislikes: 1,
    isOwnReview: false,
    myVote: null,
    outcome: 'Cleared',
    scores: { pace: 5, kindness: 0, clarity: 0 },
    notes: { pros: 'Kind panel.', cons: '' },
    body: 'A fair interview.',
    ...overrides,
  };
}

const MESSAGES = {
  submitted: 'Sent!',
  updated: 'Changed!',
  deleted: 'Gone.',
  submitFailed: 'Could not send.',
  deleteFailed: 'Could not delete.',
  confirmDelete: { title: 'Delete it?', description: 'For good.' },
};

function descriptor(vote = vi.fn<(r: Sample) => Promise<VoteResult>>()): ReviewKindDescriptor<Sample> {
  return {
    kind: 'manager',
    ratingWords: { 5: 'Top', 4: 'Fine', 3: 'Meh', 2: 'Poor', 1: 'Bad' },
    chips: (review) => (review.outcome ? [review.outcome] : []),
    aspects: (review) => [
      { key: 'pace', label: 'Pace', value: review.scores.pace },
      { key: 'kindness', label: 'Kindness', value: review.scores.kindness },
      { key: 'clarity', label: 'Clarity', value: review.scores.clarity },
    ],
    texts: (review) => [
      { key: 'pros', label: 'Pros', text: review.notes.pros },
      { key: 'cons', label: 'Cons', text: review.notes.cons },
    ],
    text: (review) => review.body,
    vote: (review) => vote(review),
    messages: MESSAGES,
  };
}

function signIn(signedIn = true) {
  useSessionStore.setState(
    signedIn
      ? { status: 'signed-in', user: { uid: 'u1', email: 'ada@example.com', displayName: 'Ada' } }
      : { status: 'signed-out', user: null },
  );
}

describe('ReviewCard', () => {
  it("shows stars, the kind's chips, rated aspects, unrated ones on one line, labelled texts and the main text", () => {
    signIn();
    render(
      <MemoryRouter>
        <ReviewCard review={aSample()} descriptor={descriptor()} onVote={() => {}} voting={false} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Review, 4 out of 5 stars, March 3, 2026' });
    expect(within(card).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(card).getByText('Cleared')).toBeTruthy();
    expect(within(card).getByText('Pace').nextElementSibling?.textContent).toBe('5/5');
    expect(within(card).getByText('Not rated').nextElementSibling?.textContent).toBe('Kindness, Clarity');
    expect(within(card).getAllByText('Not rated')).toHaveLength(1);
    expect(within(card).getByText('Pros').nextElementSibling?.textContent).toBe('Kind panel.');
    expect(within(card).queryByText('Cons')).toBeNull(); // a blank answer is left out
    expect(within(card).getByText('A fair interview.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Like 2' }).hasAttribute('disabled')).toBe(false);
    expect(within(card).getByRole('button', { name: 'Report this review' })).toBeTruthy();
  });

  it("marks the caller's own review: no Report, and the votes are off and say why", () => {
    signIn();
    render(
      <MemoryRouter>
        <ReviewCard
          review={aSample({ isOwnReview: true, status: 'pending review' })}
          descriptor={descriptor()}
          onVote={() => {}}
          voting={false}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: /^Your review/ });
    expect(within(card).getByText('Pending review')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Report this review' })).toBeNull();
    const like = within(card).getByRole('button', { name: /^Like/ });
    expect(like.hasAttribute('disabled')).toBe(true);
    const note = document.getElementById(like.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('You can’t vote on your own review.');
  });

  it('a new review waiting for its random moment tells its author why only they see it', () => {
    signIn();
    render(
      <MemoryRouter>
        <ReviewCard
          review={aSample({ isOwnReview: true, status: 'scheduled' })}
          descriptor={descriptor()}
          onVote={() => {}}
          voting={false}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: /^Your review/ });
    expect(within(card).getByText('Not public yet')).toBeTruthy();
    expect(card.textContent).toContain(
      'Only you can see it for now: it appears publicly within a day, at a random time, so that the moment it appears does not point at you.',
    );
    expect(card.textContent).not.toContain('moderator');
  });

  it('an edit waiting for its random moment tells its author that others still read the review as it was', () => {
    signIn();
    render(
      <MemoryRouter>
        <ReviewCard
          review={aSample({ isOwnReview: true, status: 'edit scheduled' })}
          descriptor={descriptor()}
          onVote={() => {}}
          voting={false}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: /^Your review/ });
    expect(within(card).getByText('Edit not public yet')).toBeTruthy();
    expect(card.textContent).toContain(
      'Only you can see your edit for now: others read the review as it was until the edit appears within a day, at a random time, so that the moment it changes does not point at you.',
    );
  });

  it('a public response has its own Report, which reports the response by the review’s id', async () => {
    signIn();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const calls = routeFetch(fetchMock, {
      'POST /api/reports': {
        status: 201,
        body: { _id: 'x', message: 'Thank you. A moderator will look at this response.' },
      },
    });
    const user = userEvent.setup();
    try {
      render(
        <MemoryRouter>
          <ReviewCard
            review={aSample({
              response: {
                text: 'We know who you are.',
                createdAt: '2026-03-04T00:00:00.000Z',
                updatedAt: '2026-03-04T00:00:00.000Z',
              },
            })}
            descriptor={descriptor()}
            onVote={() => {}}
            voting={false}
          />
        </MemoryRouter>,
      );
      const response = screen.getByRole('region', { name: /Response from the manager/ });
      await user.click(within(response).getByRole('button', { name: 'Report this response' }));
      const dialog = screen.getByRole('dialog', { name: 'Report this response' });
      await user.click(within(dialog).getByRole('radio', { name: /Harassment or hate/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      await waitFor(() =>
        expect(within(response).getByRole('button', { name: 'Response reported' })).toBeTruthy(),
      );
      expect(calls.map((c) => c.body)).toEqual([
        { kind: 'response', reviewId: 'r1', reason: 'harassment or hate', details: '' },
      ]);
      // The review's own Report is still there, for the review.
      expect(screen.getByRole('button', { name: 'Report this review' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

function Section({
  items,
  vote,
  failed = false,
  contextPending = false,
}: {
  items: Sample[];
  vote?: ReturnType<typeof vi.fn>;
  failed?: boolean;
  contextPending?: boolean;
}) {
  const [shown, setShown] = useState(items);
  const [more, setMore] = useState(true);
  const pages: ReviewPages<Sample> = {
    items: shown,
    loading: false,
    failed,
    hasMore: more,
    loadMore: async () => {
      setShown((current) => [
        ...current,
        ...Array.from({ length: 3 }, (_, i) => aSample({ _id: `p${i}`, body: `Paged ${i}` })),
      ]);
      setMore(false);
    },
    change: (change) => setShown((current) => current.map(change)),
    responder: null,
    setOwnResponse: () => {},
    contextPending,
  };
  return (
    <MemoryRouter>
      <ReviewsSection
        descriptor={descriptor(vote as never)}
        reviews={pages}
        emptyText="Nobody yet."
        total={items.length + 3}
        onRetry={() => {}}
      />
    </MemoryRouter>
  );
}

describe('ReviewsSection', () => {
  it('shows 5, then the next page on See More, counted against the total; a vote takes the answer', async () => {
    signIn();
    const vote = vi.fn(async (review: Sample) => ({
      _id: review._id,
      likes: 3,
      dislikes: 1,
      myVote: 'like' as const,
    }));
    const user = userEvent.setup();
    const items = Array.from({ length: 6 }, (_, i) => aSample({ _id: `r${i}`, body: `Text ${i}` }));
    render(<Section items={items} vote={vote} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 9 reviews')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();

    const first = screen.getAllByRole('article')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Like 2' }));
    expect(await within(first).findByRole('button', { name: 'Like 3', pressed: true })).toBeTruthy();
    expect(vote).toHaveBeenCalledTimes(1);
  });

  it('says a failed load failed, with Try again, instead of "no reviews"', () => {
    signIn();
    render(<Section items={[]} failed />);
    expect(screen.getByRole('alert').textContent).toContain('Reviews could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Nobody yet.')).toBeNull();
  });

  it("offers no vote until the caller's own votes are known (a vote toggles)", () => {
    signIn();
    const vote = vi.fn();
    const { rerender } = render(<Section items={[aSample()]} vote={vote} contextPending />);
    // Unavailable, and said so, but still focusable (a `disabled` button drops the focus of the one pressed).
    const like = screen.getByRole('button', { name: 'Like 2' });
    expect(like.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(like);
    expect(vote).not.toHaveBeenCalled();
    rerender(<Section items={[aSample()]} vote={vote} />);
    expect(like.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(like);
    expect(vote).toHaveBeenCalledTimes(1);
  });

  it('sends visitors who vote to sign in, and sends no vote', async () => {
    signIn(false);
    const vote = vi.fn();
    const user = userEvent.setup();
    render(<Section items={[aSample()]} vote={vote} />);
    await user.click(screen.getByRole('button', { name: 'Like 2' }));
    expect(vote).not.toHaveBeenCalled();
  });
});

function Shell(props: Partial<Parameters<typeof ReviewFormShell>[0]>) {
  return (
    <MemoryRouter>
      <ReviewFormShell
        title="Rate Ada"
        messages={MESSAGES}
        draft={{ restored: false, savedAt: null, clear: () => {}, discard: () => () => {} }}
        editing={false}
        submit={async () => ({ status: 'sent', data: {} })}
        onDone={() => {}}
        onCancel={() => {}}
        {...props}
      >
        {(busy) => <input aria-label="Field" disabled={busy} />}
      </ReviewFormShell>
    </MemoryRouter>
  );
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('ReviewFormShell', () => {
  it('sends, clears the draft and says so; a queued review says it waits for the connection', async () => {
    const user = userEvent.setup();
    const clear = vi.fn();
    const onDone = vi.fn();
    let queued = false;
    render(
      <Shell
        draft={{ restored: true, savedAt: null, clear, discard: () => () => {} }}
        onDone={onDone}
        submit={async () =>
          queued ? { status: 'queued', entry: {} as never } : { status: 'sent', data: {} }
        }
      />,
    );
    expect(screen.getByText(/Draft restored/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(clear).toHaveBeenCalled();
    expect(toasts()).toContain('Sent!');

    queued = true;
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(toasts()).toContain('You are offline: your review will be sent when you reconnect.');
  });

  it("shows the server's message, the kind's own wording where it has one, and keeps the form", async () => {
    const user = userEvent.setup();
    let failure: unknown = new ApiError(409, 'conflict', 'Already reviewed.');
    const describeFailure = vi.fn((error: ApiError) => (error.status === 403 ? 'Not for you.' : null));
    render(
      <Shell
        messages={{ ...MESSAGES, describeFailure }}
        submit={async () => {
          throw failure;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Already reviewed.');
    failure = new ApiError(403, 'forbidden', 'Server words.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not for you.'));
    failure = new ApiError(502, 'http_error', 'HTTP 502');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not send.'));
  });

  it('deletes only after the confirmation, retrying under the same key', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    let fail = true;
    render(
      <Shell
        editing
        remove={{
          reviewId: 'r1',
          send: async (key) => {
            keys.push(key);
            if (fail) throw new ApiError(500, 'http_error', 'HTTP 500');
            return { _id: 'r1', message: 'Review deleted.' };
          },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Review' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete it?' })).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Could not delete.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Delete Review' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete it?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts()).toContain('Gone.'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps Submit disabled while the fields do not allow it, and says what they still need', () => {
    const accessibleDescription = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    const { rerender } = render(<Shell missing={['choose a rating', 'write your review']} />);
    const submit = screen.getByRole('button', { name: 'Submit Review' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    // Beside the pale button, and read with it.
    expect(visibleText(document.body)).toContain('To submit, choose a rating and write your review.');
    expect(accessibleDescription(submit)).toBe('To submit, choose a rating and write your review.');
    rerender(<Shell missing={['write your review']} />);
    expect(accessibleDescription(submit)).toBe('To submit, write your review.');
    rerender(<Shell missing={[]} />);
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(visibleText(document.body)).not.toContain('To submit');
  });
});
