// Records the documents a request writes (collection, operation), in transactions and batches
// alike, as a store layer of the test app (test-app.ts storeLayer): which documents a kind of
// write touches, and how many, are held to a list (issue 19 item 1: fewer documents per write is
// less work for any store and less contention on Firestore).
import { DelegatingStore } from '../../src/store/delegating-store.ts';
import type {
  Doc,
  DocData,
  DocumentStore,
  Query,
  SetOptions,
  Transaction,
  WriteBatch,
  WriteData,
} from '../../src/store/document-store.ts';

export type RecordedWrite = `${'set' | 'create' | 'update' | 'delete'} ${string}`;

/** The writes that committed since the last reset, in commit order. */
export class WriteLog {
  writes: RecordedWrite[] = [];
  /** Reads inside transactions (get, getAll ids, queries), since the last reset. */
  transactionReads: string[] = [];

  reset(): void {
    this.writes = [];
    this.transactionReads = [];
  }
}

class RecordedTransaction implements Transaction {
  readonly pending: RecordedWrite[] = [];
  readonly reads: string[] = [];
  readonly #tx: Transaction;

  constructor(tx: Transaction) {
    this.#tx = tx;
  }

  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    this.reads.push(`get ${collection}`);
    return this.#tx.get<T>(collection, id);
  }

  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    for (const _ of ids) this.reads.push(`get ${collection}`);
    return this.#tx.getAll<T>(collection, ids);
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    this.reads.push(`query ${query.collection}`);
    return this.#tx.query<T>(query);
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    this.#tx.set(collection, id, data, options);
    this.pending.push(`set ${collection}`);
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    this.#tx.create(collection, id, data);
    this.pending.push(`create ${collection}`);
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    this.#tx.update(collection, id, data);
    this.pending.push(`update ${collection}`);
    return this;
  }

  delete(collection: string, id: string): this {
    this.#tx.delete(collection, id);
    this.pending.push(`delete ${collection}`);
    return this;
  }
}

/** A store that notes in `log` every document it commits; everything else passes through. */
export class WriteRecordingStore extends DelegatingStore {
  readonly log: WriteLog;

  constructor(inner: DocumentStore, log = new WriteLog()) {
    super(inner);
    this.log = log;
  }

  override batch(): WriteBatch {
    const batch = this.inner.batch();
    const log = this.log;
    const pending: RecordedWrite[] = [];
    const recorded: WriteBatch = {
      set(c, id, data, options) {
        batch.set(c, id, data, options);
        pending.push(`set ${c}`);
        return this;
      },
      create(c, id, data) {
        batch.create(c, id, data);
        pending.push(`create ${c}`);
        return this;
      },
      update(c, id, data) {
        batch.update(c, id, data);
        pending.push(`update ${c}`);
        return this;
      },
      delete(c, id) {
        batch.delete(c, id);
        pending.push(`delete ${c}`);
        return this;
      },
      async commit() {
        await batch.commit();
        log.writes.push(...pending);
      },
    };
    return recorded;
  }

  override async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    let last: RecordedTransaction | null = null;
    const result = await this.inner.runTransaction(async (tx) => {
      // Only the attempt that committed counts: the adapter may run the function again.
      last = new RecordedTransaction(tx);
      return fn(last);
    });
    const committed = last as RecordedTransaction | null;
    if (committed) {
      this.log.writes.push(...committed.pending);
      this.log.transactionReads.push(...committed.reads);
    }
    return result;
  }
}
