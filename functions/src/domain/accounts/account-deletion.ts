import type { DocumentStore } from '../../store/document-store.ts';
import type { AccountEraserRegistry } from './account-erasers.ts';
import { authorKey } from './author-key.ts';
import { deleteProfile } from './profiles.ts';

// Account deletion at any size (issue 20). The request marks the account and
// signs it out at once; erasure then runs in bounded steps (the first within
// the request, the rest from a scheduled job or, in the embedded default, a
// timer) until nothing is left, and only then do the profile, the Auth account
// and the mark go. Every step is idempotent, so a step that fails or overlaps
// another is simply run again.

/** One document per account being deleted, id = uid (as users/{uid}); removed when it is done. */
export const ACCOUNT_DELETIONS = 'accountDeletions';

/** Items one step may erase: well inside a request's or a job's time. */
export const DELETION_STEP_ITEMS = 200;

type DeletionData = { requestedAt: Date };

export type AccountDeletionDeps = {
  store: DocumentStore;
  erasers: AccountEraserRegistry;
  /** The Auth account: deleted last (succeeds when it is already gone). */
  users: { delete(uid: string): Promise<void> };
  authorKeySecret: string;
  now: Date;
};

/** Marks the account for deletion (again: keeps the first request's time). */
export async function markForDeletion(store: DocumentStore, uid: string, now: Date): Promise<void> {
  await store.runTransaction(async (tx) => {
    if (await tx.get(ACCOUNT_DELETIONS, uid)) return;
    const data: DeletionData = { requestedAt: now };
    tx.set(ACCOUNT_DELETIONS, uid, data);
  });
}

export async function isMarkedForDeletion(store: DocumentStore, uid: string): Promise<boolean> {
  return (await store.get(ACCOUNT_DELETIONS, uid)) !== null;
}

/** Accounts whose deletion has not finished (any order: each gets a step per round). */
export async function pendingDeletions(store: DocumentStore, limit: number): Promise<string[]> {
  return (await store.query({ collection: ACCOUNT_DELETIONS, limit })).map((d) => d.id);
}

/**
 * One bounded step of an account's deletion: erases up to `items` items; when nothing is left,
 * removes the profile, the Auth account and the mark. True when the account is gone.
 */
export async function continueDeletion(
  deps: AccountDeletionDeps,
  uid: string,
  items = DELETION_STEP_ITEMS,
): Promise<boolean> {
  const erasure = {
    uid,
    authorKey: authorKey(uid, deps.authorKeySecret),
    store: deps.store,
    now: deps.now,
  };
  // Finished only after a pass that found nothing left, so an eraser stopped by the budget is never
  // taken for done.
  for (let spent = 0; spent < items; ) {
    const erased = await deps.erasers.eraseSome(erasure, items - spent);
    if (erased === 0) {
      await deleteProfile(deps.store, uid);
      await deps.users.delete(uid);
      await deps.store.batch().delete(ACCOUNT_DELETIONS, uid).commit();
      return true;
    }
    spent += erased;
  }
  return false;
}
