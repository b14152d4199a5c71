import type { DocumentStore } from '../../store/document-store.ts';
import type { PublishDelay } from '../moderation/scheduled-publication.ts';
import type { AccountEraserRegistry } from './account-erasers.ts';
import { authorKey } from './author-key.ts';
import { forgetAuthorLeaving, LEAVING_AUTHORS, markAuthorLeaving } from './leaving-authors.ts';
import { deleteProfile } from './profiles.ts';
import { departuresFor } from './review-departures.ts';

// Account deletion at any size (issue 20). The request marks the account and
// signs it out at once; erasure then runs in bounded steps (the first within
// the request, the rest from a scheduled job or, in the embedded default, a
// timer) until nothing is left, and only then do the profile, the Auth account
// and the mark go. Every step is idempotent, so a step that fails or overlaps
// another is simply run again. Published reviews each leave at a moment of
// their own in the publication window (review-departures.ts): until the last
// has gone, the account waits, signed out and disabled, with its next step
// dated to the earliest of those moments.

/** One document per account being deleted, id = uid (as users/{uid}); removed when it is done. */
export const ACCOUNT_DELETIONS = 'accountDeletions';

/** Items one step may erase: well inside a request's or a job's time. */
export const DELETION_STEP_ITEMS = 200;

type DeletionData = {
  requestedAt: Date;
  /** When the next step has something to do: at once, or the next published review's moment. */
  nextStepAt: Date;
};

export type AccountDeletionDeps = {
  store: DocumentStore;
  erasers: AccountEraserRegistry;
  /** The Auth account: deleted last (succeeds when it is already gone). */
  users: { delete(uid: string): Promise<void> };
  authorKeySecret: string;
  now: Date;
  /** The publication window: each published review leaves at a moment of it (unset: all at once). */
  publishDelay?: PublishDelay | undefined;
};

/** What a step left: everything gone, more to erase now, or only reviews waiting for their moment. */
export type DeletionProgress = 'deleted' | 'erasing' | 'waiting';

/**
 * Marks the account for deletion (again: keeps the first request's time), and its author key as leaving,
 * so that no moderator's decision publishes one of its reviews meanwhile (leaving-authors.ts).
 */
export async function markForDeletion(
  store: DocumentStore,
  uid: string,
  authorKeyOfUid: string,
  now: Date,
): Promise<void> {
  await store.runTransaction(async (tx) => {
    const marked = await tx.get(ACCOUNT_DELETIONS, uid);
    markAuthorLeaving(tx, authorKeyOfUid, now);
    if (marked) return;
    const data: DeletionData = { requestedAt: now, nextStepAt: now };
    tx.set(ACCOUNT_DELETIONS, uid, data);
  });
}

/**
 * Gives an account being deleted its leaving mark if it has none: deletions requested before the marks
 * existed (c8c9d50) have none, so a moderator could still publish one of their held reviews. True when
 * written. The account backfill runs it for every account (author-key-backfill.ts).
 */
export async function markLeavingIfDeleting(
  store: DocumentStore,
  uid: string,
  authorKeyOfUid: string,
  now: Date,
): Promise<boolean> {
  return store.runTransaction(async (tx) => {
    if ((await tx.get(ACCOUNT_DELETIONS, uid)) === null) return false;
    if ((await tx.get(LEAVING_AUTHORS, authorKeyOfUid)) !== null) return false;
    markAuthorLeaving(tx, authorKeyOfUid, now);
    return true;
  });
}

export async function isMarkedForDeletion(store: DocumentStore, uid: string): Promise<boolean> {
  return (await store.get(ACCOUNT_DELETIONS, uid)) !== null;
}

/**
 * Accounts whose deletion has a step to take at `now`, longest due first, so accounts whose reviews
 * wait for their moments never keep the others out of a round.
 */
export async function pendingDeletions(store: DocumentStore, limit: number, now: Date): Promise<string[]> {
  const due = await store.query<Partial<DeletionData>>({
    collection: ACCOUNT_DELETIONS,
    where: [{ field: 'nextStepAt', op: '<=', value: now }],
    orderBy: [{ field: 'nextStepAt', direction: 'asc' }],
    limit,
  });
  const ids = due.map((d) => d.id);
  if (ids.length < limit) {
    // Marks an older version wrote have no nextStepAt, which the query above never matches.
    const any = await store.query<Partial<DeletionData>>({ collection: ACCOUNT_DELETIONS, limit });
    for (const mark of any) {
      if (ids.length >= limit) break;
      if (mark.data.nextStepAt === undefined) ids.push(mark.id);
    }
  }
  return ids;
}

/**
 * One bounded step of an account's deletion: erases up to `items` items that may go now; when nothing
 * is left, removes the profile, the Auth account and the mark.
 */
export async function continueDeletion(
  deps: AccountDeletionDeps,
  uid: string,
  items = DELETION_STEP_ITEMS,
): Promise<DeletionProgress> {
  const mark = await deps.store.get<DeletionData>(ACCOUNT_DELETIONS, uid);
  const departures = departuresFor(
    mark?.data.requestedAt ?? deps.now,
    deps.now,
    deps.publishDelay,
    deps.authorKeySecret,
  );
  const erasure = {
    uid,
    authorKey: authorKey(uid, deps.authorKeySecret),
    store: deps.store,
    now: deps.now,
    departures,
  };
  // Finished only after a pass that found nothing left, so an eraser stopped by the budget is never
  // taken for done.
  for (let spent = 0; spent < items; ) {
    const erased = await deps.erasers.eraseSome(erasure, items - spent);
    if (erased === 0) {
      const next = departures.nextMoment();
      if (next) {
        if (mark) await deps.store.batch().update(ACCOUNT_DELETIONS, uid, { nextStepAt: next }).commit();
        return 'waiting';
      }
      await deleteProfile(deps.store, uid);
      await deps.users.delete(uid);
      const done = deps.store.batch().delete(ACCOUNT_DELETIONS, uid);
      forgetAuthorLeaving(done, erasure.authorKey);
      await done.commit();
      return 'deleted';
    }
    spent += erased;
  }
  return 'erasing';
}
