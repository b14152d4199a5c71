// Group commits applied in a worker thread with a connection of its own (issue 19). node:sqlite is
// synchronous: applying a group's writes and its COMMIT was about two fifths of the event loop under
// the write mix, while the machine's other core sat mostly idle. Here the event loop hands each group
// (writes, read set, timestamps: plain data, structured-cloned) to this thread and goes on with other
// requests; the thread runs the very same Committer.applyGroup on its connection, so the read-set
// check, sequence numbers and schema creation work exactly as in one thread (they already serve
// several connections: commit-sequence.ts, schema.ts). Reads stay on the store's own connection: in
// WAL mode they never wait for this one.
import { Worker } from 'node:worker_threads';
import { StoreError } from '../document-store.ts';
import type { GroupMember, Outcome, RemoteApplier } from './commit.ts';
import type { Synchronous } from './database.ts';
import type { IndexDefinitions } from './index-definitions.ts';

export type CommitThreadOptions = {
  path: string;
  indexes: IndexDefinitions;
  busyTimeoutMs: number;
  synchronous: Synchronous;
  walAutocheckpoint?: number;
};

/** An error as it crosses threads: a StoreError keeps its code, anything else its message. */
export type ThreadError = { code?: string; message: string };

export type ThreadOutcome = { ok: boolean } | { error: ThreadError };
export type ThreadReply = { id: number; outcomes: ThreadOutcome[] } | { id: number; failed: ThreadError };

export function toThreadError(error: unknown): ThreadError {
  if (error instanceof StoreError) return { code: error.code, message: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}

function fromThreadError(error: ThreadError): Error {
  return error.code === undefined
    ? new Error(error.message)
    : new StoreError(error.code as StoreError['code'], error.message);
}

/** The module the worker runs: the source itself under Node's type stripping, the build's .js else. */
function workerUrl(): URL {
  const source = import.meta.url.endsWith('.ts');
  return new URL(source ? './commit-thread-main.ts' : './commit-thread-main.js', import.meta.url);
}

export class CommitThread implements RemoteApplier {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (o: Outcome[]) => void; reject: (e: unknown) => void }
  >();
  private nextId = 1;
  private readonly exited: Promise<void>;
  private crashed: Error | null = null;

  constructor(options: CommitThreadOptions) {
    this.worker = new Worker(workerUrl(), { workerData: options });
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (reply: ThreadReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if ('failed' in reply) waiter.reject(fromThreadError(reply.failed));
      else {
        waiter.resolve(reply.outcomes.map((o) => ('error' in o ? { error: fromThreadError(o.error) } : o)));
      }
    });
    // A thread that died (it cannot open the file, out of memory) fails what waits and what comes:
    // the writers hear 'unavailable', nothing is acknowledged that was not committed.
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new Error('The commit thread stopped.')));
  }

  private fail(error: Error): void {
    this.crashed ??= new StoreError('unavailable', `The commit thread failed: ${error.message}`);
    for (const waiter of this.pending.values()) waiter.reject(this.crashed);
    this.pending.clear();
  }

  apply(group: GroupMember[]): Promise<Outcome[]> {
    if (this.crashed) return Promise.reject(this.crashed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Referenced while a group is out, so the process stays up to hear how it went.
      this.worker.ref();
      this.worker.postMessage({ id, group });
    }).finally(() => {
      if (this.pending.size === 0) this.worker.unref();
    }) as Promise<Outcome[]>;
  }

  /** Has the thread checkpoint between two groups, so that its next commit starts the WAL over. */
  checkpoint(): void {
    if (!this.crashed) this.worker.postMessage('checkpoint');
  }

  /** Stops the thread (the store closes, after its committer drained). */
  async close(): Promise<void> {
    this.worker.ref();
    this.worker.postMessage('close');
    await this.exited;
  }
}
