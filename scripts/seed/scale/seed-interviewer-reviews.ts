// Interviewer reviews, their votes, later edits and a few reports, each
// through the domain function the API uses (createReview, castVoteOn,
// updateReview, reportReview), so ids, author keys, aggregates, vote counts
// and moderation state are what real use produces.
import type { InterviewStatus } from '../../../functions/src/domain/reviews/review.ts';
import { createReview, updateReview } from '../../../functions/src/domain/reviews/reviews.ts';
import type { DocumentStore } from '../../../functions/src/store/document-store.ts';
import type { AuthorPool } from './authors.ts';
import { DAY_MS, ratingAround, recentBetween, reviewCounts } from './distributions.ts';
import { castVotes, reportSome, screenedAdmission, type WrittenReview } from './feedback.ts';
import { chance, int, type Random, weightedIndex } from './random.ts';
import type { ProfilePlan } from './seed-organisations.ts';
import type { Size } from './sizes.ts';
import { fresh, type Ledger, newLedger, type Rating } from './texts/compose.ts';
import {
  crudeInterviewerReviewText,
  interviewerPractices,
  interviewerReviewText,
  RESULT_UPDATES,
} from './texts/interviewer-review-texts.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Share of reviews written with swearing, which screening holds for a moderator. */
export const CRUDE_SHARE = 0.0015;

/** The outcome people report, given how they rated: those who got the job rate higher. */
export const STATUS_WEIGHTS: Record<Rating, number[]> = {
  // cleared, not cleared, waiting, no interview, none selected
  1: [8, 45, 15, 17, 15],
  2: [12, 45, 15, 12, 16],
  3: [28, 35, 15, 6, 16],
  4: [45, 22, 13, 4, 16],
  5: [55, 17, 10, 2, 16],
};
export const STATUSES: (InterviewStatus | null)[] = [
  'cleared',
  'not cleared',
  'waiting',
  'no interview',
  null,
];

type Written = WrittenReview & { text: string; status: InterviewStatus | null; anonymous: boolean };

async function reviewInterviewer(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  profile: ProfilePlan,
  count: number,
  now: number,
  ledger: Ledger,
): Promise<Written[]> {
  const walk = pool.walk(rnd);
  const written: Written[] = [];
  const { industry } = profile.company;
  const practices = interviewerPractices(profile.id);
  const slots = {
    first: profile.firstName,
    company: profile.company.name,
    stage: industry.stages,
    topic: industry.topics,
  };
  for (let j = 0; j < count; j++) {
    const author = walk(j);
    const rating = ratingAround(rnd, profile.quality);
    const status = STATUSES[weightedIndex(rnd, STATUS_WEIGHTS[rating])] ?? null;
    const at = recentBetween(rnd, profile.createdAt.getTime() + HOUR_MS, now - HOUR_MS);
    const crudeText = chance(rnd, CRUDE_SHARE) ? crudeInterviewerReviewText(rnd, slots, ledger) : null;
    const crude = crudeText !== null;
    const text = crudeText ?? interviewerReviewText(rnd, rating, status, slots, ledger, practices);
    const anonymous = chance(rnd, 0.85);
    const review = await createReview(
      store,
      pool.actor(author),
      profile.id,
      { rating, reviewText: text, interviewStatus: status, anonymous },
      at,
      undefined,
      // Only these are screened: the sentence lists hold no profanity (the seed's test checks).
      crude ? screenedAdmission([text], rating, at) : undefined,
    );
    const published = review.data.moderation === undefined;
    written.push({
      id: review.id,
      subjectId: profile.id,
      rating,
      at,
      author,
      published,
      text,
      status,
      anonymous,
    });
  }
  return written;
}

/** Some of those waiting for a result come back and edit their review once it arrives. */
async function editSome(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  written: Written[],
  now: number,
  ledger: Ledger,
) {
  for (const review of written) {
    if (review.status !== 'waiting' || !review.published || !chance(rnd, 0.3)) continue;
    const weeks = 2 + int(rnd, 6);
    const at = review.at.getTime() + weeks * 7 * DAY_MS;
    if (at >= now) continue;
    const outcome = chance(rnd, review.rating >= 4 ? 0.6 : 0.3) ? 'cleared' : 'not cleared';
    const update = fresh(rnd, ledger, RESULT_UPDATES[outcome], { weeks: String(weeks) });
    if (!update) continue;
    await updateReview(
      store,
      pool.actor(review.author),
      review.id,
      {
        rating: review.rating as Rating,
        reviewText: `${review.text} ${update}`,
        interviewStatus: outcome,
        anonymous: review.anonymous,
      },
      new Date(at),
    );
  }
}

export async function seedInterviewerReviews(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  interviewers: ProfilePlan[],
  size: Size,
  now: Date,
): Promise<void> {
  const end = now.getTime();
  const counts = reviewCounts(
    rnd,
    interviewers.map((p) => p.createdAt),
    end,
    size.interviewerReviews,
    size.maxReviewsPerProfile,
  );
  for (const [i, profile] of interviewers.entries()) {
    const ledger = newLedger();
    const written = await reviewInterviewer(store, rnd, pool, profile, counts[i] as number, end, ledger);
    await castVotes(store, rnd, pool, 'interviewer', written, end);
    await editSome(store, rnd, pool, written, end, ledger);
    await reportSome(store, rnd, pool, 'interviewer', written, end);
  }
}
