// The walk every "at its moment" job shares (publication, departures, waiting edits): per kind, the
// documents whose moment field has passed, the longest due first, a batch at a time, each handed to the
// job's own step. That step runs its own transaction and re-checks the document is still due, so a run
// cut short, repeated or run twice at once applies each document once; the walk only finds candidates.
import type { DocumentStore, Filter } from '../../store/document-store.ts';

/** Due documents read per kind and run (the rest are taken by the next run). */
export const DUE_BATCH = 100;

/** One kind as a job walks it. */
export type DueKind = {
  collection: string;
  /** The field holding the document's moment, e.g. `departsAt` or `pendingEdit.publishAt`. */
  momentField: string;
  /** Further conditions for a candidate (the publication job's state), beside the moment's. */
  also?: Filter[];
  /** Applies the document if it is still due at the walk's `now`; answers whether it did. */
  apply(id: string): Promise<boolean>;
};

/** One pass over `kinds` in order at `now`, at most `batch` per kind. Answers how many were applied. */
export async function walkDue(
  store: DocumentStore,
  kinds: readonly DueKind[],
  now: Date,
  batch = DUE_BATCH,
): Promise<number> {
  let applied = 0;
  for (const kind of kinds) {
    const due = await store.query({
      collection: kind.collection,
      where: [...(kind.also ?? []), { field: kind.momentField, op: '<=', value: now }],
      orderBy: [{ field: kind.momentField, direction: 'asc' }],
      limit: batch,
    });
    for (const doc of due) {
      if (await kind.apply(doc.id)) applied += 1;
    }
  }
  return applied;
}
