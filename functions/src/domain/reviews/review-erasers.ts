import type { DocumentStore } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import type { Departures } from '../accounts/review-departures.ts';
import { eraseReviewsBy } from './reviews.ts';
import { INTERVIEWER_REVIEW_KIND } from './votes.ts';
import { eraseVotesOn } from './voting.ts';

/** Account erasure: the user's votes go, and the counts of the reviews they voted on follow. Idempotent. */
export function eraseVotesBy(
  store: DocumentStore,
  authorKey: string,
  limit = Number.POSITIVE_INFINITY,
  departures?: Departures,
): Promise<number> {
  return eraseVotesOn(store, INTERVIEWER_REVIEW_KIND, authorKey, limit, departures);
}

/** Votes first, so that erasing reviews afterwards has fewer foreign votes to delete. */
export const interviewerReviewVoteEraser: AccountEraser = {
  name: 'interviewer-review-votes',
  erase: ({ store, authorKey, limit, departures }) => eraseVotesBy(store, authorKey, limit, departures),
};

export const interviewerReviewEraser: AccountEraser = {
  name: 'interviewer-reviews',
  erase: ({ store, authorKey, limit, departures }) => eraseReviewsBy(store, authorKey, limit, departures),
};
