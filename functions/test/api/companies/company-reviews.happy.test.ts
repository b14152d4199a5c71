// Company reviews can be read (issue 14, item 2): a company's published reviews a page at a time,
// votes on them, the caller's part through the review context, reports and moderation, as manager
// reviews have them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus } from '../managers/support.ts';
import { decide, moderatorAccount, report } from '../moderation/support.ts';
import { context, listed, reviewedCompany, vote } from './support.ts';

let t: TestApp;
let reader: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  reader = await createAccount();
});
afterAll(() => t.close());

describe('GET /company-reviews/company/{id}', () => {
  test('pages newest first with X-Next-Cursor; each review carries its ratings, answers and counts', async () => {
    const { company, reviews } = await reviewedCompany(t, 3);
    const first = await listed(t, company._id, '?limit=2');
    expect(first.items.map((r) => r.reviews.pros)).toEqual(['Pro 2', 'Pro 1']);
    expect(first.next).toBeTruthy();
    const second = await listed(t, company._id, `?limit=2&cursor=${encodeURIComponent(first.next ?? '')}`);
    expect(second.items.map((r) => r.reviews.pros)).toEqual(['Pro 0']);
    expect(second.next).toBeNull();

    expect(first.items[0]).toMatchObject({
      _id: reviews[2]?._id,
      companyId: company._id,
      rating: 4,
      ratings: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 4, diversity: 0 },
      reviews: { treatment: 'Fairly.', pros: 'Pro 2', cons: 'Long weeks.' },
      likes: 0,
      dislikes: 0,
      isOwnReview: false,
      myVote: null,
    });
    // Without paging parameters the list is answered whole, as before.
    expect((await listed(t, company._id)).items).toHaveLength(3);
  });
});

describe('votes on company reviews', () => {
  test('like, the same again removes it, dislike switches; the list and the review context follow', async () => {
    const { company, reviews, authors } = await reviewedCompany(t, 2);
    const target = reviews[0]?._id ?? '';
    expect(await expectStatus(await vote(t, reader, target, 'like'), 200)).toEqual({
      _id: target,
      likes: 1,
      dislikes: 0,
      myVote: 'like',
    });
    expect(
      (await listed(t, company._id, '', reader.idToken)).items.find((r) => r._id === target),
    ).toMatchObject({ likes: 1, myVote: 'like' });
    // The public list has the count, never who voted.
    expect((await listed(t, company._id)).items.find((r) => r._id === target)).toMatchObject({
      likes: 1,
      myVote: null,
    });
    expect((await context(t, reader, company._id)).myVotes).toEqual({ [target]: 'like' });

    expect(await expectStatus(await vote(t, reader, target, 'like'), 200)).toMatchObject({
      likes: 0,
      myVote: null,
    });
    expect(await expectStatus(await vote(t, reader, target, 'dislike'), 200)).toMatchObject({
      likes: 0,
      dislikes: 1,
      myVote: 'dislike',
    });
    expect(await expectStatus(await vote(t, reader, target, 'like'), 200)).toMatchObject({
      likes: 1,
      dislikes: 0,
      myVote: 'like',
    });
    const author = authors[1] as TestAccount;
    expect(await expectStatus(await vote(t, author, target, 'like'), 200)).toMatchObject({ likes: 2 });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test("the review context names the caller's own reviews and their votes", async () => {
    const { company, reviews, authors } = await reviewedCompany(t, 2);
    const author = authors[0] as TestAccount;
    const own = reviews[0]?._id ?? '';
    const other = reviews[1]?._id ?? '';
    await expectStatus(await vote(t, author, other, 'dislike'), 200);
    const mine = await context(t, author, company._id);
    expect(mine.ownReview).toMatchObject({ _id: own, isOwnReview: true, reviews: { pros: 'Pro 0' } });
    expect(mine.ownReviewIds).toEqual([own]);
    expect(mine.myVotes).toEqual({ [other]: 'dislike' });
    expect(await context(t, reader, company._id)).toEqual({
      ownReview: null,
      myVotes: {},
      ownReviewIds: [],
      ownReviews: [],
    });
  });
});

describe('reports and moderation of company reviews', () => {
  test('a report is taken once; three hide it from the list until a moderator approves it', async () => {
    const { company, reviews } = await reviewedCompany(t, 1);
    const target = reviews[0]?._id ?? '';
    const readers = [reader, await createAccount(), await createAccount()];
    for (const account of readers)
      await expectStatus(await report(t, account, 'company', target, 'spam'), 201);
    expect((await listed(t, company._id)).items).toEqual([]);
    expect((await listed(t, company._id, '?limit=20')).items).toEqual([]);

    const moderator = await moderatorAccount(t);
    await expectStatus(await decide(t, moderator, 'approve', 'company', target), 200);
    expect((await listed(t, company._id, '?limit=20')).items.map((r) => r._id)).toEqual([target]);
    const page = await json<{ company: { companyReviews: { reviewCount: number } } }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company.companyReviews.reviewCount).toBe(1);
  });
});
