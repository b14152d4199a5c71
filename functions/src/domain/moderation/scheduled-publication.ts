// A new review appears publicly at a random moment after it was written, not at once: public dates
// are days, but anyone polling a profile saw the minute a review (and every figure with it) appeared,
// and a manager who met three candidates that morning knew which one wrote it. Until its moment it is
// held for that alone ('scheduled', review-state.ts): shown to its author only, counted in no figure,
// not queued for moderators. The publication job publishes due reviews through the state move a
// moderator's approval uses (actions.ts), one transaction each, so a run that is cut short, repeated or
// run twice at once publishes each review once.
import { randomInt } from 'node:crypto';
import type { DocData, DocumentStore } from '../../store/document-store.ts';
import { DUE_BATCH, type DueKind, walkDue } from '../shared/due-walk.ts';
import { readStateMove } from './actions.ts';
import { MODERATED_KINDS, type ModeratedKindName, REVIEW_KIND_NAMES } from './moderated-kinds.ts';
import {
  firstPublicationFields,
  isScheduledOnly,
  type Moderatable,
  type ModerationFields,
  withoutPublishAt,
} from './review-state.ts';

/** How long after it was written a new review may appear: a moment drawn uniformly in [minMs, maxMs]. */
export type PublishDelay = { minMs: number; maxMs: number };

const HOUR_MS = 60 * 60 * 1000;
/** Production's window: at least an hour, at most a day after writing. */
export const DEFAULT_PUBLISH_DELAY: PublishDelay = { minMs: HOUR_MS, maxMs: 24 * HOUR_MS };

/**
 * When a review written at `now` may appear, or null for at once (no delay, or a window of 0).
 * Drawn with the CSPRNG: the moment must not be guessable from the time it was written.
 */
export function drawPublishAt(now: Date, delay: PublishDelay | undefined): Date | null {
  if (!delay || delay.maxMs <= 0) return null;
  const ms = delay.maxMs > delay.minMs ? randomInt(delay.minMs, delay.maxMs + 1) : delay.minMs;
  return ms > 0 ? new Date(now.getTime() + ms) : null;
}

/**
 * Publishes one review if it is still held for its publication time alone and that time has come;
 * answers whether it did. Anything else (deleted, published already, held by screening or a burst
 * meanwhile, moved to a later time) is left as it is.
 */
export async function publishIfDue(
  store: DocumentStore,
  kindName: ModeratedKindName,
  reviewId: string,
  now: Date,
): Promise<boolean> {
  const kind = MODERATED_KINDS[kindName];
  return store.runTransaction(async (tx) => {
    const review = await tx.get<Moderatable & DocData>(kind.collection, reviewId);
    const current: ModerationFields | undefined = review?.data.moderation;
    if (!review || !current || !isScheduledOnly(current)) return false;
    if (!current.publishAt || new Date(current.publishAt).getTime() > now.getTime()) return false;
    // Dated and counted from the moment it appears (its figures read the new createdAt).
    const times = firstPublicationFields(review.data, now);
    const published = { ...review, data: { ...review.data, ...times } };
    const move = await readStateMove(tx, kindName, published, 'held', 'published', now);
    const moderation: ModerationFields = {
      ...withoutPublishAt(current),
      state: 'published',
      heldFor: [],
      queued: false,
      updatedAt: now,
    };
    tx.update(kind.collection, review.id, { ...times, moderation });
    move(tx);
    return true;
  });
}

/**
 * One pass of the publication job: every review of every kind whose publication time has passed at
 * `now`, oldest due first, at most `batch` per kind. Answers how many it published.
 */
export function publishDueReviews(store: DocumentStore, now: Date, batch = DUE_BATCH): Promise<number> {
  const kinds: DueKind[] = REVIEW_KIND_NAMES.map((name) => ({
    collection: MODERATED_KINDS[name].collection,
    momentField: 'moderation.publishAt',
    // Held: a review removed while it waited keeps its publishAt (a restore waits for it still).
    also: [
      { field: 'moderation.queued', op: '==', value: false },
      { field: 'moderation.state', op: '==', value: 'held' },
    ],
    apply: (id) => publishIfDue(store, name, id, now),
  }));
  return walkDue(store, kinds, now, batch);
}
