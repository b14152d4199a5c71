import { uidOfAuthor } from '../domain/accounts/author-key-records.ts';
import { responseNoticeMail } from '../domain/responses/response-mail.ts';
import {
  noticeMessageId,
  pendingNotices,
  settleNotice,
  takeNotice,
} from '../domain/responses/reviewer-notices.ts';
import { mailErrorKind } from '../mail/mailer.ts';
import { outsideRequestScope } from '../store/exactly-once-store.ts';
import type { AppDeps } from './context.ts';
import { companyHref, managerHref } from './profile-paths.ts';
import { siteOrigin } from './public-origin.ts';

type NoticeDeps = Pick<AppDeps, 'store' | 'secrets' | 'users' | 'mailer' | 'publicOrigin' | 'clock' | 'log'>;

/**
 * Sends one owed reviewer notice (domain/responses/reviewer-notices.ts) through the reviewer's
 * author-key record (domain/accounts/author-key-records.ts). The address is read here and goes only to
 * the mailer: never to an answer, the manager or company, or a log line. No record (the account was
 * deleted) or no address: nobody to tell. A failed send is logged by kind only and tried again later.
 * Never throws.
 */
export async function sendReviewerNotice(deps: NoticeDeps, reviewId: string): Promise<void> {
  try {
    // Unrecorded: the notice's own state makes it once, and a request's record must not keep a copy
    // of the reviewer's authorKey.
    const notice = await outsideRequestScope(() => takeNotice(deps.store, reviewId, deps.clock()));
    if (!notice) return;
    let outcome: 'sent' | 'nobody' | 'failed' = 'nobody';
    try {
      const uid = await uidOfAuthor(deps.store, deps.secrets.authorKey, notice.authorKey);
      const account = uid ? await deps.users.get(uid) : null;
      if (account?.email) {
        // The configured origin, as embeds use it; never the request's: its Host header is the
        // responder's to write, and the link goes out in a mail from us to someone who trusts it.
        const origin = siteOrigin(deps.publicOrigin);
        const subject = { _id: notice.subjectId, name: notice.subjectName, slug: notice.subjectSlug };
        const link = `${origin}${notice.kind === 'company' ? companyHref(subject) : managerHref(subject)}`;
        await deps.mailer.send({
          to: account.email,
          ...responseNoticeMail(notice.kind, notice.subjectName, link),
          // Every send of this notice is one message (a repeat after a crash is kept once).
          messageId: noticeMessageId(deps.secrets.codes, notice),
        });
        outcome = 'sent';
      }
    } catch (error) {
      outcome = 'failed';
      deps.log.error('reviewer notice not sent; tried again later', { error: mailErrorKind(error) });
    }
    await outsideRequestScope(() => settleNotice(deps.store, reviewId, outcome, deps.clock()));
  } catch (error) {
    // The notice stays pending (its lease runs out): the next drain sends it.
    deps.log.error('reviewer notice not settled', { error: mailErrorKind(error) });
  }
}

/** Sends started after answers in this process, not finished yet. */
const inFlight = new Set<Promise<void>>();

/**
 * After a response was published (issue 17 item 3): sends its reviewer's notice without the answer
 * waiting for it, so the answer takes as long whether or not the reviewer's account still exists.
 * The notice was made durable by the write itself: if this process dies first, a drain sends it.
 */
export function tellReviewerAfterAnswer(deps: NoticeDeps, reviewId: string): void {
  const send = outsideRequestScope(() => sendReviewerNotice(deps, reviewId)).finally(() =>
    inFlight.delete(send),
  );
  inFlight.add(send);
}

/** Resolves when the sends started after answers in this process have finished (shutdown; tests). */
export async function reviewerNoticesInFlight(): Promise<void> {
  await Promise.all([...inFlight]);
}

/** Sends the owed notices that are free to take (a drain: the job, or the embedded default's timer). */
export async function sendPendingReviewerNotices(deps: NoticeDeps, limit = 50): Promise<number> {
  const ids = await pendingNotices(deps.store, deps.clock(), limit);
  for (const id of ids) await sendReviewerNotice(deps, id);
  return ids.length;
}
