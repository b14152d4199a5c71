// Makes commits durable off the event loop (issue 19). With synchronous=FULL, SQLite fsyncs the WAL
// inside COMMIT, and node:sqlite's COMMIT blocks the event loop for it: under the write mix that
// wait was half of the main thread, and no other request could even reach its commit meanwhile.
// Instead the connection runs synchronous=NORMAL (COMMIT only writes the WAL frames, which survive
// a crash of the process) and the store acknowledges a commit only after an fdatasync of the WAL
// file, run on libuv's thread pool, that started after the COMMIT: what is acknowledged is on disk,
// as with FULL. Commits that arrive while a sync runs share the next one.
//
// The difference from FULL: another request may read a committed write a few milliseconds before
// it is on disk; a power loss in that window loses the write (never acknowledged to its writer) and
// what that reader saw. A crash of the process loses nothing (the frames are in the OS already).
import { type FileHandle, open } from 'node:fs/promises';

/** Flushes the file's data to disk (fdatasync); replaceable in tests. */
export type SyncFile = (file: FileHandle) => Promise<void>;

const fdatasync: SyncFile = (file) => file.datasync();

type Waiters = { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void };

function waiters(): Waiters {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export class WalSync {
  private readonly walPath: string;
  private readonly sync: SyncFile;
  private file: Promise<FileHandle> | null = null;
  /** The sync in progress, if any. */
  private running: Promise<void> | null = null;
  /** Commits waiting for a sync that has not started yet. */
  private next: Waiters | null = null;
  /** fdatasync calls made so far (each may cover many commits). */
  syncs = 0;

  constructor(databasePath: string, sync: SyncFile = fdatasync) {
    this.walPath = `${databasePath}-wal`;
    this.sync = sync;
  }

  /**
   * Resolves once everything written to the WAL before this call is on disk: after a sync that
   * starts after this call (a sync already running may have started before the caller's COMMIT).
   */
  durable(): Promise<void> {
    const batch = this.next ?? waiters();
    if (!this.next) {
      this.next = batch;
      if (!this.running) this.start();
    }
    return batch.promise;
  }

  private start(): void {
    const batch = this.next as Waiters;
    this.next = null;
    this.running = this.syncOnce().then(batch.resolve, batch.reject);
    void this.running.finally(() => {
      this.running = null;
      if (this.next) this.start();
    });
  }

  private async syncOnce(): Promise<void> {
    // The WAL exists once a commit wrote it, and keeps its inode while the database is open
    // (a checkpoint restarts it in place), so one handle serves for the store's life.
    this.file ??= open(this.walPath, 'r+');
    let file: FileHandle;
    try {
      file = await this.file;
    } catch (error) {
      this.file = null;
      throw error;
    }
    this.syncs += 1;
    await this.sync(file);
  }

  /** Waits for the syncs asked for, then closes the file. */
  async close(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    const file = this.file;
    this.file = null;
    if (file) await (await file.catch(() => null))?.close();
  }
}
