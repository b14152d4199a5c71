// The SQLite DocumentStore: wires the connection, schema, index rules, query
// SQL, commit path and transactions together. See the modules for the why.
import {
  type Doc,
  type DocData,
  type DocumentStore,
  type Query,
  type SetOptions,
  StoreError,
  type Transaction,
  type WriteBatch,
  type WriteData,
} from '../document-store.ts';
import { prepareWrite, validateCollection, validateDocId, type WriteOp } from '../write-validation.ts';
import { newDocumentId } from './auto-ids.ts';
import { BACKSTOP_PAGES, BackgroundCheckpointer } from './background-checkpoint.ts';
import { bulkInsert, withLargeCache } from './bulk-load.ts';
import { Committer } from './commit.ts';
import { CommitSequence } from './commit-sequence.ts';
import { CommitThread } from './commit-thread.ts';
import { Database, type Synchronous } from './database.ts';
import { IndexCatalog } from './index-catalog.ts';
import { type IndexDefinitions, NO_INDEXES, ttlPolicies } from './index-definitions.ts';
import { chooseIndexes } from './index-rules.ts';
import { PLAN_CACHE_SIZE, PlanCache, shapeKey } from './plan-cache.ts';
import { normalizeQuery } from './query-normalize.ts';
import { bindParams, queryTemplate } from './query-sql.ts';
import { Schema } from './schema.ts';
import { type PlannedQuery, runTransaction, type TransactionDeps } from './transaction.ts';
import { TTL_SWEEP_BATCH, type TtlSweeper, ttlSweeper } from './ttl-sweep.ts';
import { txQueueFor } from './tx-lock.ts';
import { type SyncFile, WalSync } from './wal-sync.ts';

export type SqliteStoreOptions = {
  /** Database file (created if missing), or ':memory:'. */
  path: string;
  /** Parsed firestore.indexes.json (see loadIndexDefinitions); without it only single-field queries work. */
  indexes?: IndexDefinitions;
  /** Attempts of a contended transaction before StoreError('aborted'); Firestore's default is 5. */
  maxAttempts?: number;
  /** How long to wait for another process's write lock, in ms. */
  busyTimeoutMs?: number;
  /** FULL (default) survives power loss; NORMAL in WAL mode survives process crashes only. */
  synchronous?: Synchronous;
  /** Source of serverTimestamp() values, and the time TTL policies compare with. */
  clock?: () => Date;
  /**
   * Sweeps documents expired under the definitions' TTL policies this often (ms), as Firestore's
   * TTL does in production; unset, only sweepExpired() does. The timer does not keep the process alive.
   */
  ttlSweepEveryMs?: number;
  /**
   * Checkpoints the WAL from a worker thread instead of inside the commit that fills it (a file
   * only; background-checkpoint.ts). The embedded default turns this on.
   */
  checkpointInBackground?: boolean;
  /** Tests: the background checkpointer's period and restart threshold (background-checkpoint.ts). */
  checkpointEveryMs?: number;
  walRestartAtPages?: number;
  /**
   * Makes commits durable with an fdatasync of the WAL on libuv's thread pool before acknowledging
   * them, instead of SQLite's fsync inside COMMIT, which blocks the event loop (a file only; the
   * connection runs synchronous=NORMAL; wal-sync.ts). The embedded default turns this on.
   */
  syncWalOffThread?: boolean;
  /**
   * Applies commits in a worker thread with its own connection, so the event loop goes on serving
   * requests meanwhile (a file only; commit-thread.ts). The embedded default turns this on.
   */
  commitInThread?: boolean;
  /** The WAL sync itself (fdatasync); tests replace it to hold or fail a sync. */
  syncFile?: SyncFile;
  /** Query shapes whose plans are kept (plan-cache.ts); 0 plans every query afresh (tests compare the two). */
  planCacheSize?: number;
};

/** Batches one timer tick may delete before it yields to the next tick. */
const SWEEP_BATCHES_PER_TICK = 20;

class SqliteWriteBatch implements WriteBatch {
  private readonly writes: WriteOp[] = [];
  private committed = false;
  private readonly committer: Committer;

  constructor(committer: Committer) {
    this.committer = committer;
  }

  private add(op: WriteOp): this {
    if (this.committed) throw new StoreError('failed-precondition', 'This batch has already been committed.');
    this.writes.push(prepareWrite(op));
    return this;
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    return this.add({ kind: 'set', collection, id, data, merge: options?.merge === true });
  }

  create(collection: string, id: string, data: WriteData): this {
    return this.add({ kind: 'create', collection, id, data });
  }

  update(collection: string, id: string, data: WriteData): this {
    return this.add({ kind: 'update', collection, id, data });
  }

  delete(collection: string, id: string): this {
    return this.add({ kind: 'delete', collection, id });
  }

  async commit(): Promise<void> {
    if (this.committed) throw new StoreError('failed-precondition', 'This batch has already been committed.');
    this.committed = true;
    await this.committer.commit(this.writes, null);
  }
}

export class SqliteStore implements DocumentStore {
  private readonly db: Database;
  private readonly catalog: IndexCatalog;
  private readonly schema: Schema;
  private readonly committer: Committer;
  private readonly sequence: CommitSequence;
  private readonly txDeps: TransactionDeps;
  private readonly clock: () => Date;
  private readonly ttl: TtlSweeper;
  private readonly plans: PlanCache;
  private sweepTimer: ReturnType<typeof setInterval> | undefined;
  /** Syncs the WAL off the event loop, when asked for. */
  readonly walSync: WalSync | null;
  /** Checkpoints the WAL off the request path, when asked for. */
  readonly checkpointer: BackgroundCheckpointer | null;
  /** Applies commits off the event loop, when asked for. */
  private readonly commitThread: CommitThread | null;
  private closed = false;

  constructor(options: SqliteStoreOptions) {
    const background = options.checkpointInBackground === true && options.path !== ':memory:';
    const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    const walSync =
      options.syncWalOffThread === true && options.path !== ':memory:'
        ? new WalSync(options.path, options.syncFile)
        : null;
    // COMMIT writes the WAL; walSync makes it durable before anyone hears of it.
    const synchronous = walSync ? 'NORMAL' : (options.synchronous ?? 'FULL');
    this.db = new Database(options.path, {
      busyTimeoutMs,
      synchronous,
      ...(background ? { walAutocheckpoint: BACKSTOP_PAGES } : {}),
    });
    try {
      this.catalog = new IndexCatalog(options.indexes ?? NO_INDEXES);
      this.schema = new Schema(this.db, this.catalog);
      this.schema.init();
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.checkpointer = background
      ? new BackgroundCheckpointer({
          path: options.path,
          synchronous,
          busyTimeoutMs,
          ...(options.checkpointEveryMs === undefined ? {} : { everyMs: options.checkpointEveryMs }),
          ...(options.walRestartAtPages === undefined ? {} : { restartAtPages: options.walRestartAtPages }),
        })
      : null;
    this.clock = options.clock ?? (() => new Date());
    this.plans = new PlanCache(options.planCacheSize ?? PLAN_CACHE_SIZE);
    this.sequence = new CommitSequence(this.db);
    this.walSync = walSync;
    this.commitThread =
      options.commitInThread === true && options.path !== ':memory:'
        ? new CommitThread({
            path: options.path,
            indexes: options.indexes ?? NO_INDEXES,
            busyTimeoutMs,
            synchronous,
            ...(background ? { walAutocheckpoint: BACKSTOP_PAGES } : {}),
          })
        : null;
    const thread = this.commitThread;
    // With a commit thread, that thread is the writer that can start the WAL over (background-checkpoint.ts).
    if (this.checkpointer && thread) this.checkpointer.onWalLarge = () => thread.checkpoint();
    this.committer = new Committer(
      this.db,
      this.schema,
      this.clock,
      this.sequence,
      walSync,
      this.commitThread,
    );
    this.txDeps = {
      committer: this.committer,
      plan: (query) => this.plan(query, 'docs'),
      queue: txQueueFor(options.path),
      maxAttempts: options.maxAttempts ?? 5,
      faults: { ambiguousCommits: 0, contendedCommits: 0 },
    };
    const policies = ttlPolicies(options.indexes ?? NO_INDEXES);
    this.ttl = ttlSweeper({ db: this.db, schema: this.schema, store: this, policies, clock: this.clock });
    if (options.ttlSweepEveryMs !== undefined && policies.length > 0) {
      this.sweepTimer = setInterval(() => void this.sweepTick(), options.ttlSweepEveryMs);
      this.sweepTimer.unref();
    }
  }

  /**
   * Not part of the DocumentStore port: deletes up to `limit` documents whose TTL field (declared
   * in the index definitions, as for Firestore) is in the past; returns how many went.
   */
  sweepExpired(limit = TTL_SWEEP_BATCH): Promise<number> {
    this.checkOpen();
    return this.ttl.sweepOnce(limit);
  }

  private async sweepTick(): Promise<void> {
    try {
      for (let i = 0; i < SWEEP_BATCHES_PER_TICK && !this.closed; i++) {
        if ((await this.ttl.sweepOnce()) < TTL_SWEEP_BATCH) return;
      }
    } catch {
      // Contention or a store closing under the sweep: the next tick sweeps what is left.
    }
  }

  /**
   * Not part of the port: SQLite commits (each one fsync) so far. Concurrent writes share one (group
   * commit, commit.ts), so this grows slower than the number of batches and transactions.
   */
  get sqliteCommits(): number {
    return this.committer.flushes;
  }

  /**
   * Test hook, not part of the port: the next `count` transaction commits that write are applied and
   * then reported as failed, and the transaction function runs again, as Firestore's SDK does after a
   * commit that answered UNAVAILABLE or DEADLINE_EXCEEDED but went through.
   */
  failCommitsAmbiguously(count: number): void {
    this.txDeps.faults.ambiguousCommits = count;
  }

  /** Test hook, not part of the port: the next `count` transaction attempts find their reads changed at commit. */
  contendCommits(count: number): void {
    this.txDeps.faults.contendedCommits = count;
  }

  private checkOpen(): void {
    if (this.closed) throw new StoreError('failed-precondition', 'The store is closed.');
  }

  /**
   * Checks the query against Firestore's rules and indexes, and returns its SQL. The index choice
   * and SQL of a shape seen before come from the plan cache; the values are checked and encoded
   * on every call.
   */
  private plan(query: Query, mode: 'docs' | 'count'): PlannedQuery {
    this.checkOpen();
    const normalized = normalizeQuery(query);
    const key = shapeKey(normalized, mode);
    let plan = this.plans.get(key);
    // Until the collection and the single-field indexes the query needs exist, the plan is made
    // again on every call: its SQL names the key columns that exist when it is made.
    if (plan === undefined || !plan.indexed) {
      const choice = chooseIndexes(normalized, this.catalog);
      let indexed = this.schema.hasCollection(normalized.collection);
      for (const field of choice.singleFields) {
        if (!this.schema.ensureSingleFieldIndex(normalized.collection, field)) indexed = false;
      }
      const keyed = indexed
        ? new Set(this.schema.keyColumns(normalized.collection).map((c) => c.path))
        : undefined;
      plan = {
        ...queryTemplate(normalized, choice, mode, keyed),
        singleFields: choice.singleFields,
        indexed,
      };
      this.plans.set(key, plan);
    }
    return { collection: normalized.collection, sql: plan.sql, params: bindParams(plan, normalized) };
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    this.checkOpen();
    validateCollection(collection);
    validateDocId(id);
    return this.committer.read(collection, id).doc as Doc<T> | null;
  }

  async getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    this.checkOpen();
    validateCollection(collection);
    for (const id of ids) validateDocId(id);
    // One read transaction, so the documents come from one snapshot as in Firestore.
    return this.db.transaction('read', () =>
      ids.map((id) => this.committer.read(collection, id).doc as Doc<T> | null),
    );
  }

  async query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    const planned = this.plan(query, 'docs');
    return this.committer.runQuery(planned.collection, planned.sql, planned.params, false).docs as Doc<T>[];
  }

  async count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number> {
    const planned = this.plan({ collection: query.collection, where: query.where ?? [] }, 'count');
    if (!this.schema.hasCollection(planned.collection)) return 0;
    const row = this.db.stmt(planned.sql).get(...planned.params) as { n: number };
    return row.n;
  }

  batch(): WriteBatch {
    this.checkOpen();
    return new SqliteWriteBatch(this.committer);
  }

  runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    this.checkOpen();
    return runTransaction(this.txDeps, fn);
  }

  /**
   * Seeding only, not part of the DocumentStore port: creates many documents
   * in one write transaction, several times faster than batches (bulk-load.ts).
   * All or nothing; StoreError('already-exists') if an id exists.
   */
  bulkCreate(collection: string, docs: Iterable<Doc>): number {
    this.checkOpen();
    let count: number;
    try {
      count = withLargeCache(this.db, () =>
        this.db.transaction('write', () =>
          bulkInsert(this.db, this.schema, collection, docs, this.clock(), this.sequence),
        ),
      );
    } catch (error) {
      this.schema.rolledBack();
      this.sequence.rolledBack();
      throw error;
    }
    this.schema.committed();
    return count;
  }

  newId(): string {
    return newDocumentId();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweepTimer);
    // Commits already asked for are written, not dropped.
    await this.committer.drain();
    await this.commitThread?.close();
    // ...and made durable before they are acknowledged.
    await this.walSync?.close();
    await this.checkpointer?.close();
    this.db.close();
  }
}

/** Opens (creating if needed) a SQLite-backed DocumentStore. */
export function openSqliteStore(options: SqliteStoreOptions): SqliteStore {
  return new SqliteStore(options);
}
