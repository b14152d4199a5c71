import type { DocumentStore } from '../../store/document-store.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { type OutcomeCounts, outcomesOf } from '../interviewers/outcome-counts.ts';
import { aggregatesOf, type RatingAggregates } from '../interviewers/rating-aggregates.ts';
import { isPublished } from '../moderation/review-state.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from './review.ts';
import { INTERVIEWER_REVIEW_KIND, type VoteCounts } from './votes.ts';
import { type Check, checkVotesOn } from './voting.ts';

// Aggregates and vote counts are kept incrementally in transactions; these
// checks recompute them from the documents they summarise (DESIGN.md section 5).

export type { Check } from './voting.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The figures kept on an interviewer: rating aggregates and outcome counts (null: not kept yet). */
export type InterviewerFigures = RatingAggregates & { outcomes: OutcomeCounts | null };

/** An interviewer's stored count, sum, distribution and outcome counts against its reviews. */
export async function checkInterviewerAggregates(
  store: DocumentStore,
  interviewerId: string,
): Promise<Check<InterviewerFigures>> {
  const [interviewer, reviews] = await Promise.all([
    store.get<InterviewerData>(INTERVIEWERS, interviewerId),
    store.query<ReviewData>({
      collection: INTERVIEWER_REVIEWS,
      where: [{ field: 'interviewerId', op: '==', value: interviewerId }],
    }),
  ]);
  if (!interviewer) throw new Error(`No interviewer ${interviewerId}.`);
  const { reviewCount, ratingSum, distribution, outcomes } = interviewer.data;
  const stored: InterviewerFigures = {
    reviewCount,
    ratingSum,
    distribution: { ...distribution },
    outcomes: outcomes ? { ...outcomes } : null,
  };
  // Only published reviews count (issue 9).
  const published = reviews.filter((r) => isPublished(r.data)).map((r) => r.data);
  const actual: InterviewerFigures = {
    ...aggregatesOf(published.map((r) => r.rating)),
    outcomes: outcomesOf(published.map((r) => r.interviewStatus)),
  };
  return { consistent: same(stored, actual), stored, actual };
}

/** A review's stored like and dislike counts against the votes of its current incarnation. */
export function checkReviewVotes(store: DocumentStore, reviewId: string): Promise<Check<VoteCounts>> {
  return checkVotesOn(store, INTERVIEWER_REVIEW_KIND, reviewId);
}

/** Every interviewer and every review: the ids whose stored figures disagree (empty when all agree). */
export async function findInconsistencies(store: DocumentStore): Promise<string[]> {
  const bad: string[] = [];
  for (const { id } of await store.query({ collection: INTERVIEWERS })) {
    if (!(await checkInterviewerAggregates(store, id)).consistent) bad.push(`${INTERVIEWERS}/${id}`);
  }
  for (const { id } of await store.query({ collection: INTERVIEWER_REVIEWS })) {
    if (!(await checkReviewVotes(store, id)).consistent) bad.push(`${INTERVIEWER_REVIEWS}/${id}`);
  }
  return bad;
}
