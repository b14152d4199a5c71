// The manager review fields are built once (components/manager-review-fields.tsx) for the profile's
// review form and /rate-manager. Drafts are stored under each screen's own key: a draft saved before
// the fields were shared, written here as that version stored it, still opens in its form and is sent;
// the profile says when one of its own is waiting.
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { aManager, aReview } from '@/features/managers/test-fixtures';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp } from '@/testing/render-app';
import { usableRateButton, viewerContextAnswers } from '@/testing/viewer-context-answers';

signInFakeAuth();

beforeAll(polyfillDialog);
beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The review part of a draft, as both screens stored it before the change. */
const REVIEW = {
  rating: 4,
  reviewText: 'Fair rotas and clear feedback.',
  reviewLeadership: 'Leads the rush from the pass.',
  reviewCommunicationText: '',
  reviewSupport: 'Covered my shift once.',
  leadership: 5,
  communication: 0,
  teamwork: 3,
  empathy: 0,
  fairness: 4,
};

/** localStorage as useDraft wrote it: `rmi-draft:{uid}:{key}` -> {savedAt, value}. */
function savedDraft(key: string, value: object) {
  window.localStorage.setItem(`rmi-draft:u1:${key}`, JSON.stringify({ savedAt: Date.now(), value }));
}

function expectReviewFields(form: HTMLElement, textLabel: string) {
  expect((within(form).getByLabelText('4 stars (Good)') as HTMLInputElement).checked).toBe(true);
  const aspect = (name: string) => within(form).getByRole('group', { name });
  expect((within(aspect('Leadership')).getByLabelText('5 stars') as HTMLInputElement).checked).toBe(true);
  expect((within(aspect('Teamwork')).getByLabelText('3 stars') as HTMLInputElement).checked).toBe(true);
  expect((within(aspect('Fairness')).getByLabelText('4 stars') as HTMLInputElement).checked).toBe(true);
  expect((within(form).getByLabelText(textLabel) as HTMLTextAreaElement).value).toBe(REVIEW.reviewText);
  expect((within(form).getByLabelText(/Leadership comments/) as HTMLTextAreaElement).value).toBe(
    REVIEW.reviewLeadership,
  );
  expect((within(form).getByLabelText(/Support comments/) as HTMLTextAreaElement).value).toBe(
    REVIEW.reviewSupport,
  );
}

describe('manager review drafts saved before the fields were shared', () => {
  it('/rate-manager restores its draft (key "rate-manager") and sends it', async () => {
    savedDraft('rate-manager', {
      ...REVIEW,
      companyName: 'Riverside Noodle Bar',
      companyId: '',
      city: 'Bengaluru',
      location: 'Indiranagar',
      departmentName: '',
      departmentId: '',
      managerName: 'Imogen Castellano',
      position: 'Head Chef',
    });
    const manager = aManager({ _id: 'm9', name: 'Imogen Castellano' });
    const { user, calls } = renderApp('/rate-manager', {
      session: 'signed-in',
      api: {
        'POST /api/rate-manager': {
          status: 201,
          body: {
            company: { _id: 'c9', name: 'Riverside Noodle Bar', slug: 'riverside-noodle-bar' },
            branch: { _id: 'b9', city: 'Bengaluru' },
            department: null,
            manager,
            review: aReview({ _id: 'r9', manager: 'm9', isOwnReview: true }),
            created: { company: true, branch: true, department: false, manager: true },
          },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Rate a manager' });
    expect(within(form).getByText(/Draft restored/)).toBeTruthy();
    expect((within(form).getByLabelText('Manager name') as HTMLInputElement).value).toBe('Imogen Castellano');
    expectReviewFields(form, 'Review');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as { review?: unknown } | undefined;
    expect(body?.review).toEqual({ ...REVIEW, anonymous: true });
  });

  it('the profile’s review form restores its draft (key "manager-review:{id}:new") and sends it', async () => {
    savedDraft('manager-review:m1:new', REVIEW);
    const { publicReviews, context } = viewerContextAnswers([]);
    const { user, calls } = renderApp('/management/managers/rohan-mehta/m1', {
      session: 'signed-in',
      api: {
        'GET /api/managers/m1?limit=20': { body: { manager: aManager(), reviews: publicReviews } },
        'GET /api/user/review-context/managers/m1': { body: context },
        'POST /api/manager-reviews/submit': { status: 201, body: aReview({ isOwnReview: true }) },
      },
    });
    await user.click(await usableRateButton());
    const form = screen.getByRole('form', { name: 'Rate Rohan Mehta' });
    expectReviewFields(form, 'Your review');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      managerId: 'm1',
      ...REVIEW,
      anonymous: true,
    });
  });
});

describe('the profile and a review left unfinished', () => {
  // Leaving the form (or the page) keeps what was typed, but back on the profile only Rate was there:
  // nothing said the review was waiting.
  it('the profile says an unfinished review is kept, until the form opens on it', async () => {
    savedDraft('manager-review:m1:new', REVIEW);
    const { publicReviews, context } = viewerContextAnswers([]);
    const { user } = renderApp('/management/managers/rohan-mehta/m1', {
      session: 'signed-in',
      api: {
        'GET /api/managers/m1?limit=20': { body: { manager: aManager(), reviews: publicReviews } },
        'GET /api/user/review-context/managers/m1': { body: context },
      },
    });
    const rate = await usableRateButton();
    const kept = /^Your unfinished review is kept \(saved .+\): Rate opens it where you left off\.$/;
    expect(await screen.findByText(kept)).toBeTruthy();
    await user.click(rate);
    expect(screen.getByRole('form', { name: 'Rate Rohan Mehta' })).toBeTruthy();
    expect(screen.queryByText(kept)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(kept)).toBeTruthy();
  });

  it('the profile says nothing of a draft when there is none', async () => {
    const { publicReviews, context } = viewerContextAnswers([]);
    renderApp('/management/managers/rohan-mehta/m1', {
      session: 'signed-in',
      api: {
        'GET /api/managers/m1?limit=20': { body: { manager: aManager(), reviews: publicReviews } },
        'GET /api/user/review-context/managers/m1': { body: context },
      },
    });
    await usableRateButton();
    expect(screen.queryByText(/unfinished/)).toBeNull();
  });
});
