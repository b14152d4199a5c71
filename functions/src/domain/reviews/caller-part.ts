// What a signed-in caller's review list adds to the list a visitor reads (issue 19): the same reviews
// in the same order, with isOwnReview and the caller's dates on their own review, and myVote on those
// they voted on. Read with the fewest store reads (their own review at its derived id, their votes on
// the subject in one query), so that the visitor's answer, already cached and shared, can carry it.
// Only where the two lists hold the same reviews: a review of theirs that is not published (held,
// hidden, removed) is in their list alone, moves what follows and where pages end, so such a caller
// is answered by the list read for them (unmergeable).
import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { isDeparting, isPublished } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { reviewDates } from '../shared/public-dates.ts';
import { hasWaitingEdit, type PendingEdit } from './pending-edit.ts';
import type { Vote } from './review.ts';
import {
  incarnationOf,
  type KindVote,
  type ReviewKind,
  type VotableReview,
  votesOnSubject,
} from './voting.ts';

/** What the caller's part needs of a review of any kind. */
export type CallerReview = VotableReview &
  DocData & { updatedAt?: Date; writtenAt?: Date; departsAt?: Date; pendingEdit?: PendingEdit };
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
 * The caller's reviews of the subject (held ones too) and their votes on its reviews, read together:
 * `ownReviews` reads their reviews of it (a derived id, or one query where they may have several);
 * only those they wrote count, and not one they deleted that waits for its moment to leave the site
 * (review-departure.ts): that is gone for them. The review context answers with this as it is.
 */
export async function readCallerReviews(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subjectId: string,
  ownReviews: Promise<Doc<Review> | null | Doc<Review>[]>,
): Promise<CallerPart> {
  const { mine, votes } = await readCallerDocs(store, kind, actor, subjectId, ownReviews);
  return { own: mine.filter((r) => !isDeparting(r.data)), votes };
}

async function readCallerDocs(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subjectId: string,
  ownReviews: Promise<Doc<Review> | null | Doc<Review>[]>,
): Promise<{ mine: Doc<Review>[]; votes: Doc<KindVote>[] }> {
  const [found, votes] = await Promise.all([ownReviews, votesOnSubject(store, kind, actor, subjectId)]);
  const all = Array.isArray(found) ? found : [found];
  return {
    mine: all.filter((r): r is Doc<Review> => r !== null && r.data.authorKey === actor.authorKey),
    votes,
  };
}

/**
 * The caller's part of the subject's review lists (readCallerReviews), or 'unmergeable' when a
 * review of theirs is not published, is leaving (the visitor's list shows it, theirs does not), or
 * has an edit waiting (the visitor's list shows the version others see, theirs the edit).
 */
export async function readCallerPart(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subjectId: string,
  ownReviews: Promise<Doc<Review> | null | Doc<Review>[]>,
): Promise<CallerPart | 'unmergeable'> {
  const { mine, votes } = await readCallerDocs(store, kind, actor, subjectId, ownReviews);
  const apart = (review: Doc<Review>) =>
    !isPublished(review.data) || isDeparting(review.data) || hasWaitingEdit(review.data);
  if (mine.some(apart)) return 'unmergeable';
  return { own: mine, votes };
}

/**
 * The caller's votes that count, by review id, in the order of `votes`: a vote counts only on the
 * incarnation its review has now (a review deleted and written again does not inherit it), and only
 * on a review `counts` accepts. One read of the voted reviews, none without votes.
 */
export async function countingVotes(
  store: DocumentStore,
  kind: ReviewKind,
  votes: Doc<KindVote>[],
  counts: (review: Review) => boolean,
): Promise<Record<string, Vote>> {
  const myVotes: Record<string, Vote> = {};
  if (votes.length === 0) return myVotes;
  const voted = await store.getAll<Review>(kind.reviews, [...new Set(votes.map((v) => v.data.reviewId))]);
  const reviews = new Map(voted.filter((r): r is Doc<Review> => r !== null).map((r) => [r.id, r.data]));
  for (const vote of votes) {
    const review = reviews.get(vote.data.reviewId);
    if (review && incarnationOf(review) === vote.data.voteSalt && counts(review)) {
      myVotes[vote.data.reviewId] = vote.data.value;
    }
  }
  return myVotes;
}

export const isEmptyPart = (part: CallerPart) => part.own.length === 0 && part.votes.length === 0;

/**
 * Puts the caller's part on the reviews of a visitor's page (in place; true when anything changed).
 * Their votes count as countingVotes says: the few voted reviews on the page are read for it.
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
    const dates = reviewDates(review.data, true);
    item.createdAt = dates.createdAt;
    if (item.updatedAt !== undefined && dates.updatedAt) item.updatedAt = dates.updatedAt;
    changed = true;
  }
  // The page shows only published reviews, the incarnation it was read at: no other check to make.
  const votes = part.votes.filter((vote) => onPage.has(vote.data.reviewId));
  const myVotes = await countingVotes(store, kind, votes, () => true);
  for (const [reviewId, value] of Object.entries(myVotes)) {
    (onPage.get(reviewId) as ListedReview).myVote = value;
    changed = true;
  }
  return changed;
}
