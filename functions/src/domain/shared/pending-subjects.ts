// A profile made only for a review that waits for its publication moment (moderation/scheduled-publication.ts)
// is not public until that review is: the minute a manager, company, branch or department appeared told
// anyone polling that someone was about to review them. Until then it lives here, outside the collections
// every public read reads (profile, search, lists, counts, sitemap, widgets, claims, insights, pages), so no
// read path can show it, and the one that publishes its first review creates it there. Its name document is
// written at once and points at its future id, so the next find-or-create of that name finds it here and a
// second author attaches to it instead of making a twin.
import type { Doc, DocData, DocumentStore, Transaction } from '../../store/document-store.ts';

export const PENDING_SUBJECTS = 'pendingSubjects';

export type PendingSubjectData = {
  /** The public collection it will be created in. */
  collection: string;
  /** Its public document as it will be created (its createdAt moves to the moment it appears). */
  data: DocData;
  /** The name document that finds it; deleted with it when nothing waits for it any more. */
  claim: { collection: string; id: string };
  /** Its look-alike name document (text/look-alike-key.ts), deleted with it too; none on older ones. */
  lookAlikeClaim?: { collection: string; id: string };
  /** What needs it: waiting reviews (a manager), or pending managers (their company, branch, department). */
  holders: number;
};

/**
 * On a review written for a profile nobody can see yet (made or joined by its call): the profile's
 * names as its author wrote them. Until the profile appears, their own list shows these: the waiting
 * profile's are its first author's, and would tell a second author that someone named this person
 * before them. Never in an answer to anyone else.
 */
export type NamedAs = { name: string; company: string };

/** A name document's entry: what to write so the next lookup of that name finds this id. */
export type NameClaim = { collection: string; id: string; data: DocData };

/** Inside a transaction: the pending subject of `collection` at `id`, or null. */
export async function readPending(
  tx: Transaction,
  collection: string,
  id: string,
): Promise<Doc<PendingSubjectData> | null> {
  const pending = await tx.get<PendingSubjectData>(PENDING_SUBJECTS, id);
  return pending && pending.data.collection === collection ? pending : null;
}

/** Writes a new pending subject and the name document that finds it. */
export function holdPending(
  tx: Transaction,
  collection: string,
  subject: Doc,
  claim: NameClaim,
  holders: number,
  subjectData: DocData = subject.data,
  lookAlike?: NameClaim,
): void {
  tx.set(claim.collection, claim.id, claim.data);
  if (lookAlike) tx.set(lookAlike.collection, lookAlike.id, lookAlike.data);
  const data: PendingSubjectData = {
    collection,
    data: subjectData,
    claim: { collection: claim.collection, id: claim.id },
    ...(lookAlike && { lookAlikeClaim: { collection: lookAlike.collection, id: lookAlike.id } }),
    holders,
  };
  tx.create(PENDING_SUBJECTS, subject.id, data);
}

/**
 * How a find-or-plan by name (companies, branches, departments, managers, interviewers) lets its caller's
 * transaction make the subject: `created` when nobody had used the name, `pending` when it waits for a
 * review (joined, nothing to write), and the writes that make it public (`create`) or hold it (`hold`);
 * either writes `data` when given, else the planned document.
 */
export type SubjectPlan<S extends DocData> = {
  created: boolean;
  pending: Doc<PendingSubjectData> | null;
  create: (tx: Transaction, data?: S) => void;
  hold: (tx: Transaction, holders: number, data?: S) => void;
};

const writeNothing = () => {};

/** Found public, or waiting (`pending`): the caller's transaction writes nothing to make it. */
export function foundSubject<S extends DocData>(
  pending: Doc<PendingSubjectData> | null = null,
): SubjectPlan<S> {
  return { created: false, pending, create: writeNothing, hold: writeNothing };
}

/**
 * A new one: made public with its name document (and its look-alike one, when given), or held with them
 * until its review appears.
 */
export function newSubject<S extends DocData>(
  collection: string,
  subject: Doc<S>,
  claim: NameClaim,
  lookAlike?: NameClaim,
): SubjectPlan<S> {
  return {
    created: true,
    pending: null,
    create: (writer, data = subject.data) => {
      writer.set(claim.collection, claim.id, claim.data);
      if (lookAlike) writer.set(lookAlike.collection, lookAlike.id, lookAlike.data);
      writer.create(collection, subject.id, data);
    },
    hold: (writer, holders, data = subject.data) =>
      holdPending(writer, collection, subject, claim, holders, data, lookAlike),
  };
}

/** What a name's documents point at: a public subject, one that waits (pending), or nothing. */
export type Named<S extends DocData> =
  | { subject: Doc<S>; pending: null }
  | { subject: null; pending: Doc<PendingSubjectData> }
  | null;

/**
 * Inside a transaction: the subject of `collection` that the first of `claims` (name documents, the name
 * as written first, then its look-alike skeleton) pointing at one names, public or waiting; `field` is
 * the claims' id field. A claim pointing at nothing is passed over.
 */
export async function readNamed<S extends DocData>(
  tx: Transaction,
  collection: string,
  field: string,
  claims: { collection: string; id: string }[],
): Promise<Named<S>> {
  for (const claim of claims) {
    const taken = await tx.get<Record<string, string>>(claim.collection, claim.id);
    const id = taken?.data[field];
    if (id === undefined) continue;
    const subject = await tx.get<S>(collection, id);
    if (subject) return { subject, pending: null };
    const pending = await readPending(tx, collection, id);
    if (pending) return { subject: null, pending };
  }
  return null;
}

/** One more review or pending manager needs it. */
export function holdAgain(tx: Transaction, pending: Doc<PendingSubjectData>): void {
  tx.update(PENDING_SUBJECTS, pending.id, { holders: pending.data.holders + 1 });
}

/** Makes it public as `data` (its document, figures included); its name document stays as it is. */
export function publishPending(tx: Transaction, pending: Doc<PendingSubjectData>, data: DocData): void {
  tx.create(pending.data.collection, pending.id, data);
  tx.delete(PENDING_SUBJECTS, pending.id);
}

/** One holder fewer: when none is left it goes with its name document, leaving no trace. */
export function releasePending(tx: Transaction, pending: Doc<PendingSubjectData>): void {
  if (pending.data.holders > 1) {
    tx.update(PENDING_SUBJECTS, pending.id, { holders: pending.data.holders - 1 });
    return;
  }
  tx.delete(PENDING_SUBJECTS, pending.id);
  tx.delete(pending.data.claim.collection, pending.data.claim.id);
  const lookAlike = pending.data.lookAlikeClaim;
  if (lookAlike) tx.delete(lookAlike.collection, lookAlike.id);
}

/** A subject read for its author or a moderator: `pending` while it is not public yet. */
export type SubjectOrPending<S extends DocData> = Doc<S> & { pending: boolean };

type Reader = { getAll<T extends DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> };

/**
 * Outside transactions, for the caller's own reads (their reviews, a moderator's queue): the subjects of
 * these ids, public or still pending, in order; null where neither.
 */
export async function subjectsOrPending<S extends DocData>(
  store: Reader,
  collection: string,
  ids: string[],
): Promise<(SubjectOrPending<S> | null)[]> {
  const found = (await store.getAll<S>(collection, ids)).map((d) => (d ? { ...d, pending: false } : null));
  const missing = ids.filter((_, i) => found[i] === null);
  if (missing.length === 0) return found;
  const pending = new Map(
    (await store.getAll<PendingSubjectData>(PENDING_SUBJECTS, missing))
      .filter((d): d is Doc<PendingSubjectData> => d !== null && d.data.collection === collection)
      .map((d) => [d.id, { id: d.id, data: d.data.data as S, pending: true }]),
  );
  return ids.map((id, i) => found[i] ?? pending.get(id) ?? null);
}

/**
 * Outside transactions: whether `id` waits in pendingSubjects as a subject of `collection` and `ownReview`
 * (the caller's review of it, at the id derived from their key) exists. Only those who wrote about a
 * waiting profile may read their own review of it; for anyone else it is an id that never existed.
 */
export async function isOwnPending(
  store: Pick<DocumentStore, 'get'>,
  collection: string,
  id: string,
  ownReview: { collection: string; id: string },
): Promise<boolean> {
  const [pending, own] = await Promise.all([
    store.get<PendingSubjectData>(PENDING_SUBJECTS, id),
    store.get(ownReview.collection, ownReview.id),
  ]);
  return pending?.data.collection === collection && own !== null;
}
