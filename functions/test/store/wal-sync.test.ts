// Commits made durable off the event loop (issue 19, wal-sync.ts): the connection runs
// synchronous=NORMAL and the store acknowledges a commit only after an fdatasync of the WAL that
// started after it. Syncs are held or failed here through the store's syncFile hook.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../src/store/document-store.ts';
import { openSqliteStore } from '../../src/store/sqlite/index.ts';
import type { SyncFile } from '../../src/store/sqlite/wal-sync.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-wal-sync-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;
const newPath = () => join(dir, `w${++fileNumber}.db`);

/** A sync that waits until the test lets it finish (or fail), counting the calls. */
function heldSyncs() {
  const pending: { release: () => void; fail: (e: Error) => void }[] = [];
  const sync: SyncFile = async (file) => {
    await new Promise<void>((release, fail) => pending.push({ release, fail }));
    await file.datasync();
  };
  return { sync, pending };
}

/** Lets every callback queued so far run (timers, I/O, the thread pool's answers). */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 2));
};

/** A promise's state, readable at any moment; `done` settles with it and never rejects. */
const watch = (promise: Promise<unknown>) => {
  const state = { settled: false, error: null as unknown };
  const done = promise.then(
    () => {
      state.settled = true;
    },
    (error) => {
      state.settled = true;
      state.error = error;
    },
  );
  return Object.assign(state, {
    done: () => done.then(() => ({ settled: state.settled, error: state.error })),
  });
};

/** A store whose syncs are held, with a counter at 0 (its sync released) and a transaction adding 1. */
async function heldCounter() {
  const held = heldSyncs();
  const store = openSqliteStore({ path: newPath(), syncWalOffThread: true, syncFile: held.sync });
  const seeded = store.batch().set('counters', 'c', { n: 0 }).commit();
  // Waited for, not timed: on a busy machine the seed's sync starts later than a few turns.
  await vi.waitFor(() => expect(held.pending).toHaveLength(1));
  held.pending.shift()?.release();
  await seeded;
  const bump = () =>
    store.runTransaction(async (tx) => {
      const doc = await tx.get<{ n: number }>('counters', 'c');
      tx.set('counters', 'c', { n: (doc?.data.n ?? 0) + 1 });
    });
  return { held, store, bump };
}

describe('SQLite adapter: commits made durable off the event loop', () => {
  it('acknowledges a commit only after the WAL sync that follows it', async () => {
    const held = heldSyncs();
    const store = openSqliteStore({ path: newPath(), syncWalOffThread: true, syncFile: held.sync });
    try {
      const write = watch(store.batch().set('notes', 'a', { text: 'hello' }).commit());
      await turns();
      expect(held.pending).toHaveLength(1);
      expect(write.settled).toBe(false);
      held.pending[0]?.release();
      expect(await write.done()).toEqual({ settled: true, error: null });
      expect((await store.get('notes', 'a'))?.data).toEqual({ text: 'hello' });
      expect(store.walSync?.syncs).toBe(1);
    } finally {
      for (const p of held.pending) p.release();
      await store.close();
    }
  });

  it('has the commits that arrive during a sync share the next one, never the one already running', async () => {
    const held = heldSyncs();
    const store = openSqliteStore({ path: newPath(), syncWalOffThread: true, syncFile: held.sync });
    try {
      const first = watch(store.batch().set('notes', 'first', { n: 0 }).commit());
      await turns();
      const later = [];
      for (let i = 1; i <= 5; i++) {
        later.push(watch(store.batch().set('notes', `n${i}`, { n: i }).commit()));
        await turns(1);
      }
      // The running sync may have started before these COMMITs: it must not acknowledge them.
      held.pending[0]?.release();
      await first.done();
      await turns();
      expect(later.map((w) => w.settled)).toEqual([false, false, false, false, false]);
      expect(held.pending).toHaveLength(2);
      held.pending[1]?.release();
      const outcomes = await Promise.all(later.map((w) => w.done()));
      expect(outcomes.every((o) => o.settled && o.error === null)).toBe(true);
      expect(store.walSync?.syncs).toBe(2);
    } finally {
      for (const p of held.pending) p.release();
      await store.close();
    }
  });

  it('fails the commits a failed sync covered, as unavailable, and acknowledges later ones', async () => {
    const held = heldSyncs();
    const store = openSqliteStore({ path: newPath(), syncWalOffThread: true, syncFile: held.sync });
    try {
      const lost = watch(store.batch().set('notes', 'x', { n: 1 }).commit());
      await turns();
      held.pending[0]?.fail(new Error('EIO: i/o error'));
      await lost.done();
      expect(lost.error).toBeInstanceOf(StoreError);
      expect((lost.error as StoreError).code).toBe('unavailable');
      const next = watch(store.batch().set('notes', 'y', { n: 2 }).commit());
      await turns();
      held.pending[1]?.release();
      expect(await next.done()).toEqual({ settled: true, error: null });
    } finally {
      for (const p of held.pending) p.release();
      await store.close();
    }
  });

  it('lets the next transaction run while a retry before it waits for its sync, and share the next sync', async () => {
    const { held, store, bump } = await heldCounter();
    try {
      // The first attempt of `first` finds its reads changed, so its second attempt holds the
      // transaction queue; `second` arrives once that attempt is applied.
      store.contendCommits(1);
      const first = watch(bump());
      // Waited for, not timed: on a busy machine the commit thread answers later than a few turns.
      await vi.waitFor(async () => expect((await store.get('counters', 'c'))?.data).toEqual({ n: 1 }));
      const second = watch(bump());
      // `first` is applied and waits for its sync: the queue must not wait with it, or every write
      // behind a retry would cost a whole sync of the event loop's time (issue 19, the write mix).
      await vi.waitFor(async () => expect((await store.get('counters', 'c'))?.data).toEqual({ n: 2 }));
      expect(held.pending).toHaveLength(1);
      expect([first.settled, second.settled]).toEqual([false, false]);
      held.pending[0]?.release();
      await first.done();
      // `second` committed during the first sync: it is acknowledged only after a sync of its own.
      await vi.waitFor(() => expect(held.pending).toHaveLength(2));
      await turns();
      expect(second.settled).toBe(false);
      held.pending[1]?.release();
      expect(await second.done()).toEqual({ settled: true, error: null });
      expect(first.error).toBeNull();
    } finally {
      for (const p of held.pending) p.release();
      await store.close();
    }
  });

  it('answers a commit whose reads changed at once, so its retry need not wait for a sync', async () => {
    const { held, store, bump } = await heldCounter();
    try {
      // Both read n = 0 in the same turn and commit in the same group: the second finds its read
      // changed, and runs again while the first one's sync is still held.
      const both = [watch(bump()), watch(bump())];
      await turns();
      expect((await store.get('counters', 'c'))?.data).toEqual({ n: 2 });
      expect(held.pending).toHaveLength(1);
      held.pending[0]?.release();
      await turns();
      held.pending[1]?.release();
      expect(await Promise.all(both.map((w) => w.done()))).toEqual([
        { settled: true, error: null },
        { settled: true, error: null },
      ]);
    } finally {
      for (const p of held.pending) p.release();
      await store.close();
    }
  });

  it('keeps transactions serializable and everything across closing and reopening, with real syncs', async () => {
    const path = newPath();
    const store = openSqliteStore({ path, syncWalOffThread: true });
    try {
      await Promise.all(
        Array.from({ length: 40 }, () =>
          store.runTransaction(async (tx) => {
            const doc = await tx.get<{ n: number }>('counters', 'c');
            tx.set('counters', 'c', { n: (doc?.data.n ?? 0) + 1 });
          }),
        ),
      );
      expect(store.walSync?.syncs).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
    const again = openSqliteStore({ path });
    try {
      expect((await again.get('counters', 'c'))?.data).toEqual({ n: 40 });
    } finally {
      await again.close();
    }
  });

  it('closes only after the commits asked for are durable and acknowledged', async () => {
    const held = heldSyncs();
    const store = openSqliteStore({ path: newPath(), syncWalOffThread: true, syncFile: held.sync });
    const write = watch(store.batch().set('notes', 'late', { n: 1 }).commit());
    const closing = watch(store.close());
    await turns();
    expect(closing.settled).toBe(false);
    held.pending[0]?.release();
    expect(await closing.done()).toEqual({ settled: true, error: null });
    expect(write.settled && write.error === null).toBe(true);
  });
});
