// The commit thread (commit-thread.ts) as the store cannot show it: a thread that dies fails the
// commits waiting on it and every later one with 'unavailable', instead of leaving writers hanging.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/document-store.ts';
import { CommitThread } from '../../src/store/sqlite/commit-thread.ts';
import { NO_INDEXES } from '../../src/store/sqlite/index-definitions.ts';

const dir = mkdtempSync(join(tmpdir(), 'commit-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the commit thread', () => {
  it('that cannot open its file fails the group sent and every later one with unavailable', async () => {
    const thread = new CommitThread({
      path: join(dir, 'no-such-folder', 'store.db'),
      indexes: NO_INDEXES,
      busyTimeoutMs: 100,
      synchronous: 'NORMAL',
    });
    const write = { kind: 'set', collection: 'c', id: 'a', data: { n: 1 }, merge: false } as const;
    const group = [{ writes: [write], reads: null, now: new Date() }];
    for (const attempt of [thread.apply(group), thread.apply(group)]) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StoreError);
      expect((error as StoreError).code).toBe('unavailable');
    }
    const later = await thread.apply(group).catch((e: unknown) => e);
    expect((later as StoreError).code).toBe('unavailable');
    await thread.close();
  });
});
