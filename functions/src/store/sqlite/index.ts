// The SQLite adapter of the DocumentStore port (embedded default and CI).

export { newDocumentId } from './auto-ids.ts';
export {
  type CompositeIndex,
  type FieldOverride,
  type IndexDefinitions,
  loadIndexDefinitions,
  NO_INDEXES,
  parseIndexDefinitions,
  type TtlPolicy,
  ttlPolicies,
} from './index-definitions.ts';
export { openSqliteStore, SqliteStore, type SqliteStoreOptions } from './sqlite-store.ts';
export { compareValues, valuesEqual } from './value-order.ts';
