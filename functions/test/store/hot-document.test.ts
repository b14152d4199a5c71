// One document written by many transactions at once (a company's figures under a burst of manager
// reviews; issue 19): a transaction that reads a document a commit asked for is about to replace
// waits for that commit to apply instead of reading the old version, failing its read check and
// running again; and with a commit thread, commits that arrive while a group is out go together.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/store/document-store.ts';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-hot-document-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;

const MODES = [
  ['commits on the event loop', {}],
  ['commits in a thread', { commitInThread: true, syncWalOffThread: true }],
] as const;

const nextTask = () => new Promise((resolve) => setImmediate(resolve));

/** Adds one to c/hot in a transaction; counts how often its function ran. */
function increment(store: DocumentStore, attempts: { n: number }): Promise<void> {
  return store.runTransaction(async (tx) => {
    attempts.n++;
    const doc = await tx.get<{ n: number }>('c', 'hot');
    tx.set('c', 'hot', { n: (doc?.data.n ?? 0) + 1 });
  });
}

describe.each(MODES)('SQLite adapter, %s: a hot document', (_mode, options) => {
  const open = () => openSqliteStore({ path: join(dir, `h${++fileNumber}.db`), ...options });

  it('runs each of many concurrent read-modify-writes of one document once', async () => {
    const store = open();
    try {
      await store.batch().set('c', 'hot', { n: 0 }).commit();
      const attempts = { n: 0 };
      const running: Promise<void>[] = [];
      // Each in a task of its own, as requests arrive: the next reads while the last one's commit
      // is still on its way.
      for (let i = 0; i < 30; i++) {
        running.push(increment(store, attempts));
        await nextTask();
      }
      await Promise.all(running);
      expect((await store.get('c', 'hot'))?.data).toEqual({ n: 30 });
      expect(attempts.n).toBe(30);
    } finally {
      await store.close();
    }
  });

  it('lets first attempts held back by a retry go one after another, so they do not collide', async () => {
    const store = open();
    try {
      await store.batch().set('c', 'hot', { n: 0 }).set('c', 'other', { n: 0 }).commit();
      store.contendCommits(1);
      let calls = 0;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const retried = store.runTransaction(async (tx) => {
        calls++;
        const doc = await tx.get<{ n: number }>('c', 'other');
        if (calls === 2) await held; // the retry holds the queue: first attempts wait for it
        tx.set('c', 'other', { n: (doc?.data.n ?? 0) + 1 });
      });
      while (calls < 2) await nextTask();
      const attempts = { n: 0 };
      // Started in one task, as requests that arrived while the retry ran: all are held back.
      const waiting = Array.from({ length: 10 }, () => increment(store, attempts));
      await nextTask();
      expect(attempts.n).toBe(0);
      release();
      await Promise.all([retried, ...waiting]);
      expect((await store.get('c', 'hot'))?.data).toEqual({ n: 10 });
      expect(attempts.n).toBe(10);
    } finally {
      await store.close();
    }
  });

  it('keeps totals exact when the commit that readers wait for fails', async () => {
    const store = open();
    try {
      await store.batch().set('c', 'hot', { n: 0 }).commit();
      // A create of an existing document fails at commit, after readers began waiting for it.
      const failing = store.runTransaction(async (tx) => {
        await tx.get('c', 'unrelated');
        tx.set('c', 'hot', { n: 100 }).create('c', 'hot', { n: 1 });
      });
      const attempts = { n: 0 };
      const after = [increment(store, attempts), increment(store, attempts)];
      await expect(failing).rejects.toMatchObject({ code: 'already-exists' });
      await Promise.all(after);
      expect((await store.get('c', 'hot'))?.data).toEqual({ n: 2 });
    } finally {
      await store.close();
    }
  });
});

describe('SQLite adapter, commits in a thread: groups', () => {
  it('sends commits that arrive while a group is out together, in one SQLite commit', async () => {
    const store = openSqliteStore({
      path: join(dir, `g${++fileNumber}.db`),
      commitInThread: true,
      syncWalOffThread: true,
    }) as SqliteStore;
    try {
      await store.batch().set('c', 'warm', { n: 0 }).commit();
      const before = store.sqliteCommits;
      const commits: Promise<void>[] = [];
      // 40 requests, each in a task of its own: the first goes out at once, the others arrive
      // before its answer can be read (the thread answers through the event loop).
      await new Promise<void>((done) => {
        for (let i = 0; i < 40; i++) {
          setImmediate(() => {
            commits.push(store.batch().set('c', `d${i}`, { i }).commit());
            if (i === 39) done();
          });
        }
      });
      await Promise.all(commits);
      expect(store.sqliteCommits - before).toBeLessThanOrEqual(3);
      expect((await store.query({ collection: 'c' })).length).toBe(41);
    } finally {
      await store.close();
    }
  });
});
