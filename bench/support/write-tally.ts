// Which documents a run wrote, and how often (issue 19 item 6): a store layer that notes the writes
// of every transaction's committed attempt and of every batch, by document. Only for the hot
// benchmark; it changes nothing the store does.
import { DelegatingStore } from '../../functions/src/store/delegating-store.ts';
import type {
  Doc,
  DocData,
  Query,
  SetOptions,
  Transaction,
  WriteBatch,
  WriteData,
} from '../../functions/src/store/document-store.ts';

class NotingTransaction implements Transaction {
  readonly written: string[] = [];
  readonly #tx: Transaction;

  constructor(tx: Transaction) {
    this.#tx = tx;
  }

  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    return this.#tx.get<T>(collection, id);
  }

  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    return this.#tx.getAll<T>(collection, ids);
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return this.#tx.query<T>(query);
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    this.written.push(`${collection}/${id}`);
    this.#tx.set(collection, id, data, options);
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    this.written.push(`${collection}/${id}`);
    this.#tx.create(collection, id, data);
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    this.written.push(`${collection}/${id}`);
    this.#tx.update(collection, id, data);
    return this;
  }

  delete(collection: string, id: string): this {
    this.written.push(`${collection}/${id}`);
    this.#tx.delete(collection, id);
    return this;
  }
}

export class WriteTally extends DelegatingStore {
  /** Writes per document path ('collection/id') since the last reset. */
  readonly writes = new Map<string, number>();

  reset(): void {
    this.writes.clear();
  }

  #note(paths: readonly string[]): void {
    for (const path of paths) this.writes.set(path, (this.writes.get(path) ?? 0) + 1);
  }

  override async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    let last: NotingTransaction | null = null;
    const result = await this.inner.runTransaction((tx) => {
      last = new NotingTransaction(tx);
      return fn(last);
    });
    this.#note((last as NotingTransaction | null)?.written ?? []);
    return result;
  }

  override batch(): WriteBatch {
    const inner = this.inner.batch();
    const written: string[] = [];
    const note = (collection: string, id: string) => written.push(`${collection}/${id}`);
    const batch: WriteBatch = {
      set(collection, id, data, options) {
        note(collection, id);
        inner.set(collection, id, data, options);
        return this;
      },
      create(collection, id, data) {
        note(collection, id);
        inner.create(collection, id, data);
        return this;
      },
      update(collection, id, data) {
        note(collection, id);
        inner.update(collection, id, data);
        return this;
      },
      delete(collection, id) {
        note(collection, id);
        inner.delete(collection, id);
        return this;
      },
      commit: async () => {
        await inner.commit();
        this.#note(written);
      },
    };
    return batch;
  }
}
