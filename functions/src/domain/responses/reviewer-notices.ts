// The reviewer's mail about a response to their review (issue 17 item 3), as a durable notice.
// The notice is owed in the very transaction that publishes the response (written or approved), so
// a process that dies before the mail went out leaves it pending, and whatever drains notices (right
// after the answer, and a job every minute) sends it later. The answer to the responder never waits on
// the mail: the account look-up and the send took longer when the reviewer's account still existed,
// which told the responder something about the reviewer.
import { createHmac } from 'node:crypto';
import type { Doc, Transaction } from '../../store/document-store.ts';
import { isPublished } from '../moderation/review-state.ts';
import { incarnationOf } from '../reviews/voting.ts';
import type { LeasedRecords, LeaseFields, LeasePolicy } from '../shared/leased-sends.ts';
import {
  RESPONDED,
  type RespondedKindName,
  type RespondedReview,
  subjectIdOfReview,
  subjectName,
} from './responded-reviews.ts';

/**
 * Which incarnation of a review its reviewer was told about, by review id. Kept apart from the
 * response, which its writer may delete: otherwise deleting and writing it again mailed the reviewer
 * each time, a way to flood the inbox of someone the manager cannot even name.
 */
export const REVIEWER_NOTICES = 'reviewerNotices';

/**
 * A sender holds a notice ten minutes (one that died meanwhile leaves it to the next drain); after a
 * failed send, tried again a minute later; five tries at most.
 */
export const NOTICE_POLICY: LeasePolicy = { leaseMs: 10 * 60_000, retryMs: 60_000, maxAttempts: 5 };

/**
 * `mail`: pending (owed), sent, nobody (no account, or the review is gone), failed (given up).
 * Records written before notices were durable have no `mail`: they were sent.
 */
export type ReviewerNoticeData = {
  kind: RespondedKindName;
  reviewIncarnation: string;
  notifiedAt: Date;
  mail?: 'pending' | 'sent' | 'nobody' | 'failed';
} & LeaseFields;

/** What a sender needs to mail the reviewer; the authorKey is turned into an address by the server only. */
export type ReviewerNotice = {
  authorKey: string;
  kind: RespondedKindName;
  /** The manager or company that answered, for the mail's words and link. */
  subjectId: string;
  subjectName: string;
  /** A company's slug (its canonical link). */
  subjectSlug?: string;
  reviewId: string;
  /** The incarnation of the review the reviewer is told about (one mail each: noticeMessageId). */
  reviewIncarnation: string;
};

/**
 * The Message-ID's left part for this notice: the same on every send of it, so a mail sent twice (the
 * process died after the mail left but before it was marked sent, or the mailer's acknowledgement was
 * lost and the send tried again) is one message to mailboxes that keep one copy per Message-ID, as Gmail
 * does. An HMAC: the id names no review to the mail servers it crosses, and nobody without the secret can
 * send a message with it first to have ours dropped as a duplicate.
 */
export function noticeMessageId(
  secret: string,
  notice: Pick<ReviewerNotice, 'reviewId' | 'reviewIncarnation'>,
) {
  return `notice-${createHmac('sha256', secret)
    .update(`reviewer-notice\n${notice.reviewId}\n${notice.reviewIncarnation}`)
    .digest('hex')
    .slice(0, 32)}`;
}

/**
 * Inside the transaction that publishes a response, before any write: reads whether the reviewer was
 * told of this incarnation of the review already (at most one mail per incarnation, however often a
 * response to it is deleted and written). Answers the write that owes them the mail, or null.
 */
export async function readNoticeOwed(
  tx: Pick<Transaction, 'get'>,
  target: NoticeTarget,
  now: Date,
): Promise<((tx: Pick<Transaction, 'set'>) => void) | null> {
  return noticeOwed(await readNotice(tx, target.reviewId), target, now);
}

type NoticeTarget = { kind: RespondedKindName; reviewId: string; reviewIncarnation: string };

/** The review's notice record, if any (read in the transaction that may owe one). */
export function readNotice(tx: Pick<Transaction, 'get'>, reviewId: string) {
  return tx.get<ReviewerNoticeData>(REVIEWER_NOTICES, reviewId);
}

/**
 * Whether a response to this incarnation of the review was published before: publishing one always
 * leaves the review's notice record (the mail owed, sent, or nobody to tell), and deleting the
 * response never removes it.
 */
export function wasAnswered(told: Doc<ReviewerNoticeData> | null, target: NoticeTarget): boolean {
  return told?.data.kind === target.kind && told.data.reviewIncarnation === target.reviewIncarnation;
}

/** readNoticeOwed with the record already read. */
export function noticeOwed(
  told: Doc<ReviewerNoticeData> | null,
  target: NoticeTarget,
  now: Date,
): ((tx: Pick<Transaction, 'set'>) => void) | null {
  if (
    told?.data.kind === target.kind &&
    told.data.reviewIncarnation === target.reviewIncarnation &&
    told.data.mail !== 'nobody'
  ) {
    return null;
  }
  return (writer) => {
    const notice: ReviewerNoticeData = {
      kind: target.kind,
      reviewIncarnation: target.reviewIncarnation,
      notifiedAt: now,
      mail: 'pending',
      notBefore: now,
      attempts: 0,
    };
    writer.set(REVIEWER_NOTICES, target.reviewId, notice);
  };
}

/**
 * Owed notices as leased records (shared/leased-sends.ts): a pending one is taken for one send, or
 * answers nobody to tell when the review it was owed for is gone or no longer published. A finished one
 * keeps its record (which incarnation was told) with how it ended.
 */
export const reviewerNoticeRecords: LeasedRecords<ReviewerNoticeData, ReviewerNotice> = {
  collection: REVIEWER_NOTICES,
  policy: NOTICE_POLICY,
  waitingWhere: [{ field: 'mail', op: '==', value: 'pending' }],
  isWaiting: (notice) => notice.mail === 'pending',
  async open(tx, reviewId, notice) {
    const kind = RESPONDED[notice.kind];
    const review = await tx.get<RespondedReview>(kind.reviews, reviewId);
    if (!review || !isPublished(review.data) || incarnationOf(review.data) !== notice.reviewIncarnation) {
      tx.update(REVIEWER_NOTICES, reviewId, { mail: 'nobody', notBefore: null });
      return null;
    }
    const subjectId = subjectIdOfReview(kind, review.data);
    const { name, slug } = await subjectName(tx, kind, subjectId);
    return {
      authorKey: review.data.authorKey,
      kind: kind.name,
      subjectId,
      subjectName: name,
      ...(slug ? { subjectSlug: slug } : {}),
      reviewId,
      reviewIncarnation: notice.reviewIncarnation,
    };
  },
  finish(tx, reviewId, how) {
    tx.update(REVIEWER_NOTICES, reviewId, { mail: how === 'given up' ? 'failed' : how, notBefore: null });
  },
};
