// Hot documents through the real app (issue 19 item 6), with the store spreading counters over 8
// shards as production's Firestore does: a vote storm on one review and a review storm on one
// manager, all requests at once. Every request is answered, and what the API then shows (the
// review's likes and dislikes, the manager's and the company's figures) equals a recount of the
// documents.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  checkCompanyAggregates,
  checkManagerAggregates,
  findManagerAreaInconsistencies,
} from '../../../src/domain/managers/consistency-checks.ts';
import { MANAGER_REVIEW_KIND } from '../../../src/domain/managers/manager-review.ts';
import { VOTE_COUNT_SHARDS } from '../../../src/domain/reviews/vote-count-shards.ts';
import { checkVotesOn } from '../../../src/domain/reviews/voting.ts';
import { withCounterShards } from '../../../src/store/counter-shards-setting.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus, managerFixture, profile, submitReview } from './support.ts';

const VOTERS = 50;
const PRESSES_EACH = 4;

let t: TestApp;
let accounts: TestAccount[];
beforeAll(async () => {
  t = await createTestApp({ storeLayer: (store) => withCounterShards(store, 8) });
  accounts = [];
  // A few at a time: the emulator is shared with other test files.
  for (let i = 0; i <= VOTERS; i += 10) {
    const batch = Math.min(10, VOTERS + 1 - i);
    accounts.push(...(await Promise.all(Array.from({ length: batch }, () => createAccount()))));
  }
});
afterAll(() => t.close());

describe('a vote storm on one review', () => {
  test(`${VOTERS * PRESSES_EACH} votes at once (likes, dislikes, flips back) end in counts equal to the recount`, async () => {
    const [author, ...voters] = accounts as [TestAccount, ...TestAccount[]];
    const { manager } = await managerFixture(t, author);
    const review = await expectStatus(await submitReview(t, author, manager._id), 201);
    const reviewId = review._id as string;

    const presses = voters.flatMap((voter, v) =>
      Array.from({ length: PRESSES_EACH }, (_, p) => ({
        voter,
        vote: (v + p) % 3 === 0 ? 'dislike' : 'like',
      })),
    );
    const answers = await Promise.all(
      presses.map(({ voter, vote }) =>
        t.request('POST', `/api/manager-reviews/${vote}/${reviewId}`, { token: voter.idToken }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(presses.map(() => 200));

    const recount = await checkVotesOn(t.deps.store, MANAGER_REVIEW_KIND, reviewId);
    expect(recount.consistent).toBe(true);
    expect(recount.actual.likes + recount.actual.dislikes).toBeLessThanOrEqual(voters.length);
    const shown = (await profile(t, manager._id)).reviews.find((r) => r._id === reviewId);
    expect(shown).toMatchObject(recount.actual);

    // The writes went to shard documents, not to the review.
    const shards = await t.deps.store.query({ collection: VOTE_COUNT_SHARDS });
    expect(shards.length).toBeGreaterThan(1);

    // The review's author, signed in, sees the same counts on their own review.
    const context = await t.request('GET', `/api/user/review-context/managers/${manager._id}`, {
      token: author.idToken,
    });
    expect(context.status).toBe(200);
    const body = await json<{ ownReview: { likes: number; dislikes: number } | null }>(context);
    expect(body.ownReview).toMatchObject(recount.actual);
  });
});

describe('a review storm on one manager', () => {
  test(`${VOTERS} reviews at once: the manager's and the company's figures equal the recount`, async () => {
    const [owner, ...reviewers] = accounts as [TestAccount, ...TestAccount[]];
    const { company, manager } = await managerFixture(t, owner);
    const answers = await Promise.all(
      reviewers.map((reviewer, i) =>
        submitReview(t, reviewer, manager._id, { rating: 1 + (i % 5), leadership: 1 + ((i * 3) % 5) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(reviewers.map(() => 201));

    const managerCheck = await checkManagerAggregates(t.deps.store, manager._id);
    expect(managerCheck).toMatchObject({ consistent: true });
    expect(managerCheck.actual).toMatchObject({ reviewCount: reviewers.length });
    expect(await checkCompanyAggregates(t.deps.store, company._id)).toMatchObject({ consistent: true });
    expect((await profile(t, manager._id)).manager).toMatchObject({ reviewCount: reviewers.length });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});
