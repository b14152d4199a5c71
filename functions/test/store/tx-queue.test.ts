// The transaction queue under contention (tx-lock.ts, issue 19): a retry runs alone and commits at
// once; first attempts that arrive meanwhile wait for it, then go on together instead of one by one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/store/sqlite/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-tx-queue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;
const open = () => openSqliteStore({ path: join(dir, `q${++fileNumber}.db`) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SQLite adapter: the transaction queue', () => {
  it('commits a retry at once, before the I/O callbacks of its turn (no wait for the group)', async () => {
    const store = open();
    try {
      await store.batch().set('c', 'x', { n: 0 }).commit();
      store.contendCommits(1);
      let calls = 0;
      let seenNext: Promise<unknown> | null = null;
      await store.runTransaction(async (tx) => {
        calls++;
        const doc = await tx.get<{ n: number }>('c', 'x');
        tx.set('c', 'x', { n: (doc?.data.n ?? 0) + 1 });
        // Scheduled before the commit: a commit left for the turn's group is not applied yet then.
        if (calls === 2) setImmediate(() => (seenNext = store.get('c', 'x').then((d) => d?.data)));
      });
      await pause(5);
      expect(calls).toBe(2);
      expect(await seenNext).toEqual({ n: 1 });
    } finally {
      await store.close();
    }
  });

  it('holds first attempts back while a retry runs, then lets them run together', async () => {
    const store = open();
    try {
      await store.batch().set('c', 'x', { n: 0 }).commit();
      const events: string[] = [];
      store.contendCommits(1);
      let calls = 0;
      const retried = store.runTransaction(async (tx) => {
        calls++;
        const doc = await tx.get<{ n: number }>('c', 'x');
        if (calls === 2) {
          events.push('retry runs');
          await pause(20); // real I/O while holding the queue
          events.push('retry writes');
        }
        tx.set('c', 'x', { n: (doc?.data.n ?? 0) + 1 });
      });
      while (calls < 2) await pause(1);
      let active = 0;
      let mostActive = 0;
      const others = ['a', 'b', 'c'].map((id) =>
        store.runTransaction(async (tx) => {
          events.push(`${id} runs`);
          active++;
          mostActive = Math.max(mostActive, active);
          await tx.get('others', id);
          await pause(10);
          tx.set('others', id, { done: true });
          active--;
        }),
      );
      await Promise.all([retried, ...others]);
      // Nobody started while the retry held the queue (it cannot be overtaken), and the three that
      // waited ran side by side afterwards, not one at a time.
      expect(events.slice(0, 2)).toEqual(['retry runs', 'retry writes']);
      expect(mostActive).toBe(3);
      expect((await store.get('c', 'x'))?.data).toEqual({ n: 1 });
      expect((await store.getAll('others', ['a', 'b', 'c'])).map((d) => d?.data)).toEqual([
        { done: true },
        { done: true },
        { done: true },
      ]);
    } finally {
      await store.close();
    }
  });
});
