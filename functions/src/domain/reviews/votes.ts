// Likes and dislikes on interviewer reviews: the interviewer area's binding
// of the shared voting machinery (voting.ts). Vote ids and documents are
// { reviewId, interviewerId, voteSalt, authorKey, value, castAt } at
// Actor.idFor('interviewerReviewVote:<reviewId>:<voteSalt>'): never change them.
import type { Doc, DocumentStore } from '../../store/document-store.ts';
import type { Actor } from '../shared/actor.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { INTERVIEWER_REVIEWS, type ReviewData, type Vote } from './review.ts';
import {
  castVoteOn,
  type KindVote,
  myVotesOn,
  type ReviewKind,
  type VoteResult,
  voteIdOn,
} from './voting.ts';

export { countsAfter, nextVote, type VoteCounts, type VoteResult } from './voting.ts';

export const INTERVIEWER_REVIEW_VOTES = 'interviewerReviewVotes';

export const INTERVIEWER_REVIEW_KIND: ReviewKind = {
  reviews: INTERVIEWER_REVIEWS,
  votes: INTERVIEWER_REVIEW_VOTES,
  subjectField: 'interviewerId',
  votePurpose: 'interviewerReviewVote',
};

export type VoteData = KindVote & { interviewerId: string };

/** One vote per user per review incarnation, at an id that does not reveal the voter. */
export function voteIdFor(actor: Actor, review: Doc<ReviewData>): string {
  return voteIdOn(INTERVIEWER_REVIEW_KIND, actor, review);
}

/**
 * Likes or dislikes a review of the given interviewer (404 if the review is
 * not about it). The vote and the review's counts change in one transaction; `standing` as for castVoteOn.
 */
export function castVote(
  store: DocumentStore,
  actor: Actor,
  target: { interviewerId: string; reviewId: string },
  pressed: Vote,
  now: Date,
  also?: TxParticipant,
  standing?: Promise<void>,
): Promise<VoteResult> {
  const where = { reviewId: target.reviewId, subjectId: target.interviewerId };
  return castVoteOn(store, INTERVIEWER_REVIEW_KIND, actor, where, pressed, now, also, standing);
}

/** The caller's votes on these reviews, in their order (null where none). */
export function myVotes(
  store: DocumentStore,
  actor: Actor | null,
  reviews: Doc<ReviewData>[],
): Promise<(Vote | null)[]> {
  return myVotesOn(store, INTERVIEWER_REVIEW_KIND, actor, reviews);
}
