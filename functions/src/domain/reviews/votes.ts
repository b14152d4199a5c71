import type { Doc, DocumentStore } from '../../store/document-store.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { INTERVIEWER_REVIEWS, type ReviewData, type Vote } from './review.ts';

export const INTERVIEWER_REVIEW_VOTES = 'interviewerReviewVotes';

export type VoteData = {
  reviewId: string;
  interviewerId: string;
  /** The review incarnation voted on (ReviewData.voteSalt). */
  voteSalt: string;
  /** HMAC(uid) of the voter, for erasure; never leaves the server. */
  authorKey: string;
  value: Vote;
  castAt: Date;
};

export type VoteCounts = { likes: number; dislikes: number };
export type VoteResult = VoteCounts & { _id: string; myVote: Vote | null };

/** One vote per user per review incarnation, at an id that does not reveal the voter. */
export function voteIdFor(actor: Actor, review: Doc<ReviewData>): string {
  return actor.idFor(`interviewerReviewVote:${review.id}:${review.data.voteSalt}`);
}

/** Pressing the vote you have removes it; pressing the other one switches to it. */
export function nextVote(current: Vote | null, pressed: Vote): Vote | null {
  return current === pressed ? null : pressed;
}

export function countsAfter(counts: VoteCounts, from: Vote | null, to: Vote | null): VoteCounts {
  const next = { likes: counts.likes, dislikes: counts.dislikes };
  if (from === 'like') next.likes -= 1;
  if (from === 'dislike') next.dislikes -= 1;
  if (to === 'like') next.likes += 1;
  if (to === 'dislike') next.dislikes += 1;
  return next;
}

/**
 * Likes or dislikes a review of the given interviewer. The vote document and
 * the review's counts change in one transaction, so counts stay exact
 * however many people vote at once.
 */
export async function castVote(
  store: DocumentStore,
  actor: Actor,
  target: { interviewerId: string; reviewId: string },
  pressed: Vote,
  now: Date,
  also?: TxParticipant,
): Promise<VoteResult> {
  if (!isDocId(target.reviewId)) throw new DomainError('not_found', 'Review not found.');
  return store.runTransaction(async (tx) => {
    const review = await tx.get<ReviewData>(INTERVIEWER_REVIEWS, target.reviewId);
    if (!review || review.data.interviewerId !== target.interviewerId) {
      throw new DomainError('not_found', 'Review not found.');
    }
    const voteId = voteIdFor(actor, review);
    const existing = await tx.get<VoteData>(INTERVIEWER_REVIEW_VOTES, voteId);
    await also?.read(tx);

    const current = existing?.data.value ?? null;
    const next = nextVote(current, pressed);
    const counts = countsAfter(review.data, current, next);
    if (next === null) {
      tx.delete(INTERVIEWER_REVIEW_VOTES, voteId);
    } else if (current === null) {
      const vote: VoteData = {
        reviewId: review.id,
        interviewerId: review.data.interviewerId,
        voteSalt: review.data.voteSalt,
        authorKey: actor.authorKey,
        value: next,
        castAt: now,
      };
      tx.create(INTERVIEWER_REVIEW_VOTES, voteId, vote);
    } else {
      tx.update(INTERVIEWER_REVIEW_VOTES, voteId, { value: next, castAt: now });
    }
    tx.update(INTERVIEWER_REVIEWS, review.id, counts);
    also?.write(tx);
    return { _id: review.id, ...counts, myVote: next };
  });
}

/** The caller's votes on these reviews, in their order (null where none). */
export async function myVotes(
  store: DocumentStore,
  actor: Actor | null,
  reviews: Doc<ReviewData>[],
): Promise<(Vote | null)[]> {
  if (!actor || reviews.length === 0) return reviews.map(() => null);
  const votes = await store.getAll<VoteData>(
    INTERVIEWER_REVIEW_VOTES,
    reviews.map((r) => voteIdFor(actor, r)),
  );
  return votes.map((v) => v?.data.value ?? null);
}
