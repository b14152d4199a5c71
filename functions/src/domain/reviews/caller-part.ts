// What a signed-in caller's review list adds to the list a visitor reads (issue 19): the same reviews
// in the same order, with isOwnReview and the caller's dates on their own review, and myVote on those
// they voted on. Read with the fewest store reads (their own review at its derived id, their votes on
// the subject in one query), so that the visitor's answer, already cached and shared, can carry it.
// Only where the two lists hold the same reviews: a review of theirs that is not published (held,
// hidden, removed) is in their list alone, moves what follows and where pages end, so such a caller
// is answered by the list read for them (unmergeable).
import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { isPublished } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { reviewDate } from '../shared/public-dates.ts';
import type { Vote } from './review.ts';
import {
  incarnationOf,
  type KindVote,
  type ReviewKind,
  type VotableReview,
  votesOnSubject,
} from './voting.ts';

/** What the caller's part needs of a review of any kind. */
export type CallerReview = VotableReview & DocData & { updatedAt?: Date };
type Review = CallerReview;

/** The caller's reviews of the subject and their votes on its reviews, any incarnation. */
export type CallerPart = { own: Doc<Review>[]; votes: Doc<KindVote>[] };

/** The part of an answered review that differs for its author, as every kind's answer names it. */
export type ListedReview = {
  _id: string;
  createdAt: string;
  updatedAt?: string;
  isOwnReview: boolean;
  myVote: Vote | null;
};

/**
 * The caller's part of the subject's review lists, or 'unmergeable' when a review of theirs is not
 * published. `ownReviews` reads their reviews of the subject (a derived id, or one query where they
 * may have several); only those they wrote count.
 */
export async function readCallerPart(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subjectId: string,
  ownReviews: Promise<Doc<Review> | null | Doc<Review>[]>,
): Promise<CallerPart | 'unmergeable'> {
  const [found, votes] = await Promise.all([ownReviews, votesOnSubject(store, kind, actor, subjectId)]);
  const mine = Array.isArray(found) ? found : [found];
  const own = mine.filter((r): r is Doc<Review> => r !== null && r.data.authorKey === actor.authorKey);
  if (own.some((review) => !isPublished(review.data))) return 'unmergeable';
  return { own, votes };
}

export const isEmptyPart = (part: CallerPart) => part.own.length === 0 && part.votes.length === 0;

/**
 * Puts the caller's part on the reviews of a visitor's page (in place; true when anything changed).
 * A vote counts only on the incarnation the page shows now (a review deleted and written again does
 * not inherit it): the few voted reviews on the page are read for theirs.
 */
export async function applyCallerPart(
  store: DocumentStore,
  kind: ReviewKind,
  part: CallerPart,
  items: ListedReview[],
): Promise<boolean> {
  const onPage = new Map(items.map((item) => [item._id, item]));
  let changed = false;
  for (const review of part.own) {
    const item = onPage.get(review.id);
    if (!item) continue;
    // As the kinds' toResponse render it for the author (published: no status).
    item.isOwnReview = true;
    item.createdAt = reviewDate(review.data.createdAt, true);
    if (item.updatedAt !== undefined && review.data.updatedAt) {
      item.updatedAt = reviewDate(review.data.updatedAt, true);
    }
    changed = true;
  }
  const votes = part.votes.filter((vote) => onPage.has(vote.data.reviewId));
  if (votes.length === 0) return changed;
  const voted = await store.getAll<Review>(kind.reviews, [...new Set(votes.map((v) => v.data.reviewId))]);
  const current = new Map(
    voted.filter((r): r is Doc<Review> => r !== null).map((r) => [r.id, incarnationOf(r.data)]),
  );
  for (const vote of votes) {
    const item = onPage.get(vote.data.reviewId);
    if (!item || current.get(vote.data.reviewId) !== vote.data.voteSalt) continue;
    item.myVote = vote.data.value;
    changed = true;
  }
  return changed;
}
