// The claimant's responses on their claimed manager profile (issue 17): Respond, Edit and Delete under
// each review, through the real route table against a fake API.
import type { OwnReviewResponse, Responder } from '@contract/responses';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { aManager, aReview } from '@/features/managers/test-fixtures';
import type { ManagerReview } from '@/features/managers/types';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import type { FakeRoute } from '@/testing/fetch-routes';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

const PATH = '/management/managers/rohan-mehta/m1';
const DAY = '2026-11-20T00:00:00.000Z';
const PUT_R1 = 'PUT /api/manager-reviews/r1/response';
const DELETE_R1 = 'DELETE /api/manager-reviews/r1/response';

beforeAll(polyfillDialog);
beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
});

const own = (text: string, status: OwnReviewResponse['status'] = 'published'): OwnReviewResponse => ({
  text,
  createdAt: DAY,
  updatedAt: DAY,
  status,
});

function renderProfile({
  reviews = [aReview(), aReview({ _id: 'r2', reviewText: 'Second review.' })],
  responder,
  session = 'signed-in',
  routes = {},
}: {
  reviews?: ManagerReview[];
  responder?: Responder;
  session?: 'signed-in' | 'signed-out';
  routes?: Record<string, FakeRoute>;
} = {}) {
  return renderApp(PATH, {
    session,
    api: {
      'GET /api/managers/m1?limit=20': { body: { manager: aManager(), reviews } },
      'GET /api/user/review-context/managers/m1': {
        body: { ownReview: null, myVotes: {}, ...(responder ? { responder } : {}) },
      },
      ...routes,
    },
  });
}

const claimant = (responses: Record<string, OwnReviewResponse> = {}): Responder => ({
  canRespond: true,
  responses,
});

const firstReview = () => screen.getAllByRole('article', { name: /^Review, / })[0] as HTMLElement;

describe('responses on a claimed manager profile', () => {
  it('offers the claimant Respond under every review', async () => {
    renderProfile({ responder: claimant() });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Respond' })).toHaveLength(2));
  });

  it('Cancel closes the form and gives the focus back to Respond', async () => {
    const { user } = renderProfile({ responder: claimant() });
    const card = await waitFor(() => {
      within(firstReview()).getByRole('button', { name: 'Respond' });
      return firstReview();
    });
    await user.click(within(card).getByRole('button', { name: 'Respond' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('textbox', { name: 'Your response' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Respond' })),
    );
  });

  it('offers a visitor and a signed-in non-claimant nothing, and shows them the published response', async () => {
    const published = aReview({ response: { text: 'Thank you.', createdAt: DAY, updatedAt: DAY } });
    const { calls, unmount } = renderProfile({ reviews: [published], session: 'signed-out' });
    await screen.findByText('Thank you.');
    expect(screen.queryByRole('button', { name: /Respond|Edit response|Delete response/ })).toBeNull();
    unmount();

    const second = renderProfile({ reviews: [published] });
    await waitFor(() =>
      expect(second.calls.some((c) => c.path === '/api/user/review-context/managers/m1')).toBe(true),
    );
    await screen.findByText('Thank you.');
    // The context came without `responder`: no form, whatever the review shows.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rate' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByRole('button', { name: /Respond|Edit response|Delete response/ })).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('saves a response with an Idempotency-Key and shows it at once', async () => {
    const { user, calls } = renderProfile({
      responder: claimant(),
      routes: {
        [PUT_R1]: ({ body }) => ({
          status: 201,
          body: { reviewId: 'r1', response: own((body as { text: string }).text) },
        }),
      },
    });
    const card = await waitFor(() => {
      const found = firstReview();
      within(found).getByRole('button', { name: 'Respond' });
      return found;
    });
    await user.click(within(card).getByRole('button', { name: 'Respond' }));
    const field = within(card).getByRole('textbox', { name: 'Your response' });
    expect(field.getAttribute('maxlength')).toBe('5000');
    await user.type(field, 'Thank you, we changed the rota.');
    await user.click(within(card).getByRole('button', { name: 'Save response' }));

    const response = await within(card).findByRole('region', { name: /Response from the manager/ });
    expect(within(response).getByText('Thank you, we changed the rota.')).toBeTruthy();
    expect(within(response).queryByText('Waiting for moderation')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Respond' })).toBeNull();
    // The form left with the focus on its Save: it goes to Edit, beside what was saved, not to the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(response).getByRole('button', { name: 'Edit response' })),
    );
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ text: 'Thank you, we changed the rota.' });
    expect(put[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(put[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    // The other review still offers Respond.
    expect(screen.getAllByRole('button', { name: 'Respond' })).toHaveLength(1);
  });

  it('shows the claimant’s saved response held for moderation with its badge', async () => {
    const { user } = renderProfile({
      responder: claimant(),
      routes: {
        [PUT_R1]: {
          status: 201,
          body: { reviewId: 'r1', response: own('Damn fine point.', 'pending review') },
        },
      },
    });
    const card = await waitFor(() => {
      const found = firstReview();
      within(found).getByRole('button', { name: 'Respond' });
      return found;
    });
    await user.click(within(card).getByRole('button', { name: 'Respond' }));
    await user.type(within(card).getByRole('textbox', { name: 'Your response' }), 'Damn fine point.');
    await user.click(within(card).getByRole('button', { name: 'Save response' }));
    const response = await within(card).findByRole('region', { name: /Response from the manager/ });
    expect(within(response).getByText('Waiting for moderation')).toBeTruthy();
    expect(within(response).getByText('Damn fine point.')).toBeTruthy();
  });

  it('shows a held response from the context with its badge', async () => {
    renderProfile({ responder: claimant({ r2: own('Held words.', 'pending review') }) });
    const card = (await screen.findByText('Held words.')).closest('article') as HTMLElement;
    expect(within(card).getByText('Waiting for moderation')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete response' })).toBeTruthy();
  });

  it('shows the server’s 400 message, keeps the text, and retries under the same key', async () => {
    let attempts = 0;
    const { user, calls } = renderProfile({
      responder: claimant(),
      routes: {
        [PUT_R1]: () =>
          ++attempts === 1
            ? {
                status: 400,
                body: {
                  message: "Responses can't contain links or web addresses, however written.",
                  code: 'invalid',
                },
              }
            : {
                status: 503,
                headers: { 'Retry-After': '60' },
                body: { message: 'Busy.', code: 'unavailable' },
              },
      },
    });
    const card = await waitFor(() => {
      const found = firstReview();
      within(found).getByRole('button', { name: 'Respond' });
      return found;
    });
    await user.click(within(card).getByRole('button', { name: 'Respond' }));
    const field = within(card).getByRole('textbox', { name: 'Your response' });
    // A written-out link the field's own check does not know: only the server says why.
    await user.type(field, 'Thanks.team says hello');
    await user.click(within(card).getByRole('button', { name: 'Save response' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      "Responses can't contain links or web addresses, however written.",
    );
    expect((field as HTMLTextAreaElement).value).toBe('Thanks.team says hello');
    expect(within(card).queryByRole('region', { name: /Response from the manager/ })).toBeNull();

    // The same text again is the same attempt: the server applies it at most once.
    await user.click(within(card).getByRole('button', { name: 'Save response' }));
    await within(card).findByText('Busy.');
    const keys = calls.filter((c) => c.method === 'PUT').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a refusal takes the focus even when the next frame comes before React has drawn it', async () => {
    // A frame asked for as the refusal was set ran, on a busy machine, before the alert existed: the
    // focus stayed on Save (the contact-detail case below timed out about once in 20 runs).
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
    onTestFinished(() => frame.mockRestore());
    const { user } = renderProfile({
      responder: claimant(),
      routes: { [PUT_R1]: { status: 400, body: { message: 'Not like that.', code: 'invalid' } } },
    });
    const card = await waitFor(() => {
      within(firstReview()).getByRole('button', { name: 'Respond' });
      return firstReview();
    });
    await user.click(within(card).getByRole('button', { name: 'Respond' }));
    await user.type(within(card).getByRole('textbox', { name: 'Your response' }), 'Thanks.');
    await user.click(within(card).getByRole('button', { name: 'Save response' }));
    const refusal = await within(card).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
  });

  it('says once why a response with a contact detail cannot be saved: the field says it, nothing is sent', async () => {
    const { user, calls } = renderProfile({
      responder: claimant(),
      routes: {
        [PUT_R1]: {
          status: 400,
          body: {
            message: "Responses can't contain links or web addresses, however written.",
            code: 'invalid',
          },
        },
      },
    });
    const card = await waitFor(() => {
      const found = firstReview();
      within(found).getByRole('button', { name: 'Respond' });
      return found;
    });
    await user.click(within(card).getByRole('button', { name: 'Respond' }));
    const field = within(card).getByRole('textbox', { name: 'Your response' });
    // First a refusal only the server knows; then a contact detail the field knows: the stale refusal goes.
    await user.type(field, 'Thanks.team says hello');
    await user.click(within(card).getByRole('button', { name: 'Save response' }));
    // The refusal takes focus a frame after it appears (for screen readers): keys typed before that
    // frame went to the alert, not the field (failed about 2 runs in 5).
    const refusal = await within(card).findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    await user.type(field, ', mail boss@example.com');
    expect(within(card).getByText('Your response can’t contain email addresses.')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Save response' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getAllByText(/can.t contain/)).toHaveLength(1);
    expect(document.activeElement).toBe(field);
  });

  it('deletes a response after a confirmation, and Respond comes back', async () => {
    const published = aReview({ response: { text: 'Old answer.', createdAt: DAY, updatedAt: DAY } });
    const { user, calls } = renderProfile({
      reviews: [published],
      responder: claimant({ r1: own('Old answer.') }),
      routes: { [DELETE_R1]: { body: { _id: 'r1', message: 'Response deleted successfully!' } } },
    });
    const remove = await screen.findByRole('button', { name: 'Delete response' });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your response?' });
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete response' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete your response?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const respond = await screen.findByRole('button', { name: 'Respond' });
    expect(screen.queryByText('Old answer.')).toBeNull();
    // Delete went with the response: the focus goes to Respond, not to the page.
    await waitFor(() => expect(document.activeElement).toBe(respond));
    const deleted = calls.filter((c) => c.method === 'DELETE');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
