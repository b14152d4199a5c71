// When its author edits a published review. Each review appeared at a random moment of the publication
// window (moderation/scheduled-publication.ts), so nothing public ties two reviews to one author; changed
// in the request, two reviews of different subjects edited one after the other changed their texts,
// ratings, dates, their subjects' figures and the sitemap's lastmod in the same minute, and anyone polling
// learnt that one person wrote both. So with a window the edit of a published review waits on the review
// as `pendingEdit`, the author's alone to see (withWaitingEdit), and the scheduled job applies it at a
// moment drawn as a new review's is (due-edits.ts); a second edit replaces it. Screening's verdict goes
// with it and holds the review at that moment, as it did in the request. Anything nobody else sees, and
// everything without a window, changes at once. The same apply step serves both (a kind's EditFigures).
import {
  type Doc,
  type DocData,
  type DocumentStore,
  FieldValue,
  type Transaction,
  type WriteData,
} from '../../store/document-store.ts';
import { type Admission, countEditBurst, type ReviewKindName } from '../moderation/admission.ts';
import {
  afterScreening,
  type HoldReason,
  isDeparting,
  isPublished,
  type ModerationFields,
} from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { readOwnReview, reviewNotFound } from './own-review.ts';
import { changesNothing, unchangedEdit } from './unchanged-edit.ts';

/** An edit that waits for its moment: the author's fields, screening's verdict, when they wrote it. */
export type PendingEdit = { fields: DocData; holdFor: HoldReason[]; updatedAt: Date; publishAt: Date };

/** What the edit of any kind of review needs of it. */
export type Editable = DocData & {
  authorKey: string;
  rating: number;
  updatedAt?: Date;
  moderation?: ModerationFields;
  departsAt?: Date;
  pendingEdit?: PendingEdit;
};

/**
 * A kind's share of an edit beyond the review itself (its subjects' figures, insights, last-review day):
 * its reads, before any write, then its writes. `after` is the review as edited, `now` when it changes.
 */
export type EditFigures<D extends Editable> = (
  tx: Transaction,
  before: Doc<D>,
  after: D,
  now: Date,
) => Promise<(tx: Transaction) => void>;

/** A kind of review its author edits: where it lives, its figures, and what the burst rule counts it under. */
export type EditableKind<D extends Editable> = {
  collection: string;
  figures: EditFigures<D>;
  burstSubject(review: D): { kind: ReviewKindName; subjectId: string };
};

/** Whether an edit of this review waits for its moment. */
export function hasWaitingEdit(review: { pendingEdit?: PendingEdit | undefined }): boolean {
  return review.pendingEdit !== undefined;
}

/** The review as its author sees it: with the edit that waits, if any (never anyone else's view). */
export function withWaitingEdit<D extends { pendingEdit?: PendingEdit | undefined }>(review: D): D {
  const pending = review.pendingEdit;
  return pending ? { ...review, ...pending.fields, updatedAt: pending.updatedAt } : review;
}

/**
 * The author's edit of `review` (read in `tx` as theirs) to `input`: at once, or, with `admission`
 * carrying a publication moment and the review public, kept to wait for it. Answers the review as its
 * author now sees it.
 */
export async function authorsEdit<D extends Editable>(
  tx: Transaction,
  kind: EditableKind<D>,
  review: Doc<D>,
  input: DocData,
  now: Date,
  also: TxParticipant | undefined,
  admission: Admission | undefined,
): Promise<Doc<D>> {
  const seen = { id: review.id, data: withWaitingEdit(review.data) };
  if (changesNothing(seen.data, input)) return unchangedEdit(tx, seen, also);
  const burst = await countEditBurst(
    tx,
    admission,
    { ...kind.burstSubject(review.data), reviewId: review.id },
    { before: Number(seen.data.rating), after: Number(input.rating) },
    now,
  );
  const holdFor = [...(admission?.holdFor ?? []), ...(burst?.holdFor ?? [])];
  const publishAt = admission?.publishAt;
  if (publishAt && publishAt.getTime() > now.getTime() && isPublished(review.data)) {
    await also?.read(tx);
    // Back to the version others read: the waiting edit goes, and nothing public moves at any moment.
    const back = changesNothing(review.data, input);
    const pendingEdit: PendingEdit = { fields: input, holdFor, updatedAt: now, publishAt };
    tx.update(kind.collection, review.id, { pendingEdit: back ? FieldValue.delete() : pendingEdit });
    burst?.write(tx);
    also?.write(tx);
    const { pendingEdit: _dropped, ...stands } = review.data;
    return { id: review.id, data: back ? (stands as D) : withWaitingEdit({ ...review.data, pendingEdit }) };
  }
  const write = await readEdit(tx, kind, review, input, holdFor, now);
  await also?.read(tx);
  const data = write(tx);
  burst?.write(tx);
  also?.write(tx);
  return { id: review.id, data };
}

/**
 * The author changes their review of this kind to `input` (authorsEdit), read as theirs in the edit's
 * transaction; the review as its author now sees it.
 */
export async function editAsAuthor<D extends Editable>(
  store: DocumentStore,
  kind: EditableKind<D>,
  actor: Actor,
  reviewId: string,
  input: DocData,
  now: Date,
  also: TxParticipant | undefined,
  admission: Admission | undefined,
): Promise<Doc<D>> {
  if (!isDocId(reviewId)) throw reviewNotFound();
  return store.runTransaction(async (tx) => {
    const review = await readOwnReview<D>(tx, kind.collection, actor, reviewId, 'edit');
    return authorsEdit(tx, kind, review, input, now, also, admission);
  });
}

/**
 * The job: the edit that waited on this review, applied once its moment has come (false when the review
 * is gone or leaving, has no waiting edit, or not yet). Whatever moderators did meanwhile stays.
 */
export function applyDueEdit<D extends Editable>(
  store: DocumentStore,
  kind: EditableKind<D>,
  reviewId: string,
  now: Date,
): Promise<boolean> {
  return store.runTransaction(async (tx) => {
    const review = await tx.get<D>(kind.collection, reviewId);
    const pending = review?.data.pendingEdit;
    if (!review || !pending || isDeparting(review.data)) return false;
    if (new Date(pending.publishAt).getTime() > now.getTime()) return false;
    const write = await readEdit(tx, kind, review, pending.fields, pending.holdFor, now);
    write(tx);
    return true;
  });
}

/** The one apply step: reads, then a write of the review (dropping any waiting edit) and its figures. */
async function readEdit<D extends Editable>(
  tx: Transaction,
  kind: EditableKind<D>,
  review: Doc<D>,
  input: DocData,
  holdFor: HoldReason[],
  now: Date,
): Promise<(tx: Transaction) => D> {
  // Screening may hold a published review; an edit never lifts a hold (a moderator does).
  const moderation = afterScreening(review.data.moderation, holdFor, now);
  const fields = { ...input, updatedAt: now, ...(moderation ? { moderation } : {}) };
  const { pendingEdit: _replaced, ...rest } = { ...review.data, ...fields };
  const after = rest as D;
  const figures = await kind.figures(tx, review, after, now);
  return (writer) => {
    const write: WriteData = review.data.pendingEdit
      ? { ...fields, pendingEdit: FieldValue.delete() }
      : fields;
    writer.update(kind.collection, review.id, write);
    figures(writer);
    return after;
  };
}
