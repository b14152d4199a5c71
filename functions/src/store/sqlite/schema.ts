// Tables and indexes. Each collection gets a documents table and an
// array-index table, created on first write. From the index definitions it
// gets an index per composite index, over the key columns of its fields
// (key-columns.ts), and, for a composite with an array-contains field, an entry
// table (see index-entries.ts). Automatic single-field indexes (and their key
// columns) are created the first time a query needs one, since their fields are
// not known in advance. A database from before key columns (indexes over
// fs_key() expressions) is converted when it is opened (migrateExpressionIndexes).
import { createHash } from 'node:crypto';
import { DOCUMENT_ID } from '../document-store.ts';
import { type Database, KEY_FUNCTION } from './database.ts';
import { jsonFieldSql, parseFieldPath, sqlIdent } from './field-path.ts';
import type { CompositeDef, IndexCatalog } from './index-catalog.ts';
import { compositeEntries } from './index-entries.ts';
import { type KeyColumn, keyColumn, readKeyColumns } from './key-columns.ts';
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
  /** Collections found without tables, and the schema version they were looked for at. */
  private readonly absentAt = new Map<string, number>();
  private entryDefsByCollection = new Map<string, CompositeDef[]>();
  private keyColumnsByCollection = new Map<string, KeyColumn[]>();
  /** PRAGMA schema_version the two maps above were read at (-1: read again). */
  private schemaVersion = -1;
  /**
   * Whether the maps are known current for the write transaction in progress (beginWrite): nobody
   * else can change the schema while it holds the write lock, and this connection's own changes
   * clear the flag. Saves a PRAGMA per document written.
   */
  private currentInWrite = false;

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
      this.migrateExpressionIndexes();
      for (const collection of this.catalog.collections()) this.ensureCollection(collection);
    });
    this.committed();
  }

  /** Whether the collection's tables exist (another process may have created them). */
  hasCollection(collection: string): boolean {
    // pending: created or found in the write transaction in progress (emptied when it ends).
    if (this.known.has(collection) || this.pending.has(collection)) return true;
    // A collection nobody wrote yet (every write reads `sessionFloors`, which stays empty until a
    // session is revoked) is looked up in sqlite_master, a scan of every table and index, only once
    // per schema version: creating its table, here or in another process, changes the version.
    const version = (this.db.stmt('PRAGMA schema_version').get() as { schema_version: number })
      .schema_version;
    if (this.absentAt.get(collection) === version) return false;
    const row = this.db
      .stmt(`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?`)
      .get(`c:${collection}`);
    if (!row) {
      this.absentAt.set(collection, version);
      return false;
    }
    this.absentAt.delete(collection);
    // Found inside a write transaction, the table may be one it created (an earlier member of a
    // group commit): known only once that commits, else a rolled-back creation stays "known" and
    // every later read fails with "no such table".
    if (this.db.inTransaction) this.pending.add(collection);
    else this.known.add(collection);
    return true;
  }

  /** Creates the collection's tables and declared indexes if missing. Call inside a write transaction. */
  ensureCollection(collection: string): void {
    if (this.known.has(collection) || this.pending.has(collection)) return;
    // Tables and indexes may be created below: the schema is read again.
    this.currentInWrite = false;
    const docs = docsTable(collection);
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${docs} (id TEXT NOT NULL PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL)`,
    );
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${arraysTable(collection)} ` +
        '(field TEXT NOT NULL, key BLOB NOT NULL, id TEXT NOT NULL, PRIMARY KEY (field, key, id)) WITHOUT ROWID',
    );
    const composites = this.catalog.composites(collection);
    this.ensureKeyColumns(
      collection,
      composites.filter((d) => !d.hasContains).flatMap((d) => d.fields.map((f) => f.path)),
    );
    for (const def of composites) {
      if (def.hasContains) this.ensureEntriesTable(def);
      else {
        const columns = def.fields.map((f) => `${keyColumn(f.path).sql} ${dirSql(f.mode)}`);
        this.db.exec(
          `CREATE INDEX IF NOT EXISTS ${sqlIdent(def.sqlName)} ON ${docs} (${columns.join(', ')}, id ${dirSql(def.nameDir)})`,
        );
      }
    }
    if (this.db.inTransaction) this.pending.add(collection);
    else this.known.add(collection);
  }

  /** At the start of a write transaction (commit.ts): reads the schema again if it changed. */
  beginWrite(): void {
    this.checkSchemaVersion();
    this.currentInWrite = true;
  }

  /** After the write transaction commits: what it created now exists. */
  committed(): void {
    this.currentInWrite = false;
    for (const c of this.pending) this.known.add(c);
    this.pending.clear();
  }

  /** After it rolls back: forget what it created, including cached schema reads. */
  rolledBack(): void {
    this.pending.clear();
    this.schemaVersion = -1;
    this.currentInWrite = false;
  }

  /**
   * Adds the key columns of `paths` the documents table lacks, filled from the stored documents by
   * fs_key(), the function the expression indexes of the format before used: the same keys. Call
   * inside a write transaction, so no writer sees a column before it is filled.
   */
  private ensureKeyColumns(collection: string, paths: Iterable<string>): void {
    const docs = docsTable(collection);
    const have = new Set(readKeyColumns(this.db, `c:${collection}`).map((c) => c.path));
    const added: string[] = [];
    for (const path of new Set(paths)) {
      if (have.has(path)) continue;
      this.db.exec(`ALTER TABLE ${docs} ADD COLUMN ${keyColumn(path).sql} BLOB`);
      added.push(path);
    }
    if (added.length === 0) return;
    const sets = added.map((path) => `${keyColumn(path).sql} = ${keySql('data', path)}`);
    this.db.exec(`UPDATE ${docs} SET ${sets.join(', ')}`);
    this.schemaVersion = -1;
    this.currentInWrite = false;
  }

  /**
   * Converts the indexes of a database written before key columns: each index over fs_key(data ->
   * path) expressions becomes the same index (same name, order and directions) over key columns,
   * filled from the documents. Runs on open, inside init's write transaction; a database already
   * converted has no such index, so this finds nothing to do.
   */
  private migrateExpressionIndexes(): void {
    const found = this.db
      .stmt(`SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql LIKE '%fs_key(%'`)
      .all() as { name: string; tbl_name: string; sql: string }[];
    const byTable = new Map<string, { name: string; terms: IndexTerm[] }[]>();
    for (const index of found) {
      if (!index.tbl_name.startsWith('c:')) continue;
      const list = byTable.get(index.tbl_name) ?? [];
      list.push({ name: index.name, terms: parseExpressionIndex(index.sql, index.tbl_name) });
      byTable.set(index.tbl_name, list);
    }
    for (const [table, indexes] of byTable) {
      const collection = table.slice(2);
      // Dropped first: filling the key columns rewrites every row, which need not update them.
      for (const { name } of indexes) this.db.exec(`DROP INDEX ${sqlIdent(name)}`);
      this.ensureKeyColumns(
        collection,
        indexes.flatMap(({ terms }) => terms.flatMap((t) => (t.path === null ? [] : [t.path]))),
      );
      for (const { name, terms } of indexes) {
        const columns = terms.map((t) => `${t.path === null ? 'id' : keyColumn(t.path).sql}${t.dir}`);
        this.db.exec(`CREATE INDEX ${sqlIdent(name)} ON ${docsTable(collection)} (${columns.join(', ')})`);
      }
    }
  }

  /** Reads the schema again if it changed since it was read (in this connection or another). */
  private checkSchemaVersion(): void {
    const version = (this.db.stmt('PRAGMA schema_version').get() as { schema_version: number })
      .schema_version;
    if (version === this.schemaVersion) return;
    const byCollection = new Map<string, CompositeDef[]>();
    for (const row of this.db.stmt(`SELECT collection, definition FROM ${sqlIdent(ENTRY_TABLES)}`).all()) {
      const { collection: c, definition } = row as { collection: string; definition: string };
      byCollection.set(c, [...(byCollection.get(c) ?? []), JSON.parse(definition) as CompositeDef]);
    }
    this.entryDefsByCollection = byCollection;
    this.keyColumnsByCollection = new Map();
    this.schemaVersion = version;
  }

  /**
   * The key columns of the collection's documents table, including ones another process added.
   * Reloaded when the schema changes; a writer calls this inside its write transaction, so it sets
   * every key column there is.
   */
  keyColumns(collection: string): KeyColumn[] {
    this.checkSchemaVersion();
    return this.cachedKeyColumns(collection);
  }

  private cachedKeyColumns(collection: string): KeyColumn[] {
    let columns = this.keyColumnsByCollection.get(collection);
    if (columns === undefined) {
      columns = readKeyColumns(this.db, `c:${collection}`);
      this.keyColumnsByCollection.set(collection, columns);
    }
    return columns;
  }

  /** entryDefs() and keyColumns() with one look at the schema version: what a write maintains. */
  indexShape(collection: string): { entryDefs: CompositeDef[]; keyColumns: KeyColumn[] } {
    if (!this.currentInWrite) this.checkSchemaVersion();
    return {
      entryDefs: this.entryDefsByCollection.get(collection) ?? [],
      keyColumns: this.cachedKeyColumns(collection),
    };
  }

  /** SQL for a field's key in the documents table (alias `table`): its key column if it has one. */
  keySqlOf(collection: string, table: string, path: string): string {
    const column = this.keyColumns(collection).find((c) => c.path === path);
    return column ? `${table}.${column.sql}` : keySql(`${table}.data`, path);
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
    this.checkSchemaVersion();
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
      const create = () => {
        this.ensureKeyColumns(collection, [path]);
        this.db.exec(
          `CREATE INDEX IF NOT EXISTS ${sqlIdent(name)} ON ${docsTable(collection)} (${keyColumn(path).sql}, id)`,
        );
      };
      if (this.db.inTransaction) create();
      else this.db.transaction('write', create);
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

/** One column of an index: a key column's path, or null for the document id; and its direction. */
type IndexTerm = { path: string | null; dir: '' | ' ASC' | ' DESC' };

const TERM = /fs_key\(data -> '((?:[^']|'')*)'\)( ASC| DESC)?|\bid( ASC| DESC)?/g;

/** The columns of an index over fs_key(data -> path) expressions, as schema.ts wrote them before key columns. */
function parseExpressionIndex(sql: string, table: string): IndexTerm[] {
  const head = ` ON ${sqlIdent(table)} (`;
  const list = sql.endsWith(')') ? sql.slice(sql.indexOf(head) + head.length, -1) : '';
  const terms: IndexTerm[] = [];
  let rebuilt = '';
  for (const m of list.matchAll(TERM)) {
    if (m[1] === undefined) {
      terms.push({ path: null, dir: (m[3] ?? '') as IndexTerm['dir'] });
      rebuilt += `${rebuilt ? ', ' : ''}id${m[3] ?? ''}`;
      continue;
    }
    const jsonPath = m[1].replaceAll("''", "'");
    const segments = [...jsonPath.matchAll(/\."([^"]*)"/g)].map((s) => s[1] as string);
    const path = segments.join('.');
    terms.push({ path, dir: (m[2] ?? '') as IndexTerm['dir'] });
    rebuilt += `${rebuilt ? ', ' : ''}${keySql('data', path)}${m[2] ?? ''}`;
  }
  // Anything not understood stops the open rather than losing or changing an index.
  if (rebuilt !== list) throw new Error(`Cannot convert the index: ${sql}`);
  return terms;
}
