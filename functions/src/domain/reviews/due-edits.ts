// The job's half of an edit of a published review (pending-edit.ts): edits that waited for their moment
// are applied once it has come, each in its own transaction that checks it is still due, with the
// figures they move. Runs with the publication job (platform/scheduled-publication-worker.ts), so a run
// cut short, repeated or run twice at once applies each edit once.
import type { DocumentStore } from '../../store/document-store.ts';
import { EDITABLE_COMPANY_REVIEWS } from '../company-reviews/company-reviews.ts';
import { editableManagerReviews } from '../managers/manager-reviews.ts';
import { DUE_BATCH, type DueKind, walkDue } from '../shared/due-walk.ts';
import { applyDueEdit, type Editable, type EditableKind } from './pending-edit.ts';
import { EDITABLE_INTERVIEWER_REVIEWS } from './reviews.ts';

/** A kind as the walk takes it: its collection, its edits' moment, and its apply step at `now`. */
function dueIn<D extends Editable>(store: DocumentStore, kind: EditableKind<D>, now: Date): DueKind {
  return {
    collection: kind.collection,
    momentField: 'pendingEdit.publishAt',
    apply: (id) => applyDueEdit(store, kind, id, now),
  };
}

/**
 * One pass: every waiting edit of every kind whose moment has passed at `now`, the longest due first, at
 * most `batch` per kind. Answers how many it applied.
 */
export function applyDueEdits(store: DocumentStore, now: Date, batch = DUE_BATCH): Promise<number> {
  const kinds = [
    dueIn(store, EDITABLE_INTERVIEWER_REVIEWS, now),
    dueIn(store, editableManagerReviews(store), now),
    dueIn(store, EDITABLE_COMPANY_REVIEWS, now),
  ];
  return walkDue(store, kinds, now, batch);
}
