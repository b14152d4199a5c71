import {
  type AccountMailData,
  accountMailRecords,
  type QueuedMail,
  queueAccountMail,
} from '../domain/accounts/account-mail-queue.ts';
import type { MailContent } from '../domain/accounts/account-mails.ts';
import { type Mail, mailErrorKind } from '../mail/mailer.ts';
import { openMail, sealMail } from '../mail/sealed-mail.ts';
import { outsideRequestScope } from '../store/exactly-once-store.ts';
import type { AppDeps } from './context.ts';
import { deliverLeased, type LeasedMail, sendsAfterAnswers, sendWaiting } from './leased-mail-sender.ts';

type MailDeps = Pick<AppDeps, 'store' | 'secrets' | 'mailer' | 'clock' | 'log'>;

const accountMail: LeasedMail<MailDeps, AccountMailData, QueuedMail> = {
  name: 'account mail',
  records: accountMailRecords,
  mailOf(deps, queued) {
    const mail = openMail(deps.secrets.codes, queued.sealed, queued.id);
    if (!mail) deps.log.error('account mail unreadable (another secret?); dropped', { kind: queued.kind });
    return mail;
  },
  logFields: (queued) => ({ kind: queued.kind }),
};

const sends = sendsAfterAnswers();

/**
 * Queues an account mail (domain/accounts/account-mail-queue.ts) and starts sending it. Resolves once it
 * is queued, a store write the answer waits for (within the response floor, which hides it), so that a
 * send the instance never finishes after the answer, or a failed one, is sent by the next drain; the send
 * itself is never waited for (an answer that waited for SMTP said the address has an account). Never
 * rejects: a failure is logged (its kind, never the address) and swallowed, since an answer that
 * differed when mail fails would tell whether the address has an account. Outside the request's
 * exactly-once scope: the queue is the mail's own record, not the request's.
 */
export async function queueAndSendAccountMail(
  deps: MailDeps,
  to: string,
  kind: string,
  content: MailContent,
): Promise<void> {
  const id = deps.store.newId();
  // One Message-ID for every send of this mail: a repeat (a send that finished after its lease ran
  // out) is kept once by mailboxes that keep one copy per Message-ID.
  const mail: Mail = { to, ...content, messageId: `account-mail-${id}` };
  const queued: QueuedMail = { id, sealed: sealMail(deps.secrets.codes, mail, id), kind };
  let held: string | null = id;
  try {
    await outsideRequestScope(() =>
      queueAccountMail(deps.store, id, { sealed: queued.sealed, kind }, deps.clock()),
    );
  } catch (error) {
    // Sent all the same, only without a second chance.
    held = null;
    deps.log.error('account mail not queued; sent once only', { kind, error: mailErrorKind(error) });
  }
  sends.start(() => deliverLeased(deps, accountMail, held, queued));
}

/** Resolves when the sends started after answers in this process have finished (shutdown; tests). */
export function accountMailsInFlight(): Promise<void> {
  return sends.settled();
}

/** Sends the queued account mails free to take (a drain: the job, or the embedded default's timer). */
export function sendPendingAccountMails(deps: MailDeps, limit = 50): Promise<number> {
  return sendWaiting(deps, accountMail, limit);
}
