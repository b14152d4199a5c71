// The decorator the API's read cache relies on: transparent (the whole contract passes through it)
// and its write version moves after every commit with writes, and only then.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { StoreError } from '../../src/store/document-store.ts';
import { loadIndexDefinitions, openSqliteStore } from '../../src/store/sqlite/index.ts';
import { observeWrites } from '../../src/store/write-observed-store.ts';
import { CONTRACT_INDEXES, runDocumentStoreContract } from './contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-observed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;
const indexes = loadIndexDefinitions(CONTRACT_INDEXES);
const open = () => observeWrites(openSqliteStore({ path: join(dir, `o${++fileNumber}.db`), indexes }));

runDocumentStoreContract('SQLite, write-observed', { makeStore: async () => open(), enforcesIndexes: true });

describe('WriteObservedStore', () => {
  test('batches and transactions with writes move the version; reads and read-only transactions do not', async () => {
    const store = open();
    try {
      expect(observeWrites(store)).toBe(store);
      expect(store.writeVersion).toBe(0);
      const batch = store.batch();
      expect(batch.set('things', 'a', { v: 1 })).toBe(batch);
      await batch.commit();
      expect(store.writeVersion).toBe(1);

      await store.get('things', 'a');
      await store.query({ collection: 'things' });
      await store.runTransaction((tx) => tx.get('things', 'a'));
      expect(store.writeVersion).toBe(1);

      await store.runTransaction(async (tx) => {
        const doc = await tx.get<{ v: number }>('things', 'a');
        tx.update('things', 'a', { v: (doc?.data.v ?? 0) + 1 }).set('things', 'b', { v: 0 });
      });
      expect(store.writeVersion).toBe(2);
      expect((await store.get('things', 'a'))?.data).toEqual({ v: 2 });
    } finally {
      await store.close();
    }
  });

  test('a failed commit moves the version too (it may have applied elsewhere)', async () => {
    const store = open();
    try {
      await store.batch().create('things', 'a', { v: 1 }).commit();
      const before = store.writeVersion;
      await expect(store.batch().create('things', 'a', { v: 2 }).commit()).rejects.toBeInstanceOf(StoreError);
      expect(store.writeVersion).toBe(before + 1);
      await expect(
        store.runTransaction(async (tx) => {
          tx.delete('things', 'a');
          throw new Error('abandoned');
        }),
      ).rejects.toThrow('abandoned');
      expect(store.writeVersion).toBe(before + 2);
    } finally {
      await store.close();
    }
  });
});
