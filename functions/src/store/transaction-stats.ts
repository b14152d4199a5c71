// Counts transactions and the attempts they took (issue 19 item 6): how often contention made a
// transaction run again. A layer around any adapter that changes nothing it does, so the hot
// benchmark reads the same figures from SQLite here and could from Firestore's SDK (which also
// re-runs the function on contention).
import { DelegatingStore } from './delegating-store.ts';
import { type DocumentStore, StoreError, type Transaction } from './document-store.ts';

export type TransactionStats = {
  /** runTransaction calls. */
  transactions: number;
  /** Runs of their functions: attempts - transactions are the retries. */
  attempts: number;
  /** Transactions that gave up on contention (StoreError 'aborted'). */
  aborted: number;
  /** Transactions that ended in any other error (a refused vote, a 404). */
  failed: number;
};

export class TransactionCountingStore extends DelegatingStore {
  readonly stats: TransactionStats = { transactions: 0, attempts: 0, aborted: 0, failed: 0 };

  reset(): TransactionStats {
    const before = { ...this.stats };
    Object.assign(this.stats, { transactions: 0, attempts: 0, aborted: 0, failed: 0 });
    return before;
  }

  override async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    this.stats.transactions += 1;
    try {
      return await this.inner.runTransaction((tx) => {
        this.stats.attempts += 1;
        return fn(tx);
      });
    } catch (error) {
      if (error instanceof StoreError && error.code === 'aborted') this.stats.aborted += 1;
      else this.stats.failed += 1;
      throw error;
    }
  }
}

export function countTransactions(store: DocumentStore): TransactionCountingStore {
  return new TransactionCountingStore(store);
}
