import type { DocumentStore } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import { eraseReviewsBy } from './reviews.ts';
import { INTERVIEWER_REVIEW_KIND } from './votes.ts';
import { eraseVotesOn } from './voting.ts';

/** Account erasure: the user's votes go, and the counts of the reviews they voted on follow. Idempotent. */
export function eraseVotesBy(
  store: DocumentStore,
  authorKey: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<number> {
  return eraseVotesOn(store, INTERVIEWER_REVIEW_KIND, authorKey, limit);
}

/** Votes first, so that erasing reviews afterwards has fewer foreign votes to delete. */
export const interviewerReviewVoteEraser: AccountEraser = {
  name: 'interviewer-review-votes',
  erase: ({ store, authorKey, limit }) => eraseVotesBy(store, authorKey, limit),
};

export const interviewerReviewEraser: AccountEraser = {
  name: 'interviewer-reviews',
  erase: ({ store, authorKey, limit, departures }) => eraseReviewsBy(store, authorKey, limit, departures),
};
