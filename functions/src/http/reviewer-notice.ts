import { uidOfAuthor } from '../domain/accounts/author-key-records.ts';
import { responseNoticeMail } from '../domain/responses/response-mail.ts';
import { claimReviewerNotice } from '../domain/responses/review-responses.ts';
import { outsideRequestScope } from '../store/exactly-once-store.ts';
import type { AppDeps } from './context.ts';
import { companyHref, managerHref } from './profile-paths.ts';
import { siteOrigin } from './public-origin.ts';

/**
 * After a response became published (issue 17 item 3): mails the reviewer, once per response,
 * through their author-key record (domain/accounts/author-key-records.ts). The address is read
 * here and goes only to the mailer: never to an answer, the manager or company, or a log line. No record (the
 * account was deleted) or no address: nobody to tell, and nothing fails. The response stands
 * whatever happens to the mail, so failures are logged (by kind only) and swallowed.
 */
export async function tellReviewer(deps: AppDeps, reviewId: string): Promise<void> {
  try {
    // Unrecorded: notifiedAt already makes it once, and the caller's request record must not keep
    // a copy of the reviewer's authorKey (a replay then finds the notice sent and mails nothing).
    const notice = await outsideRequestScope(() => claimReviewerNotice(deps.store, reviewId, deps.clock()));
    if (!notice) return;
    const uid = await uidOfAuthor(deps.store, deps.secrets.authorKey, notice.authorKey);
    const account = uid ? await deps.users.get(uid) : null;
    if (!account?.email) return;
    // The configured origin, as embeds use it; never the request's: its Host header is the responder's
    // to write, and the link goes out in a mail from us to someone who trusts it.
    const origin = siteOrigin(deps.publicOrigin);
    const subject = { _id: notice.subjectId, name: notice.subjectName, slug: notice.subjectSlug };
    const link = `${origin}${notice.kind === 'company' ? companyHref(subject) : managerHref(subject)}`;
    await deps.mailer.send({
      to: account.email,
      ...responseNoticeMail(notice.kind, notice.subjectName, link),
    });
  } catch (error) {
    deps.log.error('reviewer notice not sent', { error: error instanceof Error ? error.name : 'unknown' });
  }
}
