import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_NOTE } from '@/components/review-kit/form-fields';
import { clearToasts } from '@/components/toast/toast-store';
import { useSessionStore } from '@/features/auth/session-store';
import { aManager, aReview } from '@/features/managers/test-fixtures';
import type { ManagerReview } from '@/features/managers/types';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import type { FakeRoute } from '@/testing/fetch-routes';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp, testUser } from '@/testing/render-app';
import { usableRateButton, viewerContextAnswers } from '@/testing/viewer-context-answers';
import { wholeText } from '@/testing/visible-text';

signInFakeAuth();

const PATH = '/management/managers/rohan-mehta/m1';

beforeAll(polyfillDialog);
beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
});

function renderProfile(
  reviews: ManagerReview[] = [aReview()],
  routes: Record<string, FakeRoute> = {},
  session: 'loading' | 'signed-in' | 'signed-out' = 'signed-in',
  manager = aManager(),
) {
  // The caller's own review and votes come from their review context, apart from the public profile.
  const { publicReviews, context } = viewerContextAnswers(reviews);
  return renderApp(PATH, {
    session,
    api: {
      'GET /api/managers/m1?limit=20': { body: { manager, reviews: publicReviews } },
      'GET /api/user/review-context/managers/m1': { body: context },
      ...routes,
    },
  });
}

function manyReviews(n: number): ManagerReview[] {
  return Array.from({ length: n }, (_, i) =>
    aReview({ _id: `r${i + 1}`, reviewText: `Review number ${i + 1}` }),
  );
}

describe('manager profile', () => {
  it('shows the manager, the 5-to-1 distribution, the aspects and each review in full', async () => {
    const { calls } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Rohan Mehta' });
    expect(screen.getByText('Head Chef')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbor & Vine Bistro' }).getAttribute('href')).toBe(
      '/companies/harbor-vine-bistro/c1',
    );
    expect(screen.getByText('Bengaluru')).toBeTruthy();
    // Its department leads to that department's managers, where a reader compares them.
    expect(screen.getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe(
      '/management/departments/kitchen',
    );
    // The header leads with the average to one decimal and the count, coloured by the manager rule.
    expect(document.querySelector('.rk-score-summary')?.textContent).toBe('4.3 · 4 reviews');
    expect(document.querySelector('.rk-score .rating-text')?.getAttribute('data-tone')).toBe('fair');
    expect(screen.getByRole('img', { name: 'Average 4.3 out of 5 stars' })).toBeTruthy();

    const table = screen.getByRole('table', { name: /How Rohan Mehta was rated/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Excellent (5 stars)',
      'Good (4 stars)',
      'OK (3 stars)',
      'Weak (2 stars)',
      'Poor (1 star)',
    ]);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['2', '1', '1', '0', '0']);

    // Each aspect's average says how many of the 4 reviews rated it (aspects are optional).
    const aspects = screen.getByRole('table', { name: 'Rohan Mehta’s average aspect ratings, out of 5' });
    expect(
      within(aspects)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Leadership 4 reviews', 'Communication 3 reviews', 'Empathy 1 review', 'Fairness 2 reviews']);
    expect(within(aspects).getByRole('rowheader', { name: 'Empathy 1 review' })).toBeTruthy();

    const review = screen.getByRole('article', { name: /^Review, 4 out of 5 stars/ });
    expect(within(review).getByText('Leadership').nextElementSibling?.textContent).toBe('4/5');
    // Aspects nobody rated share one line rather than a 'Not rated' each.
    expect(within(review).getByText('Not rated').nextElementSibling?.textContent).toBe('Communication');
    // The main text leads; the aspect comments follow it, each under its label.
    expect(review.textContent).toMatch(
      /Fair and calm\..*On leadership\s*Plans ahead\..*On support\s*Always helps\./s,
    );
    expect(within(review).getByText('November 1, 2026')).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Like 2' })).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Dislike 1' })).toBeTruthy();

    // The profile goes without a token (so it can be kept for offline reading); the caller's own
    // review and votes come apart, with it.
    expect(
      calls.find((c) => c.path === '/api/managers/m1?limit=20')?.headers.get('Authorization'),
    ).toBeNull();
    // Asked once the session is known, after the public reviews arrived: waited for, not assumed.
    await waitFor(() =>
      expect(
        calls.find((c) => c.path === '/api/user/review-context/managers/m1')?.headers.get('Authorization'),
      ).toBe('Bearer test-token'),
    );
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        /\/management\/managers\/rohan-mehta\/m1$/,
      ),
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Person', name: 'Rohan Mehta', jobTitle: 'Head Chef' });
    expect(document.title).toMatch(/^Rohan Mehta, Harbor & Vine Bistro/);
    // Word for word the rendered page's (functions/test/api/pages/rendered-pages.test.ts).
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Anonymous reviews of Rohan Mehta, Head Chef at Harbor & Vine Bistro: rated 4.3 out of 5 from 4 reviews.',
    );
  });

  it("merges the caller's own review (also while held) and their votes into the public reviews", async () => {
    const held = aReview({
      _id: 'own',
      isOwnReview: true,
      status: 'pending review',
      reviewText: 'Held for now.',
      createdAt: '2026-11-10T10:00:00.000Z',
    });
    const liked = aReview({ _id: 'r1', myVote: 'like', reviewText: 'Liked this one.' });
    renderProfile([held, liked]);
    const mine = await screen.findByRole('article', { name: /^Your review/ });
    expect(within(mine).getByText('Held for now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Review' })).toBeTruthy();
    const other = screen.getByRole('article', { name: /^Review,/ });
    expect(within(other).getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the public reviews before the session is restored; the caller’s part follows, and leaves on sign-out', async () => {
    const held = aReview({ _id: 'own', isOwnReview: true, status: 'pending review', reviewText: 'Held.' });
    const { calls } = renderProfile(
      [held, aReview({ _id: 'r1', reviewText: 'Public words.' })],
      {},
      'loading',
    );
    expect(await screen.findByText('Public words.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate' }).hasAttribute('disabled')).toBe(true);
    expect(calls.map((call) => call.path)).not.toContain('/api/user/review-context/managers/m1');

    act(() => useSessionStore.setState({ status: 'signed-in', user: testUser }));
    expect(await screen.findByRole('article', { name: /^Your review/ })).toBeTruthy();
    // As on every profile: 'Edit Review' is the one Edit, usable once the caller's part is known.
    expect(screen.getByRole('button', { name: 'Edit Review' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit your review' })).toBeNull();
    // The profile itself once (the claim status is another, personal call: issue 17).
    expect(
      calls.filter((call) => call.path.startsWith('/api/managers/m1') && !call.path.endsWith('/claim')),
    ).toHaveLength(1);

    act(() => useSessionStore.setState({ status: 'signed-out', user: null }));
    await waitFor(() => expect(screen.queryByText('Held.')).toBeNull());
    expect(screen.getByText('Public words.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate' })).toBeTruthy();
  });

  it('still shows the public reviews when the review context cannot be had (offline)', async () => {
    renderProfile([aReview({ _id: 'r1', reviewText: 'Public words.' })], {
      'GET /api/user/review-context/managers/m1': { status: 503 },
    });
    expect(await screen.findByText('Public words.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate' })).toBeTruthy();
  });

  it("says 'Unknown' when the company is not known", async () => {
    renderProfile([], {}, 'signed-out', aManager({ company: { _id: '', name: '' } }));
    await screen.findByRole('heading', { level: 1, name: 'Rohan Mehta' });
    expect(screen.getByText('Unknown')).toBeTruthy();
  });

  it('before the first review: says to be the first once, and draws no figures of nothing', async () => {
    renderProfile(
      [],
      {},
      'signed-out',
      aManager({
        averageRating: 0,
        rating: 0,
        reviewCount: 0,
        distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        aspectAverages: { leadership: 0, communication: 0, teamwork: 0, empathy: 0, fairness: 0 },
        aspectCounts: { leadership: 0, communication: 0, teamwork: 0, empathy: 0, fairness: 0 },
      }),
    );
    await screen.findByText('No reviews yet.');
    const main = screen.getByRole('main');
    expect(main.textContent?.match(/Be the first to rate/g)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Rating breakdown' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Management style' })).toBeNull();
    expect(main.textContent).not.toContain('Not rated');
  });

  it('See More shows 5 reviews, then 5 more per press', async () => {
    const { user } = renderProfile(manyReviews(12), {}, 'signed-out');
    await screen.findByText('Review number 1');
    const count = () => screen.getAllByRole('article', { name: /^Review,/ }).length;
    expect(count()).toBe(5);
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(count()).toBe(10);
    expect(document.activeElement?.textContent).toContain('Review number 6');
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(count()).toBe(12);
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
  });

  it('pages through many reviews: the next page loads on See More, counted against the total', async () => {
    const all = manyReviews(22);
    const manager = aManager({ reviewCount: 22 });
    const { user } = renderProfile(
      all.slice(0, 20),
      {
        'GET /api/managers/m1?limit=20': {
          body: { manager, reviews: all.slice(0, 20) },
          headers: { 'X-Next-Cursor': '1700000000000_r20' },
        },
        'GET /api/managers/m1?limit=20&cursor=1700000000000_r20': {
          body: { manager, reviews: all.slice(20) },
        },
      },
      'signed-out',
      manager,
    );
    await screen.findByText('Review number 1');
    expect(screen.getByText('Showing 5 of 22 reviews')).toBeTruthy();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'See More' }));
    await screen.findByText('Review number 22');
    expect(screen.getAllByRole('article', { name: /^Review,/ })).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
  });

  it("shares through the clipboard without the Web Share API: '🔗 Link copied to clipboard!'", async () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const { user } = renderProfile([], {}, 'signed-out');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(wholeText('🔗 Link copied to clipboard!'))).toBeTruthy();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toMatch(/\/management\/managers\/rohan-mehta\/m1$/);
  });

  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderProfile([], {}, 'signed-out');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: expect.stringMatching(/rohan-mehta\/m1$/) }),
    );
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('shares the rating card as an image where the platform shares files (Web Share API Level 2)', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    const canShare = vi.fn((data?: ShareData) => (data?.files ?? []).every((f) => f.type === 'image/png'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
    try {
      const { user, calls } = renderProfile(
        [],
        {
          'GET /og/managers/m1.png': { body: 'PNG bytes', headers: { 'Content-Type': 'image/png' } },
        },
        'signed-out',
      );
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(calls.some((c) => c.path === '/og/managers/m1.png')).toBe(true);
      const shared = share.mock.calls[0]?.[0];
      expect(shared?.url).toMatch(/\/management\/managers\/rohan-mehta\/m1$/);
      expect(shared?.text).toMatch(/Rohan Mehta/);
      expect(shared?.files).toHaveLength(1);
      expect(shared?.files?.[0]?.type).toBe('image/png');
      expect(await shared?.files?.[0]?.text()).toBe('"PNG bytes"');
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    }
  });

  it('shares the link alone, without fetching the card, where the platform cannot share files', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => false, configurable: true });
    try {
      const { user, calls } = renderProfile([], {}, 'signed-out');
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(share.mock.calls[0]?.[0]).not.toHaveProperty('files');
      expect(calls.some((c) => c.path.startsWith('/og/'))).toBe(false);
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    }
  });

  it('a visitor pressing Rate or Like goes to /signin', async () => {
    const { user, currentPath } = renderProfile([aReview()], {}, 'signed-out');
    await user.click(await screen.findByRole('button', { name: 'Like 2' }));
    await waitFor(() => expect(currentPath()).toBe('/signin'));
  });

  it('likes a review and shows the new counts', async () => {
    const { user, calls } = renderProfile([aReview()], {
      'POST /api/manager-reviews/like/r1': { body: { _id: 'r1', likes: 3, dislikes: 1, myVote: 'like' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Like 2' }));
    const liked = await screen.findByRole('button', { name: 'Like 3' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    const vote = calls.find((call) => call.method === 'POST');
    expect(vote?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  // SPEC.md section 8 logged a failed vote to the console only: a refused vote (the daily allowance's
  // 429) looked like a button that did nothing. It says what happened and when to try again.
  it('a vote the server refuses says why, and when to try again, and keeps the counts', async () => {
    const { user } = renderProfile([aReview()], {
      'POST /api/manager-reviews/like/r1': {
        status: 429,
        body: {
          message: 'You can vote at most 100 times a day. Please try again later.',
          code: 'rate_limited',
        },
        headers: { 'Retry-After': '30' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Like 2' }));
    expect(
      await screen.findByText('You can vote at most 100 times a day. You can try again in 30 seconds.', {
        selector: '.toast *, .toast',
      }),
    ).toBeTruthy();
    const like = await screen.findByRole('button', { name: 'Like 2' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('manager review form', () => {
  it('needs a rating and text; aspects default to 0; then submits anonymously', async () => {
    const { user, calls } = renderProfile([], {
      'POST /api/manager-reviews/submit': { status: 201, body: aReview({ isOwnReview: true }) },
    });
    await user.click(await usableRateButton());
    const form = screen.getByRole('form', { name: 'Rate Rohan Mehta' });
    // Fields are marked as on the rate pages: one line says the unmarked ones are required.
    expect(within(form).getByText(REQUIRED_NOTE)).toBeTruthy();
    // The review first, then the aspect comments: the order a review card shows them in.
    expect(within(form).getAllByRole('textbox')).toEqual([
      within(form).getByLabelText('Your review'),
      within(form).getByLabelText(/Leadership comments/),
      within(form).getByLabelText(/Communication comments/),
      within(form).getByLabelText(/Support comments/),
    ]);
    const submit = within(form).getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(within(form).getByLabelText('4 stars (Good)'));
    expect(submit.disabled).toBe(true);
    await user.type(within(form).getByLabelText('Your review'), '   ');
    expect(submit.disabled).toBe(true);
    await user.type(within(form).getByLabelText('Your review'), 'Clear and fair.');
    expect(submit.disabled).toBe(false);
    await user.click(
      within(within(form).getByRole('group', { name: 'Leadership' })).getByLabelText('5 stars'),
    );
    await user.type(within(form).getByLabelText(/Support comments/), 'Covers shifts.');
    await user.click(submit);

    expect(await screen.findByText('Review submitted successfully!')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/manager-reviews/submit');
    expect(post?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(post?.body).toEqual({
      managerId: 'm1',
      rating: 4,
      reviewText: 'Clear and fair.',
      reviewLeadership: '',
      reviewCommunicationText: '',
      reviewSupport: 'Covers shifts.',
      anonymous: true,
      leadership: 5,
      communication: 0,
      teamwork: 0,
      empathy: 0,
      fairness: 0,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rate Rohan Mehta' })).toBeNull());
  });

  it("shows the server's message, or 'Failed to submit' when it sent none", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { message: 'You have already reviewed this manager.', code: 'conflict' },
    };
    const { user } = renderProfile([], { 'POST /api/manager-reviews/submit': () => answer });
    await user.click(await usableRateButton());
    await user.click(screen.getByLabelText('5 stars (Excellent)'));
    await user.type(screen.getByLabelText('Your review'), 'Great.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const form = screen.getByRole('form', { name: 'Rate Rohan Mehta' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You have already reviewed this manager.',
    );
    answer = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Failed to submit'));
  });

  it("edits the caller's review: 'Edit Review', prefilled, 'Review updated successfully!'", async () => {
    const own = aReview({ _id: 'own', isOwnReview: true, rating: 3, reviewText: 'Okay boss.' });
    const { user, calls } = renderProfile([own], {
      'PUT /api/manager-reviews/own': { body: { ...own, rating: 2 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Review' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Okay boss.');
    expect((within(form).getByLabelText('3 stars (OK)') as HTMLInputElement).checked).toBe(true);
    await user.click(within(form).getByLabelText('2 stars (Weak)'));
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated successfully!')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ managerId: 'm1', rating: 2, reviewText: 'Okay boss.' });
  });

  it("deletes after 'Are you sure you want to delete your review?'", async () => {
    const own = aReview({ _id: 'own', isOwnReview: true });
    let answer: { status: number; body?: unknown } = { status: 500 };
    const { user, calls } = renderProfile([own], { 'DELETE /api/manager-reviews/own': () => answer });
    await user.click(await screen.findByRole('button', { name: 'Edit Review' }));
    await user.click(screen.getByRole('button', { name: 'Delete Review' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Failed to delete review.'));

    answer = { status: 200, body: { _id: 'own', message: 'Review deleted successfully!' } };
    await user.click(screen.getByRole('button', { name: 'Delete Review' }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: 'Are you sure you want to delete your review?' }),
      ).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Review deleted successfully!')).toBeTruthy();
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    // A retry of the same deletion carries the same Idempotency-Key.
    expect(deletes[1]?.headers.get('Idempotency-Key')).toBe(deletes[0]?.headers.get('Idempotency-Key'));
  });
});
