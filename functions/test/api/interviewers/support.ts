// Helpers for the interviewer-area API tests.
import { expect } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { json, type TestApp } from '../../support/test-app.ts';

export type Interviewer = {
  _id: string;
  name: string;
  position: string;
  company: { _id: string; name: string };
  rating: number;
  reviewCount: number;
  average: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  linkedin: string | null;
  email: string | null;
  tags: string[];
  createdAt: string;
};

export type Review = {
  _id: string;
  interviewer: string;
  rating: number;
  reviewText: string;
  interviewStatus: string | null;
  anonymous: boolean;
  createdAt: string;
  updatedAt: string;
  likes: number;
  dislikes: number;
  isOwnReview: boolean;
  myVote: 'like' | 'dislike' | null;
};

let counter = 0;
/** A fresh name, so tests sharing one app do not find each other's interviewers. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${String.fromCharCode(97 + (counter % 26))}${counter}x${Math.random().toString(36).slice(2, 6)}`;
}

export async function accounts(n: number): Promise<TestAccount[]> {
  return Promise.all(Array.from({ length: n }, () => createAccount()));
}

export async function addInterviewer(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = {},
): Promise<Interviewer> {
  const res = await t.request('POST', '/interviewers', {
    token,
    body: { name: uniqueName('Jane'), company: uniqueName('Acme'), position: 'Engineering Manager', ...body },
  });
  expect(res.status).toBe(201);
  return json<Interviewer>(res);
}

export const reviewBody = (interviewerId: string, overrides: Record<string, unknown> = {}) => ({
  interviewerId,
  rating: 4,
  reviewText: 'Fair questions and a friendly conversation.',
  interviewStatus: 'cleared',
  anonymous: false,
  ...overrides,
});

export async function addReview(
  t: TestApp,
  token: string,
  interviewerId: string,
  overrides: Record<string, unknown> = {},
): Promise<Review> {
  const res = await t.request('POST', '/reviews/rmi', { token, body: reviewBody(interviewerId, overrides) });
  expect(res.status).toBe(201);
  return json<Review>(res);
}

export async function reviewsOf(t: TestApp, interviewerId: string, token?: string): Promise<Review[]> {
  const res = await t.request('GET', `/reviews/rmi?interviewerId=${interviewerId}`, token ? { token } : {});
  expect(res.status).toBe(200);
  return json<Review[]>(res);
}

export async function interviewer(t: TestApp, id: string): Promise<Interviewer> {
  const res = await t.request('GET', `/interviewers/${id}`);
  expect(res.status).toBe(200);
  return json<Interviewer>(res);
}
