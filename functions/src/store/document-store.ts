// The data port. Domain code is written once against this interface; it has
// Firestore's semantics (only the subset we use) so that the SQLite adapter
// (embedded default, CI) and the Firestore adapter (production) are
// interchangeable. See DESIGN.md section 5.

/** A value as stored. Timestamps are JS Dates on both sides of the port. */
export type Value = null | boolean | number | string | Date | Value[] | { [key: string]: Value };

/** Document data; on writes a field may also be a transform (see FieldValue). */
export type DocData = { [key: string]: Value };
export type WriteData = { [key: string]: Value | FieldTransform | WriteData };

export type Doc<T extends DocData = DocData> = {
  id: string;
  data: T;
};

export type FieldTransform =
  | { readonly __transform: 'increment'; readonly by: number }
  | { readonly __transform: 'serverTimestamp' }
  | { readonly __transform: 'arrayUnion'; readonly values: Value[] }
  | { readonly __transform: 'arrayRemove'; readonly values: Value[] }
  | { readonly __transform: 'delete' };

/** Sentinels for writes, mirroring firebase-admin's FieldValue. */
export const FieldValue = {
  increment: (by: number): FieldTransform => ({ __transform: 'increment', by }),
  serverTimestamp: (): FieldTransform => ({ __transform: 'serverTimestamp' }),
  arrayUnion: (...values: Value[]): FieldTransform => ({ __transform: 'arrayUnion', values }),
  arrayRemove: (...values: Value[]): FieldTransform => ({ __transform: 'arrayRemove', values }),
  delete: (): FieldTransform => ({ __transform: 'delete' }),
} as const;

export function isFieldTransform(v: unknown): v is FieldTransform {
  return typeof v === 'object' && v !== null && '__transform' in v;
}

/** The document id as a query field, like Firestore's FieldPath.documentId(). */
export const DOCUMENT_ID = '__name__';

export type FilterOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export type Filter = {
  /** A field path with dots for nested maps, or DOCUMENT_ID. */
  field: string;
  op: FilterOp;
  value: Value;
};

export type OrderBy = { field: string; direction?: 'asc' | 'desc' };

export type Query = {
  collection: string;
  where?: Filter[];
  orderBy?: OrderBy[];
  limit?: number;
  /** Cursor: values for the orderBy fields, in order (Firestore's startAfter). */
  startAfter?: Value[];
};

export type SetOptions = { merge?: boolean };

/** Writes shared by batches and transactions. Field paths with dots address nested maps in update(). */
export interface Writer {
  set(collection: string, id: string, data: WriteData, options?: SetOptions): this;
  /** Fails with StoreError('already-exists') at commit if the document exists. */
  create(collection: string, id: string, data: WriteData): this;
  /** Fails with StoreError('not-found') at commit if the document is missing. */
  update(collection: string, id: string, data: WriteData): this;
  delete(collection: string, id: string): this;
}

export interface WriteBatch extends Writer {
  /** Atomic: all writes apply or none do. */
  commit(): Promise<void>;
}

/** Reads must all come before writes, as in Firestore. */
export interface Transaction extends Writer {
  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null>;
  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]>;
  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]>;
}

export interface DocumentStore {
  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null>;
  /** In the order of ids; null where missing. */
  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]>;
  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]>;
  count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number>;
  batch(): WriteBatch;
  /** Serializable read-write transaction; fn may run more than once on contention. */
  runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** A new random document id (20 characters, like Firestore's). */
  newId(): string;
  /**
   * Over how many shard documents a counter that many writers share is spread (issue 19): Firestore
   * sustains about one write per second per document. Absent or 1: counters are kept on their
   * document itself. Set with withCounterShards (counter-shards-setting.ts).
   */
  readonly counterShards?: number;
  /**
   * True when a transaction's function never runs again after its commit applied (issue 19): a
   * commit either applied and returned, or failed and wrote nothing. Firestore's SDK cannot say so
   * (it re-runs after an ambiguous commit), so absent means false. Set with withDefiniteCommits
   * (definite-commits-setting.ts); exactly-once-store.ts records a request only where it is not.
   */
  readonly definiteCommits?: boolean;
  close(): Promise<void>;
}

export type StoreErrorCode =
  | 'already-exists'
  | 'not-found'
  | 'failed-precondition' // e.g. a query that needs a composite index
  | 'invalid-argument'
  | 'aborted' // contention that retries could not resolve
  | 'unavailable' // the database could not be reached or did not answer in time (after the SDK's retries)
  | 'resource-exhausted'; // a quota or rate of the database was exceeded

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
  }
}
