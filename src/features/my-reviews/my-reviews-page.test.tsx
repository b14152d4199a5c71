// My reviews is complete (issue 14, item 4): interviewer, manager and company reviews by kind,
// each leading to its page and, where it can be edited, to its edit form.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { someReviews } from '@/features/interviewers/test-fixtures';
import { aReview } from '@/features/managers/test-fixtures';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();
// The review form sends through the outbox, which files what it sends under the signed-in account.

// A lazy route: its module graph is loaded before the first findBy* starts counting.
beforeAll(async () => {
  polyfillDialog();
  await import('@/features/my-reviews/my-reviews-page');
});

const interviewers = [
  {
    _id: 'r1',
    interviewerId: 'iv1',
    interviewerName: 'Priya Raman',
    company: 'Northwind Analytics',
    rating: 4,
    review: 'Kind and sharp.',
    date: '2026-03-03T10:00:00.000Z',
  },
];
const managers = [
  {
    _id: 'm-r1',
    managerId: 'm1',
    managerName: 'Rohan Mehta',
    company: 'Harbor & Vine Bistro',
    companyId: 'c1',
    rating: 2,
    review: 'Rotas changed at the last minute.',
    date: '2026-03-04T10:00:00.000Z',
    status: 'pending review',
  },
];
const companies = [
  {
    _id: 'c-r1',
    companyId: 'c1',
    companyName: 'Harbor & Vine Bistro',
    companySlug: 'harbor-vine-bistro',
    rating: 3,
    review: 'Good team.',
    date: '2026-03-05T10:00:00.000Z',
  },
];

const answers = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/user/my-reviews': { body: interviewers },
  'GET /api/user/my-reviews/managers': { body: managers },
  'GET /api/user/my-reviews/companies': { body: companies },
  ...overrides,
});

describe('/my-reviews', () => {
  // It read "1 review: 0 interviewer, 1 manager, 0 company" (ux10): the kinds not written about are
  // counted by the links under it.
  it('the summary names only the kinds written about, in plural where more than one', async () => {
    renderApp('/my-reviews', {
      session: 'signed-in',
      api: answers({
        'GET /api/user/my-reviews': { body: [] },
        'GET /api/user/my-reviews/companies': { body: [...companies, { ...companies[0], _id: 'cr2' }] },
      }),
    });
    expect(await screen.findByText('3 reviews: 1 manager, 2 companies')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Interviewer reviews (0)' })).toBeTruthy();
  });

  it('lists every kind with its count; each review links to its page and, where editable, to its edit form', async () => {
    const { user, currentPath, calls } = renderApp('/my-reviews', { session: 'signed-in', api: answers() });
    expect(await screen.findByText('Loading your reviews…')).toBeTruthy();
    expect(await screen.findByText('3 reviews: 1 interviewer, 1 manager, 1 company')).toBeTruthy();

    const iv = screen.getByRole('region', { name: 'Interviewer reviews (1)' });
    const ivCard = within(iv).getByRole('article', { name: 'Priya Raman' });
    expect(within(ivCard).getByRole('link', { name: 'Priya Raman' }).getAttribute('href')).toBe(
      '/interviewers/iv1',
    );
    expect(within(ivCard).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(ivCard.textContent).toContain('Northwind Analytics');
    expect(ivCard.textContent).toContain('Kind and sharp.');
    expect(ivCard.textContent).toContain('Reviewed on March 3, 2026');
    expect(
      within(ivCard).getByRole('link', { name: 'Edit your review of Priya Raman' }).getAttribute('href'),
    ).toBe('/interviewers/iv1?edit=1');

    const mg = screen.getByRole('region', { name: 'Manager reviews (1)' });
    const mgCard = within(mg).getByRole('article', { name: 'Rohan Mehta' });
    expect(within(mgCard).getByRole('link', { name: 'Rohan Mehta' }).getAttribute('href')).toBe(
      '/management/managers/rohan-mehta/m1',
    );
    expect(within(mgCard).getByText('Pending review')).toBeTruthy();
    // The chip alone left a stranger guessing whether the review was public: the card says who sees it.
    expect(mgCard.textContent).toContain('Only you can see it until a moderator has read it');
    expect(within(mgCard).getByRole('link', { name: 'review guidelines' }).getAttribute('href')).toBe(
      '/guidelines',
    );
    expect(
      within(mgCard).getByRole('link', { name: 'Edit your review of Rohan Mehta' }).getAttribute('href'),
    ).toBe('/management/managers/rohan-mehta/m1?edit=1');

    const co = screen.getByRole('region', { name: 'Company reviews (1)' });
    const coCard = within(co).getByRole('article', { name: 'Harbor & Vine Bistro' });
    expect(within(coCard).getByRole('link', { name: 'Harbor & Vine Bistro' }).getAttribute('href')).toBe(
      '/companies/harbor-vine-bistro/c1',
    );
    // Company reviews can be edited too: the company's review form on that very review.
    expect(
      within(coCard)
        .getByRole('link', { name: 'Edit your review of Harbor & Vine Bistro' })
        .getAttribute('href'),
    ).toBe('/companies/harbor-vine-bistro/c1/rate-company?edit=c-r1');
    expect(coCard.textContent).toContain('Good team.');
    expect(ivCard.textContent).not.toContain('Pending review');

    for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer test-token');
    await user.click(within(mgCard).getByRole('link', { name: 'Edit your review of Rohan Mehta' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/management\/managers\/rohan-mehta\/m1/));
  });

  it('a review not public yet says so on its card, with why', async () => {
    renderApp('/my-reviews', {
      session: 'signed-in',
      api: answers({
        'GET /api/user/my-reviews': { body: [{ ...interviewers[0], status: 'scheduled' }] },
      }),
    });
    const iv = await screen.findByRole('region', { name: 'Interviewer reviews (1)' });
    const card = within(iv).getByRole('article', { name: 'Priya Raman' });
    expect(within(card).getByText('Not public yet')).toBeTruthy();
    expect(card.textContent).toContain(
      'Only you can see it for now: it appears publicly within a day, at a random time, so that the moment it appears does not point at you.',
    );
  });

  it('a review whose profile waits with it is read, edited and deleted here: its page is a 404 until it appears', async () => {
    const waiting = { ...managers[0], status: 'scheduled', profilePending: true };
    const own = aReview({ _id: 'm-r1', isOwnReview: true, rating: 2, reviewText: waiting.review });
    let mine = [waiting];
    const { user, calls } = renderApp('/my-reviews', {
      session: 'signed-in',
      api: answers({
        'GET /api/user/my-reviews/managers': () => ({ body: mine }),
        'GET /api/user/review-context/managers/m1': { body: { ownReview: own, myVotes: {} } },
        'PUT /api/manager-reviews/m-r1': ({ body }: { body: unknown }) => ({
          body: { ...own, ...(body as object) },
        }),
        'DELETE /api/manager-reviews/m-r1': () => {
          mine = [];
          return { body: { _id: 'm-r1', message: 'Review deleted successfully!' } };
        },
      }),
    });
    const mg = await screen.findByRole('region', { name: 'Manager reviews (1)' });
    const card = within(mg).getByRole('article', { name: 'Rohan Mehta' });
    // Nothing leads to the manager's page, which does not exist yet.
    expect(within(card).queryByRole('link', { name: /Rohan Mehta/ })).toBeNull();
    expect(card.querySelector('a[href*="/management/managers/"]')).toBeNull();
    expect(card.textContent).toContain('Their profile appears with your review; until then it has no page.');
    expect(card.textContent).toContain('Rotas changed at the last minute.');

    const edit = within(card).getByRole('button', { name: 'Edit your review of Rohan Mehta' });
    await user.click(edit);
    const form = await within(card).findByRole('form', { name: 'Edit your review' });
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(
      'Rotas changed at the last minute.',
    );
    await user.click(within(form).getByLabelText('3 stars (OK)'));
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ managerId: 'm1', rating: 3 });
    await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());

    await user.click(edit);
    await user.click(await within(card).findByRole('button', { name: 'Delete Review' }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: 'Are you sure you want to delete your review?' }),
      ).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Review deleted successfully!')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Manager reviews (0)' })).toBeTruthy();
  });

  it('an interviewer review whose profile waits with it ("Rate an interviewer") is edited and deleted here too', async () => {
    const waiting = { ...interviewers[0], status: 'scheduled', profilePending: true };
    const own = someReviews(1, {
      _id: 'r1',
      isOwnReview: true,
      rating: 4,
      reviewText: waiting.review,
      interviewStatus: 'cleared',
    })[0];
    let mine = [waiting];
    const { user, calls } = renderApp('/my-reviews', {
      session: 'signed-in',
      api: answers({
        'GET /api/user/my-reviews': () => ({ body: mine }),
        'GET /api/user/review-context/interviewers/iv1': { body: { ownReview: own, myVotes: {} } },
        'PUT /api/interviewer-reviews/r1': ({ body }: { body: unknown }) => ({
          body: { ...own, ...(body as object) },
        }),
        'DELETE /api/interviewer-reviews/r1': () => {
          mine = [];
          return { body: { _id: 'r1', message: 'Review deleted.' } };
        },
      }),
    });
    const iv = await screen.findByRole('region', { name: 'Interviewer reviews (1)' });
    const card = within(iv).getByRole('article', { name: 'Priya Raman' });
    // Nothing leads to the interviewer's page, which does not exist yet.
    expect(card.querySelector('a[href*="/interviewers/"]')).toBeNull();
    expect(card.textContent).toContain('Their profile appears with your review; until then it has no page.');

    const edit = within(card).getByRole('button', { name: 'Edit your review of Priya Raman' });
    await user.click(edit);
    const form = await within(card).findByRole('form', { name: 'Edit your review' });
    expect((within(form).getByLabelText(/Your review/) as HTMLTextAreaElement).value).toBe('Kind and sharp.');
    await user.click(within(form).getByRole('radio', { name: /^2 stars/ }));
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        interviewerId: 'iv1',
        rating: 2,
      }),
    );
    await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());

    await user.click(edit);
    await user.click(await within(card).findByRole('button', { name: 'Delete Review' }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this review?' }),
      ).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('region', { name: 'Interviewer reviews (0)' })).toBeTruthy();
  });

  it("says 'No reviews posted yet.' only when all three are empty, and 'None yet' for an empty kind", async () => {
    const { unmount } = renderApp('/my-reviews', {
      session: 'signed-in',
      api: answers({
        'GET /api/user/my-reviews': { body: [] },
        'GET /api/user/my-reviews/managers': { body: [] },
        'GET /api/user/my-reviews/companies': { body: [] },
      }),
    });
    expect(await screen.findByText('No reviews posted yet.')).toBeTruthy();
    // A next step in each area: an interviewer met, or a manager worked for.
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Review an interviewer' }).getAttribute('href')).toBe(
      '/search-interviewers',
    );
    expect(main.getByRole('link', { name: 'Rate a manager' }).getAttribute('href')).toBe('/search-managers');
    unmount();

    renderApp('/my-reviews', {
      session: 'signed-in',
      api: answers({ 'GET /api/user/my-reviews': { body: [] } }),
    });
    const iv = await screen.findByRole('region', { name: 'Interviewer reviews (0)' });
    expect(within(iv).getByRole('link', { name: 'Find an interviewer to review' })).toBeTruthy();
    expect(screen.queryByText('No reviews posted yet.')).toBeNull();
  });

  it("shows 'Error: {message}' when any list fails: the server's message, 'HTTP {status}', or 'Unexpected response format'", async () => {
    for (const [route, answer, text] of [
      [
        'GET /api/user/my-reviews',
        { status: 401, body: { message: 'Your session has expired.', code: 'unauthenticated' } },
        'Error: Your session has expired.',
      ],
      ['GET /api/user/my-reviews/managers', { status: 503 }, 'Error: HTTP 503'],
      ['GET /api/user/my-reviews/companies', { body: { reviews: [] } }, 'Error: Unexpected response format'],
    ] as const) {
      const { unmount } = renderApp('/my-reviews', {
        session: 'signed-in',
        api: answers({ [route]: answer }),
      });
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('sends visitors to /signin', async () => {
    const { currentPath } = renderApp('/my-reviews');
    await waitFor(() => expect(currentPath()).toBe('/signin'));
  });
});
