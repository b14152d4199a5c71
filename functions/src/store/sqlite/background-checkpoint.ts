// WAL checkpoints off the request path (issue 19). By default SQLite checkpoints inside the COMMIT
// that takes the WAL past 1,000 pages: that request's thread copies the pages into the database
// file and fsyncs it, tens of milliseconds on a large file, while every other request waits (node:sqlite
// is synchronous). Here a worker thread with its own connection runs PASSIVE checkpoints (they never
// block the writer) every CHECKPOINT_EVERY_MS, and the store's own connection checkpoints only as a
// backstop, when the WAL reaches BACKSTOP_PAGES. Durability is unchanged: a commit is durable when its
// WAL frames are synced (synchronous=FULL); the checkpoint, with the same synchronous setting, syncs
// the WAL before copying and the database file before the WAL may be reused.
//
// Starting the WAL over. SQLite rewinds the WAL only when a writer begins while every frame is already
// in the database file, and under steady writes that never happens after a checkpoint of this thread:
// commits arrive while it copies. So the WAL grew to the backstop, and the writer's own backstop
// checkpoint then copied everything written since this thread's last run (up to 200 ms of writes,
// thousands of pages) and synced the database file inside a COMMIT: 100-160 ms during which no commit
// was applied, every second or so under the write mix, which was its p99 (issue 19, measured per commit
// in the commit thread). Now each run repeats its pass while the last one still copied many pages (the
// frames written meanwhile), and once the WAL holds RESTART_AT_PAGES it tells the writer
// (`onWalLarge`), which checkpoints the few pages left between two commits: its next commit starts the
// WAL over.
import { Worker } from 'node:worker_threads';
import type { Synchronous } from './database.ts';

export const CHECKPOINT_EVERY_MS = 200;
/** wal_autocheckpoint of the store's connection while a checkpointer runs: 16,000 pages = 64 MB. */
export const BACKSTOP_PAGES = 16_000;
/** WAL frames from which a run asks the writer to start the WAL over: 4,000 pages = 16 MB. */
export const RESTART_AT_PAGES = 4_000;
/** A run repeats its pass while the last pass copied more pages than this (at most MAX_PASSES). */
const TAIL_PAGES = 256;
const MAX_PASSES = 4;

/**
 * One run's answer (its last PASSIVE pass): WAL frames, and how many of them are now in the database
 * file; `restart` when the WAL is large enough that the writer should start it over.
 */
export type CheckpointResult = { busy: number; log: number; checkpointed: number; restart: boolean };

// Plain JavaScript evaluated in the worker, so no module path has to resolve (src, lib, tests alike).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path, { timeout: workerData.busyTimeoutMs });
db.exec('PRAGMA synchronous = ' + workerData.synchronous);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const run = () => {
  try {
    let r = checkpoint.get();
    for (let pass = 1; pass < workerData.maxPasses && r.busy === 0; pass++) {
      const next = checkpoint.get();
      // A pass that copied few pages (or a WAL started over meanwhile): what is left is small.
      const copied = next.log >= r.log ? next.checkpointed - r.checkpointed : next.checkpointed;
      r = next;
      if (copied <= workerData.tailPages) break;
    }
    const restart = r.busy === 0 && r.log >= workerData.restartAtPages;
    parentPort.postMessage({ busy: r.busy, log: r.log, checkpointed: r.checkpointed, restart });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
const timer = setInterval(run, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export class BackgroundCheckpointer {
  private readonly worker: Worker;
  private readonly listeners = new Set<(result: CheckpointResult) => void>();
  private readonly exited: Promise<void>;
  /** Checkpoints that moved pages into the database file so far. */
  checkpoints = 0;

  /** Told when the WAL should start over (the store's writer checkpoints what is left). */
  onWalLarge: (() => void) | null = null;

  constructor(options: {
    path: string;
    synchronous: Synchronous;
    busyTimeoutMs: number;
    everyMs?: number;
    restartAtPages?: number;
  }) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        ...options,
        everyMs: options.everyMs ?? CHECKPOINT_EVERY_MS,
        restartAtPages: options.restartAtPages ?? RESTART_AT_PAGES,
        tailPages: TAIL_PAGES,
        maxPasses: MAX_PASSES,
      },
    });
    // Never what keeps the process alive; the store closes it.
    this.worker.unref();
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.on('message', (message: CheckpointResult | { error: string }) => {
      // A failed checkpoint (the file busy past the timeout) is retried on the next tick.
      if ('error' in message) return;
      if (message.checkpointed > 0) this.checkpoints += 1;
      if (message.restart) this.onWalLarge?.();
      for (const listener of this.listeners) listener(message);
    });
    // An error in the worker must not take the API down: the backstop still checkpoints.
    this.worker.on('error', () => {});
  }

  /** The next run's answer, whatever it is (tests). */
  nextRun(): Promise<CheckpointResult> {
    return new Promise((resolve) => {
      const listener = (result: CheckpointResult) => {
        this.listeners.delete(listener);
        resolve(result);
      };
      this.listeners.add(listener);
    });
  }

  /** The next checkpoint that leaves every frame of the WAL in the database file (tests, diagnostics). */
  nextComplete(): Promise<CheckpointResult> {
    return new Promise((resolve) => {
      const listener = (result: CheckpointResult) => {
        if (result.log > 0 && result.checkpointed === result.log) {
          this.listeners.delete(listener);
          resolve(result);
        }
      };
      this.listeners.add(listener);
    });
  }

  async close(): Promise<void> {
    // Held open until the worker is gone: else a script whose last work is this close() (nothing
    // else referenced) ended before it settled, with exit code 13 (unsettled top-level await).
    this.worker.ref();
    this.worker.postMessage('close');
    await this.exited;
  }
}
