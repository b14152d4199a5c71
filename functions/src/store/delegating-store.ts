import type { Doc, DocData, DocumentStore, Query, Transaction, WriteBatch } from './document-store.ts';

/**
 * A DocumentStore that hands every call to `inner`: the base of the store's layers (write
 * observation, exactly-once records), each overriding only what it changes.
 */
export class DelegatingStore implements DocumentStore {
  protected readonly inner: DocumentStore;

  constructor(inner: DocumentStore) {
    this.inner = inner;
  }

  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    return this.inner.get<T>(collection, id);
  }

  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    return this.inner.getAll<T>(collection, ids);
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return this.inner.query<T>(query);
  }

  count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number> {
    return this.inner.count(query);
  }

  batch(): WriteBatch {
    return this.inner.batch();
  }

  runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.inner.runTransaction(fn);
  }

  newId(): string {
    return this.inner.newId();
  }

  get counterShards(): number | undefined {
    return this.inner.counterShards;
  }

  get definiteCommits(): boolean | undefined {
    return this.inner.definiteCommits;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
