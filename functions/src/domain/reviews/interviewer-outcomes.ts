// The interviewer's figures as one review write changes them: rating aggregates and outcome counts
// together, so the two never disagree about which reviews count (only published ones, issue 9).
import type { Doc, Transaction } from '../../store/document-store.ts';
import type { InterviewerData } from '../interviewers/interviewer.ts';
import { type OutcomeCounts, outcomesOf, withOutcomeChange } from '../interviewers/outcome-counts.ts';
import { withRatingChange } from '../interviewers/rating-aggregates.ts';
import { isPublished } from '../moderation/review-state.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from './review.ts';

/** What of a review the interviewer's figures count. */
export type CountedReview = Pick<ReviewData, 'rating' | 'interviewStatus'>;

/**
 * The interviewer's outcome counts to change in this transaction: the stored ones, or (on a document
 * written before they were kept) counted from its published reviews. A read: call it before writing.
 */
export async function outcomeCountsIn(
  tx: Transaction,
  interviewer: Doc<InterviewerData>,
): Promise<OutcomeCounts> {
  if (interviewer.data.outcomes) return interviewer.data.outcomes;
  const reviews = await tx.query<ReviewData>({
    collection: INTERVIEWER_REVIEWS,
    where: [{ field: 'interviewerId', op: '==', value: interviewer.id }],
  });
  return outcomesOf(reviews.filter((r) => isPublished(r.data)).map((r) => r.data.interviewStatus));
}

/** The interviewer fields to write after a counted review leaves (`remove`) and/or enters (`add`) them. */
export function interviewerFiguresAfter(
  interviewer: InterviewerData,
  outcomes: OutcomeCounts,
  change: { remove?: CountedReview; add?: CountedReview },
) {
  const agg = withRatingChange(interviewer, { remove: change.remove?.rating, add: change.add?.rating });
  return {
    reviewCount: agg.reviewCount,
    ratingSum: agg.ratingSum,
    distribution: { ...agg.distribution },
    outcomes: withOutcomeChange(outcomes, {
      remove: change.remove?.interviewStatus ?? null,
      add: change.add?.interviewStatus ?? null,
    }),
  };
}
