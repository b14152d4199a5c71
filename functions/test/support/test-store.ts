// The store API tests run against: the SQLite adapter in memory, enforcing
// firestore.indexes.json as production would (when the file exists).
import { existsSync } from 'node:fs';
import {
  loadIndexDefinitions,
  NO_INDEXES,
  openSqliteStore,
  type SqliteStore,
} from '../../src/store/sqlite/index.ts';

const INDEX_FILE = new URL('../../../firestore.indexes.json', import.meta.url);

export async function openTestStore(options: { clock?: () => Date } = {}): Promise<SqliteStore> {
  const indexes = existsSync(INDEX_FILE) ? loadIndexDefinitions(INDEX_FILE) : NO_INDEXES;
  return openSqliteStore({ path: ':memory:', indexes, ...(options.clock ? { clock: options.clock } : {}) });
}
