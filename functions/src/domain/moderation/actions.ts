// Moderator decisions (issue 9), each in one transaction with the figures it
// changes, the reports it closes and its audit-log entry:
//   approve  held, hidden or reported -> published; open reports resolved;
//   remove   any state but removed -> removed (hidden for good); reports resolved;
//   restore  removed -> published (undoes a removal).
// Publishing an item written again where a withheld one was deleted also
// drops that one's carried-over decision (carry-over.ts); publishing a response
// owes its reviewer a mail (responses/reviewer-notices.ts), in the same transaction.
// A review moves into the figures when it becomes published and out when it
// stops being published, never twice. A review still waiting for its random
// publication time stays held for that alone when a moderator approves or
// restores it; the publication job (scheduled-publication.ts) publishes it
// through the same state move.
import type { Doc, DocData, DocumentStore, Transaction } from '../../store/document-store.ts';
import { isAuthorLeaving } from '../accounts/leaving-authors.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import type { ReviewKindName } from './admission.ts';
import { type LogEntryData, MODERATION_LOG, type ModerationAction, type Moderator } from './audit-log.ts';
import { forgetModeration } from './carry-over.ts';
import { MODERATED_KINDS, type ModeratedKindName } from './moderated-kinds.ts';
import { noLongerExists, reportsOf } from './queue.ts';
import { REPORTS } from './reports.ts';
import {
  afterScreening,
  firstPublicationFields,
  freshModeration,
  isDeparting,
  type Moderatable,
  type ModerationFields,
  type ReviewState,
  SCHEDULED,
  stateOf,
  waitsForPublication,
  withoutPublishAt,
} from './review-state.ts';

export { MAX_MODERATION_REASON } from '../../contract/request-rules.ts';

type Transition = { state: ReviewState } | { refused: string };

/** The state an action leads to from `from`, or why it does not apply (a 409). */
function transition(action: ModerationAction, from: ReviewState, queued: boolean): Transition {
  switch (action) {
    case 'approve':
      if (from === 'removed') return { refused: 'This review was removed: restore it instead.' };
      if (from === 'published' && !queued) {
        return { refused: 'There is nothing to approve: the review is published and has no open reports.' };
      }
      // Held for its publication time alone: no moderator is asked, and none may publish it early.
      if (from === 'held' && !queued) {
        return { refused: 'There is nothing to approve: the review is not held for a moderator.' };
      }
      return { state: 'published' };
    case 'remove':
      return from === 'removed' ? { refused: 'This review is already removed.' } : { state: 'removed' };
    case 'restore':
      return from === 'removed'
        ? { state: 'published' }
        : { refused: 'Only a removed review can be restored.' };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown moderation action ${String(unknown)}`);
    }
  }
}

export async function moderateReview(
  store: DocumentStore,
  moderator: Moderator,
  target: { kind: ModeratedKindName; reviewId: string },
  action: ModerationAction,
  reason: string,
  now: Date,
  also?: TxParticipant,
): Promise<{ fromState: ReviewState; toState: ReviewState }> {
  if (!isDocId(target.reviewId)) throw noLongerExists(target.kind);
  const kind = MODERATED_KINDS[target.kind];
  return store.runTransaction(async (tx) => {
    const review = await tx.get<Moderatable & DocData>(kind.collection, target.reviewId);
    if (!review) throw noLongerExists(target.kind);
    const current = review.data.moderation ?? freshModeration('published', now);
    const from = stateOf(review.data);
    const next = transition(action, from, current.queued);
    if ('refused' in next) throw new DomainError('conflict', next.refused);
    const open = (await reportsOf(tx, target.kind, review)).filter((r) => r.data.status === 'open');
    // Deleted by its author, or its author's account being deleted: what they took down is never published.
    const leaving = isDeparting(review.data) || (await isAuthorLeaving(tx, review.data.authorKey));
    const decided: ModerationFields = {
      ...current,
      state: next.state,
      // Approval clears the screening flags; a removal keeps them as its history.
      heldFor: action === 'approve' ? [] : current.heldFor,
      openReports: 0,
      establishedReports: 0,
      reportNetworks: [],
      // A moderator published this text: later reports of it queue it but no longer hide it.
      approvedAt: next.state === 'published' ? now : (current.approvedAt ?? null),
      queued: false,
      updatedAt: now,
    };
    // Published (approved or restored) before its publication time, it waits for that time still.
    // Removed, it keeps that time: never public yet, a restore must not publish it before it either.
    // Deleted by its author while a moderator saw it (reviews/review-departure.ts), or its author's account
    // being deleted (accounts/leaving-authors.ts), it leaves at its own moment: decided, it leaves their lists
    // as any decided item does, but it is never published again, and the moderator is told what they are
    // told of one waiting for its moment.
    const moderation: ModerationFields =
      next.state === 'published' && from !== 'published' && leaving
        ? withoutPublishAt({ ...decided, state: 'held', heldFor: [SCHEDULED] })
        : next.state === 'published' && waitsForPublication(current, now)
          ? { ...decided, state: 'held', heldFor: [SCHEDULED] }
          : next.state === 'removed'
            ? decided
            : withoutPublishAt(decided);
    const toState = moderation.state;
    // Appearing for the first time after waiting: dated (and counted) from now.
    const times = toState === 'published' ? firstPublicationFields(review.data as Moderatable, now) : {};
    const moved = { ...review, data: { ...review.data, ...times } };
    const move = await readStateMove(tx, target.kind, moved, from, toState, now);
    await also?.read(tx);

    tx.update(kind.collection, review.id, { ...times, moderation });
    // A moderator published what was written again at this id: the old decision has been weighed.
    if (next.state === 'published') forgetModeration(tx, target.kind, review.id, current);
    move(tx);
    for (const report of open) tx.update(REPORTS, report.id, { status: 'resolved', resolvedAt: now });
    const entry: LogEntryData = {
      at: now,
      moderator: { uid: moderator.uid, email: moderator.email },
      action,
      kind: target.kind,
      reviewId: review.id,
      subjectId: kind.subjectIdOf(review.data),
      reason,
      fromState: from,
      toState,
      reportsResolved: open.length,
    };
    tx.create(MODERATION_LOG, store.newId(), entry);
    also?.write(tx);
    return { fromState: from, toState };
  });
}

/**
 * Inside a transaction, before any write: what moving a review from `from` to `to` changes besides its
 * own `moderation` field (the figures it enters or leaves; what a response's publication owes). The one
 * path for a moderator's decision and for the publication job alike.
 */
export async function readStateMove(
  tx: Transaction,
  kindName: ModeratedKindName,
  review: Doc,
  from: ReviewState,
  to: ReviewState,
  now: Date,
): Promise<(tx: Transaction) => void> {
  const kind = MODERATED_KINDS[kindName];
  const wasCounted = from === 'published';
  const willCount = to === 'published';
  const count = wasCounted !== willCount ? await kind.readCounters(tx, review) : null;
  const published = to === 'published' ? await kind.readOnPublish?.(tx, review, now) : null;
  return (writer) => {
    count?.(writer, willCount ? 'add' : 'remove', now);
    published?.(writer);
  };
}

/**
 * The burst rule's follow-up (admission.ts): the earlier reviews of a burst
 * are held too, each in its own transaction with its figures. One still
 * waiting for its publication time is held for a moderator as well (or the
 * publication job would publish it); deleted, hidden, removed and already
 * burst-held ones are left as they are.
 */
export async function holdBurst(
  store: DocumentStore,
  kindName: ReviewKindName,
  reviewIds: readonly string[],
  now: Date,
): Promise<void> {
  const kind = MODERATED_KINDS[kindName];
  for (const id of reviewIds) {
    await store.runTransaction(async (tx) => {
      const review = await tx.get<Moderatable & DocData>(kind.collection, id);
      if (review && stateOf(review.data) === 'held' && !review.data.moderation?.heldFor.includes('burst')) {
        // Uncounted already: only its hold changes.
        tx.update(kind.collection, id, {
          moderation: afterScreening(review.data.moderation, ['burst'], now) ?? null,
        });
        return;
      }
      if (!review || stateOf(review.data) !== 'published') return;
      const count = await kind.readCounters(tx, review);
      tx.update(kind.collection, id, {
        moderation: afterScreening(review.data.moderation, ['burst'], now) ?? null,
      });
      count(tx, 'remove', now);
    });
  }
}
