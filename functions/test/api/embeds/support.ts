// Observing store reads in the embed and partner-key tests: a cached answer must cost none.
import { DelegatingStore } from '../../../src/store/delegating-store.ts';
import type { Doc, DocData, Query, Transaction } from '../../../src/store/document-store.ts';

/** Counts every read (get, getAll, query, count, and reads inside transactions), per collection. */
export class ReadCountingStore extends DelegatingStore {
  readonly reads = new Map<string, number>();

  total(): number {
    return [...this.reads.values()].reduce((a, b) => a + b, 0);
  }

  reset(): void {
    this.reads.clear();
  }

  private note(collection: string): void {
    this.reads.set(collection, (this.reads.get(collection) ?? 0) + 1);
  }

  override get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    this.note(collection);
    return super.get<T>(collection, id);
  }

  override getAll<T extends DocData = DocData>(
    collection: string,
    ids: string[],
  ): Promise<(Doc<T> | null)[]> {
    this.note(collection);
    return super.getAll<T>(collection, ids);
  }

  override query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    this.note(query.collection);
    return super.query<T>(query);
  }

  override count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number> {
    this.note(query.collection);
    return super.count(query);
  }

  override runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.runTransaction((tx) =>
      fn(
        new Proxy(tx, {
          get: (target, name, receiver) => {
            const value = Reflect.get(target, name, receiver);
            if (typeof value !== 'function') return value;
            if (name === 'get' || name === 'getAll' || name === 'query') {
              return (collection: string | Query, ...rest: unknown[]) => {
                this.note(typeof collection === 'string' ? collection : collection.collection);
                return value.call(target, collection, ...rest);
              };
            }
            return value.bind(target);
          },
        }),
      ),
    );
  }
}
