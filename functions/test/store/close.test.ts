// Closing the store as a script does (npm run insights:rebuild, seed, grant-moderator...): with the
// data folder's settings, close() must settle and the process end with code 0. The checkpoint worker
// does not keep the process alive (unref), so a close() that waited for it without holding the
// process open left an unsettled top-level await: exit code 13, after the work was done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/store/sqlite/index.ts';
import { startWorker } from './support/child.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-close-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite adapter: closing from a script', () => {
  it('close() settles and the process exits 0, every time', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const path = join(dir, `close-${round}.db`);
      const worker = startWorker(['write-close', path, '20']);
      const { code } = await worker.exited;
      expect({ round, code, lines: worker.lines }, worker.stderr()).toEqual({
        round,
        code: 0,
        lines: ['ready', 'closed'],
      });
      const store = openSqliteStore({ path });
      expect(await store.query({ collection: 'docs' })).toHaveLength(20);
      await store.close();
    }
  });
});
