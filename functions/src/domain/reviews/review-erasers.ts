import type { DocumentStore } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from './review.ts';
import { eraseReviewsBy } from './reviews.ts';
import { countsAfter, INTERVIEWER_REVIEW_VOTES, type VoteData } from './votes.ts';

/** Account erasure: the user's votes go, and the counts of the reviews they voted on follow. Idempotent. */
export async function eraseVotesBy(store: DocumentStore, authorKey: string): Promise<number> {
  let erased = 0;
  for (;;) {
    const votes = await store.query<VoteData>({
      collection: INTERVIEWER_REVIEW_VOTES,
      where: [{ field: 'authorKey', op: '==', value: authorKey }],
      limit: 100,
    });
    if (votes.length === 0) return erased;
    for (const { id } of votes) {
      await store.runTransaction(async (tx) => {
        const vote = await tx.get<VoteData>(INTERVIEWER_REVIEW_VOTES, id);
        if (!vote || vote.data.authorKey !== authorKey) return;
        const review = await tx.get<ReviewData>(INTERVIEWER_REVIEWS, vote.data.reviewId);
        tx.delete(INTERVIEWER_REVIEW_VOTES, id);
        if (review && review.data.voteSalt === vote.data.voteSalt) {
          tx.update(INTERVIEWER_REVIEWS, review.id, countsAfter(review.data, vote.data.value, null));
        }
      });
      erased += 1;
    }
  }
}

/** Votes first, so that erasing reviews afterwards has fewer foreign votes to delete. */
export const interviewerReviewVoteEraser: AccountEraser = {
  name: 'interviewer-review-votes',
  erase: async ({ store, authorKey }) => void (await eraseVotesBy(store, authorKey)),
};

export const interviewerReviewEraser: AccountEraser = {
  name: 'interviewer-reviews',
  erase: async ({ store, authorKey }) => void (await eraseReviewsBy(store, authorKey)),
};
