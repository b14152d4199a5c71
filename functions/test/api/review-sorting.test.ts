// Sorted and filtered review lists (issue 14 item 6): ?sort=newest|helpful|highest|lowest on the
// review lists of interviewers, managers (the profile's page of reviews) and companies, and
// ?outcome= on interviewers'. Every order is (its number, day desc, id desc), paged with sealed
// cursors bound to the sort and filter they were made for. The expected orders come from a plain
// comparator over the answers' own fields; equal numbers on one day cross page boundaries.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findInconsistencies } from '../../src/domain/reviews/consistency-checks.ts';
import type { TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { vote as companyVote, reviewedCompany } from './companies/support.ts';
import { accounts, addInterviewer, addReview, type Review } from './interviewers/support.ts';
import { expectStatus, type ManagerReview, managerFixture, submitReview } from './managers/support.ts';
import { FAKE_PROFANITY } from './moderation/support.ts';

let t: TestApp;
let people: TestAccount[];

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Held for moderation by FAKE_PROFANITY. */
const HELD_TEXT = 'A fracking waste of an afternoon.';

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY, now: new Date('2026-03-01T09:15:42.123Z') });
  people = await accounts(8);
});
afterAll(async () => {
  expect(await findInconsistencies(t.deps.store)).toEqual([]);
  await t.close();
});

type Listed = { _id: string; rating: number; likes: number; createdAt: string };
type Sort = 'newest' | 'helpful' | 'highest' | 'lowest';

/** The order the API promises: the sort's number, then newest day, then id (descending). */
function expected<R extends Listed>(reviews: R[], sort: Sort): string[] {
  const key = (r: R) =>
    sort === 'helpful' ? -r.likes : sort === 'highest' ? -r.rating : sort === 'lowest' ? r.rating : 0;
  return [...reviews]
    .sort(
      (a, b) =>
        key(a) - key(b) ||
        b.createdAt.slice(0, 10).localeCompare(a.createdAt.slice(0, 10)) ||
        (a._id < b._id ? 1 : -1),
    )
    .map((r) => r._id);
}

async function get(path: string, token?: string) {
  const res = await t.request('GET', path, token ? { token } : {});
  const body = await json<unknown>(res);
  return { res, body };
}

/** Follows X-Next-Cursor from the first page to the last: the ids in order. */
async function walk(path: string, limit: number, token?: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 30; i++) {
    const sep = path.includes('?') ? '&' : '?';
    const { res, body } = await get(
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    expect(res.status, JSON.stringify(body)).toBe(200);
    const reviews = (Array.isArray(body) ? body : (body as { reviews: Listed[] }).reviews) as Listed[];
    expect(reviews.length).toBeLessThanOrEqual(limit);
    ids.push(...reviews.map((r) => r._id));
    cursor = res.headers.get('X-Next-Cursor');
    if (!cursor) return ids;
  }
  throw new Error('more than 30 pages');
}

async function firstCursor(path: string): Promise<string> {
  const { res } = await get(path);
  expect(res.status).toBe(200);
  const cursor = res.headers.get('X-Next-Cursor');
  expect(cursor).toBeTruthy();
  return cursor as string;
}

async function refused(path: string, message: RegExp) {
  const { res, body } = await get(path);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body).toMatchObject({ code: 'invalid_request' });
  expect((body as { message: string }).message).toMatch(message);
}

describe('interviewer reviews', () => {
  let interviewerId: string;
  let all: Review[];
  let heldId: string;
  const list = (query: string) => `/reviews/rmi?interviewerId=${interviewerId}&${query}`;

  beforeAll(async () => {
    const p = people as [TestAccount, ...TestAccount[]];
    interviewerId = (await addInterviewer(t, p[0].idToken))._id;
    const write = (i: number, rating: number, interviewStatus: string, reviewText?: string) =>
      addReview(t, (p[i] as TestAccount).idToken, interviewerId, {
        rating,
        interviewStatus,
        ...(reviewText ? { reviewText } : {}),
      });
    // Day 1: three reviews, two of them 5 stars.
    const a = await write(0, 5, 'cleared');
    t.clock.advance(HOUR);
    const b = await write(1, 3, 'not cleared');
    t.clock.advance(HOUR);
    const c = await write(2, 5, 'cleared');
    t.clock.advance(DAY);
    // Day 2: three more 5s and 1s, one of them held for moderation (its author's alone).
    const d = await write(3, 5, 'not cleared');
    t.clock.advance(HOUR);
    const e = await write(4, 1, 'waiting');
    t.clock.advance(HOUR);
    heldId = (await write(5, 5, 'cleared', HELD_TEXT))._id;
    t.clock.advance(HOUR);
    const f = await write(6, 1, 'cleared');
    t.clock.advance(DAY);
    // Likes: b 3, e 1, d 1 (a tie across days), the rest none.
    const like = (voter: number, review: Review) =>
      t.request('POST', `/interviewers/${interviewerId}/reviews/${review._id}/like`, {
        token: (p[voter] as TestAccount).idToken,
      });
    for (const [voter, review] of [
      [0, b],
      [2, b],
      [3, b],
      [0, e],
      [7, d],
    ] as const) {
      expect((await like(voter, review)).status).toBe(200);
    }
    all = (await json<Review[]>(await t.request('GET', list('sort=newest')))) as Review[];
    expect(all.map((r) => r._id).sort()).toEqual([a, b, c, d, e, f].map((r) => r._id).sort());
  });

  test.each(['newest', 'helpful', 'highest', 'lowest'] as const)(
    'sort=%s answers the whole list and every page size in the same order, each review once',
    async (sort) => {
      const order = expected(all, sort);
      const { body } = await get(list(`sort=${sort}`));
      expect((body as Review[]).map((r) => r._id)).toEqual(order);
      for (const limit of [1, 2, 4]) expect(await walk(list(`sort=${sort}`), limit)).toEqual(order);
    },
  );

  test('highest and lowest put the stars first; helpful the most liked', async () => {
    const ratings = async (sort: Sort) =>
      ((await get(list(`sort=${sort}`))).body as Review[]).map((r) => r.rating);
    expect(await ratings('highest')).toEqual([5, 5, 5, 3, 1, 1]);
    expect(await ratings('lowest')).toEqual([1, 1, 3, 5, 5, 5]);
    const likes = ((await get(list('sort=helpful'))).body as Review[]).map((r) => r.likes);
    expect(likes).toEqual([3, 1, 1, 0, 0, 0]);
  });

  test('outcome= keeps one outcome, in any sort, paged; the forms the review form accepts all work', async () => {
    const cleared = all.filter((r) => r.interviewStatus === 'cleared');
    expect(cleared).toHaveLength(3);
    for (const sort of ['newest', 'highest', 'lowest', 'helpful'] as const) {
      expect(await walk(list(`sort=${sort}&outcome=cleared`), 1)).toEqual(expected(cleared, sort));
    }
    const notCleared = expected(
      all.filter((r) => r.interviewStatus === 'not cleared'),
      'highest',
    );
    for (const form of ['not%20cleared', 'not_cleared', 'Not-Cleared', 'not+cleared']) {
      expect(await walk(list(`sort=highest&outcome=${form}`), 1)).toEqual(notCleared);
    }
    expect((await get(list('outcome=no%20interview'))).body).toEqual([]);
    // Blank is "no filter", as forms send it.
    expect(await walk(list('outcome='), 2)).toEqual(expected(all, 'newest'));
  });

  test('a held review is never listed to others, and listed to its author in its place', async () => {
    for (const sort of ['newest', 'helpful', 'highest', 'lowest'] as const) {
      expect(await walk(list(`sort=${sort}`), 1)).not.toContain(heldId);
      const mine = await walk(list(`sort=${sort}`), 2, (people[5] as TestAccount).idToken);
      expect(mine).toContain(heldId);
      expect(mine.filter((id) => id !== heldId)).toEqual(expected(all, sort));
    }
    const highest = await walk(list('sort=highest'), 10, (people[5] as TestAccount).idToken);
    expect(highest.indexOf(heldId)).toBeLessThan(4); // among the 5-star reviews
  });

  test('a cursor pages only the sort and filter it was made for', async () => {
    const message =
      /^cursor must be an X-Next-Cursor value of this list, asked for with the same sort and filter/;
    const highest = await firstCursor(list('sort=highest&limit=1'));
    const newest = await firstCursor(list('limit=1'));
    const cleared = await firstCursor(list('sort=highest&outcome=cleared&limit=1'));
    await refused(list(`sort=lowest&cursor=${highest}`), message);
    await refused(list(`sort=helpful&cursor=${highest}`), message);
    await refused(list(`cursor=${highest}`), message);
    await refused(list(`sort=highest&cursor=${newest}`), message);
    await refused(list(`sort=highest&cursor=${cleared}`), message);
    await refused(list(`sort=highest&outcome=waiting&cursor=${cleared}`), message);
    // The same list, sort and filter: fine, however the outcome is spelled.
    const { res } = await get(list(`sort=highest&outcome=Cleared&cursor=${cleared}`));
    expect(res.status).toBe(200);
  });

  test('unknown, repeated and oversized sort and outcome are 400s naming the field', async () => {
    await refused(list('sort=oldest'), /^sort must be one of: newest, helpful, highest, lowest\.$/);
    await refused(list('sort=HIGHEST'), /^sort must be one of/);
    await refused(list(`sort=${'x'.repeat(5000)}`), /^sort must be one of/);
    await refused(list('sort=highest&sort=lowest'), /^sort must be given once\.$/);
    await refused(
      list('outcome=hired'),
      /^outcome must be one of: cleared, not cleared, waiting, no interview\.$/,
    );
    await refused(list(`outcome=${'a'.repeat(5000)}`), /^outcome must be one of/);
    await refused(list('outcome=cleared&outcome=waiting'), /^outcome must be given once\.$/);
    await refused(list('sort=highest&limit=1&cursor=a&cursor=b'), /^cursor /);
    await refused(list('sort=__proto__'), /^sort must be one of/);
  });

  test('the /api alias sorts the same', async () => {
    const { body } = await get(`/api/${list('sort=lowest')}`.replace('//', '/'));
    expect((body as Review[]).map((r) => r._id)).toEqual(expected(all, 'lowest'));
  });
});

describe('manager reviews (the profile answer)', () => {
  let managerId: string;
  let all: ManagerReview[];
  const profile = (query: string) => `/api/managers/${managerId}?${query}`;

  beforeAll(async () => {
    const p = people as TestAccount[];
    managerId = (await managerFixture(t, p[0] as TestAccount)).manager._id;
    for (const [i, rating] of [4, 2, 4, 4, 5].entries()) {
      await expectStatus(await submitReview(t, p[i] as TestAccount, managerId, { rating }), 201);
      if (i === 2) t.clock.advance(DAY);
    }
    t.clock.advance(DAY);
    all = (await json<{ reviews: ManagerReview[] }>(await t.request('GET', profile('')))).reviews;
    const like = (voter: number, review: ManagerReview) =>
      t.request('POST', `/api/manager-reviews/like/${review._id}`, {
        token: (p[voter] as TestAccount).idToken,
      });
    const [first, second] = all as [ManagerReview, ManagerReview];
    expect((await like(6, second)).status).toBe(200);
    expect((await like(7, second)).status).toBe(200);
    expect((await like(6, first)).status).toBe(200);
    all = (await json<{ reviews: ManagerReview[] }>(await t.request('GET', profile('')))).reviews;
  });

  test.each(['newest', 'helpful', 'highest', 'lowest'] as const)(
    'sort=%s pages the profile reviews in order, each once',
    async (sort) => {
      const order = expected(all as unknown as Listed[], sort);
      for (const limit of [1, 2]) expect(await walk(profile(`sort=${sort}`), limit)).toEqual(order);
      const { body } = await get(profile(`sort=${sort}`));
      expect((body as { reviews: ManagerReview[] }).reviews.map((r) => r._id)).toEqual(order);
      expect((body as { manager: { _id: string } }).manager._id).toBe(managerId);
    },
  );

  test('a cursor of one sort does not page another; unknown sorts are refused', async () => {
    const highest = await firstCursor(profile('sort=highest&limit=1'));
    await refused(profile(`sort=lowest&cursor=${highest}`), /^cursor must be an X-Next-Cursor value/);
    await refused(profile(`cursor=${highest}`), /^cursor must be an X-Next-Cursor value/);
    await refused(profile('sort=best'), /^sort must be one of/);
    await refused(profile('sort=lowest&sort=lowest'), /^sort must be given once\.$/);
  });
});

describe('company reviews', () => {
  test('every sort pages in order with ties on one rating, and cursors stay with their sort', async () => {
    const { company, reviews } = await reviewedCompany(t, 4);
    const p = people as TestAccount[];
    const like = async (voter: number, id: string) =>
      expect((await companyVote(t, p[voter] as TestAccount, id, 'like')).status).toBe(200);
    await like(0, (reviews[0] as { _id: string })._id);
    await like(1, (reviews[0] as { _id: string })._id);
    await like(0, (reviews[2] as { _id: string })._id);
    const path = (query: string) => `/api/company-reviews/company/${company._id}?${query}`;
    const all = (await get(path(''))).body as Listed[];
    expect(all.map((r) => r.likes).sort()).toEqual([0, 0, 1, 2]);
    for (const sort of ['newest', 'helpful', 'highest', 'lowest'] as const) {
      expect(await walk(path(`sort=${sort}`), 1)).toEqual(expected(all, sort));
    }
    expect(((await get(path('sort=helpful'))).body as Listed[]).map((r) => r.likes)).toEqual([2, 1, 0, 0]);
    const helpful = await firstCursor(path('sort=helpful&limit=1'));
    await refused(path(`sort=newest&cursor=${helpful}`), /^cursor must be an X-Next-Cursor value/);
    await refused(path('sort=worst'), /^sort must be one of/);
  });
});
