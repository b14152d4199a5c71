import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '@/lib/offline/format-time';
import type { OutboxEntry } from '@/lib/offline/outbox/outbox-entry';

const state = vi.hoisted(() => ({ entries: [] as OutboxEntry[], listeners: new Set<() => void>() }));
vi.mock('@/lib/offline/outbox/outbox', () => ({
  listOutbox: vi.fn(async () => state.entries),
  subscribeOutbox: (listener: () => void) => {
    state.listeners.add(listener);
    return () => state.listeners.delete(listener);
  },
  retryOutboxEntry: vi.fn(async () => {}),
  discardOutboxEntry: vi.fn(async (id: string) => {
    state.entries = state.entries.filter((e) => e.id !== id);
    for (const listener of state.listeners) listener();
  }),
}));

const { retryOutboxEntry, discardOutboxEntry } = await import('@/lib/offline/outbox/outbox');
const { OutboxPage } = await import('@/features/outbox/outbox-page');

function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: 'e',
    method: 'POST',
    path: '/reviews/rmi',
    body: {},
    label: 'Review',
    auth: 'required',
    tag: null,
    ownerUid: 'u1',
    status: 'pending',
    createdAt: Date.now(),
    updatedAt: Date.now(),
    sentAt: null,
    attempts: 0,
    nextAttemptAt: 0,
    waitingFor: 'network',
    message: null,
    httpStatus: null,
    ...overrides,
  };
}

beforeEach(() => {
  state.entries = [
    entry({ id: 'p1', label: 'Review of Ada Lovelace' }),
    entry({
      id: 'f1',
      label: 'Review of Grace Hopper',
      status: 'failed',
      waitingFor: null,
      httpStatus: 409,
      message: 'You have already reviewed this interviewer. Edit or delete your review instead.',
    }),
    entry({ id: 's1', label: 'Review of Alan Turing', status: 'sent', sentAt: Date.now(), waitingFor: null }),
  ];
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <OutboxPage />
    </MemoryRouter>,
  );

describe('OutboxPage', () => {
  it('lists pending, failed (with the server message) and sent items', async () => {
    renderPage();
    const pending = await screen.findByRole('region', { name: /Waiting to be sent/ });
    expect(within(pending).getByRole('heading', { name: 'Review of Ada Lovelace' })).toBeTruthy();
    expect(within(pending).getByText('Waiting for a connection')).toBeTruthy();

    const failed = screen.getByRole('region', { name: /Not sent/ });
    expect(within(failed).getByText(/already reviewed this interviewer/)).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Retry Review of Grace Hopper' })).toBeTruthy();

    const sent = screen.getByRole('region', { name: /^Sent/ });
    expect(within(sent).getByText(/^Sent at /)).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('a review refused as a duplicate offers "Edit your existing review", never a Retry that cannot succeed', async () => {
    state.entries = [
      entry({
        id: 'd1',
        label: 'Review of Grace Hopper',
        status: 'failed',
        waitingFor: null,
        httpStatus: 409,
        code: 'conflict',
        editHref: '/interviewers/i9?edit=1',
        message: 'You have already reviewed this interviewer. Edit or delete your review instead.',
      }),
      // Another refusal (a 400) still offers Retry.
      entry({
        id: 'v1',
        label: 'Review of Alan Turing',
        status: 'failed',
        waitingFor: null,
        httpStatus: 400,
        code: 'validation',
        editHref: '/interviewers/i8?edit=1',
        message: 'reviewText: required',
      }),
    ];
    renderPage();
    const failed = await screen.findByRole('region', { name: /Not sent/ });
    const edit = within(failed).getByRole('link', {
      name: 'Edit your existing review: Review of Grace Hopper',
    });
    expect(edit.getAttribute('href')).toBe('/interviewers/i9?edit=1');
    expect(within(failed).queryByRole('button', { name: 'Retry Review of Grace Hopper' })).toBeNull();
    expect(within(failed).getByText('Not sent: you had already written this review')).toBeTruthy();
    // Discard stays possible; the other refusal keeps its Retry.
    expect(within(failed).getByRole('button', { name: 'Discard Review of Grace Hopper' })).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Retry Review of Alan Turing' })).toBeTruthy();
  });

  it("a review refused because the author's deleted one is still leaving offers Retry, not an edit of a review they no longer have", async () => {
    const message =
      'Your deleted review here is still leaving the site (within a day, at a moment of its own). You can write a new one once it has gone.';
    state.entries = [
      entry({
        id: 'l1',
        label: 'Review of Grace Hopper',
        status: 'failed',
        waitingFor: null,
        httpStatus: 409,
        code: 'still_leaving',
        editHref: '/interviewers/i9?edit=1',
        message,
      }),
    ];
    renderPage();
    const failed = await screen.findByRole('region', { name: /Not sent/ });
    expect(within(failed).getByText(message)).toBeTruthy();
    expect(within(failed).queryByRole('link', { name: /Edit your existing review/ })).toBeNull();
    expect(within(failed).queryByText('Not sent: you had already written this review')).toBeNull();
    expect(within(failed).getByRole('button', { name: 'Retry Review of Grace Hopper' })).toBeTruthy();
  });

  it('a sent review links to where it now shows: its profile, the company page, or My reviews while held or not public yet', async () => {
    const sent = { status: 'sent' as const, sentAt: Date.now(), waitingFor: null };
    state.entries = [
      entry({ id: 's1', label: 'Review of Alan Turing', ...sent, viewHref: '/interviewers/i7' }),
      entry({ id: 's2', label: 'Review of Acme', ...sent, viewHref: '/companies/acme/c1' }),
      entry({ id: 's3', label: 'Review of Ada Lovelace', ...sent, viewHref: '/my-reviews', held: true }),
      entry({ id: 's4', label: 'Review of Grace Hopper', ...sent, viewHref: '/my-reviews', scheduled: true }),
    ];
    renderPage();
    const region = await screen.findByRole('region', { name: /^Sent/ });
    const link = (name: string) => within(region).getByRole('link', { name }).getAttribute('href');
    expect(link('See Review of Alan Turing on the profile')).toBe('/interviewers/i7');
    expect(link('See Review of Acme on the company page')).toBe('/companies/acme/c1');
    expect(link('See Review of Ada Lovelace in My reviews')).toBe('/my-reviews');
    expect(within(region).getByText(/Held until a moderator has read it/)).toBeTruthy();
    // Not public yet (its random moment to come): said as My reviews says it, not "on the profile".
    const scheduled = within(region).getByRole('link', { name: 'See Review of Grace Hopper in My reviews' });
    expect(scheduled.getAttribute('href')).toBe('/my-reviews');
    expect(scheduled.closest('p')?.textContent).toMatch(
      /^Only you can see it for now: it appears publicly within a day, at a random time, .* See it in My reviews$/,
    );
  });

  // A refused "Rate a..." call has no form to reopen with its words, and its draft was cleared when it
  // was queued: before, Discard was the only thing to do with what the user wrote.
  it('an unsent entry shows what the user wrote, to copy before discarding it; a sent one does not', async () => {
    const user = userEvent.setup();
    state.entries = [
      entry({
        id: 'r1',
        path: '/rate-interviewer',
        label: 'Review of Sam Lee',
        status: 'failed',
        waitingFor: null,
        httpStatus: 409,
        code: 'conflict',
        message: 'You have already reviewed this interviewer. Edit or delete your review instead.',
        body: {
          companyName: 'Acme',
          interviewer: { name: 'Sam Lee', position: 'EM' },
          review: { rating: 4, reviewText: 'Clear questions and quick feedback.', anonymous: true },
        },
      }),
      entry({
        id: 's2',
        label: 'Review of Alan Turing',
        status: 'sent',
        sentAt: Date.now(),
        waitingFor: null,
        body: { interviewerId: 'i1', reviewText: 'Already out.' },
      }),
    ];
    renderPage();
    const failed = await screen.findByRole('region', { name: /Not sent/ });
    await user.click(within(failed).getByText('What you wrote'));
    expect(within(failed).getByText('Clear questions and quick feedback.')).toBeTruthy();
    const sent = screen.getByRole('region', { name: /^Sent/ });
    expect(within(sent).queryByText('What you wrote')).toBeNull();
  });

  // A "Rate a..." call has no profile id to edit at (the profile may be one it made): refused as a
  // duplicate, it offered a Retry that could never succeed.
  it('a "Rate a..." call refused as a duplicate says so and leads to My reviews instead of a Retry', async () => {
    state.entries = [
      entry({
        id: 'r2',
        path: '/rate-manager',
        label: 'Review of Jordan Miles',
        status: 'failed',
        waitingFor: null,
        httpStatus: 409,
        code: 'conflict',
        message: 'You have already reviewed this manager. Edit or delete your review instead.',
      }),
    ];
    renderPage();
    const failed = await screen.findByRole('region', { name: /Not sent/ });
    expect(within(failed).getByText('Not sent: you had already written this review')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /Retry/ })).toBeNull();
    const mine = within(failed).getByRole('link', {
      name: 'Find your existing review in My reviews: Review of Jordan Miles',
    });
    expect(mine.getAttribute('href')).toBe('/my-reviews');
  });

  it('Retry sends the entry again', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry Review of Grace Hopper' }));
    expect(retryOutboxEntry).toHaveBeenCalledWith('f1');
  });

  it('Discard asks first, then removes the entry', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Discard Review of Ada Lovelace' }));
    expect(screen.getByText('Discard it? It will never be sent.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep Review of Ada Lovelace' }));
    expect(discardOutboxEntry).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Discard Review of Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Yes, discard Review of Ada Lovelace' }));
    expect(discardOutboxEntry).toHaveBeenCalledWith('p1');
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: 'Review of Ada Lovelace' })).toBeNull();
    expect(screen.getByText('Nothing is waiting to be sent.')).toBeTruthy();
  });

  it('an empty outbox says so once and links to My reviews, instead of three empty sections', async () => {
    state.entries = [];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your outbox is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My reviews' }).getAttribute('href')).toBe('/my-reviews');
    expect(screen.queryByRole('region', { name: /Waiting to be sent/ })).toBeNull();
    expect(screen.queryByText('Nothing has failed.')).toBeNull();
  });
});

// A replay refused by a rate rule (429) said "The server is busy": it is the person's own limit, and the
// server's words say which; the line says when it goes out by itself.
describe('an entry held back by a rate limit', () => {
  it('says a limit was reached and when it is sent by itself, not that the server is busy', async () => {
    const at = new Date(2026, 10, 25, 17, 5).getTime();
    state.entries = [
      entry({
        id: 'r1',
        label: 'Review of Ada Lovelace',
        waitingFor: 'server',
        httpStatus: 429,
        nextAttemptAt: at,
        attempts: 1,
        message: 'You can post at most 10 reviews a day. You can try again at 5:05 PM.',
      }),
    ];
    renderPage();
    const item = (await screen.findByRole('heading', { name: 'Review of Ada Lovelace' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(item).getByText(/You reached a limit; it is sent by itself at/).textContent).toContain(
      `You reached a limit; it is sent by itself at ${formatTime(at)}`,
    );
    expect(within(item).queryByText(/server is busy/)).toBeNull();
    expect(within(item).getByText(/You can post at most 10 reviews a day/)).toBeTruthy();
  });
});

describe('the outbox title band', () => {
  it('is the account screens’ band: the "Your account" eyebrow over the title, as on My reviews', async () => {
    state.entries = [];
    renderPage();
    const title = await screen.findByRole('heading', { level: 1, name: 'Outbox' });
    const band = title.closest('header') as HTMLElement;
    expect(band.className).toBe('rk-band');
    const eyebrow = within(band).getByText('Your account');
    expect(eyebrow.className).toBe('eyebrow rk-eyebrow');
    expect(eyebrow.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
