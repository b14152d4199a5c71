import { ACCOUNT_MAILS } from '../domain/accounts/account-mail-queue.ts';
import { DelegatingStore } from './delegating-store.ts';
import type {
  Doc,
  DocData,
  DocumentStore,
  Query,
  SetOptions,
  Transaction,
  WriteBatch,
  WriteData,
  Writer,
} from './document-store.ts';
import { REQUEST_RECORDS } from './exactly-once-store.ts';

/**
 * A DocumentStore that counts its commits, so that a cache of answers built
 * from it (http/public-read-cache.ts) can tell when they may be stale. Every
 * write of the process must go through it: wrap the store once, where the
 * dependencies are built, before anything else captures the store.
 */
export class WriteObservedStore extends DelegatingStore {
  #version = 0;

  /**
   * Collections no cached answer is built from, whose writes leave the version alone: rate-limit
   * counters (rate-limit/store-rate-limiter.ts), which reads count too (partner API keys, issue 17)
   * and which would otherwise empty every cache on every counted read; and request records
   * (Idempotency-Keys), which a refused request reserves and releases, so a visitor looping over the
   * contact form with fresh keys emptied every cache twice a refusal; and queued account mails
   * (domain/accounts/account-mail-queue.ts), which register and forgot-password write for anyone. A
   * record written with a write still moves the version through that write.
   */
  static readonly UNOBSERVED_COLLECTIONS: ReadonlySet<string> = new Set([
    'rateLimits',
    REQUEST_RECORDS,
    ACCOUNT_MAILS,
  ]);

  constructor(inner: DocumentStore) {
    super(inner);
  }

  /**
   * Bumped after every commit that had writes, failed ones included (a
   * Firestore commit that failed on the way back may still have applied).
   */
  get writeVersion(): number {
    return this.#version;
  }

  override batch(): WriteBatch {
    return new ObservedBatch(this.inner.batch(), () => this.#version++);
  }

  override async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    let wrote = false;
    const onWrite = (collection: string) => {
      if (!WriteObservedStore.UNOBSERVED_COLLECTIONS.has(collection)) wrote = true;
    };
    try {
      return await this.inner.runTransaction((tx) => fn(new ObservedTransaction(tx, onWrite)));
    } finally {
      // Read-only transactions (and those writing only unobserved collections) leave cached answers alone.
      if (wrote) this.#version++;
    }
  }
}

/** Forwards writes to `target`, noting each one. */
class ObservedWriter<W extends Writer> implements Writer {
  protected readonly target: W;
  protected readonly onWrite: (collection: string) => void;

  constructor(target: W, onWrite: (collection: string) => void) {
    this.target = target;
    this.onWrite = onWrite;
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    this.onWrite(collection);
    this.target.set(collection, id, data, options);
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    this.onWrite(collection);
    this.target.create(collection, id, data);
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    this.onWrite(collection);
    this.target.update(collection, id, data);
    return this;
  }

  delete(collection: string, id: string): this {
    this.onWrite(collection);
    this.target.delete(collection, id);
    return this;
  }
}

class ObservedBatch extends ObservedWriter<WriteBatch> implements WriteBatch {
  readonly #committed: () => void;

  constructor(target: WriteBatch, committed: () => void) {
    super(target, () => {});
    this.#committed = committed;
  }

  commit(): Promise<void> {
    return this.target.commit().finally(this.#committed);
  }
}

class ObservedTransaction extends ObservedWriter<Transaction> implements Transaction {
  get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    return this.target.get<T>(collection, id);
  }

  getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    return this.target.getAll<T>(collection, ids);
  }

  query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    return this.target.query<T>(query);
  }
}

/** Wraps a store once (an already wrapped one is returned as it is). */
export function observeWrites(store: DocumentStore): WriteObservedStore {
  return store instanceof WriteObservedStore ? store : new WriteObservedStore(store);
}
