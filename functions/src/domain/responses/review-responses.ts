// Public responses (issue 17 item 3): the active claimant of a manager
// profile answers a review of it, once per review (the response's id is the
// review's id, so a second PUT edits), in the open: the claimant acts as the
// manager, and the response stores their account like their claim does. It
// is screened and moderated like a review: a held response is seen only by
// its writer and moderators. A response belongs to one incarnation of the
// review (an author may delete and write again under the same id): an
// answer to the old text never shows under the new one.
import type { Doc, DocumentStore } from '../../store/document-store.ts';
import { activeClaimOf, isClaimantOf } from '../claims/manager-claims.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { MANAGER_REVIEWS, type ManagerReviewData } from '../managers/manager-review.ts';
import {
  afterScreening,
  type HoldReason,
  isPublished,
  type ModerationFields,
  stateOf,
} from '../moderation/review-state.ts';
import { incarnationOf } from '../reviews/voting.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import { publicDate } from '../shared/public-dates.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';

export const REVIEW_RESPONSES = 'reviewResponses';
/** The review text's limit (DESIGN.md section 6), kept with the contract's request rules. */
export { MAX_RESPONSE_TEXT } from '../../contract/request-rules.ts';
export const MAX_RESPONSES_LISTED = 1000;
export const RESPONSE_DELETED_MESSAGE = 'Response deleted successfully!';
export const NOT_THE_CLAIMANT_MESSAGE =
  'Only the manager who claimed this profile may respond to its reviews.';

export type ResponseData = {
  kind: 'manager';
  reviewId: string;
  managerId: string;
  /** Which incarnation of the review this answers (reviews/voting.ts). */
  reviewIncarnation: string;
  /** The answered review's rating when answered: context for moderators. */
  reviewRating: number;
  text: string;
  /** The claimant who wrote it: they act openly, as the manager. Never shown to the public. */
  uid: string;
  createdAt: Date;
  updatedAt: Date;
  moderation?: ModerationFields;
  /** When the reviewer was told (at most once per response, on its first publication). */
  notifiedAt: Date | null;
};

/** What everyone sees under a review: the text and its days (never who wrote either). */
export type PublicResponse = { text: string; createdAt: string; updatedAt: string };
export type ResponseStatus = 'published' | 'pending review' | 'removed';
/** What the claimant sees of their own response. */
export type OwnResponse = PublicResponse & { status: ResponseStatus };

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

const answers = (response: Doc<ResponseData> | null, review: Doc<ManagerReviewData>) =>
  response !== null && response.data.reviewIncarnation === incarnationOf(review.data);

/** Reads (inside the write's transaction) the published review and refuses anyone but the profile's claimant. */
async function reviewForClaimant(
  tx: Parameters<Parameters<DocumentStore['runTransaction']>[0]>[0],
  reviewId: string,
  uid: string,
): Promise<Doc<ManagerReviewData>> {
  if (!isDocId(reviewId)) throw reviewNotFound();
  const review = await tx.get<ManagerReviewData>(MANAGER_REVIEWS, reviewId);
  // A review the public cannot see cannot be answered in public.
  if (!review || !isPublished(review.data)) throw reviewNotFound();
  const claim = await activeClaimOf(tx, review.data.managerId);
  if (claim?.data.uid !== uid) throw new DomainError('forbidden', NOT_THE_CLAIMANT_MESSAGE);
  return review;
}

/**
 * Creates or replaces the claimant's response to a review, screened like a review (`holdFor`
 * non-empty holds it; an edit never lifts a hold, a moderator does). `created` says which.
 */
export async function putResponse(
  store: DocumentStore,
  writer: { uid: string },
  reviewId: string,
  text: string,
  holdFor: readonly HoldReason[],
  now: Date,
  also?: TxParticipant,
): Promise<{ response: Doc<ResponseData>; created: boolean }> {
  return store.runTransaction(async (tx) => {
    const review = await reviewForClaimant(tx, reviewId, writer.uid);
    const existing = await tx.get<ResponseData>(REVIEW_RESPONSES, review.id);
    await also?.read(tx);
    const current = answers(existing, review) ? existing : null;
    const moderation = afterScreening(current?.data.moderation, holdFor, now);
    const data: ResponseData = {
      kind: 'manager',
      reviewId: review.id,
      managerId: review.data.managerId,
      reviewIncarnation: incarnationOf(review.data),
      reviewRating: review.data.rating,
      text,
      uid: writer.uid,
      createdAt: current?.data.createdAt ?? now,
      updatedAt: now,
      ...(moderation ? { moderation } : {}),
      notifiedAt: current?.data.notifiedAt ?? null,
    };
    tx.set(REVIEW_RESPONSES, review.id, data);
    also?.write(tx);
    return { response: { id: review.id, data }, created: current === null };
  });
}

export async function deleteResponse(
  store: DocumentStore,
  writer: { uid: string },
  reviewId: string,
  also?: TxParticipant,
): Promise<void> {
  await store.runTransaction(async (tx) => {
    const review = await reviewForClaimant(tx, reviewId, writer.uid);
    const existing = await tx.get<ResponseData>(REVIEW_RESPONSES, review.id);
    await also?.read(tx);
    if (!answers(existing, review)) throw responseNotFound();
    tx.delete(REVIEW_RESPONSES, review.id);
    also?.write(tx);
  });
}

/** The published responses to these reviews, by review id (one batched read). */
export async function publishedResponses(
  store: DocumentStore,
  reviews: readonly Doc<ManagerReviewData>[],
): Promise<Map<string, PublicResponse>> {
  const found = new Map<string, PublicResponse>();
  if (reviews.length === 0) return found;
  const responses = await store.getAll<ResponseData>(
    REVIEW_RESPONSES,
    reviews.map((r) => r.id),
  );
  reviews.forEach((review, i) => {
    const response = responses[i] ?? null;
    if (response && answers(response, review) && isPublished(response.data)) {
      found.set(review.id, toPublicResponse(response.data));
    }
  });
  return found;
}

/**
 * The claimant's part of a manager's review context: that they may respond, and their responses
 * in any state (held ones included); null for anyone who is not the profile's active claimant.
 */
export async function claimantResponses(
  store: DocumentStore,
  managerId: string,
  uid: string,
): Promise<{ canRespond: true; responses: Record<string, OwnResponse> } | null> {
  if (!(await isClaimantOf(store, managerId, uid))) return null;
  const mine = await store.query<ResponseData>({
    collection: REVIEW_RESPONSES,
    where: [{ field: 'managerId', op: '==', value: managerId }],
    limit: MAX_RESPONSES_LISTED,
  });
  const reviews = await store.getAll<ManagerReviewData>(
    MANAGER_REVIEWS,
    mine.map((r) => r.id),
  );
  const responses: Record<string, OwnResponse> = {};
  mine.forEach((response, i) => {
    const review = reviews[i] ?? null;
    if (review && answers(response, review)) responses[response.id] = toOwnResponse(response.data);
  });
  return { canRespond: true, responses };
}

export type ReviewerNotice = { authorKey: string; managerId: string; managerName: string; reviewId: string };

/**
 * Marks a published response's reviewer as told, once: answers whom to tell (as an authorKey,
 * which only the server can turn into an address), or null when there is nothing to tell
 * (held, already told, gone, or answering an older incarnation of the review).
 */
export async function claimReviewerNotice(
  store: DocumentStore,
  reviewId: string,
  now: Date,
): Promise<ReviewerNotice | null> {
  if (!isDocId(reviewId)) return null;
  return store.runTransaction(async (tx) => {
    const response = await tx.get<ResponseData>(REVIEW_RESPONSES, reviewId);
    if (!response || !isPublished(response.data) || response.data.notifiedAt) return null;
    const review = await tx.get<ManagerReviewData>(MANAGER_REVIEWS, reviewId);
    if (!review || !answers(response, review) || !isPublished(review.data)) return null;
    const manager = await tx.get<ManagerData>(MANAGERS, review.data.managerId);
    tx.update(REVIEW_RESPONSES, reviewId, { notifiedAt: now });
    return {
      authorKey: review.data.authorKey,
      managerId: review.data.managerId,
      managerName: manager?.data.name ?? 'The manager',
      reviewId,
    };
  });
}

/** Account deletion: the responses the account wrote as a claimant go with it. */
export const reviewResponseEraser = {
  name: 'review-responses',
  async erase({ uid, store, limit }: { uid: string; store: DocumentStore; limit?: number }) {
    const mine = await store.query<ResponseData>({
      collection: REVIEW_RESPONSES,
      where: [{ field: 'uid', op: '==', value: uid }],
      limit: limit ?? MAX_RESPONSES_LISTED,
    });
    if (mine.length > 0) {
      const batch = store.batch();
      for (const response of mine) batch.delete(REVIEW_RESPONSES, response.id);
      await batch.commit();
    }
    return mine.length;
  },
};
