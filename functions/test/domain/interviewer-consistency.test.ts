// The aggregates on interviewers and the vote counts on reviews are kept
// incrementally in transactions; after any mix of operations, sequential or
// concurrent, recomputing them from the documents must agree (DESIGN.md section 5).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { findOrCreateCompany } from '../../src/domain/companies/companies.ts';
import { addInterviewer } from '../../src/domain/interviewers/interviewers.ts';
import type { Rating } from '../../src/domain/interviewers/rating-aggregates.ts';
import {
  checkInterviewerAggregates,
  checkReviewVotes,
  findInconsistencies,
} from '../../src/domain/reviews/consistency-checks.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from '../../src/domain/reviews/review.ts';
import { eraseVotesBy } from '../../src/domain/reviews/review-erasers.ts';
import {
  createReview,
  deleteReview,
  eraseReviewsBy,
  reviewIdFor,
  updateReview,
} from '../../src/domain/reviews/reviews.ts';
import { castVote } from '../../src/domain/reviews/votes.ts';
import { type Actor, actorFor } from '../../src/domain/shared/actor.ts';
import { DomainError } from '../../src/domain/shared/domain-error.ts';
import type { TxParticipant } from '../../src/domain/shared/tx-participant.ts';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { openTestStore } from '../support/test-store.ts';

let store: DocumentStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

const now = new Date('2026-03-01T12:00:00Z');

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

async function world(interviewerCount: number, userCount: number) {
  const { company } = await findOrCreateCompany(store, 'Consistency Co', now);
  const interviewers: string[] = [];
  for (let i = 0; i < interviewerCount; i++) {
    const input = { name: `Person ${i}`, position: '', linkedin: null, email: null, tags: [] };
    interviewers.push((await addInterviewer(store, company, input, now)).interviewer.id);
  }
  const users: Actor[] = Array.from({ length: userCount }, (_, i) => actorFor(`user-${i}`, 'secret'));
  return { interviewers, users };
}

/** One random operation; domain refusals (duplicate, not found, not yours) are part of the mix. */
async function randomOperation(rnd: () => number, interviewers: string[], users: Actor[]): Promise<void> {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const user = pick(users);
  const interviewerId = pick(interviewers);
  const input = {
    rating: (1 + Math.floor(rnd() * 5)) as Rating,
    reviewText: 'text',
    interviewStatus: null,
    anonymous: true,
  };
  const ownReviewId = reviewIdFor(user, interviewerId);
  const someReviewId = reviewIdFor(pick(users), interviewerId);
  const roll = rnd();
  try {
    if (roll < 0.35) await createReview(store, user, interviewerId, input, now);
    else if (roll < 0.5)
      await updateReview(store, user, rnd() < 0.8 ? ownReviewId : someReviewId, input, now);
    else if (roll < 0.6) await deleteReview(store, user, rnd() < 0.8 ? ownReviewId : someReviewId, now);
    else if (roll < 0.97) {
      const target = { interviewerId, reviewId: someReviewId };
      await castVote(store, user, target, rnd() < 0.6 ? 'like' : 'dislike', now);
    } else if (roll < 0.985) await eraseVotesBy(store, user.authorKey);
    else await eraseReviewsBy(store, user.authorKey);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}

describe('aggregates always agree with the reviews', () => {
  test('after 600 random sequential operations, checked every 50', async () => {
    const rnd = random(42);
    const { interviewers, users } = await world(4, 12);
    for (let i = 1; i <= 600; i++) {
      await randomOperation(rnd, interviewers, users);
      if (i % 50 === 0) expect(await findInconsistencies(store)).toEqual([]);
    }
    const reviews = await store.query<ReviewData>({ collection: INTERVIEWER_REVIEWS });
    expect(reviews.length).toBeGreaterThan(5); // the mix really did leave data behind
    expect(reviews.some((r) => r.data.likes + r.data.dislikes > 0)).toBe(true);
  });

  test('after rounds of 40 concurrent random operations', async () => {
    const rnd = random(7);
    const { interviewers, users } = await world(3, 15);
    for (let round = 0; round < 8; round++) {
      await Promise.all(Array.from({ length: 40 }, () => randomOperation(rnd, interviewers, users)));
      expect(await findInconsistencies(store)).toEqual([]);
    }
  });

  test('the checks notice a tampered aggregate or count', async () => {
    const { interviewers, users } = await world(1, 2);
    const [interviewerId] = interviewers as [string];
    const [a, b] = users as [Actor, Actor];
    const review = await createReview(
      store,
      a,
      interviewerId,
      { rating: 4, reviewText: 't', interviewStatus: null, anonymous: true },
      now,
    );
    await castVote(store, b, { interviewerId, reviewId: review.id }, 'like', now);
    expect(await checkInterviewerAggregates(store, interviewerId)).toMatchObject({ consistent: true });
    expect(await checkReviewVotes(store, review.id)).toMatchObject({ consistent: true });

    await store.batch().update('interviewers', interviewerId, { ratingSum: 5 }).commit();
    await store.batch().update(INTERVIEWER_REVIEWS, review.id, { likes: 2 }).commit();
    expect(await checkInterviewerAggregates(store, interviewerId)).toMatchObject({
      consistent: false,
      stored: { ratingSum: 5 },
      actual: { ratingSum: 4 },
    });
    expect(await checkReviewVotes(store, review.id)).toMatchObject({
      consistent: false,
      stored: { likes: 2 },
      actual: { likes: 1 },
    });
    expect((await findInconsistencies(store)).sort()).toEqual(
      [`interviewers/${interviewerId}`, `${INTERVIEWER_REVIEWS}/${review.id}`].sort(),
    );
  });
});

describe('transaction participants', () => {
  test('a participant that refuses aborts the whole write', async () => {
    const { interviewers, users } = await world(1, 1);
    const [interviewerId] = interviewers as [string];
    const refuse: TxParticipant = {
      read: async () => {
        throw new Error('claim lost');
      },
      write: () => {},
    };
    const input = { rating: 5 as Rating, reviewText: 't', interviewStatus: null, anonymous: true };
    await expect(createReview(store, users[0]!, interviewerId, input, now, refuse)).rejects.toThrow(
      'claim lost',
    );
    expect(await store.count({ collection: INTERVIEWER_REVIEWS })).toBe(0);
    expect(await checkInterviewerAggregates(store, interviewerId)).toMatchObject({
      consistent: true,
      stored: { reviewCount: 0 },
    });
  });

  test('a participant’s write commits with the review', async () => {
    const { interviewers, users } = await world(1, 1);
    const mark: TxParticipant = {
      read: async (tx) => void (await tx.get('marks', 'm')),
      write: (tx) => void tx.set('marks', 'm', { done: true }),
    };
    const input = { rating: 5 as Rating, reviewText: 't', interviewStatus: null, anonymous: true };
    await createReview(store, users[0]!, interviewers[0]!, input, now, mark);
    expect((await store.get('marks', 'm'))?.data).toEqual({ done: true });
  });
});
