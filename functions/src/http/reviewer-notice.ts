import { uidOfAuthor } from '../domain/accounts/author-key-records.ts';
import { responseNoticeMail } from '../domain/responses/response-mail.ts';
import {
  noticeMessageId,
  type ReviewerNotice,
  type ReviewerNoticeData,
  reviewerNoticeRecords,
} from '../domain/responses/reviewer-notices.ts';
import type { AppDeps } from './context.ts';
import { type LeasedMail, sendLeased, sendsAfterAnswers, sendWaiting } from './leased-mail-sender.ts';
import { companyHref, managerHref } from './profile-paths.ts';
import { siteOrigin } from './public-origin.ts';

type NoticeDeps = Pick<AppDeps, 'store' | 'secrets' | 'users' | 'mailer' | 'publicOrigin' | 'clock' | 'log'>;

/**
 * An owed reviewer notice (domain/responses/reviewer-notices.ts), mailed through the reviewer's
 * author-key record (domain/accounts/author-key-records.ts). The address is read here and goes only to
 * the mailer: never to an answer, the manager or company, or a log line. No record (the account was
 * deleted) or no address: nobody to tell.
 */
const reviewerNotice: LeasedMail<NoticeDeps, ReviewerNoticeData, ReviewerNotice> = {
  name: 'reviewer notice',
  records: reviewerNoticeRecords,
  async mailOf(deps, notice) {
    const uid = await uidOfAuthor(deps.store, deps.secrets.authorKey, notice.authorKey);
    const account = uid ? await deps.users.get(uid) : null;
    if (!account?.email) return null;
    // The configured origin, as embeds use it; never the request's: its Host header is the responder's
    // to write, and the link goes out in a mail from us to someone who trusts it.
    const origin = siteOrigin(deps.publicOrigin);
    const subject = { _id: notice.subjectId, name: notice.subjectName, slug: notice.subjectSlug };
    const link = `${origin}${notice.kind === 'company' ? companyHref(subject) : managerHref(subject)}`;
    return {
      to: account.email,
      ...responseNoticeMail(notice.kind, notice.subjectName, link),
      // Every send of this notice is one message (a repeat after a crash is kept once).
      messageId: noticeMessageId(deps.secrets.codes, notice),
    };
  },
};

const sends = sendsAfterAnswers();

/**
 * After a response was published (issue 17 item 3): sends its reviewer's notice without the answer
 * waiting for it, so the answer takes as long whether or not the reviewer's account still exists.
 * The notice was made durable by the write itself: if this process dies first, a drain sends it.
 */
export function tellReviewerAfterAnswer(deps: NoticeDeps, reviewId: string): void {
  sends.start(() => sendLeased(deps, reviewerNotice, reviewId));
}

/** Resolves when the sends started after answers in this process have finished (shutdown; tests). */
export function reviewerNoticesInFlight(): Promise<void> {
  return sends.settled();
}

/** Sends the owed notices that are free to take (a drain: the job, or the embedded default's timer). */
export function sendPendingReviewerNotices(deps: NoticeDeps, limit = 50): Promise<number> {
  return sendWaiting(deps, reviewerNotice, limit);
}
