import { type Doc, type DocumentStore, StoreError } from '../../store/document-store.ts';
import { AT_ONCE, type Departures } from '../accounts/review-departures.ts';
import { counted, interviewerFact, writeInsights } from '../insights/company-insights.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { getInterviewer, interviewerNotFound } from '../interviewers/interviewers.ts';
import { readInterviewerRelease } from '../interviewers/pending-interviewers.ts';
import { type Admission, admitNew } from '../moderation/admission.ts';
import { isPublished, isShownTo, type OwnStatus } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { requireSubjectOrOwnPending } from '../shared/known-subjects.ts';
import { lastReviewOn, lastReviewOnIf } from '../shared/last-review.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { type CallerPart, readCallerPart } from './caller-part.ts';
import { interviewerFiguresAfter, outcomeCountsIn } from './interviewer-outcomes.ts';
import { myReviewsWithSubjects } from './my-reviews.ts';
import { type EditableKind, type EditFigures, editAsAuthor } from './pending-edit.ts';
import {
  INTERVIEWER_REVIEWS,
  type InterviewStatus,
  type ReviewData,
  type ReviewInput,
  type ReviewResponse,
  toReviewResponse,
} from './review.ts';
import { alreadyReviewed, type DeleteOutcome, type DepartureWindow } from './review-departure.ts';
import { NEWEST, type ReviewOrder, type ReviewSort } from './review-order.ts';
import { type ReviewPage, type ReviewPageRequest, reviewPage } from './review-page.ts';
import { deleteAsAuthor, departReview, eraseReviewsOf, type RemovableKind } from './review-removal.ts';
import { readViewerContext, type ViewerContext } from './viewer-context.ts';
import { INTERVIEWER_REVIEW_KIND, myVotes } from './votes.ts';
import { withVoteCounts } from './voting.ts';

export const DUPLICATE_REVIEW_MESSAGE =
  'You have already reviewed this interviewer. Edit or delete your review instead.';
export const MAX_LISTED_REVIEWS = 1000;

/**
 * One review per user per interviewer: the id is derived from (interviewer,
 * user) under the server secret, so a second create hits the same document,
 * and nothing about the id tells who wrote it.
 */
export function reviewIdFor(actor: Actor, interviewerId: string): string {
  return actor.idFor(`interviewerReview:${interviewerId}`);
}

/**
 * Creates the caller's review and counts it on the interviewer, in one
 * transaction; with an `admission` (issue 9) it may be held instead, and then it does not count.
 */
export async function createReview(
  store: DocumentStore,
  actor: Actor,
  interviewerId: string,
  input: ReviewInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
): Promise<Doc<ReviewData>> {
  if (!isDocId(interviewerId)) throw new DomainError('not_found', 'Interviewer not found.');
  const id = reviewIdFor(actor, interviewerId);
  try {
    return await store.runTransaction(async (tx) => {
      // Independent reads travel together (issue 20): two round trips instead of four.
      const [interviewer, existing] = await Promise.all([
        tx.get<InterviewerData>(INTERVIEWERS, interviewerId),
        tx.get(INTERVIEWER_REVIEWS, id),
      ]);
      if (!interviewer) throw new DomainError('not_found', 'Interviewer not found.');
      if (existing) throw alreadyReviewed(existing.data, DUPLICATE_REVIEW_MESSAGE);
      const [gate] = await Promise.all([
        admitNew(tx, admission, { kind: 'interviewer', subjectId: interviewerId, reviewId: id }, now),
        also?.read(tx),
      ]);
      const outcomes = gate.counted ? await outcomeCountsIn(tx, interviewer) : null;
      const data: ReviewData = {
        interviewerId,
        authorKey: actor.authorKey,
        ...input,
        createdAt: now,
        updatedAt: now,
        likes: 0,
        dislikes: 0,
        voteSalt: store.newId(),
        ...(gate.moderation ? { moderation: gate.moderation } : {}),
      };
      tx.create(INTERVIEWER_REVIEWS, id, data);
      if (outcomes) {
        tx.update(INTERVIEWERS, interviewerId, {
          ...interviewerFiguresAfter(interviewer.data, outcomes, { add: input }),
          ...lastReviewOn(now),
        });
      }
      writeInsights(tx, null, counted(interviewerFact(data, interviewer.data), gate.counted), [
        { kind: 'interviewer', subjectId: interviewerId },
      ]);
      gate.write(tx);
      also?.write(tx);
      return { id, data };
    });
  } catch (error) {
    // Another request created it between our read and our commit (Firestore reports it at commit).
    if (error instanceof StoreError && error.code === 'already-exists') {
      throw new DomainError('conflict', DUPLICATE_REVIEW_MESSAGE);
    }
    throw error;
  }
}

/**
 * An edit's share beyond the review: the interviewer's aggregates and insights, and its last-review day.
 * Only published reviews count (issue 9): the old version leaves the figures, the new one enters.
 */
const interviewerEditFigures: EditFigures<ReviewData> = async (tx, review, data, now) => {
  const interviewer = await tx.get<InterviewerData>(INTERVIEWERS, review.data.interviewerId);
  const outcomes = interviewer ? await outcomeCountsIn(tx, interviewer) : null;
  return (writer) => {
    if (!interviewer) return;
    const before = isPublished(review.data) ? review.data : undefined;
    const after = isPublished(data) ? data : undefined;
    const moved =
      before?.rating !== after?.rating ||
      (before?.interviewStatus ?? null) !== (after?.interviewStatus ?? null) ||
      !interviewer.data.outcomes;
    if (outcomes && moved) {
      const change = { ...(before ? { remove: before } : {}), ...(after ? { add: after } : {}) };
      writer.update(INTERVIEWERS, interviewer.id, {
        ...interviewerFiguresAfter(interviewer.data, outcomes, change),
        ...lastReviewOnIf(Boolean(after), now),
      });
    } else if (after) {
      // A published review's text changed: the profile page did too (the sitemap's lastmod).
      writer.update(INTERVIEWERS, interviewer.id, lastReviewOn(now));
    }
    writeInsights(
      writer,
      counted(interviewerFact(review.data, interviewer.data), isPublished(review.data)),
      counted(interviewerFact(data, interviewer.data), isPublished(data)),
      [{ kind: 'interviewer', subjectId: interviewer.id }],
    );
  };
};

export const EDITABLE_INTERVIEWER_REVIEWS: EditableKind<ReviewData> = {
  collection: INTERVIEWER_REVIEWS,
  figures: interviewerEditFigures,
  burstSubject: (review) => ({ kind: 'interviewer', subjectId: review.interviewerId }),
};

/**
 * Changes the author's review; the interviewer's aggregates follow in the same transaction, or, with a
 * publication moment in `admission` for a published review, at that moment (pending-edit.ts). Screening
 * may hold it (issue 9); an edit never lifts a hold.
 */
export function updateReview(
  store: DocumentStore,
  actor: Actor,
  reviewId: string,
  input: ReviewInput,
  now: Date,
  also?: TxParticipant,
  admission?: Admission,
): Promise<Doc<ReviewData>> {
  return editAsAuthor(
    store,
    EDITABLE_INTERVIEWER_REVIEWS,
    actor,
    reviewId,
    { ...input },
    now,
    also,
    admission,
  );
}

/**
 * Removing a review: its share of the interviewer's aggregates and insights; an interviewer that still
 * waits for a review to appear goes with the last one, leaving no trace.
 */
const REMOVABLE_INTERVIEWER_REVIEWS: RemovableKind<ReviewData> = {
  kind: INTERVIEWER_REVIEW_KIND,
  name: 'interviewer',
  figures: async (tx, review) => {
    const interviewer = await tx.get<InterviewerData>(INTERVIEWERS, review.data.interviewerId);
    const release = interviewer ? null : await readInterviewerRelease(tx, review.data.interviewerId);
    const outcomes = interviewer && isPublished(review.data) ? await outcomeCountsIn(tx, interviewer) : null;
    return (writer) => {
      release?.(writer);
      if (!interviewer || !outcomes) return;
      const change = { remove: review.data };
      writer.update(
        INTERVIEWERS,
        interviewer.id,
        interviewerFiguresAfter(interviewer.data, outcomes, change),
      );
      writeInsights(writer, interviewerFact(review.data, interviewer.data), null, [
        { kind: 'interviewer', subjectId: interviewer.id },
      ]);
    };
  },
};

/**
 * The author deletes their review: at once, or with a publication `window`, a published one leaves the
 * site at its own moment and is gone for them now (review-departure.ts).
 */
export function deleteReview(
  store: DocumentStore,
  actor: Actor,
  reviewId: string,
  now: Date,
  also?: TxParticipant,
  window?: DepartureWindow,
): Promise<DeleteOutcome> {
  return deleteAsAuthor(store, REMOVABLE_INTERVIEWER_REVIEWS, actor, reviewId, now, also, window);
}

/** The departure job: a review its author deleted goes, with its votes and figures, once its moment has come. */
export function departInterviewerReview(store: DocumentStore, reviewId: string, now: Date): Promise<boolean> {
  return departReview(store, REMOVABLE_INTERVIEWER_REVIEWS, reviewId, now);
}

/** Account erasure: every review filed under this author key, aggregates repaired. Idempotent. */
export function eraseReviewsBy(
  store: DocumentStore,
  authorKey: string,
  limit = Number.POSITIVE_INFINITY,
  departures: Departures = AT_ONCE,
): Promise<number> {
  return eraseReviewsOf(store, REMOVABLE_INTERVIEWER_REVIEWS, authorKey, { departures, limit });
}

/** An interviewer's reviews in `sort`, only those of one interview outcome when `outcome` is given. */
export function interviewerReviewOrder(
  sort: ReviewSort,
  outcome: InterviewStatus | null | undefined,
): ReviewOrder {
  return outcome ? { sort, where: [{ field: 'interviewStatus', op: '==', value: outcome }] } : { sort };
}

/** The reviews of an interviewer (newest day first by default), as the caller sees them (the first MAX_LISTED_REVIEWS). */
export async function listReviews(
  store: DocumentStore,
  interviewerId: string,
  actor: Actor | null,
  order: ReviewOrder = NEWEST,
): Promise<ReviewResponse[]> {
  return (await listReviewPage(store, interviewerId, actor, { limit: MAX_LISTED_REVIEWS, order })).items;
}

/** One page of an interviewer's reviews, in the page's order (newest day first by default), as the caller sees them (issue 8). */
export async function listReviewPage(
  store: DocumentStore,
  interviewerId: string,
  actor: Actor | null,
  page: ReviewPageRequest,
): Promise<ReviewPage<ReviewResponse>> {
  await getInterviewer(store, interviewerId);
  // Reviews a moderator has not cleared are their author's alone to see (issue 9).
  const { items, next } = await reviewPage<ReviewData>(
    store,
    INTERVIEWER_REVIEWS,
    'interviewerId',
    interviewerId,
    page,
    (r) => isShownTo(r, actor?.authorKey ?? null),
  );
  return { items: await withViewer(store, actor, items), next };
}

/** The caller's own review of this interviewer and their votes on its reviews (the review context). */
export async function interviewerViewerContext(
  store: DocumentStore,
  interviewerId: string,
  actor: Actor,
): Promise<ViewerContext<ReviewResponse>> {
  return readViewerContext<ReviewData, ReviewResponse>(
    store,
    INTERVIEWER_REVIEW_KIND,
    actor,
    {
      id: interviewerId,
      // A waiting profile answers to the authors of its waiting reviews alone (known-subjects.ts).
      exists: requireSubjectOrOwnPending(
        store,
        { collection: INTERVIEWERS, id: interviewerId },
        { collection: INTERVIEWER_REVIEWS, id: reviewIdFor(actor, interviewerId) },
        interviewerNotFound,
      ),
      ownReviewId: reviewIdFor(actor, interviewerId),
    },
    toReviewResponse,
  );
}

/** What the caller's interviewer review lists add to a visitor's (caller-part.ts): their review at its id, their votes. */
export function interviewerCallerPart(
  store: DocumentStore,
  actor: Actor,
  interviewerId: string,
): Promise<CallerPart | 'unmergeable'> {
  const own = store.get<ReviewData>(INTERVIEWER_REVIEWS, reviewIdFor(actor, interviewerId));
  return readCallerPart(store, INTERVIEWER_REVIEW_KIND, actor, interviewerId, own);
}

/** Answers for these reviews, with isOwnReview and myVote for the caller. */
export async function withViewer(
  store: DocumentStore,
  actor: Actor | null,
  reviews: Doc<ReviewData>[],
): Promise<ReviewResponse[]> {
  const [votes, counted] = await Promise.all([
    myVotes(store, actor, reviews),
    withVoteCounts(store, INTERVIEWER_REVIEW_KIND, reviews),
  ]);
  return counted.map((review, i) =>
    toReviewResponse(review, { authorKey: actor?.authorKey ?? null, myVote: votes[i] ?? null }),
  );
}

/** GET /api/user/my-reviews items (SPEC.md section 3), plus the review's own _id. */
export type MyReviewItem = {
  _id: string;
  interviewerId: string;
  interviewerName: string;
  company: string;
  rating: number;
  review: string;
  date: string;
  /** Only while not published (issue 9): 'pending review' or 'removed'. */
  status?: OwnStatus;
  profilePending?: true;
};

/** The caller's interviewer reviews, newest first. */
export async function listMyReviews(store: DocumentStore, actor: Actor): Promise<MyReviewItem[]> {
  const mine = await myReviewsWithSubjects<ReviewData, InterviewerData>(store, actor, {
    collection: INTERVIEWER_REVIEWS,
    subjects: INTERVIEWERS,
    subjectIdOf: (review) => review.interviewerId,
    limit: MAX_LISTED_REVIEWS,
  });
  return mine.map(({ base, review, subject: interviewer, namedAs }) => ({
    _id: base._id,
    interviewerId: review.interviewerId,
    interviewerName: namedAs?.name ?? interviewer?.name ?? 'Unknown',
    company: namedAs?.company ?? interviewer?.companyName ?? 'Unknown',
    rating: base.rating,
    review: review.reviewText,
    date: base.date,
    ...(base.status ? { status: base.status } : {}),
    ...(base.profilePending ? { profilePending: base.profilePending } : {}),
  }));
}
