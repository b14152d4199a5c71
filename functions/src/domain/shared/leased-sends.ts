// A durable mail is a record that a sender leases before it sends it (queued account mails, reviewer
// notices): a lease, so two senders never both send it and one that died leaves it to the next drain; a
// wait before another try after a failure; a limit of tries, after which it is given up. A mailer cannot
// be part of a transaction, so a send may still be repeated: each kind gives every send of one record the
// same Message-ID. Each kind says only how its record opens for a send and what a finished one leaves.
import type { DocumentStore, Filter, Transaction } from '../../store/document-store.ts';
import { isDocId } from './doc-id.ts';

export type LeasePolicy = {
  /** How long a sender holds a record it took (or wrote to send at once) before another may take it. */
  leaseMs: number;
  /** After a failed send, the next try waits this long. */
  retryMs: number;
  /** Sends tried before a record is given up. */
  maxAttempts: number;
};

/** The fields every leased record carries. */
export type LeaseFields = {
  /** Not taken before this: when owed, a sender's lease, or the wait after a failure. */
  notBefore?: Date | null;
  /** Sends started so far. */
  attempts?: number;
};

/** What a send came to: the mail went, there was nothing to send (nobody to tell; it no longer opens), or it failed. */
export type SendOutcome = 'sent' | 'nobody' | 'failed';

/** One kind of durable mail, as its records are kept. */
export type LeasedRecords<Data extends LeaseFields, Taken> = {
  collection: string;
  policy: LeasePolicy;
  /** Filters a record still to be sent matches, besides its `notBefore` (the drain's query). */
  waitingWhere: Filter[];
  /** The same, for a record read. */
  isWaiting(data: Data): boolean;
  /**
   * In the take's transaction, before any write: what a sender needs, or null when there is nothing to
   * send any more (it may then write what became of the record).
   */
  open(tx: Transaction, id: string, data: Data, now: Date): Promise<Taken | null> | Taken | null;
  /** Writes how a record ends: its send's outcome, or given up after its last try. */
  finish(tx: Transaction, id: string, how: Exclude<SendOutcome, 'failed'> | 'given up'): void;
};

/** The lease fields of a record held by a sender from `now`, with `attempts` sends started. */
export function heldFrom(policy: LeasePolicy, now: Date, attempts: number) {
  return { notBefore: new Date(now.getTime() + policy.leaseMs), attempts };
}

/** Ids of records free to take now, the longest waiting first (at most `limit`): held or failing ones never stand in front. */
export async function waitingIds<Data extends LeaseFields>(
  store: DocumentStore,
  records: LeasedRecords<Data, unknown>,
  now: Date,
  limit: number,
): Promise<string[]> {
  const waiting = await store.query<Data>({
    collection: records.collection,
    where: [...records.waitingWhere, { field: 'notBefore', op: '<=', value: now }],
    orderBy: [{ field: 'notBefore', direction: 'asc' }],
    limit,
  });
  return waiting.map((record) => record.id);
}

/** Takes a record for one send (a lease): null when it is gone, done, held by another sender, or has nothing to send. */
export async function takeLeased<Data extends LeaseFields, Taken>(
  store: DocumentStore,
  records: LeasedRecords<Data, Taken>,
  id: string,
  now: Date,
): Promise<Taken | null> {
  if (!isDocId(id)) return null;
  return store.runTransaction(async (tx) => {
    const record = await tx.get<Data>(records.collection, id);
    if (!record || !records.isWaiting(record.data)) return null;
    if (record.data.notBefore && record.data.notBefore > now) return null;
    const taken = await records.open(tx, id, record.data, now);
    if (taken === null) return null;
    tx.update(records.collection, id, heldFrom(records.policy, now, (record.data.attempts ?? 0) + 1));
    return taken;
  });
}

/**
 * After a send: done (sent, or nobody), or failed: tried again after `retryMs`, given up after
 * `maxAttempts` tries. A record already done (another sender's) stays as it is.
 */
export async function settleLeased<Data extends LeaseFields>(
  store: DocumentStore,
  records: LeasedRecords<Data, unknown>,
  id: string,
  outcome: SendOutcome,
  now: Date,
): Promise<'sent' | 'nobody' | 'retry' | 'given up'> {
  return store.runTransaction(async (tx) => {
    const record = await tx.get<Data>(records.collection, id);
    const done = outcome === 'failed' ? 'given up' : outcome;
    if (!record || !records.isWaiting(record.data)) return done;
    if (outcome !== 'failed' || (record.data.attempts ?? 0) >= records.policy.maxAttempts) {
      records.finish(tx, id, done);
      return done;
    }
    tx.update(records.collection, id, { notBefore: new Date(now.getTime() + records.policy.retryMs) });
    return 'retry';
  });
}
