// Counts the sequential store round trips a request makes, as Firestore would make them (issue 20
// item 7): every read, query, count and commit is a round trip to the database; calls that overlap
// in time share one (they travel in parallel). Inside a transaction, the first read starts the
// transaction on the server and Firestore's SDK holds every other read of it until that answer is
// back, so reads started alongside the first one still cost a round trip of their own. A
// transaction that read anything ends with a commit (a round trip, even with no writes); a batch
// commit is one round trip.
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

export class RoundTripCounter {
  /** Sequential round trips since the last reset. */
  rounds = 0;
  private inFlight = 0;

  reset(): void {
    this.rounds = 0;
  }

  async trip<T>(call: () => Promise<T>): Promise<T> {
    if (this.inFlight === 0) this.rounds += 1;
    this.inFlight += 1;
    try {
      return await call();
    } finally {
      this.inFlight -= 1;
    }
  }
}

class CountedTransaction implements Transaction {
  read = false;
  wrote = false;
  private first: Promise<unknown> | null = null;
  private readonly tx: Transaction;
  private readonly counter: RoundTripCounter;

  constructor(tx: Transaction, counter: RoundTripCounter) {
    this.tx = tx;
    this.counter = counter;
  }

  private async reading<T>(call: () => Promise<T>): Promise<T> {
    this.read = true;
    if (this.first === null) {
      const first = this.counter.trip(call);
      this.first = first.catch(() => undefined);
      return first;
    }
    await this.first;
    return this.counter.trip(call);
  }

  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    return this.reading(() => this.tx.get<T>(collection, id));
  }

  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    return this.reading(() => this.tx.getAll<T>(collection, ids));
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return this.reading(() => this.tx.query<T>(query));
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    this.tx.set(collection, id, data, options);
    this.wrote = true;
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    this.tx.create(collection, id, data);
    this.wrote = true;
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    this.tx.update(collection, id, data);
    this.wrote = true;
    return this;
  }

  delete(collection: string, id: string): this {
    this.tx.delete(collection, id);
    this.wrote = true;
    return this;
  }
}

/** A store that counts what it is asked to do in `counter`; everything else passes through. */
export class RoundTripCountingStore implements DocumentStore {
  private readonly inner: DocumentStore;
  readonly counter: RoundTripCounter;

  constructor(inner: DocumentStore, counter = new RoundTripCounter()) {
    this.inner = inner;
    this.counter = counter;
  }

  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    return this.counter.trip(() => this.inner.get<T>(collection, id));
  }

  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    if (ids.length === 0) return this.inner.getAll<T>(collection, ids);
    return this.counter.trip(() => this.inner.getAll<T>(collection, ids));
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return this.counter.trip(() => this.inner.query<T>(query));
  }

  count(query: Omit<Query, 'limit' | 'startAfter' | 'orderBy'>): Promise<number> {
    return this.counter.trip(() => this.inner.count(query));
  }

  batch(): WriteBatch {
    const batch = this.inner.batch();
    const counter = this.counter;
    const counted: WriteBatch = {
      set(c, id, data, options) {
        batch.set(c, id, data, options);
        return this;
      },
      create(c, id, data) {
        batch.create(c, id, data);
        return this;
      },
      update(c, id, data) {
        batch.update(c, id, data);
        return this;
      },
      delete(c, id) {
        batch.delete(c, id);
        return this;
      },
      commit: () => counter.trip(() => batch.commit()),
    };
    return counted;
  }

  runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.inner.runTransaction(async (tx) => {
      const attempt = new CountedTransaction(tx, this.counter);
      const result = await fn(attempt);
      // The commit: the adapter commits when the function returns; count it as Firestore's would be.
      if (attempt.read || attempt.wrote) await this.counter.trip(async () => {});
      return result;
    });
  }

  newId(): string {
    return this.inner.newId();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
