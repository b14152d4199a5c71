// How a review of any kind goes: its author's delete, the departure job at its moment, its author's
// account erasure. The review, its votes and its carried-over decision are the same for every kind; a
// kind's RemovableKind adds its own share (its subjects' figures, insights, what waited on the review).
import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';
import { type Departures, eraseAuthorReviews } from '../accounts/review-departures.ts';
import type { ReviewKindName } from '../moderation/admission.ts';
import { keepModeration } from '../moderation/carry-over.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { readOwnReview, reviewNotFound } from './own-review.ts';
import type { Editable } from './pending-edit.ts';
import {
  authorsDelete,
  type DeleteOutcome,
  type DepartureWindow,
  readDueDeparture,
} from './review-departure.ts';
import { deleteVotesOf, type ReviewKind, VOTES_PER_TRANSACTION, votesOfReview } from './voting.ts';

/**
 * A kind's share of removing `review` beyond the review and its votes: its reads, before any write,
 * then its writes. Held, hidden and removed reviews were not counted (issue 9).
 */
export type RemovalFigures<D extends Editable> = (
  tx: Transaction,
  review: Doc<D>,
) => Promise<(tx: Transaction) => void>;

export type RemovableKind<D extends Editable> = {
  /** Where its reviews and their votes live. */
  kind: ReviewKind;
  /** Its name for a decision kept past the delete (carry-over.ts). */
  name: ReviewKindName;
  figures: RemovalFigures<D>;
};

/**
 * Removes a review, its votes and the kind's share. `authorize` says whether it may go (and reads it):
 * the author's delete, the departure job, or erasure of their account. Resolves false when there was
 * nothing to remove. `keepDecisionAt`: the author's delete (or its departure), at that moment, after
 * which they may write again at the same id (carry-over.ts); an erased account's ids are never reached again.
 */
async function removeReview<D extends Editable>(
  store: DocumentStore,
  removable: RemovableKind<D>,
  reviewId: string,
  authorize: (tx: Transaction) => Promise<Doc<D> | null>,
  also?: TxParticipant,
  keepDecisionAt?: Date,
): Promise<boolean> {
  const { kind } = removable;
  const { removed, moreVotes } = await store.runTransaction(async (tx) => {
    const review = await authorize(tx);
    if (!review) return { removed: false, moreVotes: false };
    const [figures, votes] = await Promise.all([
      removable.figures(tx, review),
      votesOfReview(tx, kind, reviewId),
      also?.read(tx),
    ]);
    tx.delete(kind.reviews, reviewId);
    if (keepDecisionAt) keepModeration(tx, removable.name, review, keepDecisionAt);
    for (const vote of votes) tx.delete(kind.votes, vote.id);
    figures(tx);
    also?.write(tx);
    return { removed: true, moreVotes: votes.length === VOTES_PER_TRANSACTION };
  });
  // Leftover votes are already inert (they name an incarnation that is gone): tidy them up.
  if (moreVotes) await deleteVotesOf(store, kind, reviewId);
  return removed;
}

/**
 * The author deletes their review: at once, or with a publication `window`, a published one leaves the
 * site at its own moment and is gone for them now (review-departure.ts), with what `onLeave` writes then.
 */
export async function deleteAsAuthor<D extends Editable>(
  store: DocumentStore,
  removable: RemovableKind<D>,
  actor: Actor,
  reviewId: string,
  now: Date,
  also?: TxParticipant,
  window?: DepartureWindow,
  onLeave?: (tx: Transaction, review: Doc<D>) => Promise<(tx: Transaction) => void>,
): Promise<DeleteOutcome> {
  if (!isDocId(reviewId)) throw reviewNotFound();
  const own = (tx: Transaction) => readOwnReview<D>(tx, removable.kind.reviews, actor, reviewId, 'delete');
  const deletion = authorsDelete(removable.kind.reviews, own, now, window, also, onLeave);
  await removeReview(store, removable, reviewId, deletion.authorize, also, now);
  return deletion.outcome();
}

/** The departure job: a review its author deleted goes, with its votes and figures, once its moment has come. */
export function departReview<D extends Editable>(
  store: DocumentStore,
  removable: RemovableKind<D>,
  reviewId: string,
  now: Date,
): Promise<boolean> {
  const due = (tx: Transaction) => readDueDeparture<D>(tx, removable.kind.reviews, reviewId, now);
  return removeReview(store, removable, reviewId, due, undefined, now);
}

/** Account erasure: every review of the kind filed under this author key, figures repaired. Idempotent. */
export function eraseReviewsOf<D extends Editable>(
  store: DocumentStore,
  removable: RemovableKind<D>,
  authorKey: string,
  options: { departures: Departures; limit: number },
): Promise<number> {
  const { reviews } = removable.kind;
  return eraseAuthorReviews(store, reviews, authorKey, options, (id) =>
    removeReview(store, removable, id, async (tx) => {
      const review = await tx.get<D>(reviews, id);
      return review && review.data.authorKey === authorKey && options.departures.mayLeave(id, review.data)
        ? review
        : null;
    }),
  );
}
