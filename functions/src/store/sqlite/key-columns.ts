// Index keys as real columns (issue 19 item 1). Every field an index of the documents table orders
// or filters by (a composite index, or an automatic single-field index) has a column `k:<path>`
// holding the field's Firestore-ordered key (value-order.ts), NULL when the field is missing, and
// the indexes are built over those columns. The write computes the keys in JavaScript and sets a
// key column only when its key changed: SQLite leaves an index alone when an UPDATE sets none of
// its columns. Indexes over expressions on the `data` JSON (this store's format before) were all
// evaluated and rewritten on every write to a document, also when a vote changed only a counter.
import type { DocData, Value } from '../document-store.ts';
import type { Database } from './database.ts';
import { getPath, parseFieldPath, sqlIdent } from './field-path.ts';
import { encodeKey } from './value-order.ts';

/** Prefix of key column names; the rest of the name is the field path. */
const PREFIX = 'k:';

/** A key column of a documents table. */
export type KeyColumn = {
  path: string;
  /** The column as SQL (a quoted identifier). */
  sql: string;
  segments: readonly string[];
  /** The path's first segment: a write that does not touch it cannot change the key. */
  top: string;
};

export function keyColumn(path: string): KeyColumn {
  const segments = parseFieldPath(path);
  return { path, sql: sqlIdent(`${PREFIX}${path}`), segments, top: segments[0] as string };
}

/** The key columns a documents table has, in column order. */
export function readKeyColumns(db: Database, table: string): KeyColumn[] {
  const columns: KeyColumn[] = [];
  for (const row of db.stmt(`SELECT name FROM pragma_table_info(?)`).all(table)) {
    const name = (row as { name: string }).name;
    if (name.startsWith(PREFIX)) columns.push(keyColumn(name.slice(PREFIX.length)));
  }
  return columns;
}

/** The key stored for the column: what fs_key(data -> path) computes from the stored JSON. */
export function keyOf(column: KeyColumn, data: DocData): Uint8Array | null {
  const value = getPath(data, column.segments);
  return value === undefined ? null : encodeKey(value as Value);
}

export function sameKey(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
