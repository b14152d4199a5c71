// Public responses (issue 17 item 3): the active claimant of a manager
// profile answers a review of it, and a company's verified account answers a
// company review, once per review (the response's id is the review's id, so
// a second PUT edits), in the open: the claimant acts as the manager or the
// company, and the response stores their account like their claim does.
// What differs between the two kinds is in responded-reviews.ts. A response
// is screened and moderated like a review: a held response is seen only by
// its writer and moderators. A response belongs to one incarnation of the
// review (an author may delete and write again under the same id): an
// answer to the old text never shows under the new one.
import type { Doc, DocumentStore, Transaction } from '../../store/document-store.ts';
import type { AccountErasure } from '../accounts/account-erasers.ts';
import { AT_ONCE, eraseDeparting } from '../accounts/review-departures.ts';
import { activeClaimOf, isClaimantOf } from '../claims/profile-claims.ts';
import { isRewriteOfWithheld, keepModeration, REWRITTEN } from '../moderation/carry-over.ts';
import {
  afterScreening,
  type HoldReason,
  isPublished,
  type ModerationFields,
  stateOf,
} from '../moderation/review-state.ts';
import type { Viewer } from '../reviews/review.ts';
import {
  incarnationOf,
  myVotesOn,
  type ReviewKind,
  type VotableReview,
  withVoteCounts,
} from '../reviews/voting.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { publicDate } from '../shared/public-dates.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import {
  RESPONDED,
  type RespondedKind,
  type RespondedKindName,
  type RespondedReview,
  subjectIdOfReview,
} from './responded-reviews.ts';
import { noticeOwed, readNotice, readNoticeOwed, wasAnswered } from './reviewer-notices.ts';

export { RESPONDED_KINDS, type RespondedKindName } from './responded-reviews.ts';
export const REVIEW_RESPONSES = 'reviewResponses';
/** The review text's limit (DESIGN.md section 6), kept with the contract's request rules. */
export { MAX_RESPONSE_TEXT } from '../../contract/request-rules.ts';
export { REVIEWER_NOTICES } from './reviewer-notices.ts';
export const MAX_RESPONSES_LISTED = 1000;
export const RESPONSE_DELETED_MESSAGE = 'Response deleted successfully!';
export const NOT_THE_CLAIMANT_MESSAGE = RESPONDED.manager.notTheClaimantMessage;

export type ResponseData = {
  /** Which kind of review it answers (and so which claim gives the right to write it). */
  kind: RespondedKindName;
  reviewId: string;
  /** The answered manager (manager reviews' responses only). */
  managerId?: string;
  /** The answered company (company reviews' responses only). */
  companyId?: string;
  /** Which incarnation of the review this answers (reviews/voting.ts). */
  reviewIncarnation: string;
  /** The answered review's rating when answered: context for moderators. */
  reviewRating: number;
  text: string;
  /** The claimant who wrote it: they act openly, as the manager or company. Never shown to the public. */
  uid: string;
  createdAt: Date;
  updatedAt: Date;
  moderation?: ModerationFields;
  /** When the reviewer's mail was owed (at most once per response, on its first publication). */
  notifiedAt: Date | null;
};

/** What everyone sees under a review: the text and its days (never who wrote either). */
export type PublicResponse = { text: string; createdAt: string; updatedAt: string };
export type ResponseStatus = 'published' | 'pending review' | 'removed';
/** What the claimant sees of their own response. */
export type OwnResponse = PublicResponse & { status: ResponseStatus };

export const kindOfResponse = (r: ResponseData): RespondedKind => RESPONDED[r.kind ?? 'manager'];
/** The id of the manager or company the response speaks for. */
export const subjectIdOfResponse = (r: ResponseData): string => r[kindOfResponse(r).subjectField] ?? '';

export function toPublicResponse(r: ResponseData): PublicResponse {
  return { text: r.text, createdAt: publicDate(r.createdAt), updatedAt: publicDate(r.updatedAt) };
}

export function toOwnResponse(r: ResponseData): OwnResponse {
  const state = stateOf(r);
  const status: ResponseStatus =
    state === 'published' ? 'published' : state === 'removed' ? 'removed' : 'pending review';
  return { ...toPublicResponse(r), status };
}

const reviewNotFound = () => new DomainError('not_found', 'Review not found.');
const responseNotFound = () => new DomainError('not_found', 'Response not found.');

/** Whether the stored response answers this very review (its kind and its incarnation). */
const answers = (response: Doc<ResponseData> | null, kind: RespondedKind, review: Doc<RespondedReview>) =>
  response !== null &&
  kindOfResponse(response.data) === kind &&
  response.data.reviewIncarnation === incarnationOf(review.data);

/** Reads (inside the write's transaction) the published review and refuses anyone but its subject's claimant. */
async function reviewForClaimant(
  tx: Transaction,
  kind: RespondedKind,
  reviewId: string,
  uid: string,
): Promise<Doc<RespondedReview>> {
  if (!isDocId(reviewId)) throw reviewNotFound();
  const review = await tx.get<RespondedReview>(kind.reviews, reviewId);
  // A review the public cannot see cannot be answered in public.
  if (!review || !isPublished(review.data)) throw reviewNotFound();
  const claim = await activeClaimOf(tx, subjectIdOfReview(kind, review.data), kind.name);
  if (claim?.data.uid !== uid) throw new DomainError('forbidden', kind.notTheClaimantMessage);
  return review;
}

/**
 * Creates or replaces the claimant's response to a review of this kind, screened like a review
 * (`holdFor` non-empty holds it; an edit never lifts a hold, a moderator does). `created` says which;
 * `noticeOwed` that this write published it first and owes the reviewer a mail (reviewer-notices.ts).
 */
export async function putResponse(
  store: DocumentStore,
  writer: { uid: string },
  target: { kind: RespondedKindName; reviewId: string },
  text: string,
  holdFor: readonly HoldReason[],
  now: Date,
  also?: TxParticipant,
  allowance?: TxParticipant,
): Promise<{ response: Doc<ResponseData>; created: boolean; noticeOwed: boolean }> {
  const kind = RESPONDED[target.kind];
  return store.runTransaction(async (tx) => {
    const review = await reviewForClaimant(tx, kind, target.reviewId, writer.uid);
    const reviewIncarnation = incarnationOf(review.data);
    const notice = { kind: kind.name, reviewId: review.id, reviewIncarnation };
    const [existing, rewritten, told] = await Promise.all([
      tx.get<ResponseData>(REVIEW_RESPONSES, review.id),
      isRewriteOfWithheld(tx, 'response', review.id, now, reviewIncarnation),
      readNotice(tx, review.id),
    ]);
    const current = answers(existing, kind, review) ? existing : null;
    // A new response where a withheld one was deleted waits for a moderator (carry-over.ts).
    const reasons: HoldReason[] = current === null && rewritten ? [...holdFor, REWRITTEN] : [...holdFor];
    const moderation = afterScreening(current?.data.moderation, reasons, now);
    const owe =
      isPublished({ moderation }) && !current?.data.notifiedAt ? noticeOwed(told, notice, now) : null;
    // The first answer to a review is free: a manager answering a backlog of reviews is bounded by
    // the reviews, and must not meet the daily allowance; what loops (replacing an answer, or
    // deleting one and writing again: a record says so) counts.
    const first = current === null && !rewritten && !wasAnswered(told, notice);
    await also?.read(tx);
    if (!first) await allowance?.read(tx);
    const data: ResponseData = {
      kind: kind.name,
      reviewId: review.id,
      [kind.subjectField]: subjectIdOfReview(kind, review.data),
      reviewIncarnation,
      reviewRating: review.data.rating,
      text,
      uid: writer.uid,
      createdAt: current?.data.createdAt ?? now,
      updatedAt: now,
      ...(moderation ? { moderation } : {}),
      notifiedAt: current?.data.notifiedAt ?? (owe ? now : null),
    };
    tx.set(REVIEW_RESPONSES, review.id, data);
    owe?.(tx);
    also?.write(tx);
    if (!first) allowance?.write(tx);
    return { response: { id: review.id, data }, created: current === null, noticeOwed: owe !== null };
  });
}

export async function deleteResponse(
  store: DocumentStore,
  writer: { uid: string },
  target: { kind: RespondedKindName; reviewId: string },
  now: Date,
  also?: TxParticipant,
): Promise<void> {
  const kind = RESPONDED[target.kind];
  await store.runTransaction(async (tx) => {
    const review = await reviewForClaimant(tx, kind, target.reviewId, writer.uid);
    const existing = await tx.get<ResponseData>(REVIEW_RESPONSES, review.id);
    await also?.read(tx);
    if (!existing || !answers(existing, kind, review)) throw responseNotFound();
    tx.delete(REVIEW_RESPONSES, review.id);
    keepModeration(tx, 'response', existing, now, existing.data.reviewIncarnation);
    also?.write(tx);
  });
}

/**
 * Whether readers see this response (only that can be reported): published, under the published
 * incarnation of the review it answers.
 */
export async function isShownToReaders(
  tx: Pick<Transaction, 'get'>,
  response: Doc<ResponseData>,
): Promise<boolean> {
  if (!isPublished(response.data)) return false;
  const kind = kindOfResponse(response.data);
  const review = await tx.get<RespondedReview>(kind.reviews, response.id);
  return review !== null && answers(response, kind, review) && isPublished(review.data);
}

/** The published responses to these reviews of one kind, by review id (one batched read). */
export async function publishedResponses(
  store: DocumentStore,
  reviews: readonly Doc<RespondedReview>[],
  kindName: RespondedKindName = 'manager',
): Promise<Map<string, PublicResponse>> {
  const kind = RESPONDED[kindName];
  const found = new Map<string, PublicResponse>();
  if (reviews.length === 0) return found;
  const responses = await store.getAll<ResponseData>(
    REVIEW_RESPONSES,
    reviews.map((r) => r.id),
  );
  reviews.forEach((review, i) => {
    const response = responses[i] ?? null;
    if (response && answers(response, kind, review) && isPublished(response.data)) {
      found.set(review.id, toPublicResponse(response.data));
    }
  });
  return found;
}

/**
 * Answers for these reviews of a kind its subjects respond to (`kinds`: the same kind as voting and as
 * responses know it): their vote counts, the caller's vote and whether each is theirs, and each one's
 * published response; `toAnswer` makes the kind's answer of them.
 */
export async function withViewerAndResponses<D extends RespondedReview & VotableReview, A>(
  store: DocumentStore,
  kinds: { voted: ReviewKind; responded: RespondedKindName },
  actor: Actor | null,
  reviews: Doc<D>[],
  toAnswer: (review: Doc<D>, viewer: Viewer, response: PublicResponse | null) => A,
): Promise<A[]> {
  const [votes, counted, responses] = await Promise.all([
    myVotesOn(store, kinds.voted, actor, reviews),
    withVoteCounts(store, kinds.voted, reviews),
    publishedResponses(store, reviews, kinds.responded),
  ]);
  return counted.map((review, i) =>
    toAnswer(
      review,
      { authorKey: actor?.authorKey ?? null, myVote: votes[i] ?? null },
      responses.get(review.id) ?? null,
    ),
  );
}

/**
 * The claimant's part of a manager's or company's review context: that they may respond, and their
 * responses in any state (held ones included) to reviews readers see; null for anyone who is not the
 * subject's active claimant. A response to a review held, hidden or removed is left out as one to a
 * deleted review is: listed, it told the claimant that a review gone from the profile was withheld,
 * not deleted by its author (who had perhaps thought better of it after reading the answer).
 */
export async function claimantResponses(
  store: DocumentStore,
  subjectId: string,
  uid: string,
  kindName: RespondedKindName = 'manager',
): Promise<{ canRespond: true; responses: Record<string, OwnResponse> } | null> {
  const kind = RESPONDED[kindName];
  if (!(await isClaimantOf(store, subjectId, uid, kind.name))) return null;
  const mine = (
    await store.query<ResponseData>({
      collection: REVIEW_RESPONSES,
      where: [{ field: kind.subjectField, op: '==', value: subjectId }],
      limit: MAX_RESPONSES_LISTED,
    })
  ).filter((r) => kindOfResponse(r.data) === kind);
  const reviews = await store.getAll<RespondedReview>(
    kind.reviews,
    mine.map((r) => r.id),
  );
  const responses: Record<string, OwnResponse> = {};
  mine.forEach((response, i) => {
    const review = reviews[i] ?? null;
    if (review && answers(response, kind, review) && isPublished(review.data)) {
      responses[response.id] = toOwnResponse(response.data);
    }
  });
  return { canRespond: true, responses };
}

/**
 * Inside a moderator's transaction that publishes this response, before any write: when it answers
 * the published incarnation of its review and its reviewer was not told yet, answers the write that
 * owes them the mail (reviewer-notices.ts), or null.
 */
export async function readNoticeOnApproval(
  tx: Transaction,
  response: Doc<ResponseData>,
  now: Date,
): Promise<((tx: Transaction) => void) | null> {
  if (response.data.notifiedAt) return null;
  const kind = kindOfResponse(response.data);
  const review = await tx.get<RespondedReview>(kind.reviews, response.id);
  if (!review || !answers(response, kind, review) || !isPublished(review.data)) return null;
  const target = {
    kind: kind.name,
    reviewId: response.id,
    reviewIncarnation: response.data.reviewIncarnation,
  };
  const owe = await readNoticeOwed(tx, target, now);
  if (!owe) return null;
  return (writer) => {
    owe(writer);
    writer.update(REVIEW_RESPONSES, response.id, { notifiedAt: now });
  };
}

/**
 * Account deletion: the responses the account wrote as a claimant go with it, a published one at its
 * moment (review-departures.ts): all of them vanishing in one minute said when the person named on the
 * profile deleted their account, and so which reviews leaving in the day after were theirs.
 */
export const reviewResponseEraser = {
  name: 'review-responses',
  erase({ uid, store, now, limit, departures }: Omit<AccountErasure, 'authorKey'>) {
    const owner = { field: 'uid', value: uid };
    const options = { departures: departures ?? AT_ONCE, limit: limit ?? Number.POSITIVE_INFINITY };
    return eraseDeparting(store, REVIEW_RESPONSES, owner, options, (id) =>
      store.runTransaction(async (tx) => {
        const response = await tx.get<ResponseData>(REVIEW_RESPONSES, id);
        if (!response || response.data.uid !== uid) return false;
        tx.delete(REVIEW_RESPONSES, id);
        // A response's id is its review's, not the account's: whoever claims the profile next
        // (this person again, under a new account) writes at the same id.
        keepModeration(tx, 'response', response, now, response.data.reviewIncarnation);
        return true;
      }),
    );
  },
};
