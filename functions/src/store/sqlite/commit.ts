// The one write path: every batch and every transaction commits through
// commit(). Commits asked for in the same turn of the event loop are applied
// together (group commit, issue 19): one BEGIN IMMEDIATE, each member in a
// savepoint of its own, one COMMIT, so one fsync makes all of them durable
// instead of one fsync each; with synchronous=FULL the fsync is most of a
// write's cost. Every member's promise settles only after that COMMIT, so no
// write is acknowledged before it is durable, and a failed COMMIT fails them
// all. The flush is synchronous: nothing else in this process runs in
// between; BEGIN IMMEDIATE takes SQLite's write lock, which serialises
// against other processes too. A transaction's reads (document versions and
// query results) are checked again under that lock, after the members before
// it in the group applied, so a transaction commits only if everything it
// read is still current: it is then equivalent to running at commit time, in
// group order, which is what makes transactions serializable.
import { type Doc, type DocData, StoreError } from '../document-store.ts';
import type { WriteOp } from '../write-validation.ts';
import { applyWrite } from './apply-write.ts';
import type { Database } from './database.ts';
import { sqlIdent } from './field-path.ts';
import { arrayEntries, compositeEntries, diffEntries } from './index-entries.ts';
import {
  arraysTable,
  docsTable,
  entriesDeleteSql,
  entriesInsertSql,
  META_TABLE,
  type Schema,
} from './schema.ts';
import { decodeDoc, encodeDoc } from './wire-format.ts';

/** Version of a document as read: the commit sequence number that wrote it, null if missing. */
export type DocRead = { collection: string; id: string; version: number | null };

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
};

/** Members that failed alone (a precondition) keep their error; the others their outcome. */
type Outcome = { ok: boolean } | { error: unknown };

export class Committer {
  private readonly db: Database;
  private readonly schema: Schema;
  private readonly clock: () => Date;
  /** Commits for the next flush, in arrival order. */
  private waiting: Member[] = [];
  /** SQLite commits (fsyncs) that wrote a group so far. */
  flushes = 0;

  constructor(db: Database, schema: Schema, clock: () => Date) {
    this.db = db;
    this.schema = schema;
    this.clock = clock;
  }

  /** Reads one document with its version. */
  read(collection: string, id: string): { doc: Doc | null; version: number | null } {
    if (!this.schema.hasCollection(collection)) return { doc: null, version: null };
    const row = this.db
      .arrayStmt(`SELECT data, version FROM ${docsTable(collection)} WHERE id = ?`)
      .get(id) as unknown as [data: string, version: number] | undefined;
    if (!row) return { doc: null, version: null };
    return { doc: { id, data: decodeDoc(row[0]) }, version: row[1] };
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
    const row = this.db.stmt(`SELECT version FROM ${docsTable(collection)} WHERE id = ?`).get(id) as
      | { version: number }
      | undefined;
    return row ? row.version : null;
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
   */
  commit(writes: WriteOp[], reads: ReadSet | null): Promise<boolean> {
    if (writes.length === 0) {
      try {
        return Promise.resolve(reads ? this.readsCurrentSnapshot(reads) : true);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ writes, reads, resolve, reject });
      // After the I/O callbacks of this turn of the event loop: every request that reaches its commit
      // in this turn joins the group. No longer: measured under the load benchmark, commits of
      // different requests rarely meet within a few milliseconds (each request costs more CPU than
      // that), so a waiting window added latency without forming groups.
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Commits everything waiting, now (also when the store closes). */
  flush(): void {
    const group = this.waiting;
    if (group.length === 0) return;
    this.waiting = [];
    const outcomes: Outcome[] = [];
    try {
      this.db.transaction('write', () => {
        for (const member of group) outcomes.push(this.applyMember(member));
      });
    } catch (error) {
      // BEGIN or COMMIT failed: nothing of the group was written.
      this.schema.rolledBack();
      for (const member of group) member.reject(error);
      return;
    }
    this.schema.committed();
    this.flushes += 1;
    group.forEach((member, i) => {
      const outcome = outcomes[i] as Outcome;
      if ('error' in outcome) member.reject(outcome.error);
      else member.resolve(outcome.ok);
    });
  }

  /** One member of a group, in a savepoint: its failure undoes its own writes only. */
  private applyMember(member: Member): Outcome {
    this.db.exec('SAVEPOINT member');
    try {
      const ok = this.applyAll(member.writes, member.reads);
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
  private applyAll(writes: WriteOp[], reads: ReadSet | null): boolean {
    if (reads && !this.readsCurrent(reads)) return false;
    const next = this.db.stmt(`UPDATE ${sqlIdent(META_TABLE)} SET v = v + 1 WHERE k = 'seq' RETURNING v`);
    const seq = (next.get() as { v: number }).v;
    const now = this.clock();
    for (const write of writes) this.apply(write, seq, now);
    return true;
  }

  private apply(write: WriteOp, seq: number, now: Date): void {
    const { collection, id } = write;
    this.schema.ensureCollection(collection);
    const docs = docsTable(collection);
    const row = this.db.stmt(`SELECT data FROM ${docs} WHERE id = ?`).get(id) as { data: string } | undefined;
    const before: DocData | null = row ? decodeDoc(row.data) : null;
    const after = applyWrite(before, write, now);
    if (after === null) {
      if (!row) return;
      this.db.stmt(`DELETE FROM ${docs} WHERE id = ?`).run(id);
    } else {
      this.db
        .stmt(
          `INSERT INTO ${docs} (id, data, version) VALUES (?, ?, ?) ` +
            'ON CONFLICT (id) DO UPDATE SET data = excluded.data, version = excluded.version',
        )
        .run(id, encodeDoc(after), seq);
    }
    this.updateIndexEntries(collection, id, before, after);
  }

  private updateIndexEntries(
    collection: string,
    id: string,
    before: DocData | null,
    after: DocData | null,
  ): void {
    const arrays = diffEntries(arrayEntries(before), arrayEntries(after));
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
    for (const def of this.schema.entryDefs(collection)) {
      const entries = diffEntries(compositeEntries(def, before), compositeEntries(def, after));
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

/** Ids and versions of a query's result: what a transaction's commit checks is unchanged. */
function fingerprintOf(rows: Row[]): string {
  return rows.map((r) => `${r[0]}@${r[2]}`).join('\u0000');
}

export function conflictError(attempts: number): StoreError {
  return new StoreError(
    'aborted',
    `Transaction aborted after ${attempts} attempts: the documents it read kept changing (contention).`,
  );
}
