import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAFT_NOT_KEPT_MESSAGE } from '@/components/review-kit/draft-not-kept';
import { useSessionStore } from '@/features/auth/session-store';
import { draftStorageKey, readDraft, writeDraft } from '@/lib/offline/draft-storage';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { type FakeAnswer, type FakeRoute, routeFetch } from '@/testing/fetch-routes';
import { ReportReviewButton } from './report-review-button';

signInFakeAuth();

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderButton(own = false) {
  render(
    <MemoryRouter>
      <ReportReviewButton kind="manager" reviewId="r1" isOwnReview={own} />
    </MemoryRouter>,
  );
}

function setup(options: { signedIn?: boolean; own?: boolean; api?: Record<string, FakeRoute> } = {}) {
  useSessionStore.setState(
    options.signedIn === false
      ? { status: 'signed-out', user: null }
      : { status: 'signed-in', user: { uid: 'u1', email: 'ada@example.com', displayName: 'Ada' } },
  );
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  const calls = routeFetch(fetchMock, options.api ?? {});
  renderButton(options.own);
  return { user: userEvent.setup(), calls };
}

type User = ReturnType<typeof userEvent.setup>;

const RECORDED: FakeAnswer = {
  status: 201,
  body: { _id: 'x', message: 'Thank you. A moderator will look at this review.' },
};

/** The reports endpoint unavailable for the first send, then recording the report. */
function failingOnce(): FakeRoute {
  let answers = 0;
  return () =>
    answers++ === 0 ? { status: 503, body: { message: 'Unavailable', code: 'unavailable' } } : RECORDED;
}

/** Opens the dialog and picks the reason whose label matches `reason`. */
async function openAndPick(user: User, reason: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Report this review' }));
  await user.click(screen.getByRole('radio', { name: reason }));
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Send report' }));

/** Until the button says the review is reported. */
const reported = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Review reported' })).toBeTruthy());

describe('ReportReviewButton', () => {
  it('is not offered on your own review', () => {
    setup({ own: true });
    expect(screen.queryByRole('button', { name: 'Report this review' })).toBeNull();
  });

  it('asks visitors to sign in', async () => {
    const { user } = setup({ signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    expect(screen.getByText(/Sign in to report a review/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });

  it('needs a reason, and details for "Other"; sends once with a key and then reads "Reported"', async () => {
    const { user, calls } = setup({ api: { 'POST /api/reports': RECORDED } });
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    const sendButton = screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement;
    expect(sendButton.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Other/ }));
    expect(sendButton.disabled).toBe(true);
    await user.type(screen.getByLabelText('Details (required)'), 'Names a colleague.');
    expect(sendButton.disabled).toBe(false);
    await user.click(sendButton);
    await reported();
    // The focus comes back to the button, which now says so, and pressing it again opens nothing.
    const done = screen.getByRole('button', { name: 'Review reported' });
    expect(document.activeElement).toBe(done);
    expect(done.getAttribute('aria-disabled')).toBe('true');
    await user.click(done);
    expect(screen.queryByRole('button', { name: 'Send report' })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      kind: 'manager',
      reviewId: 'r1',
      reason: 'other',
      details: 'Names a colleague.',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(calls[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('keeps the reason and details after a failed send, closed and opened again, and sends them again under the same key', async () => {
    const { user, calls } = setup({ api: { 'POST /api/reports': failingOnce() } });
    await openAndPick(user, /Other/);
    await user.type(screen.getByLabelText('Details (required)'), 'Names a colleague and her team.');
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be sent/);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    expect((screen.getByRole('radio', { name: /Other/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Details (required)') as HTMLTextAreaElement).value).toBe(
      'Names a colleague and her team.',
    );
    await send(user);
    await reported();
    expect(calls).toHaveLength(2);
    // The first may have been recorded before its answer was lost: the same report goes under its key.
    expect(calls[1]?.headers.get('Idempotency-Key')).toBe(calls[0]?.headers.get('Idempotency-Key'));
  });

  it('keeps the reason and details when the session ended (401) until the user, signed in again, sends them', async () => {
    let answers = 0;
    const { user, calls } = setup({
      api: {
        'POST /api/reports': () =>
          answers++ === 0
            ? { status: 401, body: { message: 'Not authenticated', code: 'unauthenticated' } }
            : {
                status: 201,
                body: { _id: 'x', message: 'Thank you. A moderator will look at this review.' },
              },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    await user.click(screen.getByRole('radio', { name: /Other/ }));
    await user.type(screen.getByLabelText('Details (required)'), 'Names a colleague and her team.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/sign in again/);

    // The user goes to sign in (this page is left), and comes back signed in.
    cleanup();
    useSessionStore.setState({ status: 'signed-out', user: null });
    useSessionStore.setState({
      status: 'signed-in',
      user: { uid: 'u1', email: 'ada@example.com', displayName: 'Ada' },
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    expect(screen.getByText(/Draft restored/)).toBeTruthy();
    // Cancel does not throw a restored report away (Discard draft does).
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    expect((screen.getByRole('radio', { name: /Other/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Details (required)') as HTMLTextAreaElement).value).toBe(
      'Names a colleague and her team.',
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review reported' })).toBeTruthy());
    expect(calls[1]?.body).toMatchObject({ reason: 'other', details: 'Names a colleague and her team.' });

    // Sent: nothing of it is kept any more.
    cleanup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    expect((screen.getByRole('radio', { name: /Other/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Details (optional)') as HTMLTextAreaElement).value).toBe('');
  });

  it('says when this browser keeps no draft of the report (private browsing, a full disk)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    const refused = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('radio', { name: /Spam/ }));
      expect(await screen.findByText(DRAFT_NOT_KEPT_MESSAGE, {}, { timeout: 2000 })).toBeTruthy();
    } finally {
      refused.mockRestore();
    }
  });

  it('Discard draft empties a restored report, and Undo puts it back', async () => {
    writeDraft(draftStorageKey('report:manager:r1', 'u1'), { reason: 'spam', details: 'Posted ten times.' });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    expect((screen.getByLabelText('Details (optional)') as HTMLTextAreaElement).value).toBe(
      'Posted ten times.',
    );
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect((screen.getByRole('radio', { name: /Spam/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Details (optional)') as HTMLTextAreaElement).value).toBe('');
    expect(readDraft(draftStorageKey('report:manager:r1', 'u1'))).toBeNull();

    // One tap is not final: Undo, inside the dialog (the page behind a modal cannot be reached), puts it back.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect((screen.getByRole('radio', { name: /Spam/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Details (optional)') as HTMLTextAreaElement).value).toBe(
      'Posted ten times.',
    );
    expect(readDraft(draftStorageKey('report:manager:r1', 'u1'))?.value).toEqual({
      reason: 'spam',
      details: 'Posted ten times.',
    });
  });

  it('Cancel before any send forgets what was chosen', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    await user.click(screen.getByRole('radio', { name: /Spam/ }));
    await user.type(screen.getByLabelText('Details (optional)'), 'Same text everywhere.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    cleanup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    expect((screen.getByRole('radio', { name: /Spam/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Details (optional)') as HTMLTextAreaElement).value).toBe('');
  });

  it('a changed report after a failed send goes under a new key (the server refuses a key reused for another body)', async () => {
    const { user, calls } = setup({ api: { 'POST /api/reports': failingOnce() } });
    await openAndPick(user, /Spam/);
    await send(user);
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Details (optional)'), 'Same text on ten profiles.');
    await send(user);
    await reported();
    expect(calls[1]?.headers.get('Idempotency-Key')).not.toBe(calls[0]?.headers.get('Idempotency-Key'));
  });

  it('shows the server refusal in the dialog', async () => {
    const { user } = setup({
      api: {
        'POST /api/reports': {
          status: 403,
          body: { message: "You can't report your own review.", code: 'forbidden' },
        },
      },
    });
    await openAndPick(user, /Spam/);
    await send(user);
    expect((await screen.findByRole('alert')).textContent).toBe("You can't report your own review.");
  });
});
