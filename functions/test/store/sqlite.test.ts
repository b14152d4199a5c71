// The contract on the SQLite adapter (always runs), plus what only this
// adapter has: its value encoding, index file loader, query plans, index
// tables, transaction retries and several connections or processes on one file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ID,
  type DocData,
  FieldValue,
  type Query,
  StoreError,
  type Value,
} from '../../src/store/document-store.ts';
import { BACKSTOP_PAGES } from '../../src/store/sqlite/background-checkpoint.ts';
import { Database } from '../../src/store/sqlite/database.ts';
import {
  type IndexDefinitions,
  loadIndexDefinitions,
  openSqliteStore,
  parseIndexDefinitions,
  type SqliteStore,
  type SqliteStoreOptions,
} from '../../src/store/sqlite/index.ts';
import { IndexCatalog } from '../../src/store/sqlite/index-catalog.ts';
import { chooseIndexes } from '../../src/store/sqlite/index-rules.ts';
import { readKeyColumns } from '../../src/store/sqlite/key-columns.ts';
import { normalizeQuery } from '../../src/store/sqlite/query-normalize.ts';
import { buildQuerySql } from '../../src/store/sqlite/query-sql.ts';
import { compareKeys, encodeKey } from '../../src/store/sqlite/value-order.ts';
import { decodeDoc, encodeDoc } from '../../src/store/sqlite/wire-format.ts';
import { CONTRACT_INDEXES, runDocumentStoreContract } from './contract.ts';
import { startWorker } from './support/child.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNumber = 0;
const newPath = () => join(dir, `s${++fileNumber}.db`);
const contractIndexes = loadIndexDefinitions(CONTRACT_INDEXES);
const open = (options: Partial<SqliteStoreOptions> = {}) =>
  openSqliteStore({ path: newPath(), indexes: contractIndexes, ...options });

runDocumentStoreContract('SQLite', {
  makeStore: async () => open(),
  enforcesIndexes: true,
  failCommitsAmbiguously: (store, count) => (store as SqliteStore).failCommitsAmbiguously(count),
});

// As the embedded default runs it: commits applied by a worker thread, made durable off the event loop.
runDocumentStoreContract('SQLite, commits in a thread', {
  makeStore: async () => open({ commitInThread: true, syncWalOffThread: true }),
  enforcesIndexes: true,
  failCommitsAmbiguously: (store, count) => (store as SqliteStore).failCommitsAmbiguously(count),
});

// Firestore's ordering written straight from its definition, to check the byte encoding against.
function typeRank(v: Value): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return 1;
  if (typeof v === 'number') return 2;
  if (v instanceof Date) return 3;
  if (typeof v === 'string') return 4;
  if (Array.isArray(v)) return 5;
  return 6;
}

function referenceCompare(a: Value, b: Value): number {
  const t = typeRank(a) - typeRank(b);
  if (t !== 0) return t;
  if (a === null || b === null) return 0;
  if (typeof a === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number') {
    const x = a;
    const y = b as number;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(!Number.isNaN(x)) - Number(!Number.isNaN(y));
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a instanceof Date) return a.getTime() - (b as Date).getTime();
  if (typeof a === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b as string));
  if (Array.isArray(a)) {
    const y = b as Value[];
    for (let i = 0; i < Math.min(a.length, y.length); i++) {
      const c = referenceCompare(a[i] as Value, y[i] as Value);
      if (c !== 0) return c;
    }
    return a.length - y.length;
  }
  const ma = a as { [k: string]: Value };
  const mb = b as { [k: string]: Value };
  const byUtf8 = (x: string, y: string) => Buffer.compare(Buffer.from(x), Buffer.from(y));
  const ka = Object.keys(ma).sort(byUtf8);
  const kb = Object.keys(mb).sort(byUtf8);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const c =
      byUtf8(ka[i] as string, kb[i] as string) ||
      referenceCompare(ma[ka[i] as string] as Value, mb[kb[i] as string] as Value);
    if (c !== 0) return c;
  }
  return ka.length - kb.length;
}

function randomValues(count: number, seed: number): Value[] {
  let state = seed;
  const rnd = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const strings = [
    '',
    'a',
    'A',
    'ab',
    'a\u0000',
    'a\u0000b',
    'é',
    'e\u0301',
    '\uFFFD',
    '😀',
    '\uE000',
    'z',
    'aa',
  ];
  const numbers = [
    Number.NaN,
    Number.NEGATIVE_INFINITY,
    -1e300,
    -2,
    -1,
    -0.5,
    0,
    -0,
    1e-300,
    0.5,
    1,
    2,
    1e300,
    2 ** 53,
  ];
  const scalar = (): Value => {
    switch (Math.floor(rnd() * 5)) {
      case 0:
        return pick([null, true, false]);
      case 1:
        return pick(numbers);
      case 2:
        return new Date(pick([-1e12, -1, 0, 1, 1e12, 1.7e12]));
      default:
        return pick(strings);
    }
  };
  const value = (depth: number): Value => {
    const r = rnd();
    if (depth > 0 && r < 0.2) return Array.from({ length: Math.floor(rnd() * 3) }, () => scalar());
    if (depth > 0 && r < 0.4) {
      const m: { [k: string]: Value } = {};
      for (let i = Math.floor(rnd() * 3); i > 0; i--) m[pick(['a', 'b', 'aa', 'é', ''])] = value(depth - 1);
      return m;
    }
    return scalar();
  };
  return Array.from({ length: count }, () => value(2));
}

describe('SQLite adapter: value encoding', () => {
  it('orders keys exactly as the reference Firestore comparison does', () => {
    const values = randomValues(300, 42);
    const keys = values.map(encodeKey);
    for (let i = 0; i < values.length; i++) {
      for (let j = 0; j < values.length; j++) {
        const expected = Math.sign(referenceCompare(values[i] as Value, values[j] as Value));
        const actual = Math.sign(compareKeys(keys[i] as Uint8Array, keys[j] as Uint8Array));
        if (expected !== actual) {
          throw new Error(
            `order of ${JSON.stringify(values[i])} vs ${JSON.stringify(values[j])}: ${actual} != ${expected}`,
          );
        }
      }
    }
  });

  it('stores documents as JSON that round-trips timestamps, NaN, infinities and marker-like strings', () => {
    const doc = {
      d: new Date(5),
      n: Number.NaN,
      i: Number.POSITIVE_INFINITY,
      j: Number.NEGATIVE_INFINITY,
      s: '\u0001d5',
      t: '\u0001',
      a: [new Date(7), '\u0001s'],
    };
    const text = encodeDoc(doc);
    expect(() => JSON.parse(text)).not.toThrow();
    const back = decodeDoc(text);
    expect(back).toEqual(doc);
    expect(back.d).toBeInstanceOf(Date);
  });

  it('round-trips any document, with or without marked values (decoding skips the walk when it can)', () => {
    // Strings from an alphabet rich in the marker and in text that looks like its JSON escape.
    const text = fc
      .array(fc.constantFrom('\u0001', '\\', 'u', '0', '1', 'd', 's', 'x', '"'), { maxLength: 8 })
      .map((parts) => parts.join(''));
    const leaf = fc.oneof(
      text,
      // -0 is stored as 0, as Firestore does.
      fc.double().filter((x) => !Object.is(x, -0)),
      fc.boolean(),
      fc.constant(null),
      fc.date({ noInvalidDate: true }),
    );
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(leaf, { maxLength: 3 }),
        fc.dictionary(text, tie('v')),
      ),
    })).v;
    fc.assert(
      fc.property(fc.dictionary(text, value), (doc) => {
        expect(decodeDoc(encodeDoc(doc as DocData))).toEqual(doc);
      }),
      { numRuns: 500 },
    );
    // The plain case: no marker anywhere, decoded as parsed.
    expect(decodeDoc(encodeDoc({ a: 'plain', n: [1, 2], m: { k: true } }))).toEqual({
      a: 'plain',
      n: [1, 2],
      m: { k: true },
    });
  });
});

describe('SQLite adapter: index definitions', () => {
  it('loads the repository firestore.indexes.json', () => {
    const defs = loadIndexDefinitions(new URL('../../../firestore.indexes.json', import.meta.url));
    expect(Array.isArray(defs.indexes)).toBe(true);
    expect(Array.isArray(defs.fieldOverrides)).toBe(true);
  });

  it('accepts everything valid in the format and ignores what it does not use', () => {
    const defs = parseIndexDefinitions({
      indexes: [
        {
          collectionGroup: 'a',
          queryScope: 'COLLECTION_GROUP',
          fields: [
            { fieldPath: 'x', order: 'ASCENDING' },
            { fieldPath: 'y', arrayConfig: 'CONTAINS' },
          ],
        },
        {
          collectionGroup: 'a',
          fields: [{ fieldPath: 'v', vectorConfig: { dimension: 3, flat: {} } }],
          density: 'SPARSE_ALL',
        },
      ],
      fieldOverrides: [
        { collectionGroup: 'a', fieldPath: 'big', ttl: false, indexes: [] },
        {
          collectionGroup: 'a',
          fieldPath: 'tags',
          indexes: [{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }],
        },
      ],
    });
    expect(defs.indexes).toHaveLength(2);
    expect(defs.indexes[1]?.queryScope).toBe('COLLECTION');
    expect(defs.fieldOverrides[1]?.indexes).toEqual([{ arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' }]);
    expect(parseIndexDefinitions({})).toEqual({ indexes: [], fieldOverrides: [] });
  });

  it('reports what is wrong and where', () => {
    expect(() => parseIndexDefinitions({ indexes: [{ collectionGroup: 'a', fields: [] }] })).toThrow(
      /indexes\[0\]/,
    );
    expect(() =>
      parseIndexDefinitions({
        indexes: [{ collectionGroup: 'a', fields: [{ fieldPath: 'x', order: 'UP' }] }],
      }),
    ).toThrow(/ASCENDING or DESCENDING/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ not json');
    expect(() => loadIndexDefinitions(bad)).toThrow(/bad\.json/);
  });

  it('honours fieldOverrides that remove a single-field index', async () => {
    const store = open({
      indexes: {
        indexes: [],
        fieldOverrides: [{ collectionGroup: 'logs', fieldPath: 'text', indexes: [] }],
      },
    });
    try {
      const error = await store
        .query({ collection: 'logs', where: [{ field: 'text', op: '==', value: 'x' }] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreError);
      expect((error as StoreError).code).toBe('failed-precondition');
      expect((error as StoreError).message).toContain('text');
      expect(
        await store.query({ collection: 'logs', where: [{ field: 'other', op: '==', value: 'x' }] }),
      ).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('SQLite adapter: storage and query plans', () => {
  const plan = (db: Database, defs: IndexDefinitions, query: Query) => {
    const normalized = normalizeQuery(query);
    const { sql, params } = buildQuerySql(
      normalized,
      chooseIndexes(normalized, new IndexCatalog(defs)),
      'docs',
      // The key columns the table has, as the store's planner passes them.
      new Set(readKeyColumns(db, `c:${normalized.collection}`).map((c) => c.path)),
    );
    return (db.stmt(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);
  };

  it('uses WAL, index tables for array-contains and declared indexes for ordering, never a scan', async () => {
    const path = newPath();
    const store = openSqliteStore({ path, indexes: contractIndexes });
    const batch = store.batch();
    for (let i = 0; i < 50; i++) {
      batch.set('items', `d${i}`, { group: `g${i % 5}`, n: i, tags: [`t${i % 7}`, 'all'] });
    }
    await batch.commit();
    // Run once through the store so single-field indexes get created.
    await store.query({ collection: 'items', where: [{ field: 'n', op: '>', value: 3 }] });
    const db = new Database(path, { busyTimeoutMs: 1000, synchronous: 'NORMAL' });
    try {
      expect((db.stmt('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
      const queries: Query[] = [
        { collection: 'items', where: [{ field: 'tags', op: 'array-contains', value: 't3' }], limit: 5 },
        {
          collection: 'items',
          where: [{ field: 'group', op: '==', value: 'g1' }],
          orderBy: [{ field: 'n', direction: 'desc' }],
          limit: 3,
        },
        {
          collection: 'items',
          where: [{ field: 'tags', op: 'array-contains', value: 'all' }],
          orderBy: [{ field: 'n', direction: 'desc' }],
          limit: 3,
        },
        { collection: 'items', where: [{ field: 'n', op: '>', value: 3 }] },
      ];
      for (const query of queries) {
        const details = plan(db, contractIndexes, query);
        expect(details.join(' | '), JSON.stringify(query)).not.toMatch(/\bSCAN\b|TEMP B-TREE/);
      }
      expect(plan(db, contractIndexes, queries[0] as Query).join(' ')).toMatch(/SEARCH a USING PRIMARY KEY/);
      expect(plan(db, contractIndexes, queries[2] as Query).join(' ')).toMatch(/SEARCH x USING PRIMARY KEY/);
    } finally {
      db.close();
      await store.close();
    }
  });

  it('keeps the index tables right through updates and deletes', async () => {
    const store = open();
    try {
      await store
        .batch()
        .set('items', 'a', { tags: ['x', 'y'], n: 1 })
        .set('items', 'b', { tags: ['x'], n: 2 })
        .set('items', 'c', { m: { tags: ['x'] }, n: 3 })
        .commit();
      await store
        .batch()
        .update('items', 'a', { tags: FieldValue.arrayRemove('x'), n: 5 })
        .update('items', 'b', { n: 0 })
        .delete('items', 'c')
        .set('items', 'd', { tags: ['x', 'x'], n: 4 })
        .commit();
      const contains = (value: string, orderBy?: Query['orderBy']) =>
        store.query({
          collection: 'items',
          where: [{ field: 'tags', op: 'array-contains', value }],
          orderBy,
        });
      expect((await contains('x')).map((d) => d.id)).toEqual(['b', 'd']);
      expect((await contains('x', [{ field: 'n', direction: 'desc' }])).map((d) => d.id)).toEqual(['d', 'b']);
      expect((await contains('y', [{ field: 'n', direction: 'desc' }])).map((d) => d.id)).toEqual(['a']);
      expect(
        await store.query({
          collection: 'items',
          where: [{ field: 'm.tags', op: 'array-contains', value: 'x' }],
        }),
      ).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('fills the table of a composite index declared after the documents were written', async () => {
    const path = newPath();
    const first = openSqliteStore({ path });
    await first
      .batch()
      .set('posts', 'p1', { tags: ['a'], at: 1 })
      .set('posts', 'p2', { tags: ['a', 'b'], at: 2 })
      .set('posts', 'p3', { tags: ['b'], at: 3 })
      .commit();
    const query: Query = {
      collection: 'posts',
      where: [{ field: 'tags', op: 'array-contains', value: 'a' }],
      orderBy: [{ field: 'at', direction: 'desc' }],
    };
    await expect(first.query(query)).rejects.toThrow(/requires an index/);
    await first.close();
    const defs = parseIndexDefinitions({
      indexes: [
        {
          collectionGroup: 'posts',
          fields: [
            { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
            { fieldPath: 'at', order: 'DESCENDING' },
          ],
        },
      ],
    });
    const second = openSqliteStore({ path, indexes: defs });
    // A process that was not given the index (say, an old seed script) still maintains it.
    const third = openSqliteStore({ path });
    try {
      expect((await second.query(query)).map((d) => d.id)).toEqual(['p2', 'p1']);
      await third
        .batch()
        .set('posts', 'p4', { tags: ['a'], at: 4 })
        .commit();
      expect((await second.query(query)).map((d) => d.id)).toEqual(['p4', 'p2', 'p1']);
    } finally {
      await second.close();
      await third.close();
    }
  });

  it('refuses values and paths Firestore refuses', async () => {
    const store = open();
    try {
      const b = store.batch();
      const code = (f: () => unknown) => {
        try {
          f();
        } catch (e) {
          return (e as StoreError).code;
        }
        return 'accepted';
      };
      expect(code(() => b.set('c', 'a', { list: [[1]] as unknown as Value }))).toBe('invalid-argument');
      expect(code(() => b.set('c', 'a', { list: [FieldValue.increment(1)] as unknown as Value }))).toBe(
        'invalid-argument',
      );
      expect(code(() => b.set('c', 'a', { __reserved__: 1 }))).toBe('invalid-argument');
      expect(code(() => b.set('c', 'a', { m: { '': 1 } }))).toBe('invalid-argument');
      expect(code(() => b.update('c', 'a', { a: 1, 'a.b': 2 }))).toBe('invalid-argument');
      expect(code(() => b.update('c', 'a', {}))).toBe('invalid-argument');
      expect(code(() => b.update('c', 'a', { m: { x: FieldValue.delete() } }))).toBe('invalid-argument');
      expect(code(() => b.set('c', 'a/b', { v: 1 }))).toBe('invalid-argument');
      expect(code(() => b.set('c', 'a', { d: new Date(Number.NaN) }))).toBe('invalid-argument');
      expect(code(() => b.set('c', 'a', { v: 1 }))).toBe('accepted');
      await expect(
        store.query({
          collection: 'c',
          where: [
            { field: 'x', op: 'array-contains', value: 1 },
            { field: 'y', op: 'array-contains', value: 1 },
          ],
        }),
      ).rejects.toThrow(/one 'array-contains'/);
    } finally {
      await store.close();
    }
  });

  it('persists across reopening', async () => {
    const path = newPath();
    const a = openSqliteStore({ path });
    await a
      .batch()
      .set('c', 'x', { when: new Date(9), tags: ['q'] })
      .commit();
    await a.close();
    const b = openSqliteStore({ path });
    try {
      expect((await b.get('c', 'x'))?.data).toEqual({ when: new Date(9), tags: ['q'] });
      expect(
        await b.count({ collection: 'c', where: [{ field: 'tags', op: 'array-contains', value: 'q' }] }),
      ).toBe(1);
    } finally {
      await b.close();
    }
  });
});

it('sees a collection another connection creates after it found none (reads, queries, transactions)', async () => {
  const path = newPath();
  const reader = openSqliteStore({ path });
  const writer = openSqliteStore({ path });
  try {
    // Found absent (and remembered so) before the table exists, several times over.
    for (let i = 0; i < 3; i++) {
      expect(await reader.get('late', 'x')).toBeNull();
      expect(await reader.query({ collection: 'late' })).toEqual([]);
    }
    await writer.batch().set('late', 'x', { n: 1 }).commit();
    expect((await reader.get('late', 'x'))?.data).toEqual({ n: 1 });
    expect((await reader.query({ collection: 'late' })).map((d) => d.id)).toEqual(['x']);
    // A transaction that read it absent before the other connection wrote it runs again.
    let runs = 0;
    await reader.runTransaction(async (tx) => {
      runs += 1;
      const seen = await tx.get<{ n: number }>('later', 'y');
      if (runs === 1) await writer.batch().set('later', 'y', { n: 5 }).commit();
      tx.set('later', 'z', { n: (seen?.data.n ?? 0) + 1 });
    });
    expect(runs).toBe(2);
    expect((await reader.get('later', 'z'))?.data).toEqual({ n: 6 });
  } finally {
    await reader.close();
    await writer.close();
  }
});

describe('SQLite adapter: transactions', () => {
  it('notice a document that starts to match a query they ran (no phantoms)', async () => {
    const store = open();
    try {
      await store.batch().set('ph', 'a', { open: true }).commit();
      let calls = 0;
      const seen = await store.runTransaction(async (tx) => {
        calls++;
        const open = await tx.query({ collection: 'ph', where: [{ field: 'open', op: '==', value: true }] });
        if (calls === 1) await store.batch().set('ph', 'b', { open: true }).commit();
        tx.set('ph', 'summary', { count: open.length });
        return open.length;
      });
      expect(calls).toBe(2);
      expect(seen).toBe(2);
      expect((await store.get('ph', 'summary'))?.data).toEqual({ count: 2 });
    } finally {
      await store.close();
    }
  });

  it('retry when a document they read changes before commit, and give up with aborted', async () => {
    const store = open({ maxAttempts: 3 });
    try {
      await store.batch().set('r', 'a', { n: 0 }).commit();
      let calls = 0;
      const result = await store.runTransaction(async (tx) => {
        calls++;
        const doc = await tx.get<{ n: number }>('r', 'a');
        if (calls === 1) await store.batch().set('r', 'a', { n: 100 }).commit();
        tx.set('r', 'a', { n: (doc?.data.n ?? 0) + 1 });
        return doc?.data.n;
      });
      expect([calls, result]).toEqual([2, 100]);
      expect((await store.get('r', 'a'))?.data).toEqual({ n: 101 });

      calls = 0;
      const error = await store
        .runTransaction(async (tx) => {
          calls++;
          await tx.get('r', 'a');
          await store
            .batch()
            .update('r', 'a', { n: FieldValue.increment(1) })
            .commit();
          tx.set('r', 'b', { never: true });
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreError);
      expect((error as StoreError).code).toBe('aborted');
      expect(calls).toBe(3);
      expect(await store.get('r', 'b')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('retry instead of failing when the function threw on data that changed under it', async () => {
    const store = open();
    try {
      await store.batch().set('r', 'acct', { balance: 10 }).commit();
      let calls = 0;
      const balance = await store.runTransaction(async (tx) => {
        calls++;
        const doc = await tx.get<{ balance: number }>('r', 'acct');
        if (calls === 1) {
          await store.batch().set('r', 'acct', { balance: 0 }).commit();
          throw new Error('decided on stale data');
        }
        return doc?.data.balance;
      });
      expect([calls, balance]).toEqual([2, 0]);
    } finally {
      await store.close();
    }
  });

  it('do not deadlock when a transaction runs another inside it', async () => {
    const store = open();
    try {
      let calls = 0;
      await store.runTransaction(async (tx) => {
        calls++;
        await tx.get('n', 'a');
        // The first attempt conflicts, so the second holds the transaction queue.
        if (calls === 1) await store.batch().set('n', 'a', { v: 1 }).commit();
        else await store.runTransaction(async (inner) => void inner.set('n', 'b', { v: 2 }));
        tx.set('n', 'c', { v: 3 });
      });
      expect(calls).toBe(2);
      expect((await store.getAll('n', ['a', 'b', 'c'])).map((d) => d?.data)).toEqual([
        { v: 1 },
        { v: 2 },
        { v: 3 },
      ]);
    } finally {
      await store.close();
    }
  });

  it('all commit under contention even when they await real I/O between reading and writing', async () => {
    const store = open();
    try {
      await store.batch().set('slow', 'counter', { n: 0 }).commit();
      await Promise.all(
        Array.from({ length: 20 }, () =>
          store.runTransaction(async (tx) => {
            const doc = await tx.get<{ n: number }>('slow', 'counter');
            await new Promise((resolve) => setTimeout(resolve, 2));
            tx.set('slow', 'counter', { n: (doc?.data.n ?? 0) + 1 });
          }),
        ),
      );
      expect((await store.get('slow', 'counter'))?.data).toEqual({ n: 20 });
    } finally {
      await store.close();
    }
  });

  it('stay serializable with two connections to one file in one process', async () => {
    const path = newPath();
    const one = openSqliteStore({ path });
    const two = openSqliteStore({ path });
    try {
      await one.batch().set('shared', 'counter', { n: 0 }).commit();
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? one : two).runTransaction(async (tx) => {
            const doc = await tx.get<{ n: number }>('shared', 'counter');
            tx.set('shared', 'counter', { n: (doc?.data.n ?? 0) + 1 });
          }),
        ),
      );
      expect((await two.get('shared', 'counter'))?.data).toEqual({ n: 50 });
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('stay serializable with another process writing the same file', async () => {
    const path = newPath();
    // Two processes in tight loops on one document contend far more than real traffic: a larger retry
    // budget keeps this test about serializability (no lost update), not about the default 5 attempts.
    const store = openSqliteStore({ path, maxAttempts: 50 });
    try {
      await store.batch().set('shared', 'counter', { n: 0 }).commit();
      const worker = startWorker(['increment', path, '150']);
      await worker.waitFor((line) => line === 'ready');
      for (let i = 0; i < 150; i++) {
        await store.runTransaction(async (tx) => {
          const doc = await tx.get<{ n: number }>('shared', 'counter');
          tx.set('shared', 'counter', { n: (doc?.data.n ?? 0) + 1 });
        });
      }
      await worker.waitFor((line) => line === 'done');
      expect((await worker.exited).code, worker.stderr()).toBe(0);
      expect((await store.get('shared', 'counter'))?.data).toEqual({ n: 300 });
    } finally {
      await store.close();
    }
  });
});

// On the event loop, concurrent commits meet in one SQLite commit; with a commit thread a group goes
// as soon as its first member's microtasks ran, so the count of SQLite commits is not asserted there.
describe.each([
  ['on the event loop', {}],
  ['in a commit thread', { commitInThread: true }],
] as const)('SQLite adapter: group commit, %s', (_, mode) => {
  const grouped = !('commitInThread' in mode);
  it('writes concurrent transactions and batches in one SQLite commit, each acknowledged after it', async () => {
    const store = open(mode);
    try {
      await store.batch().set('g', 'seed', { n: 0 }).commit();
      const before = store.sqliteCommits;
      const results = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          store.runTransaction(async (tx) => {
            const seed = await tx.get<{ n: number }>('g', 'seed');
            tx.set('g', `t${i}`, { i, seen: seed?.data.n ?? -1 });
            return i;
          }),
        ),
        ...Array.from({ length: 5 }, (_, i) =>
          store
            .batch()
            .set('g', `b${i}`, { i })
            .commit()
            .then(() => i),
        ),
      ]);
      expect(results).toEqual([...Array.from({ length: 10 }, (_, i) => i), 0, 1, 2, 3, 4]);
      if (grouped) expect(store.sqliteCommits - before).toBe(1);
      for (let i = 0; i < 10; i++) expect((await store.get('g', `t${i}`))?.data).toEqual({ i, seen: 0 });
      for (let i = 0; i < 5; i++) expect((await store.get('g', `b${i}`))?.data).toEqual({ i });
    } finally {
      await store.close();
    }
  });

  it("undoes only the failing member's writes, all of them, and commits the rest of its group", async () => {
    const store = open(mode);
    try {
      const before = store.sqliteCommits;
      const [first, failing, last] = await Promise.allSettled([
        store.runTransaction(async (tx) => {
          tx.set('iso', 'a', { by: 'first' });
        }),
        store.runTransaction(async (tx) => {
          tx.set('iso', 'partial', { never: true });
          tx.set('iso', 'a', { by: 'failing' });
          tx.update('iso', 'missing', { n: 1 });
        }),
        store.runTransaction(async (tx) => {
          tx.create('iso', 'c', { by: 'last' });
        }),
      ]);
      if (grouped) expect(store.sqliteCommits - before).toBe(1);
      expect(first.status).toBe('fulfilled');
      expect(last.status).toBe('fulfilled');
      expect(failing.status).toBe('rejected');
      expect(((failing as PromiseRejectedResult).reason as StoreError).code).toBe('not-found');
      expect(await store.get('iso', 'partial')).toBeNull();
      expect((await store.get('iso', 'a'))?.data).toEqual({ by: 'first' });
      expect((await store.get('iso', 'c'))?.data).toEqual({ by: 'last' });
    } finally {
      await store.close();
    }
  });

  it('checks each member against the members before it: read-modify-writes in one group lose no update', async () => {
    const store = open(mode);
    try {
      await store.batch().set('rmw', 'counter', { n: 0 }).commit();
      let attempts = 0;
      await Promise.all(
        Array.from({ length: 25 }, () =>
          store.runTransaction(async (tx) => {
            attempts++;
            const doc = await tx.get<{ n: number }>('rmw', 'counter');
            tx.set('rmw', 'counter', { n: (doc?.data.n ?? 0) + 1 });
          }),
        ),
      );
      expect((await store.get('rmw', 'counter'))?.data).toEqual({ n: 25 });
      // All 25 read n = 0 first and met in one group: all but the first found their read changed.
      expect(attempts).toBeGreaterThan(25);
    } finally {
      await store.close();
    }
  });

  it('fails every member, writing nothing, when the group cannot take the write lock', async () => {
    const path = newPath();
    const store = openSqliteStore({ path, busyTimeoutMs: 20, ...mode });
    const other = new Database(path, { busyTimeoutMs: 20, synchronous: 'FULL' });
    try {
      await store.batch().set('lock', 'x', { n: 0 }).commit();
      other.exec('BEGIN IMMEDIATE');
      const settled = await Promise.allSettled(
        Array.from({ length: 3 }, (_, i) => store.batch().set('lock', `m${i}`, { i }).commit()),
      );
      other.exec('ROLLBACK');
      for (const result of settled) {
        expect(result.status).toBe('rejected');
        expect(((result as PromiseRejectedResult).reason as StoreError).code).toBe('aborted');
      }
      for (let i = 0; i < 3; i++) expect(await store.get('lock', `m${i}`)).toBeNull();
      // The next group commits normally.
      await store.batch().set('lock', 'after', { ok: true }).commit();
      expect((await store.get('lock', 'after'))?.data).toEqual({ ok: true });
    } finally {
      other.close();
      await store.close();
    }
  });

  it('writes the commits still waiting when the store closes, not dropping them', async () => {
    const path = newPath();
    const store = openSqliteStore({ path, ...mode });
    const pending = store.batch().set('close', 'late', { kept: true }).commit();
    await store.close();
    await pending;
    const again = openSqliteStore({ path });
    try {
      expect((await again.get('close', 'late'))?.data).toEqual({ kept: true });
    } finally {
      await again.close();
    }
  });
});

describe('SQLite adapter: WAL checkpoints in the background', () => {
  it('checkpoints from a worker thread and keeps everything across reopening', async () => {
    const path = newPath();
    const store = openSqliteStore({ path, checkpointInBackground: true });
    const big = 'x'.repeat(6000);
    try {
      const checkpointer = store.checkpointer;
      expect(checkpointer).not.toBeNull();
      const complete = checkpointer?.nextComplete();
      // About 1,500 pages: past SQLite's default autocheckpoint of 1,000, far below the backstop.
      for (let i = 0; i < 50; i++) {
        const batch = store.batch();
        for (let j = 0; j < 10; j++) batch.set('wal', `d${i}-${j}`, { big, i, j });
        await batch.commit();
      }
      const result = await complete;
      expect(result?.log).toBeGreaterThan(0);
      expect(result?.checkpointed).toBe(result?.log);
      expect(checkpointer?.checkpoints).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
    const again = openSqliteStore({ path });
    try {
      expect(await again.count({ collection: 'wal' })).toBe(500);
      expect((await again.get('wal', 'd49-9'))?.data).toEqual({ big, i: 49, j: 9 });
    } finally {
      await again.close();
    }
  });

  it('starts the WAL over under steady writes with a commit thread, long before the backstop', async () => {
    const path = newPath();
    const store = openSqliteStore({
      path,
      checkpointInBackground: true,
      commitInThread: true,
      syncWalOffThread: true,
      checkpointEveryMs: 20,
      walRestartAtPages: 64,
    });
    const body = 'x'.repeat(3000);
    const checkpointer = store.checkpointer;
    let writing = true;
    let largest = 0;
    let starts = 0;
    // Every run's answer: the WAL's frames, which fall when the WAL started over.
    const watching = (async () => {
      let frames = 0;
      while (writing && checkpointer) {
        const { log } = await checkpointer.nextRun();
        if (log >= 0 && log < frames) starts += 1;
        if (log >= 0) frames = log;
        largest = Math.max(largest, frames);
      }
    })();
    try {
      // Steady writes: 16 writers back to back, so a commit is always in flight when a checkpoint ends
      // (SQLite starts the WAL over only when a writer begins with every frame already copied).
      let left = 4000;
      await Promise.all(
        Array.from({ length: 16 }, async (_, w) => {
          for (let i = 0; left-- > 0; i++) {
            await store
              .batch()
              .set('steady', `w${w}-${i % 20}`, { body, i })
              .commit();
          }
        }),
      );
      writing = false;
      await watching;
    } finally {
      writing = false;
      await store.close();
    }
    // About two pages a commit, 8,000 frames in all: started over only when a run happens to end between two
    // commits, the WAL held 1,400-2,800 of them (measured); started over by the commit thread, under 420.
    expect(starts).toBeGreaterThan(0);
    expect(largest).toBeLessThan(1000);
  });

  it("opens the connection with the backstop threshold it is given, SQLite's default otherwise", () => {
    const path = newPath();
    const pages = (db: Database) =>
      (db.sqlite.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number })
        .wal_autocheckpoint;
    const backstop = new Database(path, {
      busyTimeoutMs: 100,
      synchronous: 'FULL',
      walAutocheckpoint: BACKSTOP_PAGES,
    });
    const plain = new Database(path, { busyTimeoutMs: 100, synchronous: 'FULL' });
    try {
      expect(pages(backstop)).toBe(BACKSTOP_PAGES);
      expect(pages(plain)).toBe(1000);
    } finally {
      backstop.close();
      plain.close();
    }
  });
});

describe('SQLite adapter: document ids', () => {
  it('orders the document id by UTF-8 bytes', async () => {
    const store = open();
    try {
      await store
        .batch()
        .set('ids', '😀', { v: 1 })
        .set('ids', '\uFFFD', { v: 1 })
        .set('ids', 'z', { v: 1 })
        .commit();
      expect(
        (await store.query({ collection: 'ids', orderBy: [{ field: DOCUMENT_ID }] })).map((d) => d.id),
      ).toEqual(['z', '\uFFFD', '😀']);
    } finally {
      await store.close();
    }
  });
});
