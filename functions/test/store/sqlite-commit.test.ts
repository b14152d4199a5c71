// The SQLite commit path's own shortcuts (issue 19 item 4): commit sequence numbers handed out from
// reserved blocks, the state before a write taken from the transaction's read when still current, a
// lone group member without a savepoint, and index entries diffed only for the fields a write touched.
// Each test checks what the shortcut must never change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type DocData, FieldValue, type Value } from '../../src/store/document-store.ts';
import { CommitSequence, SEQUENCE_BLOCK } from '../../src/store/sqlite/commit-sequence.ts';
import { Database } from '../../src/store/sqlite/database.ts';
import { type IndexDefinitions, openSqliteStore } from '../../src/store/sqlite/index.ts';
import { arrayEntries } from '../../src/store/sqlite/index-entries.ts';
import { compareValues, keyId, valuesEqual } from '../../src/store/sqlite/value-order.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;
const newPath = () => join(dir, `c${++fileNumber}.db`);

const openDb = (path: string) => new Database(path, { busyTimeoutMs: 1000, synchronous: 'NORMAL' });
const storedSeq = (db: Database) =>
  (db.stmt(`SELECT v FROM "_meta" WHERE k = 'seq'`).get() as { v: number }).v;
const versionOf = (db: Database, collection: string, id: string) =>
  (db.stmt(`SELECT version FROM "c:${collection}" WHERE id = ?`).get(id) as { version: number }).version;

describe('SQLite commit sequence', () => {
  it('writes the sequence row once per block, not once per commit', async () => {
    const path = newPath();
    const store = openSqliteStore({ path });
    const db = openDb(path);
    try {
      const start = storedSeq(db);
      for (let i = 0; i < 10; i++) await store.batch().set('seq', `d${i}`, { i }).commit();
      expect(storedSeq(db)).toBe(start + SEQUENCE_BLOCK);
      const versions = Array.from({ length: 10 }, (_, i) => versionOf(db, 'seq', `d${i}`));
      expect(versions).toEqual(Array.from({ length: 10 }, (_, i) => start + 1 + i));
    } finally {
      db.close();
      await store.close();
    }
  });

  it('never hands out a number twice or out of commit order: across connections, rollbacks and reopening', () => {
    const path = newPath();
    openSqliteStore({ path }).close(); // creates the _meta table
    const one = openDb(path);
    const two = openDb(path);
    const seqOne = new CommitSequence(one);
    const seqTwo = new CommitSequence(two);
    const committed: number[] = [];
    const commit = (db: Database, seq: CommitSequence, count: number) =>
      db.transaction('write', () => {
        seq.begin(count);
        for (let i = 0; i < count; i++) committed.push(seq.take());
      });
    try {
      commit(one, seqOne, 3);
      commit(two, seqTwo, 2);
      commit(two, seqTwo, 1);
      // A write that fails after its transaction reserved a block: the reservation rolls back with it.
      expect(() =>
        one.transaction('write', () => {
          seqOne.begin(1);
          seqOne.take();
          throw new Error('the write fails');
        }),
      ).toThrow('the write fails');
      seqOne.rolledBack();
      commit(one, seqOne, 2);
      commit(two, seqTwo, 1);
      commit(one, seqOne, SEQUENCE_BLOCK + 5); // more than a block at once
      const reopened = openDb(path);
      try {
        commit(reopened, new CommitSequence(reopened), 1);
      } finally {
        reopened.close();
      }
      expect(new Set(committed).size).toBe(committed.length);
      expect([...committed].sort((a, b) => a - b)).toEqual(committed);
    } finally {
      one.close();
      two.close();
    }
  });

  it('does not reuse a block whose reservation rolled back: a stale read on another connection is still caught', async () => {
    const path = newPath();
    const a = openSqliteStore({ path });
    const b = openSqliteStore({ path });
    try {
      await a.batch().set('aba', 'x', { n: 0 }).commit();
      await b.batch().set('aba', 'other', { n: 0 }).commit();
      // a's next commit reserves a block (b committed since a's last one), and fails: it rolls back.
      await expect(a.batch().update('aba', 'missing', { n: 1 }).commit()).rejects.toMatchObject({
        code: 'not-found',
      });
      await a.batch().set('aba', 'x', { n: 1 }).commit();
      let calls = 0;
      await a.runTransaction(async (tx) => {
        calls++;
        const doc = await tx.get<{ n: number }>('aba', 'x');
        // b writes twice in between: had a kept using the block that rolled back (its first number
        // went to the failed write, the second to x), b's next block would be the same numbers, x
        // would get the version a's read saw, and this commit would overwrite b's write.
        if (calls === 1) {
          await b.batch().set('aba', 'other', { n: 1 }).commit();
          await b.batch().set('aba', 'x', { n: 100 }).commit();
        }
        tx.set('aba', 'x', { n: (doc?.data.n ?? 0) + 1 });
      });
      expect(calls).toBe(2);
      expect((await a.get('aba', 'x'))?.data).toEqual({ n: 101 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('SQLite commit: the state before a write', () => {
  it("a transaction whose read went stale writes nothing from it: it runs again on the other writer's data", async () => {
    const store = openSqliteStore({ path: newPath() });
    try {
      await store.batch().set('stale', 'doc', { likes: 1, text: 'first' }).commit();
      let calls = 0;
      await store.runTransaction(async (tx) => {
        calls++;
        const doc = await tx.get<{ likes: number }>('stale', 'doc');
        // Another writer changes the document between this read and the commit.
        if (calls === 1) await store.batch().set('stale', 'doc', { likes: 10, text: 'edited' }).commit();
        tx.update('stale', 'doc', { likes: (doc?.data.likes ?? 0) + 1 });
      });
      expect(calls).toBe(2);
      expect((await store.get('stale', 'doc'))?.data).toEqual({ likes: 11, text: 'edited' });
    } finally {
      await store.close();
    }
  });

  it('a transaction that changes the document it read keeps none of its changes in the stored state', async () => {
    const store = openSqliteStore({ path: newPath() });
    try {
      await store
        .batch()
        .set('mut', 'doc', { likes: 1, tags: ['a'], nested: { n: 1 } })
        .commit();
      await store.runTransaction(async (tx) => {
        const doc = await tx.get<{ likes: number; tags: string[]; nested: { n: number } }>('mut', 'doc');
        if (!doc) throw new Error('missing');
        // The caller owns what it read: mutating it must not leak into the commit's state before.
        doc.data.tags.push('leaked');
        doc.data.nested.n = 99;
        (doc.data as DocData).extra = 'leaked';
        tx.update('mut', 'doc', { likes: FieldValue.increment(1) });
      });
      expect((await store.get('mut', 'doc'))?.data).toEqual({ likes: 2, tags: ['a'], nested: { n: 1 } });
      const byTag = await store.query({
        collection: 'mut',
        where: [{ field: 'tags', op: 'array-contains', value: 'leaked' }],
      });
      expect(byTag).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('two writes to one document it read apply in order, the second on the result of the first', async () => {
    const store = openSqliteStore({ path: newPath() });
    try {
      await store.batch().set('twice', 'doc', { n: 1 }).commit();
      await store.runTransaction(async (tx) => {
        await tx.get('twice', 'doc');
        await tx.get('twice', 'missing');
        tx.update('twice', 'doc', { n: FieldValue.increment(1) });
        tx.update('twice', 'doc', { n: FieldValue.increment(10), m: true });
        tx.create('twice', 'missing', { made: true });
        tx.update('twice', 'missing', { n: 1 });
      });
      expect((await store.get('twice', 'doc'))?.data).toEqual({ n: 12, m: true });
      expect((await store.get('twice', 'missing'))?.data).toEqual({ made: true, n: 1 });
    } finally {
      await store.close();
    }
  });
});

describe('SQLite commit: a lone member', () => {
  it('rolls back all of its writes when a later one fails, and the next commit is unaffected', async () => {
    const store = openSqliteStore({ path: newPath() });
    try {
      const before = store.sqliteCommits;
      await expect(
        store
          .batch()
          .set('lone', 'a', { n: 1, tags: ['x'] })
          .update('lone', 'missing', { n: 1 })
          .commit(),
      ).rejects.toMatchObject({ code: 'not-found' });
      expect(await store.get('lone', 'a')).toBeNull();
      expect(
        await store.query({
          collection: 'lone',
          where: [{ field: 'tags', op: 'array-contains', value: 'x' }],
        }),
      ).toEqual([]);
      await store.batch().set('lone', 'b', { n: 2 }).commit();
      expect((await store.get('lone', 'b'))?.data).toEqual({ n: 2 });
      expect(store.sqliteCommits - before).toBe(1);
    } finally {
      await store.close();
    }
  });
});

/** The array-index rows of a collection as stored, as "field key id" strings. */
function storedArrayRows(path: string, collection: string): string[] {
  const db = openDb(path);
  try {
    return (
      db.stmt(`SELECT field, key, id FROM "a:${collection}"`).all() as {
        field: string;
        key: Uint8Array;
        id: string;
      }[]
    )
      .map((r) => `${r.field} ${keyId(r.key)} ${r.id}`)
      .sort();
  } finally {
    db.close();
  }
}

/** The rows the documents should have, computed from scratch. */
function expectedArrayRows(docs: Map<string, DocData>): string[] {
  const rows: string[] = [];
  for (const [id, data] of docs)
    for (const e of arrayEntries(data).values()) rows.push(`${e.field} ${keyId(e.key)} ${id}`);
  return rows.sort();
}

describe('SQLite commit: index entries of the fields a write touched', () => {
  const scalar = fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 3 }));
  const value: fc.Arbitrary<Value> = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.record({ arr: fc.array(scalar, { maxLength: 3 }), n: scalar }, { requiredKeys: [] }),
  );
  const field = fc.constantFrom('tags', 'other', 'm');
  const op = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), data: fc.dictionary(field, value), merge: fc.boolean() }),
    fc.record({
      kind: fc.constant('update' as const),
      path: fc.constantFrom('tags', 'other', 'm', 'm.arr', 'm.n'),
      value: fc.oneof(value, fc.constant('union' as const), fc.constant('remove' as const)),
    }),
    fc.record({ kind: fc.constant('delete' as const) }),
  );

  // A composite index with array-contains keeps an entry table of its own (index-entries.ts).
  const indexes: IndexDefinitions = {
    indexes: [
      {
        collectionGroup: 't',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          { fieldPath: 'other', order: 'ASCENDING' },
        ],
      },
    ],
    fieldOverrides: [],
  };

  it('match a full recomputation after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('d1', 'd2'), op), { maxLength: 12 }),
        async (ops) => {
          const path = newPath();
          const store = openSqliteStore({ path, indexes });
          try {
            await store.batch().set('t', 'plain', { other: 1 }).commit();
            for (const [id, o] of ops) {
              const batch = store.batch();
              if (o.kind === 'set') batch.set('t', id, o.data as DocData, { merge: o.merge });
              else if (o.kind === 'delete') batch.delete('t', id);
              else {
                const v =
                  o.value === 'union'
                    ? FieldValue.arrayUnion('a', 9)
                    : o.value === 'remove'
                      ? FieldValue.arrayRemove('a')
                      : o.value;
                batch.update('t', id, { [o.path]: v });
              }
              await batch.commit().catch((error: { code?: string }) => {
                if (error.code !== 'not-found') throw error;
              });
            }
            const docs = new Map<string, DocData>();
            for (const id of ['d1', 'd2', 'plain']) {
              const doc = await store.get('t', id);
              if (doc) docs.set(id, doc.data);
            }
            expect(storedArrayRows(path, 't')).toEqual(expectedArrayRows(docs));
            for (const v of ['a', 'b', 'c', 0, 1, 2, 3, 9]) {
              const found = await store.query({
                collection: 't',
                where: [{ field: 'tags', op: 'array-contains', value: v }],
                orderBy: [{ field: 'other', direction: 'asc' }],
              });
              const expected = [...docs]
                .filter(
                  ([, d]) => Array.isArray(d.tags) && d.tags.some((x) => valuesEqual(x, v)) && 'other' in d,
                )
                .sort(
                  ([ia, a], [ib, b]) =>
                    compareValues(a.other as Value, b.other as Value) || (ia < ib ? -1 : 1),
                )
                .map(([id]) => id);
              expect(found.map((d) => d.id)).toEqual(expected);
            }
          } finally {
            await store.close();
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
