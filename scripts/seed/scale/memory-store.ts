// The scale seed runs the domain's own write functions (addInterviewer,
// createReview, castVoteOn, ...) against this in-memory store, so every
// document, id and aggregate is exactly what real use produces, and only
// then bulk-writes the result to SQLite: a transaction per review through
// SQLite would take minutes, in memory it takes microseconds.
// Write semantics (create/update/merge, field paths, transforms) are the
// SQLite adapter's own pure applyWrite, so they match the real store.
import type {
  Doc,
  DocData,
  DocumentStore,
  Query,
  SetOptions,
  Transaction,
  WriteBatch,
  WriteData,
} from '../../../functions/src/store/document-store.ts';
import { applyWrite } from '../../../functions/src/store/sqlite/apply-write.ts';
import type { WriteOp } from '../../../functions/src/store/write-validation.ts';

type Collections = Map<string, Map<string, DocData>>;

/**
 * Queued writes, shared by the batch and the transaction. Not validated
 * here: applyWrite copies what it stores, and the load into SQLite puts
 * every final document through the adapter's own validation.
 */
class Writes {
  readonly ops: WriteOp[] = [];

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    this.ops.push({ kind: 'set', collection, id, data, merge: options?.merge === true });
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    this.ops.push({ kind: 'create', collection, id, data });
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    this.ops.push({ kind: 'update', collection, id, data });
    return this;
  }

  delete(collection: string, id: string): this {
    this.ops.push({ kind: 'delete', collection, id });
    return this;
  }
}

function noQueries(): never {
  throw new Error('The seed store answers reads by id only: the domain write paths it runs never query.');
}

/**
 * A DocumentStore in memory, without queries. Transactions run one at a time
 * (the seed awaits each), so they need no conflict checks; their writes
 * apply all or nothing.
 */
export class MemoryStore implements DocumentStore {
  readonly collections: Collections = new Map();
  private readonly makeId: () => string;
  private readonly clock: () => Date;

  constructor(options: { newId: () => string; clock: () => Date }) {
    this.makeId = options.newId;
    this.clock = options.clock;
  }

  private read(collection: string, id: string): DocData | undefined {
    return this.collections.get(collection)?.get(id);
  }

  async get<T extends DocData = DocData>(collection: string, id: string): Promise<Doc<T> | null> {
    const data = this.read(collection, id);
    return data ? { id, data: data as T } : null;
  }

  async getAll<T extends DocData = DocData>(collection: string, ids: string[]): Promise<(Doc<T> | null)[]> {
    return ids.map((id) => {
      const data = this.read(collection, id);
      return data ? { id, data: data as T } : null;
    });
  }

  query<T extends DocData = DocData>(_query: Query): Promise<Doc<T>[]> {
    noQueries();
  }

  count(): Promise<number> {
    noQueries();
  }

  /** Applies the writes in order, all or nothing (applyWrite throws on a failed precondition). */
  private commit(ops: WriteOp[]): void {
    const staged = new Map<string, { collection: string; id: string; data: DocData | null }>();
    const now = this.clock();
    for (const op of ops) {
      const key = `${op.collection}/${op.id}`;
      const current = staged.has(key)
        ? (staged.get(key)?.data ?? null)
        : (this.read(op.collection, op.id) ?? null);
      staged.set(key, { collection: op.collection, id: op.id, data: applyWrite(current, op, now) });
    }
    for (const { collection, id, data } of staged.values()) {
      let docs = this.collections.get(collection);
      if (!docs) {
        docs = new Map();
        this.collections.set(collection, docs);
      }
      if (data) docs.set(id, data);
      else docs.delete(id);
    }
  }

  batch(): WriteBatch {
    const writes = new Writes();
    const store = this;
    return Object.assign(writes, {
      async commit() {
        store.commit(writes.ops);
      },
    });
  }

  async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const writes = new Writes();
    const tx = Object.assign(writes, {
      get: this.get.bind(this),
      getAll: this.getAll.bind(this),
      query: this.query.bind(this),
    }) as unknown as Transaction;
    const result = await fn(tx);
    this.commit(writes.ops);
    return result;
  }

  newId(): string {
    return this.makeId();
  }

  async close(): Promise<void> {}
}
