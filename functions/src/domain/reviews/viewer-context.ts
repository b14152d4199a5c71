import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { isShownTo } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import type { Vote } from './review.ts';
import {
  incarnationOf,
  type ReviewKind,
  type VotableReview,
  votesOnSubject,
  withVoteCounts,
} from './voting.ts';

/**
 * The caller's part of a review list: their own review (also while it is held for moderation, which
 * only its author sees) and their votes. Apps fetch the public list without a token, so that it can
 * be cached and read offline, and merge this personal part in; it is never cached.
 */
export type ViewerContext<R> = {
  ownReview: R | null;
  myVotes: Record<string, Vote>;
  /** Where a caller may have several reviews of one subject (company reviews, one a month): all their ids. */
  ownReviewIds?: string[];
  /** The same reviews in full (company reviews: the edit form opens any of them). */
  ownReviews?: R[];
};

/**
 * The caller's votes on the reviews of one subject, by review id: one query for their votes and one
 * read of the few reviews those votes are on (issue 8). A vote counts on the incarnation it was cast
 * on, and only on a review the caller can see.
 */
export async function readMyVotes<D extends VotableReview & DocData>(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subjectId: string,
): Promise<Record<string, Vote>> {
  const votes = await votesOnSubject(store, kind, actor, subjectId);
  const voted = await store.getAll<D>(kind.reviews, [...new Set(votes.map((v) => v.data.reviewId))]);
  const reviews = new Map(voted.filter((r): r is Doc<D> => r !== null).map((r) => [r.id, r]));
  const myVotes: Record<string, Vote> = {};
  for (const vote of votes) {
    const review = reviews.get(vote.data.reviewId);
    if (
      review &&
      incarnationOf(review.data) === vote.data.voteSalt &&
      isShownTo(review.data, actor.authorKey)
    ) {
      myVotes[review.id] = vote.data.value;
    }
  }
  return myVotes;
}

/**
 * The caller's part, as the list answered for them would show it, read directly (issue 8):
 * their review at its derived id and their votes, instead of every review of the subject.
 */
export async function readViewerContext<D extends VotableReview & DocData, R>(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subject: { id: string; ownReviewId: string },
  toResponse: (review: Doc<D>, viewer: { authorKey: string; myVote: Vote | null }) => R,
): Promise<ViewerContext<R>> {
  const [own, myVotes] = await Promise.all([
    store.get<D>(kind.reviews, subject.ownReviewId),
    readMyVotes<D>(store, kind, actor, subject.id),
  ]);
  const isOwn = own !== null && own.data.authorKey === actor.authorKey;
  const [counted] = isOwn ? await withVoteCounts(store, kind, [own]) : [];
  return {
    ownReview: counted
      ? toResponse(counted, { authorKey: actor.authorKey, myVote: myVotes[counted.id] ?? null })
      : null,
    myVotes,
  };
}
