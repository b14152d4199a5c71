// An account being deleted, known by the pseudonym its reviews carry (author-key.ts). Its reviews before
// moderators leave each at a moment of its own (review-departures.ts), and until then a moderator may still
// approve or restore one: without this mark that published a review whose author had deleted their account,
// for up to the window. The decision reads it in its transaction (moderation/actions.ts); the deletion
// writes it when the account is marked and removes it when the last step is done (account-deletion.ts).
import type { Transaction, Writer } from '../../store/document-store.ts';

export const LEAVING_AUTHORS = 'leavingAuthors';

export function markAuthorLeaving(writer: Writer, authorKey: string, now: Date): void {
  writer.set(LEAVING_AUTHORS, authorKey, { since: now });
}

export function forgetAuthorLeaving(writer: Writer, authorKey: string): void {
  writer.delete(LEAVING_AUTHORS, authorKey);
}

/** Whether the author of a review (its authorKey; none on old data) is deleting their account. */
export async function isAuthorLeaving(tx: Transaction, authorKey: unknown): Promise<boolean> {
  if (typeof authorKey !== 'string' || authorKey === '') return false;
  return (await tx.get(LEAVING_AUTHORS, authorKey)) !== null;
}
