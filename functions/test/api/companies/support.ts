// Shared helpers of the company-review API tests (issue 14, item 2).
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { json, type RequestOptions, type TestApp } from '../../support/test-app.ts';
import {
  type Company,
  companyReviewBody,
  expectStatus,
  managerFixture,
  submitReview,
} from '../managers/support.ts';

export type CompanyReview = {
  _id: string;
  companyId: string;
  rating: number;
  ratings: Record<string, number>;
  reviews: Record<string, string>;
  createdAt: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: 'like' | 'dislike' | null;
  status?: string;
};

export type Context = {
  ownReview: CompanyReview | null;
  myVotes: Record<string, 'like' | 'dislike'>;
  ownReviewIds: string[];
  ownReviews: CompanyReview[];
};

/** A company with one manager, and the accounts given, each eligible (each reviewed the manager). */
export async function eligibleCompany(t: TestApp, accounts: TestAccount[]): Promise<{ company: Company }> {
  const [first] = accounts;
  if (!first) throw new Error('at least one account');
  const { company, manager } = await managerFixture(t, first);
  for (const account of accounts) await expectStatus(await submitReview(t, account, manager._id), 201);
  return { company };
}

/** `account`'s company review of `companyId` this month; `pros` tells them apart. */
export async function submitCompanyReview(
  t: TestApp,
  account: TestAccount,
  companyId: string,
  pros: string,
  options: RequestOptions = {},
): Promise<Response> {
  return t.request('POST', '/api/company-reviews/submit', {
    token: account.idToken,
    body: companyReviewBody(companyId, {
      reviews: {
        treatment: 'Fairly.',
        careerGrowth: '',
        diversity: '',
        pros,
        cons: 'Long weeks.',
        advice: '',
      },
    }),
    ...options,
  });
}

/** A company with `n` published company reviews by `n` new accounts, a minute apart (newest last). */
export async function reviewedCompany(t: TestApp, n: number) {
  const authors = await Promise.all(Array.from({ length: n }, () => createAccount()));
  const { company } = await eligibleCompany(t, authors);
  const reviews: CompanyReview[] = [];
  for (const [i, author] of authors.entries()) {
    // A day apart: public dates are days, and reviews of one day are listed in id order, not by time.
    t.clock.advance(24 * 60 * 60 * 1000);
    reviews.push(
      (await expectStatus(await submitCompanyReview(t, author, company._id, `Pro ${i}`), 201)) as never,
    );
  }
  return { company, authors, reviews };
}

export async function listed(t: TestApp, companyId: string, query = '', token?: string) {
  const res = await t.request(
    'GET',
    `/api/company-reviews/company/${companyId}${query}`,
    token ? { token } : {},
  );
  const body = await expectStatus(res, 200);
  return { items: body as unknown as CompanyReview[], next: res.headers.get('X-Next-Cursor') };
}

export async function vote(
  t: TestApp,
  account: TestAccount,
  reviewId: string,
  pressed: 'like' | 'dislike',
  options: RequestOptions = {},
) {
  return t.request('POST', `/api/company-reviews/${pressed}/${reviewId}`, {
    token: account.idToken,
    ...options,
  });
}

export async function context(t: TestApp, account: TestAccount, companyId: string): Promise<Context> {
  return json<Context>(
    await t.request('GET', `/api/user/review-context/companies/${companyId}`, { token: account.idToken }),
  );
}
