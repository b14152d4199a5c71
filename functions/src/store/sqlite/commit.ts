// The one write path: every batch and every transaction commits through
// commit(). Commits asked for in the same turn of the event loop are applied
// together (group commit, issue 19): one BEGIN IMMEDIATE, each member in a
// savepoint of its own, one COMMIT, so one fsync makes all of them durable
// instead of one fsync each; with synchronous=FULL the fsync is most of a
// write's cost. Every member's promise settles only after that COMMIT (and,
// where the store syncs the WAL itself, after that sync: wal-sync.ts), so no
// write is acknowledged before it is durable, and a failed COMMIT fails them
// all. Applying a group (applyGroup) is synchronous, on this thread or in the
// commit thread (commit-thread.ts, its own connection): BEGIN IMMEDIATE takes
// SQLite's write lock, which serialises it against every other connection and
// process. A transaction's reads (document versions and
// query results) are checked again under that lock, after the members before
// it in the group applied, so a transaction commits only if everything it
// read is still current: it is then equivalent to running at commit time, in
// group order, which is what makes transactions serializable.
import { type Doc, type DocData, StoreError } from '../document-store.ts';
import type { WriteOp } from '../write-validation.ts';
import { applyWrite, touchedFields } from './apply-write.ts';
import type { CommitSequence } from './commit-sequence.ts';
import type { Database } from './database.ts';
import { parseFieldPath } from './field-path.ts';
import type { CompositeDef } from './index-catalog.ts';
import { type ArrayEntry, arrayEntries, compositeEntries, diffEntries } from './index-entries.ts';
import { type KeyColumn, keyOf, sameKey } from './key-columns.ts';
import { arraysTable, docsTable, entriesDeleteSql, entriesInsertSql, type Schema } from './schema.ts';
import { encodeKey } from './value-order.ts';
import type { WalSync } from './wal-sync.ts';
import { decodeDoc, encodeDoc } from './wire-format.ts';

/**
 * Version of a document as read: the commit sequence number that wrote it, null if missing; and its
 * stored text (null if missing), which the commit decodes afresh as the document's state before a
 * write when the version is still the same (versions never repeat, commit-sequence.ts).
 */
export type DocRead = { collection: string; id: string; version: number | null; text: string | null };

/** A query as run in a transaction and a fingerprint of its result (ids and versions). */
export type QueryRead = { collection: string; sql: string; params: SqlParam[]; fingerprint: string };

export type SqlParam = string | number | Uint8Array | null;

export type ReadSet = { docs: DocRead[]; queries: QueryRead[] };

/** A query's row as an array (Database.arrayStmt), in the order query-sql.ts selects: id, data, version. */
type Row = [id: string, data: string, version: number];

/** A commit waiting for the next flush. */
type Member = {
  writes: WriteOp[];
  reads: ReadSet | null;
  resolve: (ok: boolean) => void;
  reject: (error: unknown) => void;
  applied: (() => void) | undefined;
};

/** The statements of one collection's documents table that every commit uses, written once. */
type DocsSql = { read: string; version: string; data: string; delete: string; update: string };

/** Members that failed alone (a precondition) keep their error; the others their outcome. */
export type Outcome = { ok: boolean } | { error: unknown };

/** What a group commit applies of a member: its writes, its read set, and its serverTimestamp(). */
export type GroupMember = { writes: WriteOp[]; reads: ReadSet | null; now: Date };

/** The whole group wrote nothing (BEGIN or COMMIT failed, or its only member did). */
type GroupFailure = { failed: unknown };

/** Applies groups in another thread (commit-thread.ts); rejects as applyGroup throws. */
export type RemoteApplier = { apply(group: GroupMember[]): Promise<Outcome[]> };

export class Committer {
  private readonly db: Database;
  private readonly schema: Schema;
  private readonly clock: () => Date;
  private readonly sequence: CommitSequence;
  /** Commits for the next flush, in arrival order. */
  private waiting: Member[] = [];
  /** The commit thread, when commits are applied off this one. */
  private readonly remote: RemoteApplier | null;
  /** The last group sent to the commit thread, settled once its members heard. */
  private lastSent: Promise<void> | null = null;
  /** With synchronous=NORMAL: what makes a commit durable before it is acknowledged (wal-sync.ts). */
  private readonly walSync: WalSync | null;
  /** SQLite commits that wrote a group so far. */
  flushes = 0;
  private readonly sqlByCollection = new Map<string, DocsSql>();

  constructor(
    db: Database,
    schema: Schema,
    clock: () => Date,
    sequence: CommitSequence,
    walSync: WalSync | null = null,
    remote: RemoteApplier | null = null,
  ) {
    this.db = db;
    this.schema = schema;
    this.clock = clock;
    this.sequence = sequence;
    this.walSync = walSync;
    this.remote = remote;
  }

  private sql(collection: string): DocsSql {
    let sql = this.sqlByCollection.get(collection);
    if (sql === undefined) {
      const docs = docsTable(collection);
      sql = {
        read: `SELECT data, version FROM ${docs} WHERE id = ?`,
        version: `SELECT version FROM ${docs} WHERE id = ?`,
        data: `SELECT data FROM ${docs} WHERE id = ?`,
        delete: `DELETE FROM ${docs} WHERE id = ?`,
        update: `UPDATE ${docs} SET data = ?, version = ?`,
      };
      this.sqlByCollection.set(collection, sql);
    }
    return sql;
  }

  /** Reads one document with its version and stored text. */
  read(collection: string, id: string): { doc: Doc | null; version: number | null; text: string | null } {
    if (!this.schema.hasCollection(collection)) return { doc: null, version: null, text: null };
    const row = this.db.arrayStmt(this.sql(collection).read).get(id) as unknown as
      | [data: string, version: number]
      | undefined;
    if (!row) return { doc: null, version: null, text: null };
    return { doc: { id, data: decodeDoc(row[0]) }, version: row[1], text: row[0] };
  }

  /**
   * Runs a query's SQL; returns documents and, for a transaction (`fingerprint`), the fingerprint it
   * re-checks at commit (a plain query does not pay for one: a few per cent of its time when profiled).
   */
  runQuery(
    collection: string,
    sql: string,
    params: SqlParam[],
    fingerprint = true,
  ): { docs: Doc[]; fingerprint: string } {
    if (!this.schema.hasCollection(collection)) return { docs: [], fingerprint: '' };
    const rows = this.db.arrayStmt(sql).all(...params) as unknown as Row[];
    const docs: Doc[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i] as Row;
      docs[i] = { id: r[0], data: decodeDoc(r[1]) };
    }
    return { docs, fingerprint: fingerprint ? fingerprintOf(rows) : '' };
  }

  private versionOf(collection: string, id: string): number | null {
    if (!this.schema.hasCollection(collection)) return null;
    const row = this.db.arrayStmt(this.sql(collection).version).get(id) as unknown as
      | [version: number]
      | undefined;
    return row ? row[0] : null;
  }

  /** Whether everything in the read set is unchanged. Call inside a transaction for a consistent answer. */
  readsCurrent(reads: ReadSet): boolean {
    for (const r of reads.docs) if (this.versionOf(r.collection, r.id) !== r.version) return false;
    for (const q of reads.queries) {
      if (!this.schema.hasCollection(q.collection)) {
        if (q.fingerprint !== '') return false;
        continue;
      }
      const rows = this.db.arrayStmt(q.sql).all(...q.params) as unknown as Row[];
      if (fingerprintOf(rows) !== q.fingerprint) return false;
    }
    return true;
  }

  /** Checks the read set in one snapshot, without taking the write lock. */
  readsCurrentSnapshot(reads: ReadSet): boolean {
    return this.db.transaction('read', () => this.readsCurrent(reads));
  }

  /**
   * Applies the writes atomically, in the next group commit (see the top of this file). With a
   * read set, first checks it under the write lock and resolves false (writing nothing) if anything
   * changed. Rejects with StoreError for a failed precondition (create on an existing or update on
   * a missing document), after rolling back everything of this commit and nothing of the others.
   * With `now`, commits at once (with whatever else waits) instead of after this turn's I/O;
   * `applied` runs once the SQLite COMMIT is done (what it wrote is what every read sees), before
   * the WAL sync that makes it durable.
   */
  commit(
    writes: WriteOp[],
    reads: ReadSet | null,
    options: { now?: boolean; applied?: () => void } = {},
  ): Promise<boolean> {
    const { now = false, applied } = options;
    if (writes.length === 0) {
      try {
        return Promise.resolve(reads ? this.readsCurrentSnapshot(reads) : true);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ writes, reads, resolve, reject, applied });
      if (now) {
        this.flush();
        return;
      }
      // After the I/O callbacks of this turn of the event loop: every request that reaches its commit
      // in this turn joins the group. No longer: measured under the load benchmark, commits of
      // different requests rarely meet within a few milliseconds (each request costs more CPU than
      // that), so a waiting window added latency without forming groups. With a commit thread the
      // group goes once this task's microtasks ran: the event loop need not wait for the rest of the
      // turn's requests (their CPU, milliseconds) before the thread starts; the thread's groups are
      // smaller, and its commit latency under the write mix a third lower (measured).
      if (this.waiting.length === 1) {
        if (this.remote) queueMicrotask(() => this.flush());
        else setImmediate(() => this.flush());
      }
    });
  }

  /** Commits everything waiting, now (also when the store closes). */
  flush(): void {
    if (this.waiting.length === 0) return;
    const group = this.waiting;
    this.waiting = [];
    const members = group.map((m) => ({ writes: m.writes, reads: m.reads, now: this.clock() }));
    if (this.remote) {
      // Sent at once, even while earlier groups are being applied: the thread applies them in
      // order, and a retry holding the transaction queue (tx-lock.ts) must not wait for a turn.
      const settled = this.remote.apply(members).then(
        (outcomes) => this.settle(group, outcomes),
        (error) => this.settle(group, { failed: error }),
      );
      this.lastSent = settled;
      return;
    }
    let result: Outcome[] | GroupFailure;
    try {
      result = this.applyGroup(members);
    } catch (error) {
      result = { failed: error };
    }
    this.settle(group, result);
  }

  /** Once every commit asked for so far is applied (the store closes). */
  async drain(): Promise<void> {
    this.flush();
    // The thread answers groups in the order they were sent: the last one settles last.
    while (this.lastSent) {
      const last = this.lastSent;
      await last;
      if (this.lastSent === last) this.lastSent = null;
    }
  }

  /**
   * Applies a group in one SQLite transaction (synchronous: on this thread, or in the commit thread,
   * commit-thread.ts). Throws when BEGIN or COMMIT failed, or the only member did: nothing was written.
   */
  applyGroup(group: GroupMember[]): Outcome[] {
    const outcomes: Outcome[] = [];
    try {
      this.db.transaction('write', () => {
        this.sequence.begin(group.length);
        this.schema.beginWrite();
        // A member alone needs no savepoint: if it fails, the whole transaction rolls back, which
        // undoes the same writes. A savepoint costs two statements, and SQLite copies every page the
        // member changes into its statement journal first (issue 19 item 4, measured).
        const only = group.length === 1 ? (group[0] as GroupMember) : null;
        if (only) outcomes.push({ ok: this.applyAll(only) });
        else for (const member of group) outcomes.push(this.applyMember(member));
      });
    } catch (error) {
      this.schema.rolledBack();
      this.sequence.rolledBack();
      throw error;
    }
    this.schema.committed();
    return outcomes;
  }

  /** Tells each member of the group its outcome, a written one only once its commit is durable. */
  private settle(group: Member[], result: Outcome[] | GroupFailure): void {
    if (!Array.isArray(result)) {
      // BEGIN or COMMIT failed, or the only member did: nothing of the group was written.
      for (const member of group) member.reject(result.failed);
      return;
    }
    this.flushes += 1;
    for (const member of group) member.applied?.();
    // A member that wrote nothing (its reads had changed, or it failed alone) hears at once, so a
    // retry need not wait for a sync that has nothing of its own; no member hears of its commit
    // before it is on disk.
    const written: Member[] = [];
    group.forEach((member, i) => {
      const outcome = result[i] as Outcome;
      if ('error' in outcome) member.reject(outcome.error);
      else if (!outcome.ok) member.resolve(false);
      else written.push(member);
    });
    if (written.length === 0) return;
    const done = (syncFailed: unknown) => {
      for (const member of written) {
        if (syncFailed !== undefined) member.reject(notDurable(syncFailed));
        else member.resolve(true);
      }
    };
    if (this.walSync) this.walSync.durable().then(() => done(undefined), done);
    else done(undefined);
  }

  /** One member of a group, in a savepoint: its failure undoes its own writes only. */
  private applyMember(member: GroupMember): Outcome {
    this.db.exec('SAVEPOINT member');
    try {
      const ok = this.applyAll(member);
      this.db.exec('RELEASE member');
      return { ok };
    } catch (error) {
      this.db.exec('ROLLBACK TO member');
      this.db.exec('RELEASE member');
      // Forgets the tables created in this group so far; they are looked up again when needed.
      this.schema.rolledBack();
      return { error };
    }
  }

  /** Inside the write transaction: check the read set, then apply every write under one sequence number. */
  private applyAll({ writes, reads, now }: GroupMember): boolean {
    if (reads && !this.readsCurrent(reads)) return false;
    const seq = this.sequence.take();
    // What the transaction read is what is stored now (just checked): its text saves reading the
    // document again before the first write to it. Later writes to it read what the earlier wrote.
    let known: Map<string, string | null> | null = null;
    if (reads && reads.docs.length > 0) {
      known = new Map();
      for (const r of reads.docs) known.set(`${r.collection}/${r.id}`, r.text);
    }
    for (const write of writes) this.apply(write, seq, now, known);
    return true;
  }

  private apply(write: WriteOp, seq: number, now: Date, known: Map<string, string | null> | null): void {
    const { collection, id } = write;
    this.schema.ensureCollection(collection);
    const sql = this.sql(collection);
    const key = `${collection}/${id}`;
    let text = known?.get(key);
    if (text === undefined) {
      const row = this.db.arrayStmt(sql.data).get(id) as unknown as [data: string] | undefined;
      text = row ? row[0] : null;
    } else known?.delete(key);
    const before: DocData | null = text === null ? null : decodeDoc(text);
    // `before` was decoded for this write alone, so the write may change it in place instead of
    // copying it (a copy was a tenth of apply() under the write mix); what the index entries and
    // key columns need of it is taken first.
    const touched = touchedFields(write);
    const shape = this.schema.indexShape(collection);
    const old = indexRows(shape.entryDefs, before, touched);
    const keys = touched ? shape.keyColumns.filter((c) => touched.has(c.top)) : shape.keyColumns;
    const oldKeys = before === null ? null : keys.map((c) => keyOf(c, before));
    const after = applyWrite(before, write, now, true);
    if (after === null) {
      if (before === null) return;
      this.db.stmt(sql.delete).run(id);
    } else if (oldKeys === null) {
      const columns = shape.keyColumns;
      const values = columns.map((c) => keyOf(c, after));
      this.db
        .stmt(
          `INSERT INTO ${docsTable(collection)} (id, data, version${columns.map((c) => `, ${c.sql}`).join('')}) ` +
            `VALUES (?, ?, ?${', ?'.repeat(columns.length)})`,
        )
        .run(id, encodeDoc(after), seq, ...values);
    } else {
      // Only the key columns whose key changed are set: SQLite rewrites no index of the others.
      let sets = '';
      const values: SqlParam[] = [encodeDoc(after), seq];
      for (let i = 0; i < keys.length; i++) {
        const column = keys[i] as KeyColumn;
        const key = keyOf(column, after);
        if (sameKey(key, oldKeys[i] as Uint8Array | null)) continue;
        sets += `, ${column.sql} = ?`;
        values.push(key);
      }
      values.push(id);
      this.db.stmt(`${sql.update}${sets} WHERE id = ?`).run(...values);
    }
    this.updateIndexEntries(collection, id, old, indexRows(shape.entryDefs, after, touched));
  }

  /** Deletes the rows only `before` has and inserts those only `after` has. */
  private updateIndexEntries(collection: string, id: string, before: IndexRows, after: IndexRows): void {
    const arrays = diffEntries(before.arrays, after.arrays);
    if (arrays.remove.length > 0) {
      const del = this.db.stmt(
        `DELETE FROM ${arraysTable(collection)} WHERE field = ? AND key = ? AND id = ?`,
      );
      for (const e of arrays.remove) del.run(e.field, e.key, id);
    }
    if (arrays.add.length > 0) {
      const ins = this.db.stmt(
        `INSERT OR IGNORE INTO ${arraysTable(collection)} (field, key, id) VALUES (?, ?, ?)`,
      );
      for (const e of arrays.add) ins.run(e.field, e.key, id);
    }
    for (const [def, rows] of before.entries) {
      const entries = diffEntries(rows, after.entries.get(def) ?? new Map());
      if (entries.remove.length > 0) {
        const del = this.db.stmt(entriesDeleteSql(def));
        for (const keys of entries.remove) del.run(...keys, id);
      }
      if (entries.add.length > 0) {
        const ins = this.db.stmt(entriesInsertSql(def));
        for (const keys of entries.add) ins.run(...keys, id);
      }
    }
  }
}

type IndexRows = { arrays: Map<string, ArrayEntry>; entries: Map<CompositeDef, Map<string, Uint8Array[]>> };

/**
 * The array-index rows and entry-table rows of a document under the fields a write touched (null:
 * all; every other field is unchanged by the write): walking and encoding every array of both
 * versions of a document cost as much as the rest of an update that changed one counter (issue 19
 * item 4).
 */
function indexRows(
  defs: CompositeDef[],
  data: DocData | null,
  touched: ReadonlySet<string> | null,
): IndexRows {
  const entries = new Map<CompositeDef, Map<string, Uint8Array[]>>();
  for (const def of defs) {
    if (touched && !def.fields.some((f) => touched.has(topLevelField(f.path)))) continue;
    entries.set(def, compositeEntries(def, data));
  }
  return { arrays: arrayEntries(data, encodeKey, touched), entries };
}

const topLevel = new Map<string, string>();

/** The first segment of a field path (index definitions name few paths: cached). */
function topLevelField(path: string): string {
  let field = topLevel.get(path);
  if (field === undefined) {
    field = parseFieldPath(path)[0] as string;
    topLevel.set(path, field);
  }
  return field;
}

/** Ids and versions of a query's result: what a transaction's commit checks is unchanged. */
function fingerprintOf(rows: Row[]): string {
  return rows.map((r) => `${r[0]}@${r[2]}`).join('\u0000');
}

/** The commit went into the WAL but could not be made durable: the writer must not take it as done. */
function notDurable(error: unknown): StoreError {
  return new StoreError(
    'unavailable',
    `The write could not be made durable: ${error instanceof Error ? error.message : String(error)}`,
  );
}

export function conflictError(attempts: number): StoreError {
  return new StoreError(
    'aborted',
    `Transaction aborted after ${attempts} attempts: the documents it read kept changing (contention).`,
  );
}
