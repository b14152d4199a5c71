// The job's half of an edit of a published review (pending-edit.ts): edits that waited for their moment
// are applied once it has come, each in its own transaction that checks it is still due, with the
// figures they move. Runs with the publication job (platform/scheduled-publication-worker.ts), so a run
// cut short, repeated or run twice at once applies each edit once.
import type { DocumentStore } from '../../store/document-store.ts';
import { EDITABLE_COMPANY_REVIEWS } from '../company-reviews/company-reviews.ts';
import { editableManagerReviews } from '../managers/manager-reviews.ts';
import { PUBLISH_BATCH } from '../moderation/scheduled-publication.ts';
import { applyDueEdit, type Editable, type EditableKind } from './pending-edit.ts';
import { EDITABLE_INTERVIEWER_REVIEWS } from './reviews.ts';

/** A kind as the pass walks it: its collection, and its apply step at `now`. */
function dueIn<D extends Editable>(store: DocumentStore, kind: EditableKind<D>, now: Date) {
  return { collection: kind.collection, apply: (id: string) => applyDueEdit(store, kind, id, now) };
}

/**
 * One pass: every waiting edit of every kind whose moment has passed at `now`, the longest due first, at
 * most `batch` per kind. Answers how many it applied.
 */
export async function applyDueEdits(store: DocumentStore, now: Date, batch = PUBLISH_BATCH): Promise<number> {
  const kinds = [
    dueIn(store, EDITABLE_INTERVIEWER_REVIEWS, now),
    dueIn(store, editableManagerReviews(store), now),
    dueIn(store, EDITABLE_COMPANY_REVIEWS, now),
  ];
  let applied = 0;
  for (const kind of kinds) {
    const due = await store.query({
      collection: kind.collection,
      where: [{ field: 'pendingEdit.publishAt', op: '<=', value: now }],
      orderBy: [{ field: 'pendingEdit.publishAt', direction: 'asc' }],
      limit: batch,
    });
    for (const review of due) {
      if (await kind.apply(review.id)) applied += 1;
    }
  }
  return applied;
}
