// Reports of a review (issue 9), or of a public response under one (issue 17):
// any signed-in reader may report either once; a response is reported by the
// id of the review it answers, and is moderated exactly like a review. The report id is an HMAC of (uid, review incarnation) under the
// server secret, so a second report hits the same document (409) while the
// id, like the report itself, says nothing about who reported. Reports hold
// no uid, email or authorKey; `reporter`, a keyed tag of the account of its
// own purpose (nothing else carries it), lets erasure find them (report-erasure.ts). REPORTS_TO_HIDE open reports from accounts older
// than a day, from as many client networks, hide the review (and take it out
// of the figures) until a moderator decides; younger accounts' reports, a
// second one from a network, and any reports of a text a moderator approved
// (review-state.ts, reportsCanHide) only queue it.

import { createHmac } from 'node:crypto';
import type { REPORT_REASONS } from '../../contract/request-rules.ts';
import { type DocData, type DocumentStore, StoreError } from '../../store/document-store.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import { incarnationOf, MODERATED_KINDS, type ModeratedKindName } from './moderated-kinds.ts';
import { freshModeration, type Moderatable, REPORTS_TO_HIDE, reportsCanHide } from './review-state.ts';

export { MAX_REPORT_DETAILS, REPORT_REASONS } from '../../contract/request-rules.ts';

export const REPORTS = 'reports';
export type ReportReason = (typeof REPORT_REASONS)[number];

export const OWN_REVIEW_MESSAGE = "You can't report your own review.";
export const ALREADY_REPORTED_MESSAGE = 'You have already reported this review.';
export const REPORTED_MESSAGE = 'Thank you. A moderator will look at this review.';
export const OWN_RESPONSE_MESSAGE = "You can't report your own response.";
export const ALREADY_REPORTED_RESPONSE_MESSAGE = 'You have already reported this response.';
export const REPORTED_RESPONSE_MESSAGE = 'Thank you. A moderator will look at this response.';

const MESSAGES = {
  review: {
    own: OWN_REVIEW_MESSAGE,
    again: ALREADY_REPORTED_MESSAGE,
    done: REPORTED_MESSAGE,
    notFound: 'Review not found.',
  },
  response: {
    own: OWN_RESPONSE_MESSAGE,
    again: ALREADY_REPORTED_RESPONSE_MESSAGE,
    done: REPORTED_RESPONSE_MESSAGE,
    notFound: 'Response not found.',
  },
};
const messagesFor = (kind: ModeratedKindName) => MESSAGES[kind === 'response' ? 'response' : 'review'];

export type ReportData = {
  kind: ModeratedKindName;
  reviewId: string;
  /** Which incarnation of the review id was reported (moderated-kinds.ts). */
  incarnation: string;
  reason: ReportReason;
  details: string;
  createdAt: Date;
  status: 'open' | 'resolved';
  resolvedAt: Date | null;
  /** reporterTag() of the account that filed it; absent on reports filed before, and once erased. */
  reporter?: string;
};

/**
 * What a report keeps of its account: unlinkable to the uid, the author key and the report's id without
 * the secret. Never answered: the queue shows reports field by field.
 */
export const reporterTag = (actor: Actor) => actor.idFor('reporter');

export type ReportInput = {
  kind: ModeratedKindName;
  /** A response's is the id of the review it answers. */
  reviewId: string;
  reason: ReportReason;
  /** Required (non-empty) for 'other'. */
  details: string;
  /**
   * The reporter's account is younger than a day: the report queues the review but cannot hide it.
   * A promise is awaited with the review's first read, so finding the account's age (a store read)
   * is no round trip of its own.
   */
  fromYoungAccount?: boolean | Promise<boolean>;
  /** The reporter's account: compared with a response's writer ("your own"), never stored. */
  reporterUid: string;
  /**
   * The client network the report came from, as reportNetwork() digests it for this review: established
   * reports from one network count once towards hiding. Absent: counted as a network of its own.
   */
  network?: string;
};

/** At most this many networks are remembered per review: hiding needs only REPORTS_TO_HIDE of them. */
const MAX_REPORT_NETWORKS = 20;

export type ReportResponse = {
  _id: string;
  kind: ModeratedKindName;
  reviewId: string;
  reason: ReportReason;
  createdAt: string;
  message: string;
};

/**
 * The reporter's client network as the review keeps it: an HMAC of the kind, the review and the network
 * under a server secret, cut to 16 hex characters. Bound to one review, so the digests of one network on
 * two reviews share nothing, and no address is stored.
 */
export function reportNetwork(
  secret: string,
  kind: ModeratedKindName,
  reviewId: string,
  network: string,
): string {
  return createHmac('sha256', secret)
    .update(`report-network\n${kind}\n${reviewId}\n${network}`)
    .digest('hex')
    .slice(0, 16);
}

export function reportIdFor(
  actor: Actor,
  kind: ModeratedKindName,
  reviewId: string,
  incarnation: string,
): string {
  return actor.idFor(`report:${kind}:${reviewId}:${incarnation}`);
}

/** Files the caller's report; the review's open-report count (and at the threshold, its state and figures) follow. */
export async function reportReview(
  store: DocumentStore,
  actor: Actor,
  input: ReportInput,
  now: Date,
  also?: TxParticipant,
): Promise<ReportResponse> {
  const messages = messagesFor(input.kind);
  const notFound = () => new DomainError('not_found', messages.notFound);
  if (!isDocId(input.reviewId)) throw notFound();
  if (input.reason === 'other' && input.details.trim() === '') {
    throw new DomainError('invalid', 'details is required when the reason is other.');
  }
  const kind = MODERATED_KINDS[input.kind];
  try {
    return await store.runTransaction(async (tx) => {
      const [review, fromYoungAccount] = await Promise.all([
        tx.get<Moderatable & DocData & { updatedAt?: Date }>(kind.collection, input.reviewId),
        input.fromYoungAccount,
      ]);
      if (!review) throw notFound();
      // Compared here only: the answer says "yours", never whose.
      if (kind.writtenBy(review.data, { authorKey: actor.authorKey, uid: input.reporterUid })) {
        throw new DomainError('forbidden', messages.own);
      }
      // Readers cannot see a review that is held, hidden or removed (nor a response under one), so they
      // cannot report it. Asked before "already reported": else one who had reported a review, then saw
      // it go, learnt from a 409 that a moderator or reports withheld it and from a 404 that its author
      // deleted it.
      const incarnation = incarnationOf(review.data);
      const id = reportIdFor(actor, input.kind, review.id, incarnation);
      // Independent reads travel together: one round trip (issue 20). The allowance refuses only in
      // its write, so a 404 or 409 below is still told first.
      const [shown, earlier] = await Promise.all([
        kind.shownToReaders(tx, review),
        tx.get(REPORTS, id),
        also?.read(tx),
      ]);
      if (!shown) throw notFound();
      if (earlier) throw new DomainError('conflict', messages.again);
      const current = review.data.moderation ?? freshModeration('published', now);
      const openReports = current.openReports + 1;
      // Only an aged account's report weighs, and only the first one from its network: three aged
      // accounts behind one address are one person as far as hiding goes (the report still queues it).
      const networks = current.reportNetworks ?? [];
      const weighs = !fromYoungAccount && !(input.network && networks.includes(input.network));
      const establishedReports = (current.establishedReports ?? current.openReports) + (weighs ? 1 : 0);
      const reportNetworks =
        weighs && input.network ? [...networks, input.network].slice(-MAX_REPORT_NETWORKS) : networks;
      const hide = establishedReports >= REPORTS_TO_HIDE && reportsCanHide(review.data);
      const count = hide ? await kind.readCounters(tx, review) : null;

      const report: ReportData = {
        kind: input.kind,
        reviewId: review.id,
        incarnation,
        reason: input.reason,
        details: input.details.trim(),
        createdAt: now,
        status: 'open',
        resolvedAt: null,
        reporter: reporterTag(actor),
      };
      tx.create(REPORTS, id, report);
      tx.update(kind.collection, review.id, {
        moderation: {
          ...current,
          state: hide ? 'hidden' : current.state,
          openReports,
          establishedReports,
          reportNetworks,
          queued: true,
          lastReportedAt: now,
          updatedAt: now,
        },
      });
      count?.(tx, 'remove', now);
      also?.write(tx);
      return {
        _id: id,
        kind: input.kind,
        reviewId: review.id,
        reason: input.reason,
        createdAt: now.toISOString(),
        message: messages.done,
      };
    });
  } catch (error) {
    // A concurrent report by the same user created it between our read and our commit.
    if (error instanceof StoreError && error.code === 'already-exists') {
      throw new DomainError('conflict', messages.again);
    }
    throw error;
  }
}
