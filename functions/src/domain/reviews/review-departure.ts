// When its author deletes a published review. Each review appeared at a random moment of the publication
// window (moderation/scheduled-publication.ts), so nothing public ties two of them to one author; taken
// down in the request, two reviews of different subjects deleted one after the other vanished in the same
// minute, and anyone polling learnt that one person wrote both. So with a window a published review the
// author deletes leaves the public at a moment of its own in the window after the request (the moment an
// account deletion gives it, accounts/review-departures.ts), while for its author it is gone at once: it
// is marked `departsAt` (review-state.ts, isDeparting), and the scheduled job erases it then
// (due-departures.ts). One before moderators (held, hidden, removed) leaves their lists at its moment
// too, and a decision meanwhile never publishes it (moderation/actions.ts). Anything nobody else sees,
// and everything without a window, goes at once.
import { type Doc, type DocData, FieldValue, type Transaction } from '../../store/document-store.ts';
import { departureMoment } from '../accounts/review-departures.ts';
import {
  isDeparting,
  isPublished,
  isSeenByModerators,
  type ModerationFields,
} from '../moderation/review-state.ts';
import type { PublishDelay } from '../moderation/scheduled-publication.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import type { PendingEdit } from './pending-edit.ts';

/** The publication window and the secret the departure moments are drawn under (the author-key secret). */
export type DepartureWindow = { delay: PublishDelay | undefined; secret: string };

/**
 * What the author's delete did: gone; or gone for them and leaving the site at its moment ('leaving');
 * or, not public (held, hidden or removed), leaving only the moderators' lists at its moment.
 */
export type DeleteOutcome = 'deleted' | 'leaving' | 'leaving moderators';

/** The answer to writing a review where the author's deleted one has not left yet. */
export const STILL_LEAVING_MESSAGE =
  'Your deleted review here is still leaving the site (within a day, at a moment of its own). ' +
  'You can write a new one once it has gone.';

type Departable = DocData & {
  moderation?: ModerationFields | undefined;
  departsAt?: Date;
  pendingEdit?: PendingEdit;
};

/** When the author's delete at `now` takes this review off the site, or null for at once. */
export function departureOnDelete(
  reviewId: string,
  review: { moderation?: ModerationFields | undefined },
  now: Date,
  window: DepartureWindow | undefined,
): Date | null {
  const delay = window?.delay;
  if (!window || !delay || delay.maxMs <= 0) return null;
  if (!isPublished(review) && !isSeenByModerators(review)) return null;
  return departureMoment(reviewId, now, delay, window.secret);
}

/**
 * The author's delete as `authorize` for a kind's removal: their review (read by `own`) when it goes
 * now; null when it must wait, after marking it to leave at its moment with `also`'s records and what
 * `onLeave` writes (read first: reads come before writes). `outcome()` says which it was.
 */
export function authorsDelete<D extends Departable>(
  collection: string,
  own: (tx: Transaction) => Promise<Doc<D>>,
  now: Date,
  window: DepartureWindow | undefined,
  also?: TxParticipant,
  onLeave?: (tx: Transaction, review: Doc<D>) => Promise<(tx: Transaction) => void>,
): { authorize: (tx: Transaction) => Promise<Doc<D> | null>; outcome: () => DeleteOutcome } {
  let outcome: DeleteOutcome = 'deleted';
  return {
    async authorize(tx) {
      const review = await own(tx);
      const departsAt = departureOnDelete(review.id, review.data, now, window);
      outcome = !departsAt ? 'deleted' : isPublished(review.data) ? 'leaving' : 'leaving moderators';
      if (!departsAt) return review;
      const write = await onLeave?.(tx, review);
      await also?.read(tx);
      // An edit waiting for its moment goes: the version others see leaves as it stands.
      tx.update(collection, review.id, {
        departsAt,
        ...(review.data.pendingEdit ? { pendingEdit: FieldValue.delete() } : {}),
      });
      write?.(tx);
      also?.write(tx);
      return null;
    },
    outcome: () => outcome,
  };
}

/**
 * As the job erases it: the review at its moment (null when it is gone, or is not leaving, or not yet).
 * Whatever moderators did to it meanwhile, it goes.
 */
export async function readDueDeparture<D extends Departable>(
  tx: Transaction,
  collection: string,
  reviewId: string,
  now: Date,
): Promise<Doc<D> | null> {
  const review = await tx.get<D>(collection, reviewId);
  const at = review?.data.departsAt;
  return review && at !== undefined && new Date(at).getTime() <= now.getTime() ? review : null;
}

/**
 * The 409 for a second review of a subject: the one-per-subject rule; for one still leaving, a code of its
 * own, since its author has no review left to edit and a client must not offer one.
 */
export function alreadyReviewed(existing: { departsAt?: Date } | null | undefined, duplicate: string) {
  return existing && isDeparting(existing)
    ? new DomainError('still_leaving', STILL_LEAVING_MESSAGE)
    : new DomainError('conflict', duplicate);
}
