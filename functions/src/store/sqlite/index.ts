// The SQLite adapter of the DocumentStore port (embedded default and CI).

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
export { newDocumentId, openSqliteStore, SqliteStore, type SqliteStoreOptions } from './sqlite-store.ts';
export { compareValues, valuesEqual } from './value-order.ts';
