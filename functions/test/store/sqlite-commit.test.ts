// The SQLite commit path's own shortcuts (issue 19 item 4): commit sequence numbers handed out from
// reserved blocks, the state before a write taken from the transaction's read when still current, a
// lone group member without a savepoint, and index entries diffed only for the fields a write touched.
// Each test checks what the shortcut must never change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type DocData, FieldValue, type Query, type Value } from '../../src/store/document-store.ts';
import { CommitSequence, SEQUENCE_BLOCK } from '../../src/store/sqlite/commit-sequence.ts';
import { Database } from '../../src/store/sqlite/database.ts';
import { getPath, parseFieldPath } from '../../src/store/sqlite/field-path.ts';
import { type IndexDefinitions, openSqliteStore, type SqliteStore } from '../../src/store/sqlite/index.ts';
import { arrayEntries } from '../../src/store/sqlite/index-entries.ts';
import { readKeyColumns } from '../../src/store/sqlite/key-columns.ts';
import { keySql } from '../../src/store/sqlite/schema.ts';
import { compareValues, keyId, typeTagOf, valuesEqual } from '../../src/store/sqlite/value-order.ts';

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

/** Key-column values that differ from fs_key() of the stored JSON (what the indexes must hold). */
function staleKeys(path: string, collection: string): string[] {
  const db = openDb(path);
  try {
    const stale: string[] = [];
    for (const column of readKeyColumns(db, `c:${collection}`)) {
      const rows = db
        .stmt(`SELECT id FROM "c:${collection}" WHERE NOT (${column.sql} IS ${keySql('data', column.path)})`)
        .all() as { id: string }[];
      for (const r of rows) stale.push(`${r.id} ${column.path}`);
    }
    return stale;
  } finally {
    db.close();
  }
}

/** The document ids a query must answer, computed from all documents (Firestore's semantics for these shapes). */
function expectedIds(docs: Map<string, DocData>, query: Query): string[] {
  const value = (d: DocData, field: string) => getPath(d, parseFieldPath(field));
  const matches = (d: DocData) =>
    (query.where ?? []).every((w) => {
      const v = value(d, w.field);
      if (v === undefined) return false;
      if (w.op === '==') return valuesEqual(v, w.value as Value);
      if (typeTagOf(v) !== typeTagOf(w.value as Value)) return false;
      const c = compareValues(v, w.value as Value);
      return w.op === '>' ? c > 0 : w.op === '>=' ? c >= 0 : w.op === '<' ? c < 0 : c <= 0;
    });
  const orders = query.orderBy ?? [];
  const rows = [...docs].filter(
    ([, d]) => matches(d) && orders.every((o) => value(d, o.field) !== undefined),
  );
  const compare = ([ia, a]: [string, DocData], [ib, b]: [string, DocData]) => {
    for (const o of orders) {
      const c = compareValues(value(a, o.field) as Value, value(b, o.field) as Value);
      if (c !== 0) return o.direction === 'desc' ? -c : c;
    }
    const last = orders[orders.length - 1];
    return (ia < ib ? -1 : 1) * (last?.direction === 'desc' ? -1 : 1);
  };
  rows.sort(compare);
  let from = 0;
  if (query.startAfter) {
    const cursor = query.startAfter;
    from = rows.findIndex(([, d]) => {
      for (let i = 0; i < cursor.length; i++) {
        const o = orders[i] as { field: string; direction?: string };
        const c = compareValues(value(d, o.field) as Value, cursor[i] as Value);
        if (c !== 0) return o.direction === 'desc' ? c < 0 : c > 0;
      }
      return false;
    });
    if (from < 0) from = rows.length;
  }
  return rows.slice(from, query.limit === undefined ? undefined : from + query.limit).map(([id]) => id);
}

describe('SQLite commit: index entries and key columns of the fields a write touched', () => {
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

  // A composite index with array-contains keeps an entry table of its own (index-entries.ts); one
  // without, an index over key columns (key-columns.ts), as do the single-field indexes queries add.
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
      {
        collectionGroup: 't',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'other', order: 'ASCENDING' },
          { fieldPath: 'm.n', order: 'DESCENDING' },
        ],
      },
    ],
    fieldOverrides: [],
  };
  const scalars: Value[] = ['a', 'b', 'c', 0, 1, 2, 3];
  // Equality, inequality, ordering in both directions and cursors over key columns, among them
  // `m` and `tags`, whose single-field key columns the first such query adds to a table with data.
  const keyedQueries: Query[] = [
    ...scalars.map(
      (v): Query => ({
        collection: 't',
        where: [{ field: 'other', op: '==', value: v }],
        orderBy: [{ field: 'm.n', direction: 'desc' }],
      }),
    ),
    { collection: 't', orderBy: [{ field: 'other' }, { field: 'm.n', direction: 'desc' }] },
    { collection: 't', where: [{ field: 'other', op: '>', value: 0 }], orderBy: [{ field: 'other' }] },
    { collection: 't', where: [{ field: 'other', op: '<=', value: 'b' }], orderBy: [{ field: 'other' }] },
    { collection: 't', orderBy: [{ field: 'm', direction: 'desc' }] },
    { collection: 't', orderBy: [{ field: 'm' }], startAfter: [{ n: 'a' }], limit: 2 },
    { collection: 't', orderBy: [{ field: 'tags' }] },
    { collection: 't', orderBy: [{ field: 'm.n', direction: 'desc' }], startAfter: [1] },
    {
      collection: 't',
      orderBy: [{ field: 'other' }, { field: 'm.n', direction: 'desc' }],
      startAfter: [1, 2],
      limit: 3,
    },
  ];
  const checkKeyed = async (store: SqliteStore, path: string) => {
    const docs = new Map<string, DocData>();
    for (const id of ['d1', 'd2', 'd3', 'plain']) {
      const doc = await store.get('t', id);
      if (doc) docs.set(id, doc.data);
    }
    for (const query of keyedQueries) {
      const found = (await store.query(query)).map((d) => d.id);
      expect(found, JSON.stringify(query)).toEqual(expectedIds(docs, query));
    }
    expect(staleKeys(path, 't')).toEqual([]);
  };

  it('match a full recomputation after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('d1', 'd2', 'd3'), op), { maxLength: 12 }),
        fc.nat(12),
        async (ops, checkAt) => {
          const path = newPath();
          const store = openSqliteStore({ path, indexes });
          try {
            await store.batch().set('t', 'plain', { other: 1 }).commit();
            for (const [n, [id, o]] of ops.entries()) {
              if (n === checkAt) await checkKeyed(store, path);
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
            await checkKeyed(store, path);
            const docs = new Map<string, DocData>();
            for (const id of ['d1', 'd2', 'd3', 'plain']) {
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
