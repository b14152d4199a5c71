import { type Doc, type DocumentStore, StoreError, type Transaction } from '../../store/document-store.ts';
import type { AccountEraser } from '../accounts/account-erasers.ts';
import { AT_ONCE, type Departures } from '../accounts/review-departures.ts';
import { COMPANIES, type CompanyData } from '../companies/company.ts';
import { type Change as CompanyChange, managerReviewIncrements } from '../companies/company-aggregates.ts';
import { MANAGER_ASPECTS, type ManagerAspect } from '../companies/review-scores.ts';
import { withScoredChange } from '../companies/score-stats.ts';
import {
  type EligibilityData,
  eligibilityIdFor,
  findMarker,
  readMarker,
  writeMarkerChange,
} from '../company-reviews/eligibility.ts';
import { counted, managerFact, writeInsights } from '../insights/company-insights.ts';
import { type Admission, admitNew } from '../moderation/admission.ts';
import { countedChange, isDeparting, isPublished, isShownTo } from '../moderation/review-state.ts';
import { withViewerAndResponses } from '../responses/review-responses.ts';
import { type CallerPart, readCallerPart } from '../reviews/caller-part.ts';
import { type MyReviewBase, myReviewsWithSubjects } from '../reviews/my-reviews.ts';
import { type EditableKind, type EditFigures, editAsAuthor } from '../reviews/pending-edit.ts';
import { alreadyReviewed, type DeleteOutcome, type DepartureWindow } from '../reviews/review-departure.ts';
import { NEWEST, type ReviewOrder } from '../reviews/review-order.ts';
import { type ReviewPageRequest, reviewPage } from '../reviews/review-page.ts';
import {
  deleteAsAuthor,
  departReview,
  eraseReviewsOf,
  type RemovableKind,
} from '../reviews/review-removal.ts';
import { readViewerContext, type ViewerContext } from '../reviews/viewer-context.ts';
import { eraseVotesOn } from '../reviews/voting.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { requireSubjectOrOwnPending } from '../shared/known-subjects.ts';
import { lastReviewOn, lastReviewOnIf } from '../shared/last-review.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { MANAGERS, type ManagerData, managerStats, managerStatsFields, toManagerDetails } from './manager.ts';
import {
  DUPLICATE_MANAGER_REVIEW_MESSAGE,
  inputFields,
  MANAGER_REVIEW_KIND,
  MANAGER_REVIEWS,
  type ManagerReviewData,
  type ManagerReviewInput,
  type ManagerReviewResponse,
  scoredManagerReview,
  toManagerReviewResponse,
} from './manager-review.ts';
import { getManager, managerNotFound } from './managers.ts';
import { readHeldDepartment, readManagerRelease } from './pending-managers.ts';

export const MAX_LISTED_MANAGER_REVIEWS = 1000;

type Change = CompanyChange<ManagerAspect>;

/**
 * One review per user per manager: the id is an HMAC of (uid, manager) under
 * the server secret, so a second create hits the same document, and the id
 * says nothing about who wrote it.
 */
export function managerReviewIdFor(actor: Actor, managerId: string): string {
  return actor.idFor(`managerReview:${managerId}`);
}

export function newManagerReviewData(
  actor: Actor,
  manager: Doc<ManagerData>,
  input: ManagerReviewInput,
  now: Date,
  voteSalt: string,
  moderation?: ManagerReviewData['moderation'],
): ManagerReviewData {
  return {
    ...inputFields(input),
    managerId: manager.id,
    companyId: manager.data.companyId,
    authorKey: actor.authorKey,
    createdAt: now,
    updatedAt: now,
    likes: 0,
    dislikes: 0,
    voteSalt,
    ...(moderation ? { moderation } : {}),
  };
}

/** The manager's aggregate fields after a review is added, edited or removed. */
export function managerFieldsAfter(manager: ManagerData, change: Change) {
  return managerStatsFields(withScoredChange(MANAGER_ASPECTS, managerStats(manager), change));
}

/** Turns the commit-time "already exists" of a concurrent duplicate into our 409. */
export function asDuplicate(error: unknown): unknown {
  return error instanceof StoreError && error.code === 'already-exists'
    ? new DomainError('conflict', DUPLICATE_MANAGER_REVIEW_MESSAGE)
    : error;
}

/**
 * Creates the caller's review; the manager's and the company's figures and
 * the caller's eligibility marker for the company change in the same
 * transaction. With an `admission` it may be held (issue 9): then the figures do not change.
 */
export async function submitManagerReview(
  store: DocumentStore,
  actor: Actor,
  managerId: string,
  input: ManagerReviewInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
): Promise<Doc<ManagerReviewData>> {
  if (!isDocId(managerId)) throw new DomainError('not_found', 'Manager not found.');
  const id = managerReviewIdFor(actor, managerId);
  try {
    return await store.runTransaction(async (tx) => {
      // Independent reads travel together (issue 20): two round trips instead of six.
      const [manager, existing] = await Promise.all([
        tx.get<ManagerData>(MANAGERS, managerId),
        tx.get(MANAGER_REVIEWS, id),
      ]);
      if (!manager) throw new DomainError('not_found', 'Manager not found.');
      if (existing) throw alreadyReviewed(existing.data, DUPLICATE_MANAGER_REVIEW_MESSAGE);
      const [company, marker, gate] = await Promise.all([
        companySnapshot(store, manager.data.companyId),
        readMarker(tx, actor, manager.data.companyId),
        admitNew(tx, admission, { kind: 'manager', subjectId: managerId, reviewId: id }, now),
        also?.read(tx),
      ]);

      const data = newManagerReviewData(actor, manager, input, now, store.newId(), gate.moderation);
      if (gate.counted) {
        const change = { add: scoredManagerReview(data) };
        tx.update(MANAGERS, manager.id, {
          ...managerFieldsAfter(manager.data, change),
          ...lastReviewOn(now),
        });
        if (company) {
          tx.update(COMPANIES, company.id, {
            ...managerReviewIncrements(company.data, change),
            ...lastReviewOn(now),
          });
        }
      }
      writeInsights(tx, null, counted(managerFact(data, manager), gate.counted), [
        { kind: 'manager', subjectId: manager.id },
      ]);
      tx.create(MANAGER_REVIEWS, id, data);
      gate.write(tx);
      writeMarkerChange(
        tx,
        {
          id: eligibilityIdFor(actor, manager.data.companyId),
          existing: marker,
          companyId: manager.data.companyId,
          authorKey: actor.authorKey,
        },
        1,
        now,
      );
      also?.write(tx);
      return { id, data };
    });
  } catch (error) {
    throw asDuplicate(error);
  }
}

/**
 * The company as last committed, read outside the transaction: its figures change by increments
 * (managerReviewIncrements), so a review need not conflict with every other review of the company.
 * Companies are never deleted, so whether it exists cannot change meanwhile.
 */
const companySnapshot = (store: DocumentStore, companyId: string) =>
  store.get<CompanyData>(COMPANIES, companyId);

/**
 * An edit's share beyond the review: the manager's and company's figures and last-review day, and the
 * insights. Only published reviews count (issue 9).
 */
const managerEditFigures =
  (store: DocumentStore): EditFigures<ManagerReviewData> =>
  async (tx, review, data, now) => {
    const manager = await tx.get<ManagerData>(MANAGERS, review.data.managerId);
    const company = await companySnapshot(store, review.data.companyId);
    return (writer) => {
      const change = countedChange(
        { counted: isPublished(review.data), value: scoredManagerReview(review.data) },
        { counted: isPublished(data), value: scoredManagerReview(data) },
      );
      const reviewed = lastReviewOnIf(isPublished(data), now);
      if (manager)
        writer.update(MANAGERS, manager.id, { ...managerFieldsAfter(manager.data, change), ...reviewed });
      const companyFields = company ? { ...managerReviewIncrements(company.data, change), ...reviewed } : {};
      if (company && Object.keys(companyFields).length > 0)
        writer.update(COMPANIES, company.id, companyFields);
      if (manager) {
        writeInsights(
          writer,
          counted(managerFact(review.data, manager), isPublished(review.data)),
          counted(managerFact(data, manager), isPublished(data)),
          [{ kind: 'manager', subjectId: manager.id }],
        );
      }
    };
  };

/** Manager reviews as edits see them (pending-edit.ts): the collection and the figures an edit moves. */
export const editableManagerReviews = (store: DocumentStore): EditableKind<ManagerReviewData> => ({
  collection: MANAGER_REVIEWS,
  figures: managerEditFigures(store),
  burstSubject: (review) => ({ kind: 'manager', subjectId: review.managerId }),
});

/**
 * The author changes their review; manager and company figures follow in the same transaction, or, with
 * a publication moment in `admission` for a published review, at that moment (pending-edit.ts).
 * Screening may hold it (issue 9); an edit never lifts a hold.
 */
export function editManagerReview(
  store: DocumentStore,
  actor: Actor,
  reviewId: string,
  input: ManagerReviewInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
): Promise<Doc<ManagerReviewData>> {
  const kind = editableManagerReviews(store);
  return editAsAuthor(store, kind, actor, reviewId, inputFields(input), now, also, admission);
}

/** The author's eligibility marker for the review's company: where it is, and the marker if any. */
type MarkerOf = (
  tx: Transaction,
  review: Doc<ManagerReviewData>,
) => Promise<{ id: string; existing: Doc<EligibilityData> | null }>;

/**
 * Removing a manager review: its share of the manager's and company's figures and of the insights, and
 * one count from the author's eligibility marker, which `marker` finds (made at `now`).
 */
const removableManagerReviews = (
  store: DocumentStore,
  marker: MarkerOf,
  now: Date,
): RemovableKind<ManagerReviewData> => ({
  kind: MANAGER_REVIEW_KIND,
  name: 'manager',
  figures: async (tx, review) => {
    const manager = await tx.get<ManagerData>(MANAGERS, review.data.managerId);
    // Its manager still waits for a review to appear: with the last one gone, it goes too, leaving no trace.
    const release = manager ? null : await readManagerRelease(tx, review.data.managerId);
    const held = await readHeldDepartment(tx, review.data);
    const company = await companySnapshot(store, review.data.companyId);
    const found = await marker(tx, review);
    return (writer) => {
      release?.(writer);
      held?.release(writer);
      const change = isPublished(review.data) ? { remove: scoredManagerReview(review.data) } : {};
      if (manager) writer.update(MANAGERS, manager.id, managerFieldsAfter(manager.data, change));
      if (company) {
        const fields = managerReviewIncrements(company.data, change);
        if (Object.keys(fields).length > 0) writer.update(COMPANIES, company.id, fields);
      }
      if (manager) {
        writeInsights(writer, counted(managerFact(review.data, manager), isPublished(review.data)), null, [
          { kind: 'manager', subjectId: manager.id },
        ]);
      }
      // A review its author deleted that waited for its moment gave up its count when they deleted it.
      if (found.existing && !isDeparting(review.data)) {
        const at = { ...found, companyId: review.data.companyId, authorKey: review.data.authorKey };
        writeMarkerChange(writer, at, -1, now);
      }
    };
  },
});

/**
 * The author deletes their review: at once, or with a publication `window`, a published one leaves the
 * site at its own moment and is gone for them now (review-departure.ts), their eligibility for a company
 * review with it (the marker counts it no more).
 */
export function deleteManagerReview(
  store: DocumentStore,
  actor: Actor,
  reviewId: string,
  now: Date,
  also?: TxParticipant,
  window?: DepartureWindow,
): Promise<DeleteOutcome> {
  const markerOf: MarkerOf = async (tx, review) => ({
    id: eligibilityIdFor(actor, review.data.companyId),
    existing: await readMarker(tx, actor, review.data.companyId),
  });
  const removable = removableManagerReviews(store, markerOf, now);
  return deleteAsAuthor(store, removable, actor, reviewId, now, also, window, async (tx, review) => {
    const found = await markerOf(tx, review);
    return (writer) => {
      if (!found.existing) return;
      const marker = { ...found, companyId: review.data.companyId, authorKey: review.data.authorKey };
      writeMarkerChange(writer, marker, -1, now);
    };
  });
}

/** The departure job: a review its author deleted goes, with its votes and figures, once its moment has come. */
export function departManagerReview(store: DocumentStore, reviewId: string, now: Date): Promise<boolean> {
  // Its count left the author's marker when they deleted it.
  const noMarker: MarkerOf = async () => ({ id: '', existing: null });
  return departReview(store, removableManagerReviews(store, noMarker, now), reviewId, now);
}

/** Account erasure: every manager review under this author key; all figures repaired. Idempotent. */
export function eraseManagerReviewsBy(
  store: DocumentStore,
  authorKey: string,
  now: Date,
  limit = Number.POSITIVE_INFINITY,
  departures: Departures = AT_ONCE,
): Promise<number> {
  const theirMarker: MarkerOf = async (tx, review) => {
    const existing = await findMarker(tx, authorKey, review.data.companyId);
    return { id: existing?.id ?? '', existing };
  };
  const removable = removableManagerReviews(store, theirMarker, now);
  return eraseReviewsOf(store, removable, authorKey, { departures, limit });
}

/** Votes before the reviews they point at. */
export const managerReviewVoteEraser: AccountEraser = {
  name: 'manager-review-votes',
  erase: ({ store, authorKey, limit, departures }) =>
    eraseVotesOn(store, MANAGER_REVIEW_KIND, authorKey, limit, departures),
};

export const managerReviewEraser: AccountEraser = {
  name: 'manager-reviews',
  erase: ({ store, authorKey, now, limit, departures }) =>
    eraseManagerReviewsBy(store, authorKey, now, limit, departures),
};

/** Answers for these reviews, with isOwnReview and myVote for the caller. */
export function withManagerViewer(
  store: DocumentStore,
  actor: Actor | null,
  reviews: Doc<ManagerReviewData>[],
): Promise<ManagerReviewResponse[]> {
  const kinds = { voted: MANAGER_REVIEW_KIND, responded: 'manager' } as const;
  return withViewerAndResponses(store, kinds, actor, reviews, toManagerReviewResponse);
}

/** GET /api/managers/{id}: the manager with figures, and the reviews newest first, as the caller sees them. */
export async function managerProfile(
  store: DocumentStore,
  managerId: string,
  actor: Actor | null,
  order: ReviewOrder = NEWEST,
) {
  return (await managerProfilePage(store, managerId, actor, { limit: MAX_LISTED_MANAGER_REVIEWS, order }))
    .profile;
}

/** What the caller's manager review lists add to a visitor's (caller-part.ts): their review at its id, their votes. */
export function managerCallerPart(
  store: DocumentStore,
  actor: Actor,
  managerId: string,
): Promise<CallerPart | 'unmergeable'> {
  const own = store.get<ManagerReviewData>(MANAGER_REVIEWS, managerReviewIdFor(actor, managerId));
  return readCallerPart(store, MANAGER_REVIEW_KIND, actor, managerId, own);
}

/** The caller's own review of this manager and their votes on its reviews (the review context). */
export async function managerViewerContext(
  store: DocumentStore,
  managerId: string,
  actor: Actor,
): Promise<ViewerContext<ManagerReviewResponse>> {
  return readViewerContext<ManagerReviewData, ManagerReviewResponse>(
    store,
    MANAGER_REVIEW_KIND,
    actor,
    {
      id: managerId,
      exists: requireSubjectOrOwnPending(
        store,
        { collection: MANAGERS, id: managerId },
        { collection: MANAGER_REVIEWS, id: managerReviewIdFor(actor, managerId) },
        managerNotFound,
      ),
      ownReviewId: managerReviewIdFor(actor, managerId),
    },
    toManagerReviewResponse,
  );
}

/** The manager and one page of their reviews, in the page's order (newest first by default), as the caller sees them (issue 8). */
export async function managerProfilePage(
  store: DocumentStore,
  managerId: string,
  actor: Actor | null,
  page: ReviewPageRequest,
) {
  const manager = await getManager(store, managerId);
  // Reviews a moderator has not cleared are their author's alone to see (issue 9).
  const { items, next } = await reviewPage<ManagerReviewData>(
    store,
    MANAGER_REVIEWS,
    'managerId',
    managerId,
    page,
    (r) => isShownTo(r, actor?.authorKey ?? null),
  );
  return {
    profile: { manager: toManagerDetails(manager), reviews: await withManagerViewer(store, actor, items) },
    next,
  };
}

/** GET /api/user/my-reviews/managers items: the caller's manager reviews, in the shape of the interviewer list. */
export type MyManagerReviewItem = MyReviewBase & {
  managerId: string;
  managerName: string;
  company: string;
  companyId: string;
  review: string;
};

/** The caller's manager reviews, newest first (held and removed ones included: they are the caller's). */
export async function listMyManagerReviews(
  store: DocumentStore,
  actor: Actor,
): Promise<MyManagerReviewItem[]> {
  const mine = await myReviewsWithSubjects<ManagerReviewData, ManagerData>(store, actor, {
    collection: MANAGER_REVIEWS,
    subjects: MANAGERS,
    subjectIdOf: (review) => review.managerId,
    limit: MAX_LISTED_MANAGER_REVIEWS,
  });
  return mine.map(({ base, review, subject: manager, namedAs }) => ({
    ...base,
    managerId: review.managerId,
    managerName: namedAs?.name ?? manager?.name ?? 'Unknown',
    company: namedAs?.company ?? manager?.companyName ?? 'Unknown',
    companyId: review.companyId,
    review: review.reviewText,
  }));
}
