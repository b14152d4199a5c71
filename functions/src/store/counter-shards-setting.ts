// How many shard documents a hot counter is spread over (issue 19 item 6), a property of the
// database a store talks to: Firestore sustains about one write per second per document, so a
// counter thousands of voters share is spread over several documents and summed on read; SQLite
// has no such limit (one process commits one transaction at a time whatever the documents), so
// the embedded default keeps counters on their document (1). RMI_COUNTER_SHARDS overrides either.
import { DelegatingStore } from './delegating-store.ts';
import type { DocumentStore } from './document-store.ts';

/** Production (Firestore): a review's counts take up to ~10 writes a second before one shard is busy. */
export const FIRESTORE_COUNTER_SHARDS = 10;
/** The embedded default (SQLite): no shards; see the top of this file. */
export const SQLITE_COUNTER_SHARDS = 1;
/** Firestore's `in` takes 30 values; more shards than that would only cost reads. */
export const MAX_COUNTER_SHARDS = 30;

/** RMI_COUNTER_SHARDS when it is a whole number from 1 to MAX_COUNTER_SHARDS, else `fallback`. */
export function counterShardsFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNTER_SHARDS) {
    throw new Error(
      `RMI_COUNTER_SHARDS must be a whole number from 1 to ${MAX_COUNTER_SHARDS}, not "${value}".`,
    );
  }
  return n;
}

class CounterShardsStore extends DelegatingStore {
  readonly #shards: number;

  constructor(inner: DocumentStore, shards: number) {
    super(inner);
    this.#shards = shards;
  }

  override get counterShards(): number {
    return this.#shards;
  }
}

/** The store, saying that its counters are spread over `shards` documents. */
export function withCounterShards(store: DocumentStore, shards: number): DocumentStore {
  counterShardsFrom(String(shards), 1);
  return new CounterShardsStore(store, shards);
}
