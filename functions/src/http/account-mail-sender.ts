import {
  pendingAccountMails,
  queueAccountMail,
  settleAccountMail,
  takeAccountMail,
} from '../domain/accounts/account-mail-queue.ts';
import type { MailContent } from '../domain/accounts/account-mails.ts';
import { type Mail, mailErrorKind } from '../mail/mailer.ts';
import { openMail, sealMail } from '../mail/sealed-mail.ts';
import { outsideRequestScope } from '../store/exactly-once-store.ts';
import type { AppDeps } from './context.ts';

type MailDeps = Pick<AppDeps, 'store' | 'secrets' | 'mailer' | 'clock' | 'log'>;

/**
 * Queues an account mail (domain/accounts/account-mail-queue.ts) and starts sending it. Resolves once it
 * is queued, a store write the answer waits for (within the response floor, which hides it), so that a
 * send the instance never finishes after the answer, or a failed one, is sent by the next drain; the send
 * itself is never waited for (an answer that waited for SMTP said the address has an account). Never
 * rejects: a failure is logged (its kind, never the address) and swallowed, since an answer that
 * differed when mail fails would tell whether the address has an account. Outside the request's
 * exactly-once scope: the queue is the mail's own record, not the request's.
 */
export function queueAndSendAccountMail(
  deps: MailDeps,
  to: string,
  kind: string,
  content: MailContent,
): Promise<void> {
  return outsideRequestScope(async () => {
    const id = deps.store.newId();
    // One Message-ID for every send of this mail: a repeat (a send that finished after its lease ran
    // out) is kept once by mailboxes that keep one copy per Message-ID.
    const mail: Mail = { to, ...content, messageId: `account-mail-${id}` };
    let queued = true;
    try {
      await queueAccountMail(
        deps.store,
        id,
        { sealed: sealMail(deps.secrets.codes, mail), kind },
        deps.clock(),
      );
    } catch (error) {
      // Sent all the same, only without a second chance.
      queued = false;
      deps.log.error('account mail not queued; sent once only', { kind, error: mailErrorKind(error) });
    }
    const send = outsideRequestScope(() => deliver(deps, queued ? id : null, kind, mail)).finally(() =>
      inFlight.delete(send),
    );
    inFlight.add(send);
  });
}

/** Sends started after answers in this process, not finished yet. */
const inFlight = new Set<Promise<void>>();

/** Resolves when the sends started after answers in this process have finished (shutdown; tests). */
export async function accountMailsInFlight(): Promise<void> {
  await Promise.all([...inFlight]);
}

async function deliver(deps: MailDeps, id: string | null, kind: string, mail: Mail): Promise<void> {
  let outcome: 'sent' | 'failed' = 'sent';
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    outcome = 'failed';
    deps.log.error('account mail not sent', { kind, error: mailErrorKind(error), retried: id !== null });
  }
  if (id) await settle(deps, id, kind, outcome);
}

async function settle(deps: MailDeps, id: string, kind: string, outcome: 'sent' | 'failed' | 'unsendable') {
  try {
    const settled = await settleAccountMail(deps.store, id, outcome, deps.clock());
    if (settled === 'given up') deps.log.error('account mail given up', { kind });
  } catch (error) {
    // Still queued: once its lease runs out, a drain sends it again (under the same Message-ID).
    deps.log.error('account mail not settled', { kind, error: mailErrorKind(error) });
  }
}

/** Sends one queued mail that is free to take (a drain's step). Never throws. */
async function sendQueuedAccountMail(deps: MailDeps, id: string): Promise<void> {
  try {
    const taken = await takeAccountMail(deps.store, id, deps.clock());
    if (!taken) return;
    const mail = openMail(deps.secrets.codes, taken.sealed);
    if (!mail) {
      deps.log.error('account mail unreadable (another secret?); dropped', { kind: taken.kind });
      return settle(deps, id, taken.kind, 'unsendable');
    }
    await deliver(deps, id, taken.kind, mail);
  } catch (error) {
    deps.log.error('account mail not taken', { error: mailErrorKind(error) });
  }
}

/** Sends the queued account mails free to take (a drain: the job, or the embedded default's timer). */
export function sendPendingAccountMails(deps: MailDeps, limit = 50): Promise<number> {
  return outsideRequestScope(async () => {
    const ids = await pendingAccountMails(deps.store, deps.clock(), limit);
    for (const id of ids) await sendQueuedAccountMail(deps, id);
    return ids.length;
  });
}
