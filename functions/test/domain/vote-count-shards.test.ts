// Distributed like and dislike counts (issue 19 item 6): with the store's counterShards > 1 a vote
// leaves the review document alone and adds to one of K shard documents; readers and the checks add
// the shards to the review's own counts. Whatever the mix (200 concurrent voters flipping, deletes,
// a review written again under its id, erasure, folds in between, data written before shards), the
// counts shown equal a recount of the vote documents.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { findOrCreateCompany } from '../../src/domain/companies/companies.ts';
import { addInterviewer } from '../../src/domain/interviewers/interviewers.ts';
import type { Rating } from '../../src/domain/interviewers/rating-aggregates.ts';
import { checkReviewVotes, findInconsistencies } from '../../src/domain/reviews/consistency-checks.ts';
import { INTERVIEWER_REVIEWS, type ReviewData, type Vote } from '../../src/domain/reviews/review.ts';
import { eraseVotesBy } from '../../src/domain/reviews/review-erasers.ts';
import {
  createReview,
  deleteReview,
  eraseReviewsBy,
  listReviews,
  reviewIdFor,
} from '../../src/domain/reviews/reviews.ts';
import { VOTE_COUNT_SHARDS } from '../../src/domain/reviews/vote-count-shards.ts';
import { castVote } from '../../src/domain/reviews/votes.ts';
import { foldVoteCounts } from '../../src/domain/reviews/voting.ts';
import { type Actor, actorFor } from '../../src/domain/shared/actor.ts';
import { DomainError } from '../../src/domain/shared/domain-error.ts';
import { withCounterShards } from '../../src/store/counter-shards-setting.ts';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { countTransactions, type TransactionCountingStore } from '../../src/store/transaction-stats.ts';
import { openTestStore } from '../support/test-store.ts';

const SHARDS = 8;
const now = new Date('2026-03-01T12:00:00Z');

let plain: DocumentStore;
let counting: TransactionCountingStore;
/** The store the tests vote through: counters spread over SHARDS documents. */
let store: DocumentStore;
beforeEach(async () => {
  plain = await openTestStore();
  counting = countTransactions(plain);
  store = withCounterShards(counting, SHARDS);
});
afterEach(() => plain.close());

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const voters = (n: number, prefix = 'voter') =>
  Array.from({ length: n }, (_, i) => actorFor(`${prefix}-${i}`, 'secret'));

async function oneReview(on: DocumentStore = store) {
  const { company } = await findOrCreateCompany(on, 'Viral Co', now);
  const input = { name: 'Pat Viral', position: '', linkedin: null, email: null, tags: [] };
  const interviewerId = (await addInterviewer(on, company, input, now)).interviewer.id;
  const author = actorFor('author', 'secret');
  const review = await createReview(
    on,
    author,
    interviewerId,
    { rating: 5, reviewText: 'went viral', interviewStatus: null, anonymous: true },
    now,
  );
  return { interviewerId, author, reviewId: review.id };
}

const storedReview = async (id: string) => (await plain.get<ReviewData>(INTERVIEWER_REVIEWS, id))?.data;
const shardDocs = () =>
  plain.query<{ of: string; likes: number; dislikes: number }>({ collection: VOTE_COUNT_SHARDS });

describe('a vote storm on one review (200 voters)', () => {
  test('spreads its writes over the shards, leaves the review document unwritten and never retries', async () => {
    const { interviewerId, reviewId } = await oneReview();
    const before = await storedReview(reviewId);
    counting.reset();

    const answers = await Promise.all(
      voters(200).map((voter) => castVote(store, voter, { interviewerId, reviewId }, 'like', now)),
    );

    // The hot document is only read: the votes went to several shard documents instead.
    expect(await storedReview(reviewId)).toEqual(before);
    const shards = await shardDocs();
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(SHARDS);
    expect(shards.reduce((sum, s) => sum + s.data.likes, 0)).toBe(200);
    // Nobody writes what another voter read: no transaction ran twice.
    expect(counting.stats).toMatchObject({ transactions: 200, attempts: 200, aborted: 0 });
    // An answer counts the caller's own like and the likes committed before it read the shards
    // (here all 200 read at once); the totals stored are exact whatever the answers said.
    expect(answers.every((a) => a.likes >= 1 && a.likes <= 200 && a.myVote === 'like')).toBe(true);
    const next = voters(1, 'after-the-storm')[0] as Actor;
    expect(await castVote(store, next, { interviewerId, reviewId }, 'like', now)).toMatchObject({
      likes: 201,
      dislikes: 0,
    });
    await castVote(store, next, { interviewerId, reviewId }, 'like', now);

    expect(await checkReviewVotes(store, reviewId)).toMatchObject({
      consistent: true,
      stored: { likes: 200, dislikes: 0 },
    });
    const [listed] = await listReviews(store, interviewerId, null);
    expect(listed).toMatchObject({ _id: reviewId, likes: 200, dislikes: 0 });
  });

  test('with like, unlike and dislike flips from every voter at once, the counts equal the recount', async () => {
    const { interviewerId, reviewId } = await oneReview();
    const rnd = random(19);
    const presses = voters(200).map((voter) =>
      Array.from({ length: 1 + Math.floor(rnd() * 4) }, (): Vote => (rnd() < 0.6 ? 'like' : 'dislike')).map(
        (pressed) => ({ voter, pressed }),
      ),
    );
    // Each voter's presses in order (so the expected end state is known), all voters at once.
    await Promise.all(
      presses.map(async (mine) => {
        for (const { voter, pressed } of mine) {
          await castVote(store, voter, { interviewerId, reviewId }, pressed, now);
        }
      }),
    );
    const expected = { likes: 0, dislikes: 0 };
    for (const mine of presses) {
      let vote: Vote | null = null;
      for (const { pressed } of mine) vote = vote === pressed ? null : pressed;
      if (vote === 'like') expected.likes += 1;
      if (vote === 'dislike') expected.dislikes += 1;
    }

    const check = await checkReviewVotes(store, reviewId);
    expect(check).toMatchObject({ consistent: true, stored: expected, actual: expected });
    const [listed] = await listReviews(store, interviewerId, null);
    expect(listed).toMatchObject(expected);

    // A fold moves the shards into the review's own counts: the same totals, no shards left.
    expect(await foldVoteCounts(store)).toBeGreaterThan(0);
    expect(await shardDocs()).toEqual([]);
    expect(await storedReview(reviewId)).toMatchObject(expected);
    expect(await checkReviewVotes(store, reviewId)).toMatchObject({ consistent: true, stored: expected });
  });
});

describe('shards behind the same functions', () => {
  test('counts kept before shards existed read right: the review keeps them as its base (no migration)', async () => {
    const { interviewerId, reviewId } = await oneReview(plain);
    for (const voter of voters(3, 'early')) {
      await castVote(plain, voter, { interviewerId, reviewId }, 'like', now);
    }
    expect(await storedReview(reviewId)).toMatchObject({ likes: 3 });
    await castVote(
      plain,
      voters(1, 'early-dislike')[0] as Actor,
      { interviewerId, reviewId },
      'dislike',
      now,
    );

    // Shards switched on: one of the early likers takes theirs back, five more like.
    await castVote(store, voters(1, 'early')[0] as Actor, { interviewerId, reviewId }, 'like', now);
    const answers = [];
    for (const voter of voters(5, 'late')) {
      answers.push(await castVote(store, voter, { interviewerId, reviewId }, 'like', now));
    }
    expect(await storedReview(reviewId)).toMatchObject({ likes: 3, dislikes: 1 });
    expect(answers.map((a) => a.likes)).toEqual([3, 4, 5, 6, 7]);
    expect(await checkReviewVotes(store, reviewId)).toMatchObject({
      consistent: true,
      stored: { likes: 7, dislikes: 1 },
    });
    // And back to unsharded (a store without the setting), which reads no shards: folded first, as
    // the embedded default does before it serves, the counts are the same.
    expect(await foldVoteCounts(plain)).toBeGreaterThan(0);
    expect(await storedReview(reviewId)).toMatchObject({ likes: 7, dislikes: 1 });
    const [listed] = await listReviews(plain, interviewerId, null);
    expect(listed).toMatchObject({ likes: 7, dislikes: 1 });
    const answer = await castVote(
      plain,
      voters(1, 'late')[0] as Actor,
      { interviewerId, reviewId },
      'dislike',
      now,
    );
    expect(answer).toMatchObject({ likes: 6, dislikes: 2, myVote: 'dislike' });
    expect(await checkReviewVotes(plain, reviewId)).toMatchObject({ consistent: true });
  });

  test('a review deleted and written again under its id starts at zero; the fold removes the old shards', async () => {
    const { interviewerId, author, reviewId } = await oneReview();
    await Promise.all(voters(20).map((v) => castVote(store, v, { interviewerId, reviewId }, 'like', now)));
    await deleteReview(store, author, reviewId, now);
    const again = await createReview(
      store,
      author,
      interviewerId,
      { rating: 2, reviewText: 'second thoughts', interviewStatus: null, anonymous: true },
      now,
    );
    expect(again.id).toBe(reviewId);
    const [listed] = await listReviews(store, interviewerId, null);
    expect(listed).toMatchObject({ likes: 0, dislikes: 0 });
    expect((await shardDocs()).length).toBeGreaterThan(0);
    await foldVoteCounts(store);
    expect(await shardDocs()).toEqual([]);
    expect(await storedReview(reviewId)).toMatchObject({ likes: 0, dislikes: 0 });
  });

  test('account erasure takes the voter’s votes out of the sharded counts', async () => {
    const { interviewerId, reviewId } = await oneReview();
    const all = voters(30);
    await Promise.all(
      all.map((v, i) => castVote(store, v, { interviewerId, reviewId }, i % 3 ? 'like' : 'dislike', now)),
    );
    await Promise.all(all.slice(0, 10).map((v) => eraseVotesBy(store, v.authorKey)));
    expect(await checkReviewVotes(store, reviewId)).toMatchObject({
      consistent: true,
      stored: { likes: 14, dislikes: 6 },
    });
  });

  test('after rounds of 40 concurrent random operations with folds in between, every count agrees', async () => {
    const rnd = random(7);
    const { company } = await findOrCreateCompany(store, 'Mix Co', now);
    const interviewers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const input = { name: `Person ${i}`, position: '', linkedin: null, email: null, tags: [] };
      interviewers.push((await addInterviewer(store, company, input, now)).interviewer.id);
    }
    const users = voters(15, 'user');
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)] as T;
    const operation = async () => {
      const user = pick(users);
      const interviewerId = pick(interviewers);
      const reviewId = reviewIdFor(pick(users), interviewerId);
      const input = {
        rating: (1 + Math.floor(rnd() * 5)) as Rating,
        reviewText: 'text',
        interviewStatus: null,
        anonymous: true,
      };
      const roll = rnd();
      try {
        if (roll < 0.2) await createReview(store, user, interviewerId, input, now);
        else if (roll < 0.27) await deleteReview(store, user, reviewIdFor(user, interviewerId), now);
        else if (roll < 0.95)
          await castVote(store, user, { interviewerId, reviewId }, rnd() < 0.6 ? 'like' : 'dislike', now);
        else if (roll < 0.97) await eraseVotesBy(store, user.authorKey);
        else if (roll < 0.98) await eraseReviewsBy(store, user.authorKey);
        else await foldVoteCounts(store);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    };
    for (let round = 0; round < 8; round++) {
      await Promise.all(Array.from({ length: 40 }, operation));
      expect(await findInconsistencies(store)).toEqual([]);
    }
    const reviews = await plain.query<ReviewData>({ collection: INTERVIEWER_REVIEWS });
    expect(reviews.length).toBeGreaterThan(3);
    expect((await shardDocs()).length).toBeGreaterThan(0); // the mix really did use shards
  });
});
