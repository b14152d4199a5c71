// Public review dates are days (issue 13 item 6b): an exact time lets the person reviewed match
// a review to the candidate they met that hour. Every answer anyone else can read carries
// review times (and the creation times of what a reviewer adds with a review) at midnight UTC;
// the author sees their own exact times. Within a day, lists are ordered by review id, not time.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { accounts, addInterviewer, addReview, type Review, uniqueName } from '../interviewers/support.ts';
import {
  companyReviewBody,
  expectStatus,
  type ManagerReview,
  managerFixture,
  submitReview,
} from '../managers/support.ts';

const NOW = '2026-03-01T14:37:12.345Z';
const DAY = '2026-03-01T00:00:00.000Z';
const HOUR = 3_600_000;
const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g;

let t: TestApp;
let author: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ now: new Date(NOW) });
  [author, other] = (await accounts(2)) as [TestAccount, TestAccount];
});
afterAll(async () => {
  await t.close();
});

/** The answer's text, after checking that every time in it is a whole UTC day. */
async function onlyDays(path: string, token?: string): Promise<string> {
  const res = await t.request('GET', path, token ? { token } : {});
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  const times = text.match(ISO_TIME) ?? [];
  expect(times.length, `${path} carries no times at all: ${text}`).toBeGreaterThan(0);
  for (const time of times) expect(time, `${path}: ${text}`).toMatch(/T00:00:00\.000Z$/);
  return text;
}

describe('interviewer reviews', () => {
  let interviewerId: string;
  let own: Review;

  beforeAll(async () => {
    const added = await addInterviewer(t, author.idToken, { company: uniqueName('Dates Co') });
    interviewerId = added._id;
    own = await addReview(t, author.idToken, interviewerId);
    t.clock.advance(HOUR);
  });

  test('visitors and other readers see the day, everywhere the review or its interviewer shows', async () => {
    const interviewer = (await json(await t.request('GET', `/interviewers/${interviewerId}`))) as {
      name: string;
    };
    for (const token of [undefined, other.idToken]) {
      const list = await onlyDays(`/reviews/rmi?interviewerId=${interviewerId}`, token);
      expect(JSON.parse(list)).toEqual([
        expect.objectContaining({ _id: own._id, createdAt: DAY, updatedAt: DAY }),
      ]);
      await onlyDays(`/api/reviews/rmi?interviewerId=${interviewerId}&limit=5`, token);
      await onlyDays(`/interviewers/${interviewerId}`, token);
      await onlyDays(`/interviewers/search/${encodeURIComponent(interviewer.name)}`, token);
    }
  });

  test('the author sees the exact times: in the answer, the list, the review context and my-reviews', async () => {
    expect(own).toMatchObject({ createdAt: NOW, updatedAt: NOW, isOwnReview: true });
    const list = await json<Review[]>(
      await t.request('GET', `/reviews/rmi?interviewerId=${interviewerId}`, { token: author.idToken }),
    );
    expect(list).toEqual([expect.objectContaining({ _id: own._id, createdAt: NOW })]);
    const context = await json<{ ownReview: Review }>(
      await t.request('GET', `/api/user/review-context/interviewers/${interviewerId}`, {
        token: author.idToken,
      }),
    );
    expect(context.ownReview).toMatchObject({ createdAt: NOW, updatedAt: NOW });
    const mine = await json<{ _id: string; date: string }[]>(
      await t.request('GET', '/api/user/my-reviews', { token: author.idToken }),
    );
    expect(mine.find((r) => r._id === own._id)?.date).toBe(NOW);
  });

  test('an edit later that day: the day for others, the exact time for its author', async () => {
    const edited = await t.request('PUT', `/interviewer-reviews/${own._id}`, {
      token: author.idToken,
      body: { rating: 3, reviewText: 'Second thoughts.', interviewStatus: 'waiting', anonymous: true },
    });
    expect(await json(edited)).toMatchObject({ createdAt: NOW, updatedAt: t.clock.now().toISOString() });
    const list = await onlyDays(`/reviews/rmi?interviewerId=${interviewerId}`);
    expect(JSON.parse(list)).toEqual([expect.objectContaining({ createdAt: DAY, updatedAt: DAY })]);
  });

  test('reviews of one day are listed by id, not by the time they were written', async () => {
    const people = await accounts(4);
    const subject = (await addInterviewer(t, author.idToken))._id;
    for (const person of people) {
      await addReview(t, person.idToken, subject);
      t.clock.advance(60_000);
    }
    const ids = JSON.parse(await onlyDays(`/reviews/rmi?interviewerId=${subject}`)).map((r: Review) => r._id);
    expect(ids).toHaveLength(4);
    expect(ids).toEqual([...ids].sort().reverse());
  });
});

describe('manager and company reviews', () => {
  test('visitors see days on the profile, its pages, searches and the company, branch and department', async () => {
    t.clock.advance(HOUR);
    const { company, manager } = await managerFixture(t, author, { companyName: uniqueName('Dates Bistro') });
    const department = await expectStatus(
      await t.request('POST', '/api/departments', {
        token: author.idToken,
        body: { name: uniqueName('Kitchen') },
      }),
      201,
    );
    const review = await json<ManagerReview & { createdAt: string }>(
      await submitReview(t, author, manager._id),
    );
    expect(review.createdAt).toBe(t.clock.now().toISOString());
    const companyReview = await expectStatus(
      await t.request('POST', '/api/company-reviews/submit', {
        token: author.idToken,
        body: companyReviewBody(company._id),
      }),
      201,
    );
    expect(companyReview.createdAt).toBe(t.clock.now().toISOString());

    for (const token of [undefined, other.idToken]) {
      const profile = JSON.parse(await onlyDays(`/api/managers/${manager._id}`, token));
      expect(profile.reviews).toEqual([expect.objectContaining({ _id: review._id, createdAt: DAY })]);
      await onlyDays(`/api/managers/${manager._id}?limit=1`, token);
      await onlyDays(`/api/search?q=${encodeURIComponent(manager.name)}`, token);
      await onlyDays(`/api/companies?search=${encodeURIComponent(company.name)}`, token);
      await onlyDays(`/api/branches?companyId=${company._id}`, token);
      await onlyDays(`/api/departments?search=${encodeURIComponent(String(department.name))}`, token);
      const companyReviews = JSON.parse(await onlyDays(`/api/company-reviews/company/${company._id}`, token));
      expect(companyReviews).toEqual([expect.objectContaining({ _id: companyReview._id, createdAt: DAY })]);
    }
    // Its author sees their own exact times.
    const asAuthor = await json<{ reviews: ManagerReview[] }>(
      await t.request('GET', `/api/managers/${manager._id}`, { token: author.idToken }),
    );
    expect(asAuthor.reviews[0]).toMatchObject({ _id: review._id, createdAt: review.createdAt });
    const ownCompanyReviews = await json<{ createdAt: string }[]>(
      await t.request('GET', `/api/company-reviews/company/${company._id}`, { token: author.idToken }),
    );
    expect(ownCompanyReviews[0]?.createdAt).toBe(companyReview.createdAt);
  });
});
