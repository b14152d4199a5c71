// The company's answers under its company reviews (issue 17 item 3): "Response from <company>" for
// everyone once published; Respond, Edit and Delete for the company's verified account only; the
// "Verify you represent this company" link while the company has no account.
import type { OwnReviewResponse, Responder } from '@contract/responses';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/toast/toast-store';
import { aCompanyDetails, aCompanyReview } from '@/features/companies/test-fixtures';
import { signInFakeAuth } from '@/testing/fake-firebase-auth';
import type { FakeRoute } from '@/testing/fetch-routes';
import { polyfillDialog } from '@/testing/polyfill-dialog';
import { renderApp } from '@/testing/render-app';

signInFakeAuth();

const PATH = '/companies/harbor-vine-bistro/c1';
const DAY = '2026-11-20T00:00:00.000Z';
const COMPANY = 'Harbor & Vine Bistro';
const REVIEWS = 'GET /api/company-reviews/company/c1?limit=20';
const CONTEXT = 'GET /api/user/review-context/companies/c1';
const CLAIM = 'GET /api/companies/c1/claim';

beforeAll(async () => {
  polyfillDialog();
  await import('@/features/companies/company-page');
});
beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const own = (text: string, status: OwnReviewResponse['status'] = 'published'): OwnReviewResponse => ({
  text,
  createdAt: DAY,
  updatedAt: DAY,
  status,
});
const account = (responses: Record<string, OwnReviewResponse> = {}): Responder => ({
  canRespond: true,
  responses,
});
const activeClaim = {
  _id: 'k1',
  subject: 'company',
  managerId: null,
  managerName: null,
  companyId: 'c1',
  companyName: COMPANY,
  method: 'code',
  state: 'active',
  workDomain: 'harborvine.test',
  decisionReason: '',
  createdAt: DAY,
  updatedAt: DAY,
};
const claimStatus = (claimed: boolean, mine: boolean) => ({
  body: { companyId: 'c1', claimed, mine: mine ? activeClaim : null, verifiedDomains: [] },
});

function renderCompany({
  reviews = [
    aCompanyReview({
      _id: 'cr1',
      response: { text: 'Thank you, we listened.', createdAt: DAY, updatedAt: DAY },
    }),
    aCompanyReview({ _id: 'cr2', reviews: { ...aCompanyReview().reviews, pros: 'Second review.' } }),
  ],
  responder,
  session = 'signed-in',
  claimed = false,
  routes = {},
}: {
  reviews?: ReturnType<typeof aCompanyReview>[];
  responder?: Responder;
  session?: 'signed-in' | 'signed-out';
  claimed?: boolean;
  routes?: Record<string, FakeRoute>;
} = {}) {
  return renderApp(PATH, {
    session,
    api: {
      'GET /api/companies/search/company/_/c1': { body: { company: aCompanyDetails(), managers: [] } },
      [REVIEWS]: { body: reviews },
      [CONTEXT]: {
        body: { ownReview: null, myVotes: {}, ownReviewIds: [], ...(responder ? { responder } : {}) },
      },
      [CLAIM]: claimStatus(claimed || responder !== undefined, responder !== undefined),
      ...routes,
    },
  });
}

const reviewCards = async () => {
  const section = await screen.findByRole('region', { name: `Reviews of ${COMPANY}` });
  await within(section).findByText('Second review.');
  return within(section).getAllByRole('article', { name: /^Review, / });
};

describe('the company’s response under a company review', () => {
  it('shows a visitor the published response as the company’s, and no Respond', async () => {
    const { calls } = renderCompany({ session: 'signed-out' });
    const [first, second] = await reviewCards();
    const response = within(first as HTMLElement).getByRole('region', {
      name: /^Response from Harbor & Vine Bistro/,
    });
    expect(within(response).getByText('Thank you, we listened.')).toBeTruthy();
    expect(within(response).getByText('November 20, 2026')).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('region', { name: /Response from/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Respond|Edit response|Delete response/ })).toBeNull();
    // Visitors are offered the verification (the page asks them to sign in) at no request's cost.
    expect(screen.getByRole('link', { name: 'Verify you represent this company' }).getAttribute('href')).toBe(
      `${PATH}/claim`,
    );
    expect(calls.some((c) => c.path === '/api/companies/c1/claim')).toBe(false);
  });

  it('offers a signed-in reader who is not the company’s account no Respond, and no claim link once it has one', async () => {
    const { calls } = renderCompany({ claimed: true });
    await reviewCards();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/user/review-context/companies/c1')).toBe(true),
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/companies/c1/claim')).toBe(true));
    await screen.findByText('Thank you, we listened.');
    expect(screen.queryByRole('button', { name: /Respond|Edit response|Delete response/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Verify you represent/ })).toBeNull());
  });

  it('keeps the verification link a signed-in reader was shown while it checks for an account, as the rendered page draws it', async () => {
    // The claim status is held: until it answers, the link stays where it is (no flash, no shift).
    let answer = (_: ReturnType<typeof claimStatus>) => {};
    const held = new Promise<ReturnType<typeof claimStatus>>((resolve) => {
      answer = resolve;
    });
    const { calls } = renderCompany({ routes: { [CLAIM]: () => held } });
    await reviewCards();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/companies/c1/claim')).toBe(true));
    const link = screen.getByRole('link', { name: 'Verify you represent this company' });
    expect(link.getAttribute('href')).toBe(`${PATH}/claim`);
    answer(claimStatus(false, false));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/companies/c1/claim')).toHaveLength(1));
    // Still the same link once the answer says no account holds the company.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('link', { name: 'Verify you represent this company' })).toBe(link);
  });

  it('offers the verified account Respond under unanswered reviews and Edit/Delete under its own; saves to the company path', async () => {
    const { user, calls } = renderCompany({
      responder: account({ cr1: own('Thank you, we listened.') }),
      routes: {
        'PUT /api/company-reviews/cr2/response': ({ body }) => ({
          status: 201,
          body: { reviewId: 'cr2', response: own((body as { text: string }).text, 'pending review') },
        }),
      },
    });
    const cards = await reviewCards();
    const [first, second] = cards as [HTMLElement, HTMLElement];
    await within(second).findByRole('button', { name: 'Respond' });
    expect(within(first).queryByRole('button', { name: 'Respond' })).toBeNull();
    const mine = within(first).getByRole('region', { name: /^Response from Harbor & Vine Bistro/ });
    expect(within(mine).getByRole('button', { name: 'Edit response' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete response' })).toBeTruthy();
    // The page's link is to their own account, not an offer to verify.
    expect(await screen.findByRole('link', { name: 'Your company account' })).toBeTruthy();

    await user.click(within(second).getByRole('button', { name: 'Respond' }));
    expect(within(second).getByText(/as Harbor & Vine Bistro’s answer/)).toBeTruthy();
    await user.type(within(second).getByRole('textbox', { name: 'Your response' }), 'Thanks, noted.');
    await user.click(within(second).getByRole('button', { name: 'Save response' }));
    const held = await within(second).findByRole('region', { name: /Response from Harbor & Vine Bistro/ });
    expect(within(held).getByText('Waiting for moderation')).toBeTruthy();
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put.map((c) => c.path)).toEqual(['/api/company-reviews/cr2/response']);
    expect(put[0]?.body).toEqual({ text: 'Thanks, noted.' });
    expect(put[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
