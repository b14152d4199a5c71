// Read-write transactions, optimistic as in Firestore's client SDKs: reads
// go straight to the database and are recorded with their versions (for a
// query, the ids and versions of its whole result, so a newly matching
// document is noticed too); writes are buffered; at commit the read set is
// checked under the write lock (commit.ts). If anything changed, the function
// runs again, up to maxAttempts times, then StoreError('aborted').
import {
  type Doc,
  type DocData,
  type Query,
  type SetOptions,
  StoreError,
  type Transaction,
  type WriteData,
} from '../document-store.ts';
import { prepareWrite, validateCollection, validateDocId, type WriteOp } from '../write-validation.ts';
import { type Committer, conflictError, type ReadSet, type SqlParam } from './commit.ts';
import { insideTransaction, type TxQueue } from './tx-lock.ts';

export type PlannedQuery = { collection: string; sql: string; params: SqlParam[] };

export type TransactionDeps = {
  committer: Committer;
  plan: (query: Query) => PlannedQuery;
  queue: TxQueue;
  maxAttempts: number;
  /** Test hooks (SqliteStore.failCommitsAmbiguously, contendCommits): commits left to fail so. */
  faults: { ambiguousCommits: number; contendedCommits: number };
};

const READ_AFTER_WRITE = 'Firestore transactions require all reads to be executed before all writes.';

class SqliteTransaction implements Transaction {
  readonly reads: ReadSet = { docs: [], queries: [] };
  readonly writes: WriteOp[] = [];
  private finished = false;
  private readonly deps: TransactionDeps;

  constructor(deps: TransactionDeps) {
    this.deps = deps;
  }

  finish(): void {
    this.finished = true;
  }

  private checkUsable(): void {
    if (this.finished) throw new StoreError('failed-precondition', 'This transaction has already finished.');
  }

  private checkRead(): void {
    this.checkUsable();
    if (this.writes.length > 0) throw new StoreError('invalid-argument', READ_AFTER_WRITE);
  }

  private readDoc(collection: string, id: string): Doc | null {
    validateCollection(collection);
    validateDocId(id);
    const { doc, version, text } = this.deps.committer.read(collection, id);
    this.reads.docs.push({ collection, id, version, text });
    return doc;
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    this.checkRead();
    return this.readDoc(collection, id) as Doc<T> | null;
  }

  async getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    this.checkRead();
    return ids.map((id) => this.readDoc(collection, id) as Doc<T> | null);
  }

  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    this.checkRead();
    const planned = this.deps.plan(query);
    const { docs, fingerprint } = this.deps.committer.runQuery(
      planned.collection,
      planned.sql,
      planned.params,
    );
    this.reads.queries.push({ ...planned, fingerprint });
    return docs as Doc<T>[];
  }

  private write(op: WriteOp): this {
    this.checkUsable();
    this.writes.push(prepareWrite(op));
    return this;
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    return this.write({ kind: 'set', collection, id, data, merge: options?.merge === true });
  }

  create(collection: string, id: string, data: WriteData): this {
    return this.write({ kind: 'create', collection, id, data });
  }

  update(collection: string, id: string, data: WriteData): this {
    return this.write({ kind: 'update', collection, id, data });
  }

  delete(collection: string, id: string): this {
    return this.write({ kind: 'delete', collection, id });
  }
}

function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(50, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function runTransaction<T>(
  deps: TransactionDeps,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const nested = insideTransaction.getStore() === true;
  let ambiguous = false;
  for (let attempt = 1; attempt <= deps.maxAttempts; attempt++) {
    if (attempt > 1) await backoff(attempt);
    const queued = !nested && attempt > 1;
    if (!nested && !queued && deps.queue.busy) await deps.queue.idle();
    const release = queued ? await deps.queue.acquire() : null;
    try {
      const tx = new SqliteTransaction(deps);
      let result: T;
      try {
        result = await insideTransaction.run(true, () => fn(tx));
      } catch (error) {
        tx.finish();
        // Reads are not a snapshot, so an error may come from a view that mixed
        // old and new data. If the reads are stale, try again on fresh data,
        // as Firestore (which locks what a transaction read) would never have
        // shown that view; otherwise the error is the function's answer.
        if (deps.committer.readsCurrentSnapshot(tx.reads)) throw error;
        continue;
      }
      tx.finish();
      if (deps.faults.contendedCommits > 0) {
        // As if another writer changed what this attempt read.
        deps.faults.contendedCommits -= 1;
        ambiguous = false;
        continue;
      }
      // An attempt holding the queue commits at once (others wait for it), and releases the queue
      // once its commit is applied, not once it is durable: the next attempt reads what it wrote
      // and that attempt's sync covers both (tx-lock.ts).
      const holding = release ? { now: true, applied: release } : {};
      if (await deps.committer.commit(tx.writes, tx.reads, holding)) {
        if (tx.writes.length === 0 || deps.faults.ambiguousCommits <= 0) return result;
        // Applied, but reported as failed: Firestore's SDK runs the function again after an
        // UNAVAILABLE or DEADLINE_EXCEEDED commit whether or not it went through.
        deps.faults.ambiguousCommits -= 1;
        ambiguous = true;
        continue;
      }
      ambiguous = false;
    } finally {
      release?.();
    }
  }
  if (ambiguous) throw new StoreError('unavailable', 'The commit may or may not have been applied.');
  throw conflictError(deps.maxAttempts);
}
