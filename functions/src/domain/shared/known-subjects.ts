// Whether a subject (an interviewer, a manager, a company) exists, read once per process (issue 19).
// Subjects are never deleted (nothing in the product removes one), so one that was read is known to
// exist from then on: the review context, which needs its subject only for the 404, then costs no
// read of it. Only existence is kept, never a subject's data (which changes); a missing subject is
// read again every time, since it may be created at any moment, here or on another instance.
import type { DocumentStore } from '../../store/document-store.ts';
import { isDocId } from './doc-id.ts';
import { isOwnPending } from './pending-subjects.ts';

/** Bounds the memory: ids of subjects read since the set was last emptied. */
const MAX_KNOWN = 50_000;

// Per store: tests and tools open several, each with its own documents.
const known = new WeakMap<DocumentStore, Set<string>>();

/** Throws `notFound()` unless the subject exists. */
export async function requireSubject(
  store: DocumentStore,
  collection: string,
  id: string,
  notFound: () => Error,
): Promise<void> {
  if (!isDocId(id)) throw notFound();
  const key = `${collection}/${id}`;
  if (known.get(store)?.has(key)) return;
  if ((await store.get(collection, id)) === null) throw notFound();
  const ids = known.get(store) ?? new Set<string>();
  known.set(store, ids);
  if (ids.size >= MAX_KNOWN) ids.clear();
  ids.add(key);
}

/**
 * Like requireSubject, but a profile still waiting for its first review (pending-subjects.ts) passes for
 * the author of a review of it (`ownReview`, at the id derived from their key): they read and edit it from
 * My reviews. For anyone else it stays an id that never existed. Never remembered: it may go away.
 */
export async function requireSubjectOrOwnPending(
  store: DocumentStore,
  subject: { collection: string; id: string },
  ownReview: { collection: string; id: string },
  notFound: () => Error,
): Promise<void> {
  try {
    await requireSubject(store, subject.collection, subject.id, notFound);
  } catch (error) {
    if (!isDocId(subject.id) || !(await isOwnPending(store, subject.collection, subject.id, ownReview))) {
      throw error;
    }
  }
}
