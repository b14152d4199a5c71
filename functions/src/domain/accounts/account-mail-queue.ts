// Account mails (codes, the notice to an existing account) are queued before they are sent: the answer
// goes after the response floor (auth-guards.ts) and a send still under way finishes after it, which a
// serverless instance may never let happen (no CPU between requests, or the instance stops). A queued
// mail is held by the sender that queued it (ACCOUNT_MAIL_POLICY); one still queued after that (the send
// never finished, or failed) is sent by the drain that runs every minute (shared/leased-sends.ts). A
// mail is worth sending only while its code is: it leaves the queue when sent, given up, or older than a
// code lives.
import type { DocumentStore } from '../../store/document-store.ts';
import { heldFrom, type LeasedRecords, type LeaseFields, type LeasePolicy } from '../shared/leased-sends.ts';
import { CODE_TTL_MS } from './one-time-codes.ts';

export const ACCOUNT_MAILS = 'accountMails';

/**
 * Held two minutes by the sender that queued it (or took it from the queue); after a failed send, tried
 * again a minute later; five tries at most.
 */
export const ACCOUNT_MAIL_POLICY: LeasePolicy = { leaseMs: 2 * 60_000, retryMs: 60_000, maxAttempts: 5 };

/**
 * `sealed`: the mail (address and words, a code among them) encrypted by the server (sealed-mail.ts), so
 * the queue keeps no code or address readable by whoever reads the store. `kind` names it in logs.
 */
export type AccountMailData = {
  sealed: string;
  kind: string;
  /** When its code lapses; the store's TTL removes it (firestore.indexes.json). */
  expiresAt: Date;
} & LeaseFields;

export type QueuedMail = { id: string; sealed: string; kind: string };

/** The queue as leased records: every record in it waits to be sent; a lapsed one leaves unsent (its code no longer works). */
export const accountMailRecords: LeasedRecords<AccountMailData, QueuedMail> = {
  collection: ACCOUNT_MAILS,
  policy: ACCOUNT_MAIL_POLICY,
  waitingWhere: [],
  isWaiting: () => true,
  open(tx, id, mail, now) {
    if (mail.expiresAt <= now) {
      tx.delete(ACCOUNT_MAILS, id);
      return null;
    }
    return { id, sealed: mail.sealed, kind: mail.kind };
  },
  finish(tx, id) {
    tx.delete(ACCOUNT_MAILS, id);
  },
};

/**
 * Queues a mail under `id` (store.newId()), held by its sender (one send, now): a drain takes it only if
 * that send never settles.
 */
export async function queueAccountMail(
  store: DocumentStore,
  id: string,
  mail: { sealed: string; kind: string },
  now: Date,
): Promise<void> {
  const data: AccountMailData = {
    ...mail,
    ...heldFrom(ACCOUNT_MAIL_POLICY, now, 1),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await store.runTransaction(async (tx) => {
    tx.create(ACCOUNT_MAILS, id, data);
  });
}
