// Loading many new documents at once (the scale seed, scripts/seed.ts).
// commit() reads each document back and diffs its index rows, which
// transactions need but a load into a fresh database does not. This writes
// the rows commit() writes for a create: the document (at one new commit
// sequence number, with its index keys: key-columns.ts), its array-index rows
// and its composite-entry rows; in multi-row INSERTs, and with
// array elements' keys encoded once per distinct value (search tokens repeat
// a lot). The caller runs it inside one write transaction: all or nothing.
import { type Doc, type DocData, StoreError, type Value } from '../document-store.ts';
import { prepareWrite, validateCollection } from '../write-validation.ts';
import { applyWrite } from './apply-write.ts';
import type { CommitSequence } from './commit-sequence.ts';
import type { Database } from './database.ts';
import { arrayEntries, compositeEntries } from './index-entries.ts';
import { keyOf } from './key-columns.ts';
import { arraysTable, docsTable, entriesInsertSql, type Schema } from './schema.ts';
import { encodeKey } from './value-order.ts';
import { encodeDoc } from './wire-format.ts';

/**
 * Page cache for a load, in KiB. SQLite's default (2 MB) makes every insert
 * into a large index read and spill pages through the OS: three times the
 * time, most of it in the kernel. Memory is only taken as pages are used.
 */
const LOAD_CACHE_KIB = 256 * 1024;

/** Runs fn with the larger page cache, then puts the connection's setting back. */
export function withLargeCache<T>(db: Database, fn: () => T): T {
  const before = (db.stmt('PRAGMA cache_size').get() as { cache_size: number }).cache_size;
  db.exec(`PRAGMA cache_size = -${LOAD_CACHE_KIB}`);
  try {
    return fn();
  } finally {
    db.exec(`PRAGMA cache_size = ${before}`);
  }
}

/** Rows per INSERT statement: far below SQLite's limit on parameters, large enough to amortise the calls. */
const ROWS_PER_INSERT = 100;

/** Collects rows and inserts them ROWS_PER_INSERT at a time. */
class RowWriter {
  private readonly db: Database;
  private readonly head: string;
  private readonly width: number;
  private values: (string | number | Uint8Array | null)[] = [];

  constructor(db: Database, head: string, width: number) {
    this.db = db;
    this.head = head;
    this.width = width;
  }

  add(...row: (string | number | Uint8Array | null)[]): void {
    this.values.push(...row);
    if (this.values.length === ROWS_PER_INSERT * this.width) this.flush();
  }

  flush(): void {
    const rows = this.values.length / this.width;
    if (rows === 0) return;
    const tuple = `(${new Array(this.width).fill('?').join(', ')})`;
    this.db.stmt(`${this.head} ${new Array(rows).fill(tuple).join(', ')}`).run(...this.values);
    this.values = [];
  }
}

/** encodeKey with a cache for strings, which is what array elements mostly are. */
function cachingEncoder(): (value: Value) => Uint8Array {
  const strings = new Map<string, Uint8Array>();
  return (value) => {
    if (typeof value !== 'string') return encodeKey(value);
    let key = strings.get(value);
    if (!key) {
      key = encodeKey(value);
      strings.set(value, key);
    }
    return key;
  };
}

/** SQLITE_CONSTRAINT, whatever the extended code: on these inserts only the id can violate one. */
function isConstraintError(error: unknown): boolean {
  return ((error as { errcode?: number }).errcode ?? 0) % 256 === 19;
}

/**
 * Creates `docs` in `collection`; call inside a write transaction. Fails
 * with StoreError('already-exists') if an id exists (or repeats).
 */
export function bulkInsert(
  db: Database,
  schema: Schema,
  collection: string,
  docs: Iterable<Doc>,
  now: Date,
  sequence: CommitSequence,
): number {
  validateCollection(collection);
  schema.ensureCollection(collection);
  sequence.begin(1);
  const seq = sequence.take();
  const { entryDefs, keyColumns } = schema.indexShape(collection);
  const docRows = new RowWriter(
    db,
    `INSERT INTO ${docsTable(collection)} (id, data, version${keyColumns.map((c) => `, ${c.sql}`).join('')}) VALUES`,
    3 + keyColumns.length,
  );
  const arrayRows = new RowWriter(
    db,
    `INSERT OR IGNORE INTO ${arraysTable(collection)} (field, key, id) VALUES`,
    3,
  );
  const encode = cachingEncoder();
  let count = 0;
  try {
    for (const doc of docs) {
      // The same validation and write semantics as a create in a batch.
      const write = prepareWrite({ kind: 'create', collection, id: doc.id, data: doc.data });
      const data = applyWrite(null, write, now) as DocData;
      docRows.add(doc.id, encodeDoc(data), seq, ...keyColumns.map((c) => keyOf(c, data)));
      for (const entry of arrayEntries(data, encode).values()) arrayRows.add(entry.field, entry.key, doc.id);
      for (const def of entryDefs) {
        const insert = db.stmt(entriesInsertSql(def));
        for (const keys of compositeEntries(def, data).values()) insert.run(...keys, doc.id);
      }
      count += 1;
    }
    docRows.flush();
    arrayRows.flush();
  } catch (error) {
    if (isConstraintError(error)) {
      throw new StoreError('already-exists', `A document loaded into ${collection} already exists.`);
    }
    throw error;
  }
  return count;
}
