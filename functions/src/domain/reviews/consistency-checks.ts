import type { DocumentStore } from '../../store/document-store.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { aggregatesOf, type RatingAggregates } from '../interviewers/rating-aggregates.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from './review.ts';
import { INTERVIEWER_REVIEW_VOTES, type VoteCounts, type VoteData } from './votes.ts';

// Aggregates and vote counts are kept incrementally in transactions; these
// checks recompute them from the documents they summarise (DESIGN.md section 5).

export type Check<T> = { consistent: boolean; stored: T; actual: T };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An interviewer's stored count, sum and distribution against its reviews. */
export async function checkInterviewerAggregates(
  store: DocumentStore,
  interviewerId: string,
): Promise<Check<RatingAggregates>> {
  const [interviewer, reviews] = await Promise.all([
    store.get<InterviewerData>(INTERVIEWERS, interviewerId),
    store.query<ReviewData>({
      collection: INTERVIEWER_REVIEWS,
      where: [{ field: 'interviewerId', op: '==', value: interviewerId }],
    }),
  ]);
  if (!interviewer) throw new Error(`No interviewer ${interviewerId}.`);
  const { reviewCount, ratingSum, distribution } = interviewer.data;
  const stored: RatingAggregates = { reviewCount, ratingSum, distribution: { ...distribution } };
  const actual = aggregatesOf(reviews.map((r) => r.data.rating));
  return { consistent: same(stored, actual), stored, actual };
}

/** A review's stored like and dislike counts against the votes of its current incarnation. */
export async function checkReviewVotes(store: DocumentStore, reviewId: string): Promise<Check<VoteCounts>> {
  const [review, votes] = await Promise.all([
    store.get<ReviewData>(INTERVIEWER_REVIEWS, reviewId),
    store.query<VoteData>({
      collection: INTERVIEWER_REVIEW_VOTES,
      where: [{ field: 'reviewId', op: '==', value: reviewId }],
    }),
  ]);
  if (!review) throw new Error(`No review ${reviewId}.`);
  const live = votes.filter((v) => v.data.voteSalt === review.data.voteSalt);
  const stored = { likes: review.data.likes, dislikes: review.data.dislikes };
  const actual = {
    likes: live.filter((v) => v.data.value === 'like').length,
    dislikes: live.filter((v) => v.data.value === 'dislike').length,
  };
  return { consistent: same(stored, actual), stored, actual };
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
