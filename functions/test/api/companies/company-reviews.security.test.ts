// Company reviews, the abuse cases (issue 14, item 2): a held review is never listed for anyone but
// its author, no answer or stored vote ties a review or a vote to an account, counts stay exact
// under concurrent and replayed votes, and erasing an account takes its votes and reviews along.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import {
  COMPANY_REVIEW_KIND,
  COMPANY_REVIEW_VOTES,
} from '../../../src/domain/company-reviews/company-review.ts';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { checkVotesOn } from '../../../src/domain/reviews/voting.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { expectStatus } from '../managers/support.ts';
import { FAKE_PROFANITY, report } from '../moderation/support.ts';
import {
  type CompanyReview,
  context,
  eligibleCompany,
  listed,
  reviewedCompany,
  submitCompanyReview,
  vote,
} from './support.ts';

const AUTHOR_SECRET = 'test-author-key-secret';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
});
afterAll(() => t.close());

/** Exactly what a company review answer may carry: nothing about who wrote it. */
const ANSWER_FIELDS = [
  '_id',
  'companyId',
  'createdAt',
  'dislikes',
  'isAnonymous',
  'isOwnReview',
  'likes',
  'myVote',
  'rating',
  'ratings',
  // The company's published answer or null (issue 17): its text and days, nothing about the reviewer.
  'response',
  'reviews',
];

describe('a held review', () => {
  test('is listed for its author alone, and others can neither vote on nor report it', async () => {
    const [author, other] = await Promise.all([createAccount(), createAccount()]);
    const { company } = await eligibleCompany(t, [author]);
    const held = (await expectStatus(
      await submitCompanyReview(t, author, company._id, 'Smegging great pay.'),
      201,
    )) as unknown as CompanyReview;
    expect(held).toMatchObject({ isOwnReview: true, status: 'pending review' });

    for (const query of ['', '?limit=20']) {
      expect((await listed(t, company._id, query)).items, `visitor ${query}`).toEqual([]);
      expect((await listed(t, company._id, query, other.idToken)).items, `other ${query}`).toEqual([]);
      const own = (await listed(t, company._id, query, author.idToken)).items;
      expect(own.map((r) => [r._id, r.status, r.isOwnReview])).toEqual([[held._id, 'pending review', true]]);
    }
    expect((await context(t, other, company._id)).ownReview).toBeNull();
    expect((await context(t, author, company._id)).ownReview).toMatchObject({
      _id: held._id,
      status: 'pending review',
    });

    expect((await vote(t, other, held._id, 'like')).status).toBe(404);
    expect((await report(t, other, 'company', held._id, 'spam')).status).toBe(404);
  });
});

describe('no answer ties a review or a vote to its author', () => {
  test('lists, votes, contexts and stored votes carry no uid, email or author key', async () => {
    const { company, reviews, authors } = await reviewedCompany(t, 2);
    const voter = await createAccount();
    const texts: string[] = [];
    const keep = async (res: Response) => {
      texts.push(`${[...res.headers.entries()].join('\n')}\n${await res.clone().text()}`);
      return res;
    };
    for (const review of reviews) {
      await keep(await vote(t, voter, review._id, 'like'));
      await keep(await vote(t, authors[0] as TestAccount, review._id, 'dislike'));
    }
    for (const token of [undefined, voter.idToken, authors[0]?.idToken]) {
      for (const query of ['', '?limit=1']) {
        const res = await keep(
          await t.request(
            'GET',
            `/api/company-reviews/company/${company._id}${query}`,
            token ? { token } : {},
          ),
        );
        for (const item of (await res.json()) as Record<string, unknown>[]) {
          expect(Object.keys(item).sort()).toEqual(ANSWER_FIELDS);
        }
      }
    }
    for (const account of [voter, ...authors]) {
      await keep(
        await t.request('GET', `/api/user/review-context/companies/${company._id}`, {
          token: account.idToken,
        }),
      );
    }

    const secrets = [voter, ...authors].flatMap((a) => [
      a.uid,
      a.email.toLowerCase(),
      authorKey(a.uid, AUTHOR_SECRET),
    ]);
    for (const text of texts) {
      const lower = text.toLowerCase();
      for (const secret of secrets) expect(lower.includes(secret.toLowerCase())).toBe(false);
      expect(text).not.toMatch(/authorKey|voteSalt|"uid"|"email"|"month"/);
    }
    const stored = JSON.stringify(
      await t.deps.store.query({ collection: COMPANY_REVIEW_VOTES }),
    ).toLowerCase();
    for (const account of [voter, ...authors]) {
      expect(stored.includes(account.uid.toLowerCase())).toBe(false);
      expect(stored.includes(account.email.toLowerCase())).toBe(false);
    }
  });
});

describe('counts stay exact', () => {
  test('twelve readers liking at once count twelve; one reader pressing like eight times at once stays consistent', async () => {
    const { reviews } = await reviewedCompany(t, 1);
    const target = reviews[0]?._id ?? '';
    const readers = await Promise.all(Array.from({ length: 12 }, () => createAccount()));
    const answers = await Promise.all(readers.map((reader) => vote(t, reader, target, 'like')));
    expect(answers.map((res) => res.status)).toEqual(readers.map(() => 200));
    expect(await checkVotesOn(t.deps.store, COMPANY_REVIEW_KIND, target)).toMatchObject({
      consistent: true,
      stored: { likes: 12, dislikes: 0 },
    });

    const presser = readers[0] as TestAccount;
    const presses = await Promise.all(Array.from({ length: 8 }, () => vote(t, presser, target, 'like')));
    expect(presses.every((res) => res.status === 200 || res.status === 503)).toBe(true);
    expect((await checkVotesOn(t.deps.store, COMPANY_REVIEW_KIND, target)).consistent).toBe(true);
  });

  test('a replayed vote (same Idempotency-Key) answers the first result and changes nothing', async () => {
    const { reviews } = await reviewedCompany(t, 1);
    const target = reviews[0]?._id ?? '';
    const reader = await createAccount();
    const headers = { 'Idempotency-Key': 'company-vote-replay-1' };
    const first = await expectStatus(await vote(t, reader, target, 'like', { headers }), 200);
    const again = await expectStatus(await vote(t, reader, target, 'like', { headers }), 200);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ likes: 1, myVote: 'like' });
    expect((await checkVotesOn(t.deps.store, COMPANY_REVIEW_KIND, target)).stored).toEqual({
      likes: 1,
      dislikes: 0,
    });
  });
});

describe('account erasure', () => {
  test("a deleted voter's votes go and the counts follow; a deleted author's review goes with its votes", async () => {
    const { company, reviews, authors } = await reviewedCompany(t, 2);
    const [leavingAuthor, stayingAuthor] = authors as [TestAccount, TestAccount];
    const leavingVoter = await createAccount();
    const [leavingReview, stayingReview] = reviews as [CompanyReview, CompanyReview];
    await expectStatus(await vote(t, leavingVoter, stayingReview._id, 'like'), 200);
    await expectStatus(await vote(t, stayingAuthor, leavingReview._id, 'like'), 200);

    await expectStatus(
      await t.request('DELETE', '/api/user/account', {
        token: leavingVoter.idToken,
        body: { currentPassword: leavingVoter.password },
      }),
      200,
    );
    await expectStatus(
      await t.request('DELETE', '/api/user/account', {
        token: leavingAuthor.idToken,
        body: { currentPassword: leavingAuthor.password },
      }),
      200,
    );

    const left = (await listed(t, company._id)).items;
    expect(left.map((r) => [r._id, r.likes])).toEqual([[stayingReview._id, 0]]);
    const votesOnGone = await t.deps.store.count({
      collection: COMPANY_REVIEW_VOTES,
      where: [{ field: 'reviewId', op: '==', value: leavingReview._id }],
    });
    expect(votesOnGone).toBe(0);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});
