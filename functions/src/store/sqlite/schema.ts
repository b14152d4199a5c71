// Tables and indexes. Each collection gets a documents table and an
// array-index table, created on first write. From the index definitions it
// gets an expression index per composite index (over fs_key() of each field)
// and, for a composite with an array-contains field, an entry table (see
// index-entries.ts). Automatic single-field indexes are created the first time
// a query needs one, since their fields are not known in advance.
import { createHash } from 'node:crypto';
import { DOCUMENT_ID } from '../document-store.ts';
import { type Database, KEY_FUNCTION } from './database.ts';
import { jsonFieldSql, parseFieldPath, sqlIdent } from './field-path.ts';
import type { CompositeDef, IndexCatalog } from './index-catalog.ts';
import { compositeEntries } from './index-entries.ts';
import { decodeDoc } from './wire-format.ts';

export const META_TABLE = '_meta';
/** Registry of entry tables, so every process maintains them, whatever index file it was given. */
export const ENTRY_TABLES = '_entry_tables';

export function docsTable(collection: string): string {
  return sqlIdent(`c:${collection}`);
}

export function arraysTable(collection: string): string {
  return sqlIdent(`a:${collection}`);
}

export function entriesTable(def: CompositeDef): string {
  return sqlIdent(`x:${def.collection}:${def.sqlName}`);
}

/** fs_key(<column> -> '$."a"."b"'): the Firestore-ordered key of a field, NULL when missing. */
export function keySql(column: string, path: string): string {
  return `${KEY_FUNCTION}(${jsonFieldSql(column, parseFieldPath(path))})`;
}

function dirSql(mode: string): string {
  return mode === 'DESCENDING' || mode === 'desc' ? 'DESC' : 'ASC';
}

export class Schema {
  private readonly db: Database;
  private readonly catalog: IndexCatalog;
  private readonly known = new Set<string>();
  /** Collections created inside the write transaction in progress: known only once it commits. */
  private readonly pending = new Set<string>();
  private readonly singleFieldIndexes = new Set<string>();
  private entryDefsByCollection = new Map<string, CompositeDef[]>();
  private entryDefsSchemaVersion = -1;

  constructor(db: Database, catalog: IndexCatalog) {
    this.db = db;
    this.catalog = catalog;
  }

  /** Creates the meta table and every collection the index definitions name. */
  init(): void {
    this.db.transaction('write', () => {
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS ${sqlIdent(META_TABLE)} (k TEXT PRIMARY KEY, v INTEGER NOT NULL)`,
      );
      this.db.exec(`INSERT OR IGNORE INTO ${sqlIdent(META_TABLE)} (k, v) VALUES ('seq', 0)`);
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS ${sqlIdent(ENTRY_TABLES)} ` +
          '(name TEXT PRIMARY KEY, collection TEXT NOT NULL, definition TEXT NOT NULL)',
      );
      for (const collection of this.catalog.collections()) this.ensureCollection(collection);
    });
    this.committed();
  }

  /** Whether the collection's tables exist (another process may have created them). */
  hasCollection(collection: string): boolean {
    if (this.known.has(collection)) return true;
    const row = this.db
      .stmt(`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?`)
      .get(`c:${collection}`);
    if (!row) return false;
    this.known.add(collection);
    return true;
  }

  /** Creates the collection's tables and declared indexes if missing. Call inside a write transaction. */
  ensureCollection(collection: string): void {
    if (this.known.has(collection) || this.pending.has(collection)) return;
    const docs = docsTable(collection);
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${docs} (id TEXT NOT NULL PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL)`,
    );
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${arraysTable(collection)} ` +
        '(field TEXT NOT NULL, key BLOB NOT NULL, id TEXT NOT NULL, PRIMARY KEY (field, key, id)) WITHOUT ROWID',
    );
    for (const def of this.catalog.composites(collection)) {
      if (def.hasContains) this.ensureEntriesTable(def);
      else {
        const columns = def.fields.map((f) => `${keySql('data', f.path)} ${dirSql(f.mode)}`);
        this.db.exec(
          `CREATE INDEX IF NOT EXISTS ${sqlIdent(def.sqlName)} ON ${docs} (${columns.join(', ')}, id ${dirSql(def.nameDir)})`,
        );
      }
    }
    if (this.db.inTransaction) this.pending.add(collection);
    else this.known.add(collection);
  }

  /** After the write transaction commits: what it created now exists. */
  committed(): void {
    for (const c of this.pending) this.known.add(c);
    this.pending.clear();
  }

  /** After it rolls back: forget what it created, including cached schema reads. */
  rolledBack(): void {
    this.pending.clear();
    this.entryDefsSchemaVersion = -1;
  }

  /** The entry table of a composite index with array-contains; filled from existing documents when new. */
  private ensureEntriesTable(def: CompositeDef): void {
    const table = entriesTable(def);
    const exists = this.db
      .stmt(`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?`)
      .get(`x:${def.collection}:${def.sqlName}`);
    if (exists) return;
    const columns = def.fields.map((_, i) => `c${i} BLOB NOT NULL`);
    const key = def.fields.map((f, i) => `c${i} ${f.mode === 'CONTAINS' ? 'ASC' : dirSql(f.mode)}`);
    this.db.exec(
      `CREATE TABLE ${table} (${columns.join(', ')}, id TEXT NOT NULL, ` +
        `PRIMARY KEY (${key.join(', ')}, id ${dirSql(def.nameDir)})) WITHOUT ROWID`,
    );
    this.db
      .stmt(`INSERT INTO ${sqlIdent(ENTRY_TABLES)} (name, collection, definition) VALUES (?, ?, ?)`)
      .run(def.sqlName, def.collection, JSON.stringify(def));
    const insert = this.db.stmt(entriesInsertSql(def));
    for (const row of this.db.stmt(`SELECT id, data FROM ${docsTable(def.collection)}`).iterate()) {
      const { id, data } = row as { id: string; data: string };
      for (const entry of compositeEntries(def, decodeDoc(data)).values()) insert.run(...entry, id);
    }
  }

  /**
   * Every entry table of the collection registered in the database, including
   * ones another process created. Reloaded when the schema changes; call inside
   * the write transaction so the answer cannot go stale before the write.
   */
  entryDefs(collection: string): CompositeDef[] {
    const version = (this.db.stmt('PRAGMA schema_version').get() as { schema_version: number })
      .schema_version;
    if (version !== this.entryDefsSchemaVersion) {
      const byCollection = new Map<string, CompositeDef[]>();
      for (const row of this.db.stmt(`SELECT collection, definition FROM ${sqlIdent(ENTRY_TABLES)}`).all()) {
        const { collection: c, definition } = row as { collection: string; definition: string };
        byCollection.set(c, [...(byCollection.get(c) ?? []), JSON.parse(definition) as CompositeDef]);
      }
      this.entryDefsByCollection = byCollection;
      this.entryDefsSchemaVersion = version;
    }
    return this.entryDefsByCollection.get(collection) ?? [];
  }

  /**
   * Creates the automatic single-field index of `path` unless an index
   * already starts with that field. Runs outside any transaction. Returns whether the index is in
   * place (false while the collection does not exist yet: the next call tries again).
   */
  ensureSingleFieldIndex(collection: string, path: string): boolean {
    if (path === DOCUMENT_ID) return true;
    const id = `${collection}\u0000${path}`;
    if (this.singleFieldIndexes.has(id)) return true;
    const coveredByComposite = this.catalog
      .composites(collection)
      .some((d) => !d.hasContains && d.fields[0]?.path === path);
    if (!coveredByComposite && this.hasCollection(collection)) {
      const name = `fss_${createHash('sha256').update(id).digest('hex').slice(0, 16)}`;
      this.db.exec(
        `CREATE INDEX IF NOT EXISTS ${sqlIdent(name)} ON ${docsTable(collection)} (${keySql('data', path)}, id)`,
      );
    }
    if (!coveredByComposite && !this.hasCollection(collection)) return false;
    this.singleFieldIndexes.add(id);
    return true;
  }
}

export function entriesInsertSql(def: CompositeDef): string {
  const columns = def.fields.map((_, i) => `c${i}`);
  return `INSERT OR IGNORE INTO ${entriesTable(def)} (${columns.join(', ')}, id) VALUES (${columns.map(() => '?').join(', ')}, ?)`;
}

export function entriesDeleteSql(def: CompositeDef): string {
  const columns = def.fields.map((_, i) => `c${i} = ?`);
  return `DELETE FROM ${entriesTable(def)} WHERE ${columns.join(' AND ')} AND id = ?`;
}
