// Account mails (codes, the notice to an existing account) are queued before they are sent: the answer
// goes after the response floor (auth-guards.ts) and a send still under way finishes after it, which a
// serverless instance may never let happen (no CPU between requests, or the instance stops). A queued
// mail is held by the sender that queued it for MAIL_LEASE_MS; one still queued after that (the send
// never finished, or failed) is sent by the drain that runs every minute. A mail is worth sending only
// while its code is: it leaves the queue when sent, given up, or older than a code lives.
import type { DocumentStore } from '../../store/document-store.ts';
import { isDocId } from '../shared/doc-id.ts';
import { CODE_TTL_MS } from './one-time-codes.ts';

export const ACCOUNT_MAILS = 'accountMails';

/** How long the sender that queued a mail (or took it from the queue) holds it before a drain may. */
export const MAIL_LEASE_MS = 2 * 60_000;
/** After a failed send, the next try waits this long. */
export const MAIL_RETRY_MS = 60_000;
/** Sends tried before a mail is given up. */
export const MAIL_MAX_ATTEMPTS = 5;

/**
 * `sealed`: the mail (address and words, a code among them) encrypted by the server (sealed-mail.ts), so
 * the queue keeps no code or address readable by whoever reads the store. `kind` names it in logs.
 */
export type AccountMailData = {
  sealed: string;
  kind: string;
  /** Not taken before this: the holder's lease, or the wait after a failure. */
  notBefore: Date;
  attempts: number;
  /** When its code lapses; the store's TTL removes it (firestore.indexes.json). */
  expiresAt: Date;
};

export type QueuedMail = { id: string; sealed: string; kind: string };

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
    notBefore: new Date(now.getTime() + MAIL_LEASE_MS),
    attempts: 1,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await store.runTransaction(async (tx) => {
    tx.create(ACCOUNT_MAILS, id, data);
  });
}

/** Ids of queued mails free to take now, the longest waiting first (at most `limit`). */
export async function pendingAccountMails(store: DocumentStore, now: Date, limit: number): Promise<string[]> {
  const pending = await store.query<AccountMailData>({
    collection: ACCOUNT_MAILS,
    where: [{ field: 'notBefore', op: '<=', value: now }],
    orderBy: [{ field: 'notBefore', direction: 'asc' }],
    limit,
  });
  return pending.map((mail) => mail.id);
}

/**
 * Takes a queued mail for one send (a lease, so two drains never both send it): null when it is gone,
 * held, or lapsed (then it leaves the queue unsent: its code no longer works).
 */
export async function takeAccountMail(
  store: DocumentStore,
  id: string,
  now: Date,
): Promise<QueuedMail | null> {
  if (!isDocId(id)) return null;
  return store.runTransaction(async (tx) => {
    const mail = await tx.get<AccountMailData>(ACCOUNT_MAILS, id);
    if (!mail || mail.data.notBefore > now) return null;
    if (mail.data.expiresAt <= now) {
      tx.delete(ACCOUNT_MAILS, id);
      return null;
    }
    tx.update(ACCOUNT_MAILS, id, {
      notBefore: new Date(now.getTime() + MAIL_LEASE_MS),
      attempts: mail.data.attempts + 1,
    });
    return { id, sealed: mail.data.sealed, kind: mail.data.kind };
  });
}

/**
 * After a send: sent, or failed (tried again later, up to MAIL_MAX_ATTEMPTS), or unsendable (the record
 * no longer opens): out of the queue unless it is to be tried again.
 */
export async function settleAccountMail(
  store: DocumentStore,
  id: string,
  outcome: 'sent' | 'failed' | 'unsendable',
  now: Date,
): Promise<'sent' | 'retry' | 'given up'> {
  return store.runTransaction(async (tx) => {
    const mail = await tx.get<AccountMailData>(ACCOUNT_MAILS, id);
    const done = outcome === 'sent' ? 'sent' : 'given up';
    if (!mail) return done;
    if (outcome !== 'failed' || mail.data.attempts >= MAIL_MAX_ATTEMPTS) {
      tx.delete(ACCOUNT_MAILS, id);
      return done;
    }
    tx.update(ACCOUNT_MAILS, id, { notBefore: new Date(now.getTime() + MAIL_RETRY_MS) });
    return 'retry';
  });
}
