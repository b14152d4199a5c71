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
import type { DocTurns, Turn } from './doc-turns.ts';
import { insideTransaction, type TxQueue } from './tx-lock.ts';

export type PlannedQuery = { collection: string; sql: string; params: SqlParam[] };

export type TransactionDeps = {
  committer: Committer;
  plan: (query: Query) => PlannedQuery;
  queue: TxQueue;
  /** Lines for hot documents, shared by every store on the file, as the queue is. */
  turns: DocTurns;
  maxAttempts: number;
  /** Test hooks (SqliteStore.failCommitsAmbiguously, contendCommits): commits left to fail so. */
  faults: { ambiguousCommits: number; contendedCommits: number };
};

const READ_AFTER_WRITE = 'Firestore transactions require all reads to be executed before all writes.';

/** An attempt's place in the lines of the hot documents it read (doc-turns.ts). */
class Place {
  readonly turn: Turn;
  readonly keys: string[] = [];
  private readonly turns: DocTurns;
  private readonly end: () => void;
  private ended = false;

  constructor(turns: DocTurns, age: number) {
    this.turns = turns;
    let end!: () => void;
    const done = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.turn = { age, done };
    this.end = end;
  }

  /** Its commit is applied, or the attempt ended without one: the next in line may read. */
  leave(): void {
    if (this.ended) return;
    this.ended = true;
    for (const key of this.keys) this.turns.leave(key, this.turn);
    this.end();
  }
}

class SqliteTransaction implements Transaction {
  readonly reads: ReadSet = { docs: [], queries: [] };
  readonly writes: WriteOp[] = [];
  private finished = false;
  private readonly deps: TransactionDeps;
  /** Null inside another transaction, which may hold the place this one would wait for. */
  private readonly place: Place | null;

  constructor(deps: TransactionDeps, place: Place | null) {
    this.deps = deps;
    this.place = place;
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

  /**
   * Before reading a hot document (doc-turns.ts): waits for the older transaction before this one
   * in its line, then for a commit that writes it and is not applied yet. Each wait happens once,
   * so a document written again meanwhile (by a batch, or a transaction that overtook) is read as
   * it is and checked at commit as usual.
   */
  private async waitForTurn(collection: string, id: string): Promise<void> {
    const { committer, turns } = this.deps;
    const key = `${collection}/${id}`;
    const pending = committer.unappliedWrite(collection, id);
    const place = this.place;
    if (place === null || place.keys.includes(key) || (pending === null && !turns.has(key))) {
      if (pending !== null && place === null) await pending;
      return;
    }
    place.keys.push(key);
    const before = turns.join(key, place.turn);
    if (before !== null) await before.done;
    const still = committer.unappliedWrite(collection, id);
    if (still !== null) await still;
    this.checkRead();
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    this.checkRead();
    await this.waitForTurn(collection, id);
    return this.readDoc(collection, id) as Doc<T> | null;
  }

  async getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    this.checkRead();
    for (const id of ids) await this.waitForTurn(collection, id);
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

/** Transactions begun in this process: the order of their places in line (doc-turns.ts). */
let transactionsBegun = 0;

function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(50, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function runTransaction<T>(
  deps: TransactionDeps,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const nested = insideTransaction.getStore() === true;
  // Kept by every attempt: a retry keeps its place among newer transactions.
  const age = ++transactionsBegun;
  let ambiguous = false;
  for (let attempt = 1; attempt <= deps.maxAttempts; attempt++) {
    if (attempt > 1) await backoff(attempt);
    const queued = !nested && attempt > 1;
    if (!nested && !queued && deps.queue.busy) await deps.queue.idle();
    const release = queued ? await deps.queue.acquire() : null;
    const place = nested ? null : new Place(deps.turns, age);
    try {
      const tx = new SqliteTransaction(deps, place);
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
      // An attempt holding the queue commits at once (others wait for it). Places in line and the
      // queue are given up once the commit is applied, not once it is durable: the next reader
      // reads what it wrote, and that reader's sync covers both (tx-lock.ts, doc-turns.ts).
      const applied = () => {
        place?.leave();
        release?.();
      };
      const options = release ? { now: true, applied } : { applied };
      if (await deps.committer.commit(tx.writes, tx.reads, options)) {
        if (tx.writes.length === 0 || deps.faults.ambiguousCommits <= 0) return result;
        // Applied, but reported as failed: Firestore's SDK runs the function again after an
        // UNAVAILABLE or DEADLINE_EXCEEDED commit whether or not it went through.
        deps.faults.ambiguousCommits -= 1;
        ambiguous = true;
        continue;
      }
      ambiguous = false;
    } finally {
      place?.leave();
      release?.();
    }
  }
  if (ambiguous) throw new StoreError('unavailable', 'The commit may or may not have been applied.');
  throw conflictError(deps.maxAttempts);
}
