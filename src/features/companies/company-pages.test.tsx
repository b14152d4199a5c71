import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_NOTE } from '@/components/review-kit/form-fields';
import { clearToasts } from '@/components/toast/toast-store';
import { recentlyAdded, topRated } from '@/features/companies/all-companies-page';
import { aCompany, aCompanyDetails, aCompanyReview } from '@/features/companies/test-fixtures';
import { TOO_LONG_MESSAGE } from '@/lib/failure-message';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

// The pages are lazy routes: the first test of the file would otherwise wait for their module graph
// to be transformed inside its first findBy* (1 s), which a busy machine does not always manage.
beforeAll(async () => {
  await Promise.all([
    import('@/features/companies/company-page'),
    import('@/features/companies/rate-company-page'),
    import('@/features/companies/all-companies-page'),
  ]);
});

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods (the delete confirmation).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const manager = {
  _id: 'm1',
  name: 'Rohan Mehta',
  position: 'Head Chef',
  company: { _id: 'c1', name: 'Harbor & Vine Bistro' },
  branch: { _id: 'b1', name: '', city: 'Bengaluru', location: [] },
  department: { _id: 'd1', name: 'Kitchen' },
  averageRating: 4.5,
  rating: 4.5,
  reviewCount: 2,
  createdAt: '2026-10-01T10:00:00.000Z',
};
const pageAnswer = { body: { company: aCompanyDetails(), managers: [manager] } };

describe('/companies/:name/:id', () => {
  it('shows the real figures, the rating chart, the leadership team and Organization metadata', async () => {
    renderApp('/companies/harbor-vine-bistro/c1', {
      api: { 'GET /api/companies/search/company/_/c1': pageAnswer },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Harbor & Vine Bistro' });
    const stat = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Managers')).toBe('3');
    // The managers' rating and count are said once, in the band under the name, not again in cards.
    const band = title.closest('header') as HTMLElement;
    expect(band.querySelector('.co-band-score-number')?.textContent).toBe('4.4');
    expect(band.querySelector('.co-band-score-count')?.textContent).toBe('5 manager reviews');
    expect(Array.from(document.querySelectorAll('.co-stats dt'), (term) => term.textContent)).toEqual([
      'Managers',
      'Interviewers',
    ]);

    const distribution = screen.getByRole('table', { name: /Ratings of Harbor & Vine Bistro’s managers/ });
    expect(
      within(distribution)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Excellent (5 stars)', 'Good (4 stars)', 'OK (3 stars)', 'Weak (2 stars)', 'Poor (1 star)']);
    const aspects = screen.getByRole('table', { name: /Average aspect ratings/ });
    expect(within(aspects).getByRole('row', { name: /Teamwork/ }).textContent).toContain('4.8');
    // The company's own figure says which reviews it counts, beside the managers' figures above.
    const employees = screen.getByRole('region', { name: 'What employees say about the company' });
    expect(employees.querySelector('.co-summary')?.textContent).toMatch(/ from 1 company review$/);
    const categories = screen.getByRole('table', { name: /category ratings/ });
    // Unrated categories share one "Not rated" line under the bars, not a row each.
    expect(within(categories).queryByRole('row', { name: /Career growth/ })).toBeNull();
    expect(screen.getAllByText(/^Not rated: /).map((line) => line.textContent)).toEqual([
      'Not rated: Career growth',
    ]);

    expect(screen.getByRole('link', { name: 'Rate a Manager' }).getAttribute('href')).toBe(
      '/rate-manager?companyId=c1&company=Harbor+%26+Vine+Bistro',
    );
    expect(screen.getByRole('link', { name: 'Rate This Company' }).getAttribute('href')).toBe(
      '/companies/harbor-vine-bistro/c1/rate-company',
    );
    const team = screen.getByRole('region', { name: 'Leadership Team' });
    expect(within(team).getByRole('link', { name: 'Rohan Mehta' }).getAttribute('href')).toBe(
      '/management/managers/rohan-mehta/m1',
    );
    await waitFor(() =>
      expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
        'Organization',
      ),
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    // Not its managers' rating (5 reviews, at 4.4): one page, one rating for the Organization, its own
    // reviews', as the server-rendered page's head says; and none from its 1 company review, on fewer
    // reviews than a figure rests on (DESIGN.md 6a; structured-data.test.ts).
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Harbor & Vine Bistro' });
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    // The description names which reviews each figure counts, in the rendered page's words
    // (functions/test/api/pages/rendered-pages.test.ts): search shows the managers' 5 reviews.
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Anonymous reviews of Harbor & Vine Bistro, its managers, interviewers and workplace: 4.4 out of 5 from 5 manager reviews and 4.0 out of 5 from 1 company review.',
    );
  });
});

describe('sharing a company page', () => {
  it('shares the rating card as an image where the platform shares files (Web Share API Level 2)', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    const canShare = vi.fn((data?: ShareData) => (data?.files ?? []).every((f) => f.type === 'image/png'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
    try {
      const { user, calls } = renderApp('/companies/harbor-vine-bistro/c1', {
        api: {
          'GET /api/companies/search/company/_/c1': pageAnswer,
          'GET /og/companies/c1.png': { body: 'PNG bytes', headers: { 'Content-Type': 'image/png' } },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(calls.some((c) => c.path === '/og/companies/c1.png')).toBe(true);
      const shared = share.mock.calls[0]?.[0];
      expect(shared?.url).toMatch(/\/companies\/harbor-vine-bistro\/c1$/);
      expect(shared?.title).toBe('Harbor & Vine Bistro on Rate My Interviewer');
      expect(shared?.files).toHaveLength(1);
      expect(shared?.files?.[0]?.type).toBe('image/png');
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
      const { user, calls } = renderApp('/companies/harbor-vine-bistro/c1', {
        api: { 'GET /api/companies/search/company/_/c1': pageAnswer },
      });
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      expect(share.mock.calls[0]?.[0]).not.toHaveProperty('files');
      expect(calls.some((c) => c.path.startsWith('/og/'))).toBe(false);
    } finally {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    }
  });
});

describe('company reviews on the company page (issue 14, item 2)', () => {
  const REVIEWS = '/api/company-reviews/company/c1?limit=20';
  const CONTEXT = '/api/user/review-context/companies/c1';

  it('shows the answers people wrote as reviews, 5 at a time, with votes and Report; the public list goes without a token', async () => {
    const reviews = Array.from({ length: 7 }, (_, i) =>
      aCompanyReview({ _id: `cr${i}`, reviews: { ...aCompanyReview().reviews, pros: `Pro number ${i}` } }),
    );
    const { user, calls } = renderApp('/companies/harbor-vine-bistro/c1', {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        [`GET ${REVIEWS}`]: { body: reviews },
        [`GET ${CONTEXT}`]: { body: { ownReview: null, myVotes: { cr1: 'like' }, ownReviewIds: [] } },
        'POST /api/company-reviews/dislike/cr0': {
          body: { _id: 'cr0', likes: 1, dislikes: 1, myVote: 'dislike' },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Reviews of Harbor & Vine Bistro' });
    await within(section).findByText('Pro number 0');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(5);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('How employees are treated').nextElementSibling?.textContent).toBe(
      'With respect.',
    );
    expect(within(first).getByText('Cons').nextElementSibling?.textContent).toBe('Long weekend shifts.');
    expect(within(first).queryByText('Advice to management')).toBeNull(); // blank answers are left out
    expect(within(first).getByText('Culture').nextElementSibling?.textContent).toBe('5/5');
    expect(within(first).getByText('Not rated').nextElementSibling?.textContent).toBe(
      'Career growth, Diversity',
    );
    expect(within(first).getByRole('button', { name: 'Report this review' })).toBeTruthy();
    // The caller's vote, merged in from the review context.
    await waitFor(() =>
      expect(
        within(cards[1] as HTMLElement)
          .getByRole('button', { name: 'Like 1' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await user.click(within(first).getByRole('button', { name: 'Dislike 0' }));
    expect(await within(first).findByRole('button', { name: 'Dislike 1', pressed: true })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'See More' }));
    expect(within(section).getAllByRole('article')).toHaveLength(7);
    expect(calls.find((c) => c.path === REVIEWS)?.headers.get('Authorization')).toBeNull();
    expect(calls.find((c) => c.path === CONTEXT)?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('without company reviews, says so once, where the reviews would be, with who can write one', async () => {
    renderApp('/companies/harbor-vine-bistro/c1', {
      api: {
        'GET /api/companies/search/company/_/c1': {
          body: {
            company: aCompanyDetails({
              companyReviews: {
                reviewCount: 0,
                averageRating: 0,
                distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
                categoryAverages: {
                  workLifeBalance: 0,
                  compensation: 0,
                  culture: 0,
                  careerGrowth: 0,
                  diversity: 0,
                },
                categoryCounts: {
                  workLifeBalance: 0,
                  compensation: 0,
                  culture: 0,
                  careerGrowth: 0,
                  diversity: 0,
                },
              },
            }),
            managers: [manager],
          },
        },
        [`GET ${REVIEWS}`]: { body: [] },
      },
    });
    const section = await screen.findByRole('region', { name: 'Reviews of Harbor & Vine Bistro' });
    await within(section).findByText(
      'No company reviews yet. Employees who reviewed a manager here can review the company.',
    );
    expect(screen.getAllByText(/No company reviews yet/)).toHaveLength(1);
    const summary = screen.getByRole('region', { name: 'What employees say about the company' });
    expect(summary.textContent).toBe('What employees say about the companyNot rated by employees yet.');
  });

  it('a company with no managers and no reviews says so once, with the way to start', async () => {
    const none = {
      reviewCount: 0,
      averageRating: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    };
    const zeros = { workLifeBalance: 0, compensation: 0, culture: 0, careerGrowth: 0, diversity: 0 };
    renderApp('/companies/harbor-vine-bistro/c1', {
      api: {
        'GET /api/companies/search/company/_/c1': {
          body: {
            company: aCompanyDetails({
              ...none,
              managersCount: 0,
              companyReviews: { ...none, categoryAverages: zeros, categoryCounts: zeros },
            }),
            managers: [],
          },
        },
        [`GET ${REVIEWS}`]: { body: [] },
      },
    });
    const empty = await screen.findByText(/^Nobody has reviewed Harbor & Vine Bistro yet\./);
    expect(empty.textContent).toBe(
      'Nobody has reviewed Harbor & Vine Bistro yet. Rate a manager here to be the first; then you can review the company too.',
    );
    expect(within(empty).getByRole('link', { name: 'Rate a manager here' }).getAttribute('href')).toBe(
      '/rate-manager?companyId=c1&company=Harbor+%26+Vine+Bistro',
    );
    // No other empty note beside it.
    for (const note of [
      /No manager reviews yet/,
      /Not rated by employees yet/,
      /No company reviews yet/,
      /No managers listed yet/,
    ]) {
      expect(screen.queryByText(note)).toBeNull();
    }
  });

  it("marks the caller's reviews (one a month, held ones too) and says when the list cannot be loaded", async () => {
    renderApp('/companies/harbor-vine-bistro/c1', {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        [`GET ${REVIEWS}`]: { body: [aCompanyReview({ _id: 'old' })] },
        [`GET ${CONTEXT}`]: {
          body: {
            ownReview: aCompanyReview({ _id: 'new', status: 'pending review', isOwnReview: true }),
            myVotes: {},
            ownReviewIds: ['new', 'old'],
          },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Reviews of Harbor & Vine Bistro' });
    await waitFor(() =>
      expect(within(section).getAllByRole('article', { name: /^Your review/ })).toHaveLength(2),
    );
    expect(within(section).getByText('Pending review')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Report this review' })).toBeNull();
    cleanup();

    renderApp('/companies/harbor-vine-bistro/c1', {
      api: { 'GET /api/companies/search/company/_/c1': pageAnswer, [`GET ${REVIEWS}`]: { status: 500 } },
    });
    const failed = await screen.findByRole('region', { name: 'Reviews of Harbor & Vine Bistro' });
    expect((await within(failed).findByRole('alert')).textContent).toContain('Reviews could not be loaded.');
    expect(within(failed).queryByText(/No company reviews yet/)).toBeNull();
  });
});

describe('/companies/:name/:id/rate-company', () => {
  const path = '/companies/harbor-vine-bistro/c1/rate-company';

  it("wears each manager's badge as the company page's team list does: the colour of the number shown", async () => {
    // 3.96 shows as 4.0 and 2.04 as 2.0: blue (4 or more) and red (2 or less), on both pages, not
    // yellow beside a "4.0" on one of them.
    const managers = [
      { ...manager, _id: 'm1', name: 'Rohan Mehta', averageRating: 3.96 },
      { ...manager, _id: 'm2', name: 'Asha Rao', averageRating: 2.04 },
      { ...manager, _id: 'm3', name: 'Dev Iyer', averageRating: 0, reviewCount: 0 },
    ];
    const api = {
      'GET /api/companies/search/company/_/c1': { body: { company: aCompanyDetails(), managers } },
      'GET /api/company-reviews/check-eligibility/c1': { body: { eligible: false, reviewedThisMonth: null } },
    };
    const badges = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => {
          const badge = item.querySelector('.rating-badge') as HTMLElement;
          return `${within(item).getAllByRole('link')[0]?.textContent}: ${badge.textContent} ${badge.dataset.tone}`;
        });
    const expected = [
      'Rohan Mehta: Rating 4.0 out of 5 top',
      'Asha Rao: Rating 2.0 out of 5 poor',
      'Dev Iyer: No rating yet none',
    ];

    renderApp('/companies/harbor-vine-bistro/c1', { session: 'signed-in', api });
    const team = await screen.findByRole('region', { name: 'Leadership Team' });
    expect(badges(within(team).getByRole('list'))).toEqual(expected);
    cleanup();

    renderApp(path, { session: 'signed-in', api });
    expect(badges(await screen.findByRole('list', { name: 'Managers at Harbor & Vine Bistro' }))).toEqual(
      expected,
    );
  });

  it("an ineligible user is not left at a dead end: the company's managers, each with Rate a Manager", async () => {
    renderApp(path, {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        'GET /api/company-reviews/check-eligibility/c1': {
          body: { eligible: false, reviewedThisMonth: null },
        },
      },
    });
    expect(
      await screen.findByText(
        'You must review a manager in this company before submitting a company review.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const list = screen.getByRole('list', { name: 'Managers at Harbor & Vine Bistro' });
    expect(within(list).getByRole('link', { name: 'Rohan Mehta' }).getAttribute('href')).toBe(
      '/management/managers/rohan-mehta/m1',
    );
    expect(within(list).getByRole('link', { name: 'Rate a Manager: Rohan Mehta' }).getAttribute('href')).toBe(
      '/management/managers/rohan-mehta/m1?rate=1',
    );
    expect(screen.getByRole('link', { name: 'Add your manager and rate them' }).getAttribute('href')).toBe(
      '/rate-manager?companyId=c1&company=Harbor+%26+Vine+Bistro',
    );
  });

  it('with no managers listed yet, the ineligible user is offered to add one', async () => {
    renderApp(path, {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': { body: { company: aCompanyDetails(), managers: [] } },
        'GET /api/company-reviews/check-eligibility/c1': {
          body: { eligible: false, reviewedThisMonth: null },
        },
      },
    });
    expect(
      (await screen.findByRole('link', { name: 'Add a manager and rate them' })).getAttribute('href'),
    ).toBe('/rate-manager?companyId=c1&company=Harbor+%26+Vine+Bistro');
  });

  it('someone who reviewed the company this month is told on opening, with the day they may review again', async () => {
    renderApp(path, {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        'GET /api/company-reviews/check-eligibility/c1': {
          body: { eligible: true, reviewedThisMonth: { reviewId: 'cr1', reviewAgainOn: '2026-12-01' } },
        },
      },
    });
    expect(
      await screen.findByText("You've already submitted a review for this company this month."),
    ).toBeTruthy();
    expect(screen.getByText('December 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit your review' }).getAttribute('href')).toBe(
      '/companies/harbor-vine-bistro/c1/rate-company?edit=cr1',
    );
  });

  it('?edit= opens the caller’s own review: Update sends a PUT, Delete (confirmed) a DELETE', async () => {
    const own = aCompanyReview({ isOwnReview: true });
    const { user, calls, currentPath } = renderApp(`${path}?edit=cr1`, {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        'GET /api/company-reviews/check-eligibility/c1': {
          body: { eligible: true, reviewedThisMonth: { reviewId: 'cr1', reviewAgainOn: '2026-12-01' } },
        },
        'GET /api/user/review-context/companies/c1': {
          body: { ownReview: own, myVotes: {}, ownReviewIds: ['cr1'], ownReviews: [own] },
        },
        'PUT /api/company-reviews/cr1': { body: { ...own, rating: 2 } },
        'DELETE /api/company-reviews/cr1': { body: { _id: 'cr1', message: 'Review deleted.' } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Edit your review of Harbor & Vine Bistro' });
    const pros = within(form).getByLabelText(/^Pros/) as HTMLTextAreaElement;
    expect(pros.value).toBe('Great kitchen team.');
    await user.click(within(form).getByLabelText('2 stars (Weak)'));
    await user.click(within(form).getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated successfully!')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/company-reviews/cr1');
    expect(put?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(put?.body).toMatchObject({ companyId: 'c1', rating: 2, reviews: { pros: 'Great kitchen team.' } });
    await waitFor(() => expect(currentPath()).toBe('/companies/harbor-vine-bistro/c1'));
  }, 20_000);

  it('Delete asks first, then deletes the review under an Idempotency-Key', async () => {
    const own = aCompanyReview({ isOwnReview: true });
    const { user, calls, currentPath } = renderApp(`${path}?edit=cr1`, {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        'GET /api/company-reviews/check-eligibility/c1': {
          body: { eligible: true, reviewedThisMonth: null },
        },
        'GET /api/user/review-context/companies/c1': {
          body: { ownReview: own, myVotes: {}, ownReviewIds: ['cr1'], ownReviews: [own] },
        },
        'DELETE /api/company-reviews/cr1': { body: { _id: 'cr1', message: 'Review deleted.' } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Edit your review of Harbor & Vine Bistro' });
    await user.click(within(form).getByRole('button', { name: 'Delete Review' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted.')).toBeTruthy();
    const del = calls.find((call) => call.method === 'DELETE');
    expect(del?.path).toBe('/api/company-reviews/cr1');
    expect(del?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/companies/harbor-vine-bistro/c1'));
  }, 20_000);

  it('?edit= of a review that is gone says so, instead of an empty form', async () => {
    renderApp(`${path}?edit=gone`, {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        'GET /api/company-reviews/check-eligibility/c1': {
          body: { eligible: true, reviewedThisMonth: null },
        },
        'GET /api/user/review-context/companies/c1': {
          body: { ownReview: null, myVotes: {}, ownReviewIds: [], ownReviews: [] },
        },
      },
    });
    expect(await screen.findByText('This review no longer exists.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends the bearer and the overall rating; 409 and other refusals have their messages', async () => {
    let answer: { status: number; body?: unknown } = { status: 201, body: { _id: 'cr1' } };
    const { user, calls, currentPath } = renderApp(path, {
      session: 'signed-in',
      api: {
        'GET /api/companies/search/company/_/c1': pageAnswer,
        'GET /api/company-reviews/check-eligibility/c1': {
          body: { eligible: true, reviewedThisMonth: null },
        },
        'POST /api/company-reviews/submit': () => answer,
      },
    });
    const form = await screen.findByRole('form', { name: 'Your review of Harbor & Vine Bistro' });
    // Fields are marked as on the rate pages: one line says the unmarked ones are required.
    expect(within(form).getByText(REQUIRED_NOTE)).toBeTruthy();
    const eligibility = calls.find((call) => call.path === '/api/company-reviews/check-eligibility/c1');
    expect(eligibility?.headers.get('Authorization')).toBe('Bearer test-token');

    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(within(form).getByText('Choose an overall rating from 1 to 5 stars.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Every review is anonymous: no "Post anonymously" box, and the form says so once.
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(within(form).queryByText(/Post anonymously/)).toBeNull();
    expect(screen.getAllByText(/Your review is anonymous/)).toHaveLength(1);
    // Unrated categories are named on one line once one is rated, not under each of the five; the overall
    // rating, which is required, says what to do ("Not rated yet" read as a fault before anything was done).
    expect(within(form).queryByText('Not rated yet')).toBeNull();
    expect(within(form).getAllByText('Choose 1 to 5 stars')).toHaveLength(1);
    const unrated = () =>
      within(form)
        .queryAllByText(/^Not rated: /)
        .map((line) => line.textContent);
    // None on the untouched form: the categories are optional.
    expect(unrated()).toEqual([]);

    await user.click(within(form).getByLabelText('4 stars (Good)'));
    await user.click(within(within(form).getByRole('group', { name: 'Culture' })).getByLabelText('5 stars'));
    expect(unrated()).toEqual(['Not rated: Work-life balance, Compensation, Career growth, Diversity']);
    await user.type(within(form).getByLabelText(/^Pros/), 'Good food.');
    answer = { status: 409, body: { message: 'Already this month.', code: 'conflict' } };
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      "You've already submitted a review for this company this month.",
    );
    answer = { status: 403, body: { message: 'Not eligible.', code: 'forbidden' } };
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Failed to submit review.'));
    // Over the API's 64 KB (long answers in a 3-byte script): the form says what to do and keeps the words.
    answer = { status: 413, body: { message: 'The request body is too large.', code: 'payload_too_large' } };
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(TOO_LONG_MESSAGE));
    expect((within(form).getByLabelText(/^Pros/) as HTMLTextAreaElement).value).toBe('Good food.');

    answer = { status: 201, body: { _id: 'cr1' } };
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/companies/harbor-vine-bistro/c1'));
    const post = calls.filter((call) => call.method === 'POST').at(-1);
    expect(post?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(post?.body).toEqual({
      companyId: 'c1',
      rating: 4,
      isAnonymous: true,
      ratings: { workLifeBalance: 0, compensation: 0, culture: 5, careerGrowth: 0, diversity: 0 },
      reviews: { treatment: '', careerGrowth: '', diversity: '', pros: 'Good food.', cons: '', advice: '' },
    });
  }, 20_000);

  it('sends visitors to /signin', async () => {
    const { currentPath } = renderApp(path);
    await waitFor(() => expect(currentPath()).toBe('/signin'));
  });
});

describe('/All-Companies', () => {
  it('Top Rated keeps 4.2 and up, best first, 4 at most; Recently Added the newest 4', () => {
    const companies = [
      aCompany({ _id: 'a', avgRating: 4.1, createdAt: '2026-01-05T00:00:00Z' }),
      aCompany({ _id: 'b', avgRating: 4.2, createdAt: '2026-01-01T00:00:00Z' }),
      aCompany({ _id: 'c', avgRating: 4.9, createdAt: '2026-01-04T00:00:00Z' }),
      aCompany({ _id: 'd', avgRating: 4.5, createdAt: '2026-01-02T00:00:00Z' }),
      aCompany({ _id: 'e', avgRating: 4.3, createdAt: '2026-01-03T00:00:00Z' }),
      aCompany({ _id: 'f', avgRating: 5, createdAt: '2026-01-06T00:00:00Z' }),
    ];
    expect(topRated(companies).map((c) => c._id)).toEqual(['f', 'c', 'd', 'e']);
    expect(recentlyAdded(companies).map((c) => c._id)).toEqual(['f', 'a', 'c', 'e']);
  });

  it('links cards to /companies/{slug}/{id} and lists locations by city without a Maps key', async () => {
    const { calls } = renderApp('/All-Companies', {
      api: {
        'GET /api/companies?sort=top': { body: [aCompany()] },
        'GET /api/companies?sort=recent': {
          body: [aCompany({ _id: 'c2', name: 'Blue Door', slug: 'blue-door' })],
        },
        'GET /api/companies/locations': {
          body: [
            {
              city: 'Bengaluru',
              lat: 12.97,
              lng: 77.59,
              branchCount: 2,
              companies: [{ _id: 'c1', name: 'Harbor & Vine Bistro', slug: 'harbor-vine-bistro' }],
            },
          ],
        },
      },
    });
    const top = await screen.findByRole('region', { name: 'Top Rated Companies' });
    expect(
      (await within(top).findByRole('link', { name: 'Harbor & Vine Bistro' })).getAttribute('href'),
    ).toBe('/companies/harbor-vine-bistro/c1');
    // A card's count is of the company's managers' reviews, and says so.
    expect(within(top).getByRole('article').textContent).toContain('5 manager reviews');
    const recent = screen.getByRole('region', { name: 'Recently Added' });
    expect((await within(recent).findByRole('link', { name: 'Blue Door' })).getAttribute('href')).toBe(
      '/companies/blue-door/c2',
    );
    const locations = screen.getByRole('region', { name: 'Company Locations' });
    await within(locations).findByRole('heading', { level: 3, name: 'Bengaluru' });
    const here = within(locations).getByRole('list', { name: 'Companies in Bengaluru' });
    expect(within(here).getByRole('link', { name: 'Harbor & Vine Bistro' })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/geocode/script'));
    expect(document.querySelector('.co-map')).toBeNull();
  });
});
