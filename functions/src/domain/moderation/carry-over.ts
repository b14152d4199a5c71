// A moderation decision outlives the document it was made on. Review ids are
// derived from (author, subject) and a response's id is its review's, so an
// author whose review was removed, hidden by reports or held could delete it
// and write it again at the same id, published. Deleting an item that is not
// published therefore leaves a record at its id (kind and state only: no
// author, uid or text; the id already is what the item's id was), and the next
// item written there starts held for a moderator ('rewritten'). A held item
// carries over too: an edit never lifts a hold, so a delete and a rewrite must
// not either. The record goes when a moderator publishes the item at that id,
// or after CARRY_OVER_LIFETIME_MS (expiresAt, a Firestore TTL policy).
import type { Doc, Transaction, Writer } from '../../store/document-store.ts';
import type { ModeratedKindName } from './moderated-kinds.ts';
import { isScheduledOnly, type ModerationFields, type ReviewState, stateOf } from './review-state.ts';

export const MODERATION_CARRY_OVER = 'moderationCarryOver';
/** The hold reason of an item written where a withheld one was deleted. */
export const REWRITTEN = 'rewritten' as const;

/**
 * How long a deleted withheld item's decision outlives it: 90 days. The record is tied to its author
 * (a review's id is derived from author and subject), so it is kept no longer than it earns its keep.
 * It stops the cheap loop, delete and write again at once from one account; once it lapses, the author
 * may publish there again, but only after three months with nothing there, and still through screening,
 * reports and the publication delay. A new account is a cheaper way round by then, so a longer record
 * would buy little; forever, it kept "this account wrote about this subject, and it was withheld" long
 * after the author deleted it. A company review's id is its month's anyway: no rewrite reaches it later.
 */
export const CARRY_OVER_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export type CarryOverData = {
  kind: ModeratedKindName;
  /** What the deleted item was: held, hidden or removed. */
  state: Exclude<ReviewState, 'published'>;
  /** Responses only: which incarnation of the review the deleted response answered. */
  reviewIncarnation?: string;
  /**
   * When the record lapses (the TTL policy's field: Firestore deletes it within about a day after, so
   * readers check it too). Records written before it existed have none and are kept.
   */
  expiresAt?: Date;
};

export const carryOverId = (kind: ModeratedKindName, id: string) => `${kind}-${id}`;

/**
 * With the delete's writes (made at `now`): remembers a withheld item's state at its id for
 * CARRY_OVER_LIFETIME_MS. Nothing for a published one, nor for one that only waited for its
 * publication time (no decision to outlive; deleted then, it leaves no trace).
 */
export function keepModeration(
  writer: Writer,
  kind: ModeratedKindName,
  item: Doc<{ moderation?: ModerationFields | undefined }>,
  now: Date,
  reviewIncarnation?: string,
): void {
  const state = stateOf(item.data);
  if (state === 'published' || isScheduledOnly(item.data.moderation)) return;
  const data: CarryOverData = {
    kind,
    state,
    ...(reviewIncarnation ? { reviewIncarnation } : {}),
    expiresAt: new Date(now.getTime() + CARRY_OVER_LIFETIME_MS),
  };
  writer.set(MODERATION_CARRY_OVER, carryOverId(kind, item.id), data);
}

/**
 * Inside the create's transaction, with its reads: whether a new item at this id, written at `now`,
 * starts held. A response's record holds only for a response to the same incarnation of the review.
 */
export async function isRewriteOfWithheld(
  tx: Pick<Transaction, 'get'>,
  kind: ModeratedKindName,
  id: string,
  now: Date,
  reviewIncarnation?: string,
): Promise<boolean> {
  const record = await tx.get<CarryOverData>(MODERATION_CARRY_OVER, carryOverId(kind, id));
  if (!record) return false;
  const expiresAt = record.data.expiresAt;
  if (expiresAt !== undefined && new Date(expiresAt).getTime() <= now.getTime()) return false;
  return record.data.reviewIncarnation === undefined || record.data.reviewIncarnation === reviewIncarnation;
}

/** With a moderator's writes that publish a rewritten item: its record goes. */
export function forgetModeration(
  writer: Writer,
  kind: ModeratedKindName,
  id: string,
  moderation: ModerationFields | undefined,
): void {
  if (moderation?.heldFor.includes(REWRITTEN)) writer.delete(MODERATION_CARRY_OVER, carryOverId(kind, id));
}
