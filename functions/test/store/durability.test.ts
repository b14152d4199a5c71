// Durability of the SQLite adapter: a child process commits a stream of
// transactions, reporting each after it commits, and is killed with SIGKILL
// in the middle of the stream. Each transaction writes two documents and
// bumps a counter, so after reopening the file every reported transaction
// must be there in full, and no transaction may be there in part.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/store/sqlite/index.ts';
import { startWorker } from './support/child.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['fsync inside COMMIT', 'pairs'],
  ['the WAL synced off the event loop', 'pairs-wal-sync'],
  ['commits applied by a worker thread', 'pairs-thread'],
  ['the WAL started over by the commit thread as the checkpointer asks', 'pairs-restart'],
])('SQLite adapter: durability, %s', (_, mode) => {
  it('keeps every reported commit and no partial transaction after SIGKILL, three times over', async () => {
    const path = join(dir, `durable-${mode}.db`);
    const reported = new Set<string>();
    for (const round of ['r1', 'r2', 'r3']) {
      const worker = startWorker([mode, path, round]);
      // Let it commit for a while, then kill it at an arbitrary moment.
      const target = 20 + Math.floor(Math.random() * 30);
      await worker.waitFor((line) => line === `committed ${target}`);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      worker.child.kill('SIGKILL');
      const { signal } = await worker.exited;
      expect(signal, worker.stderr()).toBe('SIGKILL');
      for (const line of worker.lines) {
        const match = /^committed (\d+)$/.exec(line);
        if (match) reported.add(`${round}-${match[1]}`);
      }

      const store = openSqliteStore({ path });
      try {
        const docs = await store.query({ collection: 'pairs' });
        const halves = new Map<string, number>();
        for (const doc of docs) {
          const tx = doc.id.slice(0, doc.id.lastIndexOf('-'));
          halves.set(tx, (halves.get(tx) ?? 0) + 1);
          expect(doc.data.payload).toHaveLength(4000);
        }
        for (const [tx, count] of halves) expect(count, `transaction ${tx}`).toBe(2);
        for (const tx of reported) expect(halves.has(tx), `reported commit ${tx}`).toBe(true);
        // The counter was bumped in the same transactions: it counts exactly the complete ones.
        expect((await store.get('meta', 'counter'))?.data).toEqual({ n: halves.size });
      } finally {
        await store.close();
      }
    }
    expect(reported.size).toBeGreaterThanOrEqual(60);
  });
});
