import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { isShownTo } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { countingVotes, readCallerReviews } from './caller-part.ts';
import type { Vote } from './review.ts';
import { type ReviewKind, type VotableReview, withVoteCounts } from './voting.ts';

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

/** The caller's reviews of a subject, with their counts, and their votes that count, by review id. */
export type ViewerPart<D extends DocData> = { own: Doc<D>[]; myVotes: Record<string, Vote> };

/**
 * The caller's part, as the list answered for them would show it, read directly (issue 8): their
 * reviews of the subject and their votes (caller-part.ts, the one reader of both), instead of every
 * review of the subject. In two rounds (issue 19): the subject's check (`exists`, which throws its
 * 404), their reviews and their votes together; then the reviews they voted on (none without votes)
 * and their own reviews' count shards. A vote counts on the incarnation it was cast on, and only on a
 * review the caller can see.
 */
export async function readViewerPart<D extends VotableReview & DocData>(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subject: { id: string; exists: Promise<void>; ownReviews: Promise<Doc<D> | null | Doc<D>[]> },
): Promise<ViewerPart<D>> {
  const [, part] = await Promise.all([
    subject.exists,
    readCallerReviews(store, kind, actor, subject.id, subject.ownReviews),
  ]);
  const [myVotes, own] = await Promise.all([
    countingVotes(store, kind, part.votes, (review) => isShownTo(review, actor.authorKey)),
    withVoteCounts(store, kind, part.own as Doc<D>[]),
  ]);
  return { own, myVotes };
}

/** The review context of a kind with one review per caller and subject (interviewers, managers). */
export async function readViewerContext<D extends VotableReview & DocData, R>(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subject: { id: string; exists: Promise<void>; ownReviewId: string },
  toResponse: (review: Doc<D>, viewer: { authorKey: string; myVote: Vote | null }) => R,
): Promise<ViewerContext<R>> {
  const { own, myVotes } = await readViewerPart<D>(store, kind, actor, {
    ...subject,
    ownReviews: store.get<D>(kind.reviews, subject.ownReviewId),
  });
  const [counted] = own;
  return {
    ownReview: counted
      ? toResponse(counted, { authorKey: actor.authorKey, myVote: myVotes[counted.id] ?? null })
      : null,
    myVotes,
  };
}
