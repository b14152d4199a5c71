// The process-wide queue for transactions on one database file. Commits are
// synchronous and never interleave, but a transaction's function awaits
// between its reads and its commit, so under contention optimistic attempts
// would keep invalidating each other. So: first attempts run freely; a retry
// runs alone, in arrival order, holding the queue until its commit is applied
// (commit.ts commits it at once instead of with the turn's group); and while
// any retry holds or waits for the queue, new first attempts wait until it is
// empty, then go on together. Before (issue 19): first attempts also queued
// one at a time while anyone waited, and a queue held for a whole turn of the
// event loop each never emptied under load: the write mix ran one transaction
// per turn, with no group commits and retries waiting 200 ms in the queue.
// Keyed by file, so two stores on the same file in one process share it.
// Other processes are kept correct by the read checks at commit, not by this
// queue.
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';

export class TxQueue {
  private locked = false;
  private readonly waiting: (() => void)[] = [];
  /** First attempts held back until the queue is empty. */
  private gated: (() => void)[] = [];

  /** True while an attempt holds the queue or waits for it. */
  get busy(): boolean {
    return this.locked || this.waiting.length > 0;
  }

  /** Resolves at once when nobody holds or waits for the queue, else once it is empty. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.gated.push(resolve));
  }

  /** Resolves with the function that releases the queue to the next waiter. */
  acquire(): Promise<() => void> {
    return new Promise((grant) => {
      const take = (): void => {
        this.locked = true;
        let released = false;
        grant(() => {
          if (released) return;
          released = true;
          const next = this.waiting.shift();
          if (next) return next();
          this.locked = false;
          const gated = this.gated;
          this.gated = [];
          for (const go of gated) go();
        });
      };
      if (this.locked) this.waiting.push(take);
      else take();
    });
  }
}

const queues = new Map<string, TxQueue>();

export function txQueueFor(path: string): TxQueue {
  if (path === ':memory:') return new TxQueue(); // a private database: its own queue
  const key = resolve(path);
  let queue = queues.get(key);
  if (!queue) {
    queue = new TxQueue();
    queues.set(key, queue);
  }
  return queue;
}

/**
 * Set while a transaction function runs. A transaction started inside
 * another one must not wait for the queue its outer transaction holds (that
 * would deadlock), so it runs optimistically instead.
 */
export const insideTransaction = new AsyncLocalStorage<true>();
