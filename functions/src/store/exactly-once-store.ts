// Exactly-once write transactions (issue 20). Firestore's SDK runs a
// transaction's function again after UNAVAILABLE, DEADLINE_EXCEEDED or
// INTERNAL even when the first commit may have been applied: a toggle (a
// vote) would be taken back, a create would find its own document and fail.
// So, inside a request scope, every transaction that writes also writes a
// record of its request, in the same commit, holding the function's result;
// every attempt first reads that record, and when it is there the commit
// already happened: the attempt answers the recorded result and writes nothing.
//
// The same record makes an Idempotency-Key work without any bookkeeping of
// its own (http/idempotency.ts): a request sent again under the key re-runs
// its handler, and each write transaction answers from its record.
//
// Records live in the `idempotency` collection (TTL on `expiresAt`; `owner`
// lets account erasure find a user's records, which may hold review texts).
// A request's write transactions are told apart by their order: the first
// uses the scope's record id, later ones add `.1`, `.2`..., so a handler must
// run its write transactions in the same order for the same request.
//
// A store whose commits are definite (definite-commits-setting.ts: SQLite in the embedded default)
// never runs a function again after its commit applied, so there a request without an
// Idempotency-Key writes no record (issue 19: one document written and read less per write); a
// keyed request still does, as its record is what answers the key's later replays.

import { AsyncLocalStorage } from 'node:async_hooks';
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
} from './document-store.ts';

export const REQUEST_RECORDS = 'idempotency';

/** One request's recording state; made per request (http/request-records.ts), found through async context. */
export type RequestScope = {
  /** The first write transaction's record id: a server-made id, or one derived from the Idempotency-Key. */
  recordId: string;
  /** What makes two requests under one key "the same"; a record with another one is a reused key. */
  fingerprint: string;
  expiresAt: Date;
  now: () => Date;
  /** HMAC of the signed-in caller, for account erasure; null for visitors. Read when a record is written. */
  owner: () => string | null;
  /**
   * The caller's pseudonym (authorKey), which results carry (the review they wrote): a record holds a
   * placeholder instead, so that no copy of it lies beside `owner`. Only this caller reads the record.
   */
  pseudonym: () => string | null;
  /** The error for a record of another request at this id (an Idempotency-Key used twice). */
  mismatch: () => Error;
  /**
   * An Idempotency-Key came (http/idempotency.ts): the record must outlive the request, so it is
   * written whatever the store's commits; without one, only where commits may be ambiguous.
   */
  keyed?: boolean;
  /** Random per request: tells a re-run of this request's own commit from a replay of an earlier request. */
  nonce: string;
  /** Write transactions started so far. */
  started: number;
  /** Set when a transaction answered from a record an earlier request wrote. */
  replayed: boolean;
  /** False once the request has answered: work it left behind (timers) is not part of it. */
  open: boolean;
  /**
   * What must hold before the request changes anything (the caller's session is still valid, issue
   * 19), null when nothing or once it passed. It throws to refuse. Run by the request's first write:
   * inside its transaction (alongside the transaction's own reads, so no extra round trip), or before
   * a batch or an Auth change.
   */
  guard?: RequestGuard | null;
};

/** Reads what it needs through the write's own transaction (or the store) and throws to refuse. */
export type RequestGuard = (reader: Pick<Transaction, 'get'>) => Promise<void>;

/** Runs the current request's guard once, reading through `reader`. */
export async function passRequestGuard(reader: Pick<Transaction, 'get'>): Promise<void> {
  const scope = currentRequestScope();
  const guard = scope?.guard;
  if (!scope || !guard) return;
  await guard(reader);
  scope.guard = null;
}

type RecordData = {
  fingerprint: string;
  owner: string | null;
  state: 'done';
  /** Which request wrote it (see RequestScope.nonce). */
  request: string;
  /** The transaction function's result (encodeResult). */
  result: string;
  expiresAt: Date;
};

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (the rest of a request) with its transactions recorded under `scope`. */
export async function runInRequestScope<T>(scope: RequestScope, fn: () => Promise<T>): Promise<T> {
  try {
    return await scopes.run(scope, fn);
  } finally {
    scope.open = false;
  }
}

/**
 * Runs `fn` with its transactions unrecorded: for a write whose own state already makes it happen
 * once (a notice marked sent) and whose result must not be copied into the caller's record.
 */
export function outsideRequestScope<T>(fn: () => Promise<T>): Promise<T> {
  return scopes.exit(fn);
}

/** The scope of the request being handled, if any. */
export function currentRequestScope(): RequestScope | undefined {
  const scope = scopes.getStore();
  return scope?.open ? scope : undefined;
}

const DATE_TAG = '__date__';
const PSEUDONYM_TAG = '__caller__';

/**
 * Dates survive as Dates (documents in results carry them); `undefined` fields vanish, as in JSON
 * answers; the caller's pseudonym is replaced by a tag (RequestScope.pseudonym).
 */
export function encodeResult(value: unknown, pseudonym: string | null = null): string {
  return JSON.stringify({ v: value }, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return { [DATE_TAG]: raw.getTime() };
    if (pseudonym !== null && raw === pseudonym) return { [PSEUDONYM_TAG]: 1 };
    return v;
  });
}

export function decodeResult(text: string, pseudonym: string | null = null): unknown {
  return (
    JSON.parse(text, (_key, v: unknown) => {
      if (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 1) {
        const tagged = v as Record<string, unknown>;
        if (typeof tagged[DATE_TAG] === 'number') return new Date(tagged[DATE_TAG]);
        if (tagged[PSEUDONYM_TAG] === 1) return pseudonym;
      }
      return v;
    }) as { v?: unknown }
  ).v;
}

/** Forwards everything to the SDK's transaction, noting whether the function wrote. */
class WatchedTransaction implements Transaction {
  wrote = false;
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
    this.#tx.set(collection, id, data, options);
    this.wrote = true;
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    this.#tx.create(collection, id, data);
    this.wrote = true;
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    this.#tx.update(collection, id, data);
    this.wrote = true;
    return this;
  }

  delete(collection: string, id: string): this {
    this.#tx.delete(collection, id);
    this.wrote = true;
    return this;
  }
}

/** A request's batch: the request's guard passes (reading through the store) before it commits. */
class GuardedBatch implements WriteBatch {
  readonly #batch: WriteBatch;
  readonly #reader: Pick<Transaction, 'get'>;

  constructor(batch: WriteBatch, reader: Pick<Transaction, 'get'>) {
    this.#batch = batch;
    this.#reader = reader;
  }

  set(collection: string, id: string, data: WriteData, options?: SetOptions): this {
    this.#batch.set(collection, id, data, options);
    return this;
  }

  create(collection: string, id: string, data: WriteData): this {
    this.#batch.create(collection, id, data);
    return this;
  }

  update(collection: string, id: string, data: WriteData): this {
    this.#batch.update(collection, id, data);
    return this;
  }

  delete(collection: string, id: string): this {
    this.#batch.delete(collection, id);
    return this;
  }

  async commit(): Promise<void> {
    await passRequestGuard(this.#reader);
    await this.#batch.commit();
  }
}

/** See the top of this file. Outside a request scope it is the inner store, unchanged. */
export class ExactlyOnceStore extends DelegatingStore {
  constructor(inner: DocumentStore) {
    super(inner);
  }

  /** A batch of a request passes the request's guard before it commits. */
  override batch(): WriteBatch {
    const batch = this.inner.batch();
    if (!currentRequestScope()?.guard) return batch;
    return new GuardedBatch(batch, this.inner);
  }

  override runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const scope = currentRequestScope();
    if (!scope) return this.inner.runTransaction(fn);
    const n = scope.started++;
    // Nothing to guard against and nothing to replay later: see the top of this file.
    if (scope.keyed !== true && this.definiteCommits === true) {
      return this.inner.runTransaction(async (tx) => (await guardedRun(tx, fn)).result);
    }
    const id = n === 0 ? scope.recordId : `${scope.recordId}.${n}`;
    return this.inner.runTransaction(async (tx) => {
      const record = await tx.get<RecordData>(REQUEST_RECORDS, id);
      if (record && new Date(record.data.expiresAt).getTime() > scope.now().getTime()) {
        if (record.data.fingerprint !== scope.fingerprint || typeof record.data.result !== 'string') {
          throw scope.mismatch();
        }
        if (record.data.request !== scope.nonce) scope.replayed = true;
        await passRequestGuard(tx);
        return decodeResult(record.data.result, scope.pseudonym()) as T;
      }
      const { result, wrote } = await guardedRun(tx, fn);
      if (wrote) {
        const data: RecordData = {
          fingerprint: scope.fingerprint,
          owner: scope.owner(),
          state: 'done',
          request: scope.nonce,
          result: encodeResult(result, scope.pseudonym()),
          expiresAt: scope.expiresAt,
        };
        tx.set(REQUEST_RECORDS, id, data);
      }
      return result;
    });
  }
}

/** Runs a request's transaction function with the request's guard; says whether the function wrote. */
async function guardedRun<T>(tx: Transaction, fn: (tx: Transaction) => Promise<T>) {
  // The guard's read is issued first (reads must come before writes) and travels with fn's first.
  const guarded = passRequestGuard(tx);
  const watched = new WatchedTransaction(tx);
  const [ran, passed] = await Promise.allSettled([fn(watched), guarded]);
  if (passed.status === 'rejected') throw passed.reason;
  if (ran.status === 'rejected') throw ran.reason;
  return { result: ran.value, wrote: watched.wrote };
}

/** Wraps a store once (an already wrapped one is returned as it is). */
export function recordTransactions(store: DocumentStore): DocumentStore {
  return store instanceof ExactlyOnceStore ? store : new ExactlyOnceStore(store);
}
