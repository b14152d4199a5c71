// Review lists a page at a time (issue 8): ?limit= and ?cursor= on GET /reviews/rmi and
// GET /api/managers/{id}; without them the lists are answered whole, as before. Also the
// caller's votes on a list, read with one query rather than one read per review, and the
// review context read directly, with the same answer as the personalised list gives.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findInconsistencies } from '../../src/domain/reviews/consistency-checks.ts';
import type { TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { accounts, addInterviewer, addReview, type Review, reviewsOf } from './interviewers/support.ts';
import { type ManagerReview, managerFixture, submitReview } from './managers/support.ts';

let t: TestApp;
let people: TestAccount[];

beforeAll(async () => {
  t = await createTestApp();
  people = await accounts(5);
});
afterAll(async () => {
  expect(await findInconsistencies(t.deps.store)).toEqual([]);
  await t.close();
});

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Follows X-Next-Cursor from the first page to the last; the ids in order, and the pages' sizes. */
async function allPages(path: (cursor: string | null) => string, token?: string) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const res = await t.request('GET', path(cursor), token ? { token } : {});
    expect(res.status).toBe(200);
    const body = (await json<unknown>(res)) as Review[] | { reviews: ManagerReview[] };
    const reviews = Array.isArray(body) ? body : body.reviews;
    ids.push(...reviews.map((r) => r._id));
    sizes.push(reviews.length);
    cursor = res.headers.get('X-Next-Cursor');
    if (!cursor) return { ids, sizes };
  }
  throw new Error('more than 20 pages');
}

describe('interviewer reviews', () => {
  let interviewerId: string;
  let newestFirst: string[];

  beforeAll(async () => {
    interviewerId = (await addInterviewer(t, people[0]?.idToken as string))._id;
    for (const person of people) {
      await addReview(t, person.idToken, interviewerId);
      t.clock.advance(MINUTE);
    }
    newestFirst = (await reviewsOf(t, interviewerId)).map((r) => r._id);
    expect(newestFirst).toHaveLength(5);
  });

  test('pages follow each other newest first, and the last has no cursor', async () => {
    const { ids, sizes } = await allPages(
      (cursor) => `/reviews/rmi?interviewerId=${interviewerId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(ids).toEqual(newestFirst);
    expect(sizes).toEqual([2, 2, 1]);
  });

  test('a page as large as the list has no cursor; a cursor alone gives the default page size', async () => {
    const res = await t.request('GET', `/api/reviews/rmi?interviewerId=${interviewerId}&limit=5`);
    expect(res.headers.get('X-Next-Cursor')).toBeNull();
    expect((await json<Review[]>(res)).map((r) => r._id)).toEqual(newestFirst);
    const first = await t.request('GET', `/api/reviews/rmi?interviewerId=${interviewerId}&limit=1`);
    const cursor = first.headers.get('X-Next-Cursor');
    const rest = await t.request('GET', `/api/reviews/rmi?interviewerId=${interviewerId}&cursor=${cursor}`);
    expect((await json<Review[]>(rest)).map((r) => r._id)).toEqual(newestFirst.slice(1));
  });

  test('a review written meanwhile does not shift the pages that follow', async () => {
    const other = await addInterviewer(t, people[0]?.idToken as string);
    // A day apart: within a day, lists are ordered by id (issue 13), so a review written today
    // may land anywhere among today's; it still neither repeats nor hides one.
    for (const person of people.slice(0, 3)) {
      await addReview(t, person.idToken, other._id);
      t.clock.advance(DAY);
    }
    const all = (await reviewsOf(t, other._id)).map((r) => r._id);
    const first = await t.request('GET', `/reviews/rmi?interviewerId=${other._id}&limit=2`);
    await addReview(t, people[3]?.idToken as string, other._id);
    const rest = await t.request(
      'GET',
      `/reviews/rmi?interviewerId=${other._id}&limit=2&cursor=${first.headers.get('X-Next-Cursor')}`,
    );
    expect((await json<Review[]>(rest)).map((r) => r._id)).toEqual(all.slice(2));
  });

  test('signed in, a page carries isOwnReview and myVote', async () => {
    const [author, voter] = people as [TestAccount, TestAccount];
    const own = (await reviewsOf(t, interviewerId, author.idToken)).find((r) => r.isOwnReview);
    // Someone else's review: authors cannot vote on their own (issue 13).
    const liked = (await reviewsOf(t, interviewerId, voter.idToken)).find((r) => !r.isOwnReview)
      ?._id as string;
    const vote = await t.request('POST', `/interviewers/${interviewerId}/reviews/${liked}/like`, {
      token: voter.idToken,
    });
    expect(vote.status).toBe(200);
    const res = await t.request('GET', `/reviews/rmi?interviewerId=${interviewerId}&limit=10`, {
      token: voter.idToken,
    });
    const page = await json<Review[]>(res);
    expect(page.find((r) => r._id === liked)?.myVote).toBe('like');
    expect(page.filter((r) => r._id !== liked).every((r) => r.myVote === null)).toBe(true);
    const whole = await reviewsOf(t, interviewerId, author.idToken);
    expect(whole.filter((r) => r.isOwnReview).map((r) => r._id)).toEqual([own?._id]);
    // The same vote again removes it.
    await t.request('POST', `/interviewers/${interviewerId}/reviews/${liked}/like`, { token: voter.idToken });
    expect((await reviewsOf(t, interviewerId, voter.idToken)).every((r) => r.myVote === null)).toBe(true);
  });

  test('a vote on a deleted review does not carry over to its author writing it again', async () => {
    const [author, voter] = people.slice(3) as [TestAccount, TestAccount];
    const subject = await addInterviewer(t, author.idToken);
    const first = await addReview(t, author.idToken, subject._id);
    await addReview(t, voter.idToken, subject._id);
    await t.request('POST', `/interviewers/${subject._id}/reviews/${first._id}/dislike`, {
      token: voter.idToken,
    });
    expect((await reviewsOf(t, subject._id, voter.idToken)).find((r) => r._id === first._id)?.myVote).toBe(
      'dislike',
    );
    expect(
      (await t.request('DELETE', `/interviewer-reviews/${first._id}`, { token: author.idToken })).status,
    ).toBe(200);
    const again = await addReview(t, author.idToken, subject._id);
    expect(again._id).toBe(first._id);
    expect(
      (await reviewsOf(t, subject._id, voter.idToken)).find((r) => r._id === first._id)?.myVote,
    ).toBeNull();
  });

  test('a cursor that is not one, or a limit out of range, is a 400; an unknown interviewer a 404', async () => {
    for (const query of ['cursor=nonsense', 'limit=0', 'limit=101', 'limit=two']) {
      const res = await t.request('GET', `/reviews/rmi?interviewerId=${interviewerId}&${query}`);
      expect(res.status, query).toBe(400);
    }
    const res = await t.request('GET', '/reviews/rmi?interviewerId=nosuchinterviewer000&limit=5');
    expect(res.status).toBe(404);
  });
});

describe('manager reviews', () => {
  test('GET /api/managers/{id} pages its reviews; without paging it answers them all', async () => {
    const { manager } = await managerFixture(t, people[0] as TestAccount);
    for (const person of people) {
      expect((await submitReview(t, person, manager._id)).status).toBe(201);
      t.clock.advance(MINUTE);
    }
    const whole = await t.request('GET', `/api/managers/${manager._id}`);
    expect(whole.headers.get('X-Next-Cursor')).toBeNull();
    const all = (await json<{ reviews: ManagerReview[] }>(whole)).reviews.map((r) => r._id);
    expect(all).toHaveLength(5);
    const { ids, sizes } = await allPages(
      (cursor) => `/api/managers/${manager._id}?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      people[1]?.idToken,
    );
    expect(ids).toEqual(all);
    expect(sizes).toEqual([3, 2]);
    const page = await t.request('GET', `/api/managers/${manager._id}?limit=1`);
    expect((await json<{ manager: { _id: string } }>(page)).manager._id).toBe(manager._id);
    expect((await t.request('GET', `/api/managers/${manager._id}?cursor=x`)).status).toBe(400);
  });
});

describe('the review context, read without listing the reviews', () => {
  type Flags = { _id: string; isOwnReview: boolean; myVote: 'like' | 'dislike' | null };
  /** What the caller's personal part of the list is, picked out of the list answered for them. */
  async function fromList(path: string, token: string) {
    const res = await t.request('GET', path, { token });
    expect(res.status).toBe(200);
    const body = (await json<unknown>(res)) as Flags[] | { reviews: Flags[] };
    const reviews = Array.isArray(body) ? body : body.reviews;
    const myVotes: Record<string, 'like' | 'dislike'> = {};
    for (const review of reviews) if (review.myVote) myVotes[review._id] = review.myVote;
    return { ownReview: reviews.find((review) => review.isOwnReview) ?? null, myVotes };
  }
  async function context(path: string, token: string) {
    const res = await t.request('GET', path, { token });
    expect(res.status).toBe(200);
    return json(res);
  }

  test('answers what the personalised list says, old vote incarnations and all', async () => {
    const [author, voter, other] = people as [TestAccount, TestAccount, TestAccount];
    const subject = await addInterviewer(t, author.idToken);
    const own = await addReview(t, author.idToken, subject._id);
    const second = await addReview(t, other.idToken, subject._id);
    const third = await addReview(t, voter.idToken, subject._id);
    const press = (review: string, vote: string, token: string) =>
      t.request('POST', `/interviewers/${subject._id}/reviews/${review}/${vote}`, { token });
    await press(own._id, 'like', voter.idToken);
    await press(second._id, 'dislike', voter.idToken);
    await press(third._id, 'like', author.idToken);
    // An author cannot vote on their own review (issue 13).
    expect((await press(own._id, 'like', author.idToken)).status).toBe(403);
    // The other author deletes and writes again: the voter's dislike stays on the old incarnation.
    await t.request('DELETE', `/interviewer-reviews/${second._id}`, { token: other.idToken });
    await addReview(t, other.idToken, subject._id);
    for (const account of [author, voter, other]) {
      expect(await context(`/api/user/review-context/interviewers/${subject._id}`, account.idToken)).toEqual(
        await fromList(`/reviews/rmi?interviewerId=${subject._id}`, account.idToken),
      );
    }
    const mine = await context(`/api/user/review-context/interviewers/${subject._id}`, author.idToken);
    expect(mine).toMatchObject({
      ownReview: { _id: own._id, myVote: null },
      myVotes: { [third._id]: 'like' },
    });
  });

  test('the same for a manager', async () => {
    const [author, voter] = people as [TestAccount, TestAccount];
    const { manager } = await managerFixture(t, author);
    const own = await json<ManagerReview>(await submitReview(t, author, manager._id));
    await submitReview(t, voter, manager._id);
    await t.request('POST', `/api/manager-reviews/dislike/${own._id}`, { token: voter.idToken });
    for (const account of [author, voter]) {
      expect(await context(`/api/user/review-context/managers/${manager._id}`, account.idToken)).toEqual(
        await fromList(`/api/managers/${manager._id}`, account.idToken),
      );
    }
  });
});
