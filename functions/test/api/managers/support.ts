// Shared helpers of the manager-area API tests.
import { expect } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { json, type RequestOptions, type TestApp } from '../../support/test-app.ts';

export type Company = {
  _id: string;
  name: string;
  totalManagers: number;
  totalReviews: number;
  avgRating: number;
};
export type Branch = { _id: string; name: string; city: string; location: string[]; companyId: string };
export type Department = { _id: string; name: string; slug: string; totalManagers: number };
export type Manager = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  branch: { _id: string; city: string; name: string; location: string[] };
  department: { _id: string; name: string } | null;
  averageRating: number;
  reviewCount: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  aspectAverages: Record<string, number>;
};
export type ManagerReview = {
  _id: string;
  manager: string;
  rating: number;
  reviewText: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: 'like' | 'dislike' | null;
  leadership: number;
  reviewLeadership: string;
};

let counter = 0;
/** A company name no other test uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)} ${counter} ${Math.random().toString(36).slice(2, 6)}`;
}

export function reviewBody(overrides: Record<string, unknown> = {}) {
  return {
    rating: 4,
    reviewText: 'Fair and supportive manager.',
    reviewLeadership: 'Leads by example.',
    reviewCommunicationText: '',
    reviewSupport: 'Covered my shift once.',
    anonymous: true,
    leadership: 5,
    communication: 4,
    teamwork: 0,
    empathy: 3,
    fairness: 4,
    ...overrides,
  };
}

export async function expectStatus(res: Response, status: number): Promise<Record<string, unknown>> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** A company, a branch and a manager (no review), created through the API. */
export async function managerFixture(
  t: TestApp,
  account: TestAccount,
  options: { companyName?: string; managerName?: string; city?: string; departmentId?: string } = {},
): Promise<{ company: Company; branch: Branch; manager: Manager }> {
  const token = account.idToken;
  const company = (await expectStatus(
    await t.request('POST', '/api/companies', {
      token,
      body: { name: options.companyName ?? uniqueName('Cafe') },
    }),
    201,
  )) as unknown as Company;
  const branch = (await expectStatus(
    await t.request('POST', '/api/branches', {
      token,
      body: { companyId: company._id, city: options.city ?? 'Bengaluru', location: ['Indiranagar'] },
    }),
    201,
  )) as unknown as Branch;
  const manager = (await expectStatus(
    await t.request('POST', '/api/managers', {
      token,
      body: {
        name: options.managerName ?? uniqueName('Manager'),
        position: 'Head Chef',
        branchId: branch._id,
        company: company._id,
        ...(options.departmentId ? { departmentId: options.departmentId } : {}),
      },
    }),
    201,
  )) as unknown as Manager;
  return { company, branch, manager };
}

export async function submitReview(
  t: TestApp,
  account: TestAccount,
  managerId: string,
  overrides: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<Response> {
  return t.request('POST', '/api/manager-reviews/submit', {
    token: account.idToken,
    body: { managerId, ...reviewBody(overrides) },
    ...options,
  });
}

export function companyReviewBody(companyId: string, overrides: Record<string, unknown> = {}) {
  return {
    companyId,
    isAnonymous: true,
    rating: 4,
    ratings: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 4, diversity: 0 },
    reviews: {
      treatment: 'Respectful.',
      careerGrowth: 'Clear path.',
      diversity: '',
      pros: 'Good team.',
      cons: 'Busy weekends.',
      advice: 'Hire more.',
    },
    ...overrides,
  };
}

export async function profile(t: TestApp, managerId: string, token?: string) {
  const res = await t.request('GET', `/api/managers/${managerId}`, token ? { token } : {});
  expect(res.status).toBe(200);
  return json<{ manager: Manager; reviews: ManagerReview[] }>(res);
}
