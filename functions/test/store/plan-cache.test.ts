// The SQLite adapter keeps the plan of each query shape (plan-cache.ts). These
// tests hold it to answering exactly what planning afresh answers: one store
// with the cache and one without (planCacheSize 0) on the same database file
// run queries that differ in one part of their shape only, every query after
// all the others (so the cache holds each neighbour's plan), and must agree.
// Each pair is checked to answer differently, so a plan reused across the pair
// would show.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type DocData, type Query } from '../../src/store/document-store.ts';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite/index.ts';
import type { IndexDefinitions } from '../../src/store/sqlite/index-definitions.ts';
import { PlanCache, shapeKey } from '../../src/store/sqlite/plan-cache.ts';
import type { NormalizedQuery } from '../../src/store/sqlite/query-normalize.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-plans-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;
const opened: SqliteStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

const indexes: IndexDefinitions = {
  indexes: [
    {
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'team', order: 'ASCENDING' },
        { fieldPath: 'score', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'team', order: 'ASCENDING' },
        { fieldPath: 'score', order: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
        { fieldPath: 'score', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'score', order: 'ASCENDING' },
        { fieldPath: 'name', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [],
};

/** Two stores on one new database file: with the plan cache (of `size` shapes) and without. */
function openPair(size?: number): { cached: SqliteStore; fresh: SqliteStore } {
  const path = join(dir, `p${++fileNumber}.db`);
  const cached = openSqliteStore({ path, indexes, ...(size === undefined ? {} : { planCacheSize: size }) });
  const fresh = openSqliteStore({ path, indexes, planCacheSize: 0 });
  opened.push(cached, fresh);
  return { cached, fresh };
}

async function seed(store: SqliteStore): Promise<void> {
  const batch = store.batch();
  for (let i = 0; i < 24; i++) {
    const data: DocData = {
      team: ['x', 'y', 'z'][i % 3] as string,
      tier: ['y', 'x'][i % 2] as string,
      // Ties, so cursors over two fields matter; every fifth score a string, so range
      // filters must bind the bounds of each call's value type.
      score: i % 5 === 4 ? `s${i % 7}` : i % 6,
      name: `n${String(i % 4)}`,
      tags: [`t${i % 2}`, `u${i % 3}`],
    };
    batch.set('items', `d${String(i).padStart(2, '0')}`, data);
  }
  await batch.commit();
}

type Read = { kind: 'docs'; query: Query } | { kind: 'count'; query: Query };
const docs = (query: Query): Read => ({ kind: 'docs', query });
const count = (query: Query): Read => ({ kind: 'count', query });

async function run(store: SqliteStore, read: Read): Promise<unknown> {
  if (read.kind === 'count') return store.count(read.query);
  return (await store.query(read.query)).map((d) => d.id);
}

const q = (rest: Omit<Query, 'collection'>): Query => ({ collection: 'items', ...rest });
const byScore = (value: unknown, op: '<' | '<=' | '>' | '>=' | '==' | '!=') =>
  q({ where: [{ field: 'score', op, value: value as number }] });

/** Pairs of reads whose shapes differ in one part only, named for that part. */
const pairs: [string, Read, Read][] = [
  ['operator < vs >', docs(byScore(2, '<')), docs(byScore(2, '>'))],
  ['operator > vs >=', docs(byScore(2, '>')), docs(byScore(2, '>='))],
  ['operator == vs !=', docs(byScore(2, '==')), docs(byScore(2, '!='))],
  ['range value of another type (same shape)', docs(byScore(2, '>')), docs(byScore('s2', '>'))],
  ['range value of another type, < (same shape)', docs(byScore(3, '<')), docs(byScore('s9', '<'))],
  [
    'field',
    docs(q({ where: [{ field: 'team', op: '==', value: 'x' }] })),
    docs(q({ where: [{ field: 'tier', op: '==', value: 'x' }] })),
  ],
  [
    'direction',
    docs(
      q({
        where: [{ field: 'team', op: '==', value: 'x' }],
        orderBy: [{ field: 'score', direction: 'asc' }],
      }),
    ),
    docs(
      q({
        where: [{ field: 'team', op: '==', value: 'x' }],
        orderBy: [{ field: 'score', direction: 'desc' }],
      }),
    ),
  ],
  [
    'number of in values 1 vs 2',
    docs(q({ where: [{ field: 'team', op: 'in', value: ['x'] }] })),
    docs(q({ where: [{ field: 'team', op: 'in', value: ['x', 'y'] }] })),
  ],
  [
    'number of in values 3 vs 2',
    docs(q({ where: [{ field: 'team', op: 'in', value: ['x', 'y', 'z'] }] })),
    docs(q({ where: [{ field: 'team', op: 'in', value: ['z', 'y'] }] })),
  ],
  [
    'cursor vs none',
    docs(q({ orderBy: [{ field: 'score' }, { field: 'name', direction: 'desc' }], limit: 5 })),
    docs(
      q({ orderBy: [{ field: 'score' }, { field: 'name', direction: 'desc' }], limit: 5, startAfter: [1] }),
    ),
  ],
  [
    'cursor of one vs two values',
    docs(q({ orderBy: [{ field: 'score' }, { field: 'name', direction: 'desc' }], startAfter: [1] })),
    docs(q({ orderBy: [{ field: 'score' }, { field: 'name', direction: 'desc' }], startAfter: [1, 'n2'] })),
  ],
  [
    'cursor on the document id',
    docs(q({ orderBy: [{ field: DOCUMENT_ID }], startAfter: ['d05'] })),
    docs(q({ orderBy: [{ field: DOCUMENT_ID, direction: 'desc' }], startAfter: ['d05'] })),
  ],
  [
    'limit vs none',
    docs(
      q({
        where: [{ field: 'team', op: '==', value: 'y' }],
        orderBy: [{ field: 'score', direction: 'desc' }],
      }),
    ),
    docs(
      q({
        where: [{ field: 'team', op: '==', value: 'y' }],
        orderBy: [{ field: 'score', direction: 'desc' }],
        limit: 2,
      }),
    ),
  ],
  [
    'docs vs count',
    docs(q({ where: [{ field: 'team', op: '==', value: 'z' }] })),
    count(q({ where: [{ field: 'team', op: '==', value: 'z' }] })),
  ],
  [
    'array-contains through the composite (ordered) vs the array table (unordered)',
    docs(
      q({
        where: [{ field: 'tags', op: 'array-contains', value: 'u1' }],
        orderBy: [{ field: 'score', direction: 'desc' }],
      }),
    ),
    docs(q({ where: [{ field: 'tags', op: 'array-contains', value: 'u1' }], limit: 3 })),
  ],
  [
    'document id vs field filter',
    docs(q({ where: [{ field: DOCUMENT_ID, op: '>', value: 'd20' }] })),
    docs(q({ where: [{ field: 'name', op: '>', value: 'n2' }] })),
  ],
];

describe('SQLite plan cache', () => {
  it('answers every query shape as planning afresh does, whatever shapes ran before', async () => {
    const { cached, fresh } = openPair();
    await seed(cached);
    const reads = pairs.flatMap(([, a, b]) => [a, b]);
    // Twice through in each order, so every read runs with its neighbours' plans cached.
    for (const order of [reads, [...reads].reverse(), reads]) {
      for (const read of order) expect(await run(cached, read)).toEqual(await run(fresh, read));
    }
    for (const [name, a, b] of pairs) {
      // A pair that answered alike could not catch a plan reused across it.
      expect(await run(fresh, a), name).not.toEqual(await run(fresh, b));
    }
  });

  it('answers right inside transactions, after writes, and with a cache smaller than the shapes in use', async () => {
    const { cached, fresh } = openPair(2);
    await seed(cached);
    const reads = pairs.flatMap(([, a, b]) => [a, b]).filter((r) => r.kind === 'docs');
    for (const read of reads) {
      const inTx = await cached.runTransaction(async (tx) => (await tx.query(read.query)).map((d) => d.id));
      expect(inTx).toEqual(await run(fresh, read));
    }
    await cached.runTransaction(async (tx) => {
      tx.update('items', 'd00', { score: 'late', team: 'z' });
      tx.delete('items', 'd01');
    });
    for (const read of reads) expect(await run(cached, read)).toEqual(await run(fresh, read));
  });

  it('creates a single-field index the query needs once its collection exists, even with its plan cached', async () => {
    const { cached } = openPair();
    const cachedDb = join(dir, `p${fileNumber}.db`);
    // Planned (and cached) while the collection has no table, so its index cannot be made yet.
    const other: Query = { collection: 'later', orderBy: [{ field: 'rank' }] };
    expect(await cached.query(other)).toEqual([]);
    await cached.batch().set('later', 'a', { rank: 2 }).set('later', 'b', { rank: 1 }).commit();
    expect((await cached.query(other)).map((d) => d.id)).toEqual(['b', 'a']);
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(cachedDb, { readOnly: true });
    try {
      const indexed = db
        .prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'c:later'`)
        .all()
        .map((r) => String(r.sql));
      expect(indexed.some((sql) => sql.includes('rank'))).toBe(true);
    } finally {
      db.close();
    }
  });

  it('gives different shapes different keys and the same shape one key (property)', () => {
    // Field names with the key's own separators and digits, to try to make two shapes spell alike.
    const field = fc.constantFrom('a', 'b', 'a;', '1:a', 'a1', 'ao', ';o', 'in', 'c0l1', DOCUMENT_ID);
    const op = fc.constantFrom('==', '!=', '<', '<=', '>', '>=', 'in', 'array-contains' as const);
    const shape = fc.record({
      collection: fc.constantFrom('items', 'item', 'sitem', '1:s'),
      filters: fc.array(fc.record({ field, op, arity: fc.integer({ min: 1, max: 12 }) }), { maxLength: 3 }),
      orderBy: fc.array(fc.record({ field, dir: fc.constantFrom('asc', 'desc' as const) }), { maxLength: 3 }),
      cursor: fc.integer({ min: 0, max: 3 }),
      limit: fc.boolean(),
      mode: fc.constantFrom('docs', 'count' as const),
    });
    type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;
    const normalized = (s: Shape): NormalizedQuery => ({
      collection: s.collection,
      filters: s.filters.map((f) => ({
        field: f.field,
        path: f.field === DOCUMENT_ID ? null : [f.field],
        op: f.op,
        value: f.op === 'in' ? Array.from({ length: f.arity }, (_, i) => i) : 7,
      })),
      orderBy: s.orderBy.map((o) => ({ field: o.field, path: [o.field], dir: o.dir })),
      explicitOrderCount: s.orderBy.length,
      limit: s.limit ? 10 : null,
      startAfter: s.cursor === 0 ? null : Array.from({ length: s.cursor }, () => 1),
    });
    // What the plan depends on: the shape, with an 'in' arity only for 'in'.
    const meaning = (s: Shape) =>
      JSON.stringify({ ...s, filters: s.filters.map((f) => ({ ...f, arity: f.op === 'in' ? f.arity : 0 })) });
    fc.assert(
      fc.property(shape, shape, (a, b) => {
        const same = shapeKey(normalized(a), a.mode) === shapeKey(normalized(b), b.mode);
        expect(same).toBe(meaning(a) === meaning(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('forgets the oldest shape beyond its size, and keeps nothing at size 0', () => {
    const plan = { sql: '', slots: [], singleFields: [], indexed: true };
    const cache = new PlanCache(2);
    cache.set('a', plan);
    cache.set('b', plan);
    cache.set('c', plan);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((p) => p !== undefined)).toEqual([
      false,
      true,
      true,
    ]);
    expect(cache.length).toBe(2);
    const none = new PlanCache(0);
    none.set('a', plan);
    expect(none.get('a')).toBeUndefined();
  });
});
