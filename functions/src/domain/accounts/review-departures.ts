// When a deleted account's published reviews leave. Each appeared at a random moment of the publication
// window (moderation/scheduled-publication.ts), so nothing public ties two of them to one author; taking
// them all down in the deletion's request made reviews of different subjects vanish in the same minute,
// and anyone polling learnt that one person wrote them all. So each published review leaves at a moment
// of its own in the same window after the request, and so does one before moderators (held, hidden or
// removed: gone together, they told a moderator that one person wrote them), while everything nobody else
// sees (reviews waiting to appear, saved lists) goes at once. Without a window (the embedded default's
// "at once") all go at once.
import { createHmac } from 'node:crypto';
import type { DocumentStore } from '../../store/document-store.ts';
import { isPublished, isSeenByModerators, type ModerationFields } from '../moderation/review-state.ts';
import type { PublishDelay } from '../moderation/scheduled-publication.ts';
import { pagesById } from '../shared/pages-by-id.ts';

export type Departures = {
  /**
   * Whether a review of the account may be erased now: anything nobody else sees may, a published review,
   * or one before moderators (held, hidden, removed), once its moment has come. One that must wait is
   * remembered for nextMoment().
   */
  mayLeave(reviewId: string, review: { moderation?: ModerationFields | undefined }): boolean;
  /** The earliest moment a review seen by mayLeave waits for, or null when none waits. */
  nextMoment(): Date | null;
};

/** Everything leaves at once (no publication window, or a caller that asks for it). */
export const AT_ONCE: Departures = { mayLeave: () => true, nextMoment: () => null };

/**
 * The moment a published review of an account whose deletion was asked at `requestedAt` leaves:
 * uniformly in the window, drawn from a keyed hash of the review's id so every step of the deletion
 * (and every instance running one) agrees on it without storing it, and nobody without the secret
 * can tell it from the id.
 */
export function departureMoment(
  reviewId: string,
  requestedAt: Date,
  delay: PublishDelay,
  secret: string,
): Date {
  const span = Math.max(0, delay.maxMs - delay.minMs);
  const draw = createHmac('sha256', secret).update(`review-departure\0${reviewId}`).digest().readUIntBE(0, 6);
  // 48 bits against a window of at most days in ms: the modulo's bias is below 1e-6.
  return new Date(requestedAt.getTime() + delay.minMs + (span > 0 ? draw % (span + 1) : 0));
}

export function departuresFor(
  requestedAt: Date,
  now: Date,
  delay: PublishDelay | undefined,
  secret: string,
): Departures {
  if (!delay || delay.maxMs <= 0) return AT_ONCE;
  let next: number | null = null;
  return {
    mayLeave(reviewId, review) {
      if (!isPublished(review) && !isSeenByModerators(review)) return true;
      const at = departureMoment(reviewId, requestedAt, delay, secret).getTime();
      if (at <= now.getTime()) return true;
      next = next === null ? at : Math.min(next, at);
      return false;
    },
    nextMoment: () => (next === null ? null : new Date(next)),
  };
}

/**
 * The erasers' loop over one author's reviews of a kind: read by id, a page at a time, so reviews that
 * wait for their moment are passed over rather than read again; `remove` erases one (in its own
 * transaction, which checks again that it may go) and answers whether it did. Stops after `limit`
 * erased. Answers how many went.
 */
export function eraseAuthorReviews(
  store: DocumentStore,
  collection: string,
  authorKey: string,
  options: { departures: Departures; limit: number },
  remove: (reviewId: string) => Promise<boolean>,
): Promise<number> {
  return eraseDeparting(store, collection, { field: 'authorKey', value: authorKey }, options, remove);
}

/**
 * The same loop over any public trace of the account (its votes, its responses as a claimant): each
 * leaves at a moment of its own too. Gone all in the request, they said when the account was deleted,
 * and its reviews leaving within the window after that moment were then easy to tell from the rest; a
 * claimant's responses also say who the account was.
 */
export async function eraseDeparting(
  store: DocumentStore,
  collection: string,
  owner: { field: string; value: string },
  options: { departures: Departures; limit: number },
  remove: (id: string) => Promise<boolean>,
): Promise<number> {
  let erased = 0;
  if (options.limit <= 0) return erased;
  const theirs = pagesById<{ moderation?: ModerationFields }>(store, collection, PAGE, [
    { field: owner.field, op: '==', value: owner.value },
  ]);
  for await (const doc of theirs) {
    if (!options.departures.mayLeave(doc.id, doc.data)) continue;
    if (await remove(doc.id)) erased += 1;
    if (erased >= options.limit) break;
  }
  return erased;
}

const PAGE = 100;
