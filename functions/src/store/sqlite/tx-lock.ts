// The process-wide queue for transactions on one database file. Commits are
// synchronous and never interleave, but a transaction's function awaits
// between its reads and its commit, so under contention optimistic attempts
// would keep invalidating each other. So: a first attempt runs freely while
// nobody is queued; once there is contention (a retry, or anyone already
// waiting) attempts run one at a time, in arrival order. Keyed by file, so
// two stores on the same file in one process share it. Other processes are
// kept correct by the read checks at commit, not by this queue.
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';

export class TxQueue {
  private locked = false;
  private readonly waiting: (() => void)[] = [];

  /** True while an attempt holds the queue or waits for it. */
  get busy(): boolean {
    return this.locked || this.waiting.length > 0;
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
          if (next) next();
          else this.locked = false;
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
