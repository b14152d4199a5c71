// The DocumentStore contract, written once and run against every adapter
// (the pattern of next-auth's runBasicTests): each adapter's test file calls
// runDocumentStoreContract with a factory for a fresh, empty store.
// Expected results are written out by hand, not computed, so a wrong
// ordering or filter in an adapter makes a test fail.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ID,
  type Doc,
  type DocData,
  type DocumentStore,
  FieldValue,
  type Query,
  StoreError,
  type StoreErrorCode,
  type Value,
} from '../../src/store/document-store.ts';
import {
  ExactlyOnceStore,
  REQUEST_RECORDS,
  type RequestScope,
  runInRequestScope,
} from '../../src/store/exactly-once-store.ts';

export type ContractOptions = {
  /** A new store over an empty database, for one test. */
  makeStore: () => Promise<DocumentStore>;
  /**
   * Whether queries that need a missing composite index are rejected. The
   * Firestore emulator accepts every query, so only the SQLite adapter (and
   * production Firestore) enforce firestore.indexes.json.
   */
  enforcesIndexes: boolean;
  /**
   * Arms the adapter's fault hook: its next `count` writing commits are applied and then reported
   * as failed, and the transaction function runs again (as Firestore's SDK does after UNAVAILABLE
   * or DEADLINE_EXCEEDED on a commit that went through). Adapters without one skip those tests.
   */
  failCommitsAmbiguously?: (store: DocumentStore, count: number) => void;
};

/** Composite indexes the contract's queries need (pass to adapters that enforce indexes). */
export const CONTRACT_INDEXES = new URL('./contract.indexes.json', import.meta.url);

async function seed(store: DocumentStore, collection: string, docs: Record<string, DocData>): Promise<void> {
  const batch = store.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(collection, id, data);
  await batch.commit();
}

const ids = (docs: Doc[]) => docs.map((d) => d.id);

/** Runs `action` (sync or async) and returns the StoreError it fails with, asserting its code. */
async function failsWith(action: () => unknown, code: StoreErrorCode): Promise<StoreError> {
  let caught: unknown;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected StoreError('${code}')`).toBeInstanceOf(StoreError);
  expect((caught as StoreError).code, (caught as Error).message).toBe(code);
  return caught as StoreError;
}

// Documents for filter and order tests. n: numbers with a tie (i3, i6), a
// null (i4) and two documents without n (i5, i7 has n but no tags).
const ITEMS: Record<string, DocData> = {
  i1: { group: 'a', n: 5, tags: ['x', 'y'], name: 'Ann', meta: { rank: 2 } },
  i2: { group: 'b', n: 1, tags: ['y'], name: 'bob', meta: { rank: 1 } },
  i3: { group: 'a', n: 3, tags: ['x'], name: 'Cid' },
  i4: { group: 'a', n: null, tags: [], name: 'dee' },
  i5: { group: 'b', tags: ['z', 'x'], name: 'Eve' },
  i6: { group: 'a', n: 3, tags: ['y', 'x'], name: 'fay', meta: { rank: 3 } },
  i7: { group: 'c', n: 10, name: 'gus' },
  i8: { group: 'b', n: 7.5, tags: ['x', 'x'], name: 'hal' },
};

// One value of every type, listed in Firestore's order; the ids are shuffled
// so that ordering by id would give a different answer.
const MIXED: [string, Value][] = [
  ['m17', null],
  ['m04', false],
  ['m29', true],
  ['m11', Number.NaN],
  ['m22', Number.NEGATIVE_INFINITY],
  ['m02', -1e10],
  ['m31', -1],
  ['m08', 0],
  ['m19', 0.5],
  ['m13', 1],
  ['m26', 2 ** 53 - 1],
  ['m06', Number.POSITIVE_INFINITY],
  ['m24', new Date(-1000)],
  ['m01', new Date(0)],
  ['m15', new Date(1_700_000_000_000)],
  ['m28', ''],
  ['m09', 'A'],
  ['m21', 'a'],
  ['m03', 'ab'],
  ['m30', 'é'],
  ['m12', '\uFFFD'], // before the emoji in UTF-8 byte order, after it in UTF-16 order
  ['m18', '😀'],
  ['m07', []],
  ['m25', [1]],
  ['m14', [1, 2]],
  ['m32', [1, 'a']],
  ['m05', [2]],
  ['m20', ['a']],
  ['m27', {}],
  ['m10', { a: 1 }],
  ['m16', { a: 1, b: 1 }],
  ['m23', { a: 2 }],
  ['m33', { b: 0 }],
];
const MIXED_ORDER = MIXED.map(([id]) => id);

// For cursors: (city asc, age desc, __name__ desc); p12 has no age.
const PEOPLE: Record<string, DocData> = {
  p01: { city: 'Oslo', age: 30 },
  p02: { city: 'Bergen', age: 25 },
  p03: { city: 'Oslo', age: 30 },
  p04: { city: 'Tromsø', age: 41 },
  p05: { city: 'Bergen', age: 25 },
  p06: { city: 'Oslo', age: 22 },
  p07: { city: 'Bergen', age: 40 },
  p08: { city: 'Ålesund', age: 33 },
  p09: { city: 'Oslo', age: 30 },
  p10: { city: 'Bergen', age: 18 },
  p11: { city: 'Tromsø', age: 41 },
  p12: { city: 'Oslo' },
};
const PEOPLE_ORDER = ['p07', 'p05', 'p02', 'p10', 'p09', 'p03', 'p01', 'p06', 'p11', 'p04', 'p08'];

export function runDocumentStoreContract(name: string, options: ContractOptions): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;

    beforeEach(async () => {
      store = await options.makeStore();
    });

    afterEach(async () => {
      await store.close();
    });

    describe('documents', () => {
      it('get returns null for a missing document and getAll keeps the order of ids', async () => {
        expect(await store.get('things', 'nope')).toBeNull();
        await seed(store, 'things', { a: { v: 1 }, c: { v: 3 } });
        const all = await store.getAll('things', ['c', 'missing', 'a']);
        expect(all).toEqual([{ id: 'c', data: { v: 3 } }, null, { id: 'a', data: { v: 1 } }]);
        expect(await store.getAll('things', [])).toEqual([]);
      });

      it('stores every value type and reads it back unchanged', async () => {
        const data: DocData = {
          nul: null,
          yes: true,
          no: false,
          zero: 0,
          int: -5,
          float: 3.25,
          big: 2 ** 53 - 1,
          tiny: 1e-7,
          inf: Number.POSITIVE_INFINITY,
          ninf: Number.NEGATIVE_INFINITY,
          empty: '',
          text: 'héllo 😀 "quoted" \\ back',
          marked: '\u0001d123', // looks like the SQLite adapter's internal timestamp marker
          when: new Date(1_234_567_890_123),
          list: [1, 'a', null, { x: 1 }, new Date(5)],
          nested: { a: { b: { c: 1 } }, e: [] },
          emptyMap: {},
          emptyList: [],
        };
        await seed(store, 'things', { all: { ...data, nan: Number.NaN } });
        const doc = await store.get('things', 'all');
        expect(doc?.id).toBe('all');
        const { nan, ...rest } = doc?.data ?? {};
        expect(Number.isNaN(nan)).toBe(true);
        expect(rest).toEqual(data);
        expect(rest.when).toBeInstanceOf(Date);
        expect((rest.list as Value[])[4]).toBeInstanceOf(Date);
      });

      it('set replaces the whole document', async () => {
        await seed(store, 'things', { a: { x: 1, y: { z: 2 } } });
        await store
          .batch()
          .set('things', 'a', { y: { w: 3 } })
          .commit();
        expect((await store.get('things', 'a'))?.data).toEqual({ y: { w: 3 } });
      });

      it('set with merge deep-merges maps and replaces other values', async () => {
        await seed(store, 'things', {
          a: { x: 1, list: [1, 2], m: { keep: 1, change: 1, inner: { deep: 1 } }, e: { k: 1 } },
        });
        await store
          .batch()
          .set(
            'things',
            'a',
            { list: [3], m: { change: 2, inner: { added: 2 } }, e: {}, n: 'new' },
            { merge: true },
          )
          .commit();
        expect((await store.get('things', 'a'))?.data).toEqual({
          x: 1,
          list: [3],
          m: { keep: 1, change: 2, inner: { deep: 1, added: 2 } },
          e: {},
          n: 'new',
        });
        await store.batch().set('things', 'fresh', { v: 1 }, { merge: true }).commit();
        expect((await store.get('things', 'fresh'))?.data).toEqual({ v: 1 });
      });

      it('create fails with already-exists when the document exists, and changes nothing', async () => {
        await store.batch().create('things', 'a', { v: 1 }).commit();
        expect((await store.get('things', 'a'))?.data).toEqual({ v: 1 });
        await failsWith(() => store.batch().create('things', 'a', { v: 2 }).commit(), 'already-exists');
        expect((await store.get('things', 'a'))?.data).toEqual({ v: 1 });
      });

      it('update fails with not-found when the document is missing', async () => {
        await failsWith(() => store.batch().update('things', 'missing', { v: 1 }).commit(), 'not-found');
        expect(await store.get('things', 'missing')).toBeNull();
      });

      it('update addresses nested fields with dotted paths and replaces map values given whole', async () => {
        await seed(store, 'things', {
          a: { top: 1, m: { keep: 1, change: 1 }, r: { gone: 1 }, s: 'scalar' },
        });
        await store
          .batch()
          .update('things', 'a', {
            top: 2,
            'm.change': 2,
            'm.added.deep': 3,
            r: { fresh: 1 },
            's.now': 'map',
          })
          .commit();
        expect((await store.get('things', 'a'))?.data).toEqual({
          top: 2,
          m: { keep: 1, change: 2, added: { deep: 3 } },
          r: { fresh: 1 },
          s: { now: 'map' },
        });
      });

      it('delete removes a document, and deleting a missing one succeeds', async () => {
        await seed(store, 'things', { a: { v: 1 } });
        await store.batch().delete('things', 'a').delete('things', 'never').commit();
        expect(await store.get('things', 'a')).toBeNull();
      });

      it('copies write data when the write is queued', async () => {
        const data = { v: 1, m: { w: 1 } };
        const batch = store.batch().set('things', 'a', data);
        data.v = 2;
        data.m.w = 2;
        await batch.commit();
        expect((await store.get('things', 'a'))?.data).toEqual({ v: 1, m: { w: 1 } });
      });

      it('rejects undefined values with invalid-argument when the write is queued', async () => {
        await failsWith(
          () => store.batch().set('things', 'a', { v: undefined as unknown as Value }),
          'invalid-argument',
        );
      });

      it('newId gives distinct 20-character alphanumeric ids', () => {
        const seen = new Set(Array.from({ length: 200 }, () => store.newId()));
        expect(seen.size).toBe(200);
        for (const id of seen) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      });
    });

    describe('field transforms', () => {
      it('increment adds to numbers and replaces missing or non-numeric fields', async () => {
        await seed(store, 't', { a: { n: 5, f: 1.5, s: 'text' } });
        await store
          .batch()
          .update('t', 'a', {
            n: FieldValue.increment(2),
            f: FieldValue.increment(0.25),
            s: FieldValue.increment(1),
            missing: FieldValue.increment(-3),
          })
          .commit();
        expect((await store.get('t', 'a'))?.data).toEqual({ n: 7, f: 1.75, s: 1, missing: -3 });
      });

      it('serverTimestamp writes the commit time, the same for every field of one commit', async () => {
        const before = Date.now();
        await store
          .batch()
          .set('t', 'a', { at: FieldValue.serverTimestamp(), m: { at: FieldValue.serverTimestamp() } })
          .set('t', 'b', { at: FieldValue.serverTimestamp() })
          .commit();
        const after = Date.now();
        const a = (await store.get('t', 'a'))?.data as { at: Date; m: { at: Date } };
        const b = (await store.get('t', 'b'))?.data as { at: Date };
        expect(a.at).toBeInstanceOf(Date);
        // Allow for clock skew with an emulator in another process.
        expect(a.at.getTime()).toBeGreaterThanOrEqual(before - 5000);
        expect(a.at.getTime()).toBeLessThanOrEqual(after + 5000);
        expect(a.m.at.getTime()).toBe(a.at.getTime());
        expect(b.at.getTime()).toBe(a.at.getTime());
      });

      it('arrayUnion appends missing elements and arrayRemove removes every equal element', async () => {
        await seed(store, 't', { a: { u: [1, 2], r: [1, 2, 3, 2, { k: 1 }], s: 'not an array' } });
        await store
          .batch()
          .update('t', 'a', {
            u: FieldValue.arrayUnion(2, 3, 3, { k: 1 }),
            r: FieldValue.arrayRemove(2, { k: 1 }),
            s: FieldValue.arrayUnion('x'),
            newU: FieldValue.arrayUnion('a'),
            newR: FieldValue.arrayRemove('a'),
          })
          .commit();
        expect((await store.get('t', 'a'))?.data).toEqual({
          u: [1, 2, 3, { k: 1 }],
          r: [1, 3],
          s: ['x'],
          newU: ['a'],
          newR: [],
        });
      });

      it('delete() removes fields in update (dotted paths too) and in set with merge', async () => {
        await seed(store, 't', { a: { x: 1, y: 2, m: { p: 1, q: 2 } } });
        await store.batch().update('t', 'a', { x: FieldValue.delete(), 'm.p': FieldValue.delete() }).commit();
        expect((await store.get('t', 'a'))?.data).toEqual({ y: 2, m: { q: 2 } });
        await store
          .batch()
          .set('t', 'a', { y: FieldValue.delete(), m: { q: FieldValue.delete(), r: 3 } }, { merge: true })
          .commit();
        expect((await store.get('t', 'a'))?.data).toEqual({ m: { r: 3 } });
      });

      it('delete() is refused outside update and set with merge', async () => {
        await failsWith(() => store.batch().set('t', 'a', { x: FieldValue.delete() }), 'invalid-argument');
        await failsWith(() => store.batch().create('t', 'a', { x: FieldValue.delete() }), 'invalid-argument');
      });

      it('transforms apply after the fields: merge keeps the old value, plain set starts from nothing', async () => {
        await seed(store, 't', { merged: { n: 10, other: 1 }, replaced: { n: 10, other: 1 } });
        await store
          .batch()
          .set(
            't',
            'merged',
            { n: FieldValue.increment(1), stats: { c: FieldValue.increment(1) } },
            { merge: true },
          )
          .set('t', 'replaced', { n: FieldValue.increment(1) })
          .commit();
        expect((await store.get('t', 'merged'))?.data).toEqual({ n: 11, other: 1, stats: { c: 1 } });
        expect((await store.get('t', 'replaced'))?.data).toEqual({ n: 1 });
      });

      it('transforms work at dotted paths in update', async () => {
        await seed(store, 't', { a: { stats: { n: 1, tags: ['a'] } } });
        await store
          .batch()
          .update('t', 'a', { 'stats.n': FieldValue.increment(2), 'stats.tags': FieldValue.arrayUnion('b') })
          .commit();
        expect((await store.get('t', 'a'))?.data).toEqual({ stats: { n: 3, tags: ['a', 'b'] } });
      });
    });

    describe('queries', () => {
      beforeEach(async () => {
        await seed(store, 'items', ITEMS);
      });

      const q = (query: Omit<Query, 'collection'>) => store.query({ collection: 'items', ...query });

      it('without filters returns every document, ordered by id', async () => {
        expect(ids(await q({}))).toEqual(['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8']);
      });

      it('== and in', async () => {
        expect(ids(await q({ where: [{ field: 'n', op: '==', value: 3 }] }))).toEqual(['i3', 'i6']);
        expect(ids(await q({ where: [{ field: 'n', op: '==', value: null }] }))).toEqual(['i4']);
        expect(ids(await q({ where: [{ field: 'group', op: 'in', value: ['a', 'c'] }] }))).toEqual([
          'i1',
          'i3',
          'i4',
          'i6',
          'i7',
        ]);
        expect(ids(await q({ where: [{ field: 'tags', op: '==', value: ['y', 'x'] }] }))).toEqual(['i6']);
      });

      it('!= excludes documents where the field is missing or null, and orders by that field', async () => {
        expect(ids(await q({ where: [{ field: 'n', op: '!=', value: 3 }] }))).toEqual([
          'i2',
          'i1',
          'i8',
          'i7',
        ]);
        expect(ids(await q({ where: [{ field: 'n', op: '!=', value: null }] }))).toEqual([
          'i2',
          'i3',
          'i6',
          'i1',
          'i8',
          'i7',
        ]);
      });

      it('<, <=, >, >= match only values of the same type, ordered by the field', async () => {
        expect(ids(await q({ where: [{ field: 'n', op: '<', value: 5 }] }))).toEqual(['i2', 'i3', 'i6']);
        expect(ids(await q({ where: [{ field: 'n', op: '<=', value: 5 }] }))).toEqual([
          'i2',
          'i3',
          'i6',
          'i1',
        ]);
        expect(ids(await q({ where: [{ field: 'n', op: '>', value: 5 }] }))).toEqual(['i8', 'i7']);
        expect(ids(await q({ where: [{ field: 'n', op: '>=', value: 7.5 }] }))).toEqual(['i8', 'i7']);
        expect(ids(await q({ where: [{ field: 'n', op: '>', value: 'a' }] }))).toEqual([]);
        expect(
          ids(
            await q({
              where: [
                { field: 'n', op: '>', value: 1 },
                { field: 'n', op: '<', value: 10 },
              ],
            }),
          ),
        ).toEqual(['i3', 'i6', 'i1', 'i8']);
      });

      it('array-contains matches each document once', async () => {
        expect(ids(await q({ where: [{ field: 'tags', op: 'array-contains', value: 'x' }] }))).toEqual([
          'i1',
          'i3',
          'i5',
          'i6',
          'i8',
        ]);
        expect(ids(await q({ where: [{ field: 'tags', op: 'array-contains', value: 'q' }] }))).toEqual([]);
      });

      it('array-contains with a range on the ordered field, then the name, after a cursor (the company directory)', async () => {
        await seed(store, 'directory', {
          d1: { key: 'beech', tokens: ['b', 'be'] },
          d2: { key: 'birch', tokens: ['b', 'bi'] },
          d3: { key: 'birch', tokens: ['b', 'bi'] },
          d4: { key: 'alder', tokens: ['a', 'al'] },
          d5: { key: 'cedar', tokens: ['c', 'ce'] },
          d6: { key: 'box', tokens: ['b', 'bo'] },
        });
        const page = (startAfter?: Value[], from = 'b') =>
          store.query({
            collection: 'directory',
            where: [
              { field: 'tokens', op: 'array-contains', value: 'b' },
              { field: 'key', op: '>=', value: from },
            ],
            orderBy: [{ field: 'key' }, { field: DOCUMENT_ID }],
            ...(startAfter ? { startAfter } : {}),
            limit: 2,
          });
        expect(ids(await page())).toEqual(['d1', 'd2']);
        expect(ids(await page(['birch', 'd2']))).toEqual(['d3', 'd6']);
        expect(ids(await page(['box', 'd6']))).toEqual([]);
        expect(ids(await page(undefined, 'bj'))).toEqual(['d6']);
      });

      it('filters on nested fields and on the document id', async () => {
        expect(ids(await q({ where: [{ field: 'meta.rank', op: '>=', value: 2 }] }))).toEqual(['i1', 'i6']);
        expect(ids(await q({ where: [{ field: DOCUMENT_ID, op: '==', value: 'i3' }] }))).toEqual(['i3']);
        expect(
          ids(await q({ where: [{ field: DOCUMENT_ID, op: 'in', value: ['i5', 'i9', 'i2'] }] })),
        ).toEqual(['i2', 'i5']);
        expect(ids(await q({ where: [{ field: DOCUMENT_ID, op: '>', value: 'i6' }] }))).toEqual(['i7', 'i8']);
        expect(ids(await q({ where: [{ field: DOCUMENT_ID, op: '<=', value: 'i2' }] }))).toEqual([
          'i1',
          'i2',
        ]);
      });

      it('combines equality filters on several fields without a composite index', async () => {
        expect(
          ids(
            await q({
              where: [
                { field: 'group', op: '==', value: 'a' },
                { field: 'n', op: '==', value: 3 },
              ],
            }),
          ),
        ).toEqual(['i3', 'i6']);
        expect(
          ids(
            await q({
              where: [
                { field: 'tags', op: 'array-contains', value: 'x' },
                { field: 'group', op: '==', value: 'a' },
              ],
            }),
          ),
        ).toEqual(['i1', 'i3', 'i6']);
      });

      it('orderBy excludes documents without the field and breaks ties by id in the last direction', async () => {
        expect(ids(await q({ orderBy: [{ field: 'n' }] }))).toEqual([
          'i4',
          'i2',
          'i3',
          'i6',
          'i1',
          'i8',
          'i7',
        ]);
        expect(ids(await q({ orderBy: [{ field: 'n', direction: 'desc' }] }))).toEqual([
          'i7',
          'i8',
          'i1',
          'i6',
          'i3',
          'i2',
          'i4',
        ]);
        // Strings in UTF-8 byte order: capitals first.
        expect(ids(await q({ orderBy: [{ field: 'name' }] }))).toEqual([
          'i1',
          'i3',
          'i5',
          'i2',
          'i4',
          'i6',
          'i7',
          'i8',
        ]);
        expect(ids(await q({ orderBy: [{ field: DOCUMENT_ID, direction: 'desc' }], limit: 2 }))).toEqual([
          'i8',
          'i7',
        ]);
      });

      it('limit', async () => {
        expect(ids(await q({ orderBy: [{ field: 'n', direction: 'desc' }], limit: 2 }))).toEqual([
          'i7',
          'i8',
        ]);
        expect(ids(await q({ limit: 3 }))).toEqual(['i1', 'i2', 'i3']);
      });

      it('equality with orderBy and range on another field, served by declared composite indexes', async () => {
        expect(
          ids(
            await q({
              where: [{ field: 'group', op: '==', value: 'a' }],
              orderBy: [{ field: 'n', direction: 'desc' }],
            }),
          ),
        ).toEqual(['i1', 'i6', 'i3', 'i4']);
        expect(
          ids(
            await q({
              where: [
                { field: 'group', op: '==', value: 'a' },
                { field: 'n', op: '>=', value: 3 },
              ],
            }),
          ),
        ).toEqual(['i3', 'i6', 'i1']);
        expect(
          ids(
            await q({
              where: [{ field: 'tags', op: 'array-contains', value: 'x' }],
              orderBy: [{ field: 'n', direction: 'desc' }],
              limit: 3,
            }),
          ),
        ).toEqual(['i8', 'i1', 'i6']);
      });

      it('count', async () => {
        expect(await store.count({ collection: 'items' })).toBe(8);
        expect(
          await store.count({ collection: 'items', where: [{ field: 'group', op: '==', value: 'a' }] }),
        ).toBe(4);
        expect(
          await store.count({
            collection: 'items',
            where: [{ field: 'tags', op: 'array-contains', value: 'x' }],
          }),
        ).toBe(5);
        expect(await store.count({ collection: 'items', where: [{ field: 'n', op: '>', value: 3 }] })).toBe(
          3,
        );
        expect(await store.count({ collection: 'nothing-here' })).toBe(0);
      });

      it('refuses invalid queries with invalid-argument', async () => {
        const many = Array.from({ length: 31 }, (_, i) => i);
        await failsWith(() => q({ where: [{ field: 'n', op: 'in', value: many }] }), 'invalid-argument');
        expect(ids(await q({ where: [{ field: 'n', op: 'in', value: many.slice(0, 30) }] }))).toEqual([
          'i1',
          'i2',
          'i3',
          'i6',
          'i7',
        ]);
        await failsWith(() => q({ where: [{ field: 'n', op: '<', value: null }] }), 'invalid-argument');
        await failsWith(() => q({ orderBy: [{ field: 'n' }], startAfter: [1, 'i1'] }), 'invalid-argument');
      });
    });

    describe('ordering across types', () => {
      beforeEach(async () => {
        const docs: Record<string, DocData> = { missing: { other: 1 } };
        for (const [id, v] of MIXED) docs[id] = { v };
        await seed(store, 'mixed', docs);
      });

      const q = (query: Omit<Query, 'collection'>) => store.query({ collection: 'mixed', ...query });

      it('orders null < booleans < numbers < timestamps < strings < arrays < maps', async () => {
        expect(ids(await q({ orderBy: [{ field: 'v' }] }))).toEqual(MIXED_ORDER);
        expect(ids(await q({ orderBy: [{ field: 'v', direction: 'desc' }] }))).toEqual(
          [...MIXED_ORDER].reverse(),
        );
      });

      it('range filters stay within the type of the value', async () => {
        expect(ids(await q({ where: [{ field: 'v', op: '>', value: 0 }] }))).toEqual([
          'm19',
          'm13',
          'm26',
          'm06',
        ]);
        expect(ids(await q({ where: [{ field: 'v', op: '<', value: new Date(1) }] }))).toEqual([
          'm24',
          'm01',
        ]);
        expect(ids(await q({ where: [{ field: 'v', op: '>=', value: '' }] }))).toEqual([
          'm28',
          'm09',
          'm21',
          'm03',
          'm30',
          'm12',
          'm18',
        ]);
        expect(ids(await q({ where: [{ field: 'v', op: '>', value: [1] }] }))).toEqual([
          'm14',
          'm32',
          'm05',
          'm20',
        ]);
        expect(ids(await q({ where: [{ field: 'v', op: '>=', value: { a: 1 } }] }))).toEqual([
          'm10',
          'm16',
          'm23',
          'm33',
        ]);
        expect(ids(await q({ where: [{ field: 'v', op: '>', value: false }] }))).toEqual(['m29']);
      });

      it('equality compares by value: NaN, null, maps regardless of key order', async () => {
        expect(ids(await q({ where: [{ field: 'v', op: '==', value: Number.NaN }] }))).toEqual(['m11']);
        expect(ids(await q({ where: [{ field: 'v', op: '==', value: { b: 1, a: 1 } }] }))).toEqual(['m16']);
        expect(
          ids(await q({ where: [{ field: 'v', op: 'in', value: [1, 'a', true, new Date(0)] }] })),
        ).toEqual(['m01', 'm13', 'm21', 'm29']);
      });
    });

    describe('cursors', () => {
      beforeEach(async () => {
        await seed(store, 'people', PEOPLE);
      });

      const byCityAge: Query['orderBy'] = [{ field: 'city' }, { field: 'age', direction: 'desc' }];

      it('pages through a multi-field order with startAfter and reaches every document once', async () => {
        const all = await store.query({ collection: 'people', orderBy: byCityAge });
        expect(ids(all)).toEqual(PEOPLE_ORDER);
        const orderBy: Query['orderBy'] = [...(byCityAge ?? []), { field: DOCUMENT_ID, direction: 'desc' }];
        const seen: string[] = [];
        let cursor: Value[] | undefined;
        for (let page = 0; page < 10; page++) {
          const docs = await store.query({ collection: 'people', orderBy, limit: 3, startAfter: cursor });
          if (docs.length === 0) break;
          seen.push(...ids(docs));
          const last = docs[docs.length - 1] as Doc;
          cursor = [last.data.city as Value, last.data.age as Value, last.id];
        }
        expect(seen).toEqual(PEOPLE_ORDER);
      });

      it('a cursor with fewer values than orderBy fields skips everything equal on those values', async () => {
        const after = (startAfter: Value[]) =>
          store.query({ collection: 'people', orderBy: byCityAge, startAfter });
        expect(ids(await after(['Bergen']))).toEqual(PEOPLE_ORDER.slice(4));
        expect(ids(await after(['Oslo', 30]))).toEqual(['p06', 'p11', 'p04', 'p08']);
        // Cursor values compare across types too: in descending order every number comes after a string.
        expect(ids(await after(['Oslo', 'zzz']))).toEqual(['p09', 'p03', 'p01', 'p06', 'p11', 'p04', 'p08']);
      });

      it('startAfter on a single field, descending, and on the document id', async () => {
        expect(
          ids(
            await store.query({
              collection: 'people',
              orderBy: [{ field: 'age', direction: 'desc' }],
              startAfter: [30],
            }),
          ),
        ).toEqual(['p05', 'p02', 'p06', 'p10']);
        expect(
          ids(
            await store.query({
              collection: 'people',
              orderBy: [{ field: DOCUMENT_ID }],
              startAfter: ['p09'],
            }),
          ),
        ).toEqual(['p10', 'p11', 'p12']);
      });
    });

    describe('review orders: equality, a number either way, then time and id descending (issue 14)', () => {
      const D1 = new Date('2026-01-01T10:00:00.000Z');
      const D2 = new Date('2026-01-02T10:00:00.000Z');
      const D3 = new Date('2026-01-03T10:00:00.000Z');
      beforeEach(async () => {
        await seed(store, 'reviews', {
          q1: { subject: 's1', score: 3, at: D2 },
          q2: { subject: 's1', score: 5, at: D1 },
          q3: { subject: 's1', score: 3, at: D2 },
          q4: { subject: 's1', score: 5, at: D3 },
          q5: { subject: 's1', score: 1, at: D1 },
          q6: { subject: 's1', score: 3, at: D1 },
          q7: { subject: 's2', score: 5, at: D3 },
          q8: { subject: 's1', at: D3 }, // no score: not in the order
        });
      });
      const ordered = (direction: 'asc' | 'desc', startAfter?: Value[], limit?: number) =>
        store.query({
          collection: 'reviews',
          where: [{ field: 'subject', op: '==', value: 's1' }],
          orderBy: [
            { field: 'score', direction },
            { field: 'at', direction: 'desc' },
            { field: DOCUMENT_ID, direction: 'desc' },
          ],
          ...(startAfter ? { startAfter } : {}),
          ...(limit ? { limit } : {}),
        });
      const LOWEST = ['q5', 'q3', 'q1', 'q6', 'q4', 'q2'];
      const HIGHEST = ['q4', 'q2', 'q3', 'q1', 'q6', 'q5'];

      it('orders by the number, then time and id descending, leaving out documents without it', async () => {
        expect(ids(await ordered('asc'))).toEqual(LOWEST);
        expect(ids(await ordered('desc'))).toEqual(HIGHEST);
      });

      it('pages either way with full cursors across equal numbers and times, each document once', async () => {
        for (const [direction, expected] of [
          ['asc', LOWEST],
          ['desc', HIGHEST],
        ] as const) {
          for (const limit of [1, 2, 4]) {
            const seen: string[] = [];
            let cursor: Value[] | undefined;
            for (let page = 0; page < 10; page++) {
              const docs = await ordered(direction, cursor, limit);
              if (docs.length === 0) break;
              seen.push(...ids(docs));
              const last = docs[docs.length - 1] as Doc;
              cursor = [last.data.score as Value, last.data.at as Value, last.id];
            }
            expect(seen, `${direction} by ${limit}`).toEqual(expected);
          }
        }
      });

      it('a cursor of (number, time) resumes after everything of that number up to that time', async () => {
        expect(ids(await ordered('asc', [3, D2]))).toEqual(['q6', 'q4', 'q2']);
        expect(ids(await ordered('desc', [3, D2]))).toEqual(['q6', 'q5']);
        expect(ids(await ordered('desc', [5]))).toEqual(['q3', 'q1', 'q6', 'q5']);
        expect(ids(await ordered('asc', [3, D1, 'q6']))).toEqual(['q4', 'q2']);
      });
    });

    describe.runIf(options.enforcesIndexes)('missing composite indexes', () => {
      const rejected = async (query: Query) =>
        (await failsWith(() => store.query(query), 'failed-precondition')).message;

      it('equality plus orderBy on another field names the index to add', async () => {
        const message = await rejected({
          collection: 'noindex',
          where: [{ field: 'owner', op: '==', value: 'u1' }],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
        });
        expect(message).toContain(
          '{"collectionGroup":"noindex","queryScope":"COLLECTION","fields":[{"fieldPath":"owner","order":"ASCENDING"},' +
            '{"fieldPath":"createdAt","order":"DESCENDING"}]}',
        );
      });

      it('range on one field with equality or orderBy on another, orderBy on two fields, array-contains or in with orderBy', async () => {
        expect(
          await rejected({
            collection: 'noindex',
            where: [
              { field: 'owner', op: '==', value: 'u1' },
              { field: 'score', op: '>', value: 3 },
            ],
          }),
        ).toContain('[{"fieldPath":"owner","order":"ASCENDING"},{"fieldPath":"score","order":"ASCENDING"}]');
        expect(
          await rejected({
            collection: 'noindex',
            orderBy: [{ field: 'a' }, { field: 'b', direction: 'desc' }],
          }),
        ).toContain('[{"fieldPath":"a","order":"ASCENDING"},{"fieldPath":"b","order":"DESCENDING"}]');
        expect(
          await rejected({
            collection: 'noindex',
            where: [{ field: 'tags', op: 'array-contains', value: 'x' }],
            orderBy: [{ field: 'score', direction: 'desc' }],
          }),
        ).toContain(
          '[{"fieldPath":"tags","arrayConfig":"CONTAINS"},{"fieldPath":"score","order":"DESCENDING"}]',
        );
        expect(
          await rejected({
            collection: 'noindex',
            where: [{ field: 'status', op: 'in', value: ['a', 'b'] }],
            orderBy: [{ field: 'score' }],
          }),
        ).toContain('[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"score","order":"ASCENDING"}]');
        expect(
          await rejected({
            collection: 'noindex',
            where: [{ field: 'a', op: '>', value: 1 }],
            orderBy: [{ field: 'b' }],
          }),
        ).toContain('[{"fieldPath":"b","order":"ASCENDING"},{"fieldPath":"a","order":"ASCENDING"}]');
        await failsWith(
          () =>
            store.count({
              collection: 'noindex',
              where: [
                { field: 'owner', op: '==', value: 'u1' },
                { field: 'score', op: '<', value: 3 },
              ],
            }),
          'failed-precondition',
        );
      });

      it('needs no composite for what single-field indexes serve', async () => {
        const ok = (query: Omit<Query, 'collection'>) => store.query({ collection: 'noindex', ...query });
        await ok({
          where: [
            { field: 'a', op: '==', value: 1 },
            { field: 'b', op: '==', value: 2 },
            { field: 'c', op: 'in', value: [1, 2] },
          ],
        });
        await ok({
          where: [
            { field: 'tags', op: 'array-contains', value: 'x' },
            { field: 'a', op: '==', value: 1 },
          ],
        });
        await ok({
          where: [{ field: 'a', op: '>', value: 1 }],
          orderBy: [{ field: 'a', direction: 'desc' }],
        });
        await ok({ where: [{ field: 'a', op: '==', value: 1 }], orderBy: [{ field: DOCUMENT_ID }] });
        await ok({ where: [{ field: 'a', op: '==', value: 1 }], orderBy: [{ field: 'a' }] });
        await ok({ orderBy: [{ field: 'a', direction: 'desc' }], limit: 1 });
        await ok({ where: [{ field: 'a', op: 'in', value: [1, 2] }], orderBy: [{ field: 'a' }] });
      });

      it('merges composite indexes that share the ordered fields, as Firestore does', async () => {
        await seed(store, 'merged', {
          m1: { a: 1, b: 1, c: 3 },
          m2: { a: 1, b: 1, c: 1 },
          m3: { a: 1, b: 2, c: 2 },
        });
        const docs = await store.query({
          collection: 'merged',
          where: [
            { field: 'a', op: '==', value: 1 },
            { field: 'b', op: '==', value: 1 },
          ],
          orderBy: [{ field: 'c' }],
        });
        expect(ids(docs)).toEqual(['m2', 'm1']);
        const message = (
          await failsWith(
            () =>
              store.query({
                collection: 'merged',
                where: [
                  { field: 'a', op: '==', value: 1 },
                  { field: 'd', op: '==', value: 1 },
                ],
                orderBy: [{ field: 'c' }],
              }),
            'failed-precondition',
          )
        ).message;
        expect(message).toContain('"collectionGroup":"merged"');
      });
    });

    describe('batches', () => {
      it('apply all writes or none', async () => {
        await seed(store, 'b', { exists: { v: 1 } });
        const batch = store
          .batch()
          .set('b', 'new1', { v: 1 })
          .update('b', 'exists', { v: 2 })
          .create('b', 'exists', { v: 3 });
        await failsWith(() => batch.commit(), 'already-exists');
        expect(await store.get('b', 'new1')).toBeNull();
        expect((await store.get('b', 'exists'))?.data).toEqual({ v: 1 });

        const second = store.batch().set('b', 'new2', { v: 1 }).update('b', 'missing', { v: 1 });
        await failsWith(() => second.commit(), 'not-found');
        expect(await store.get('b', 'new2')).toBeNull();
      });

      it('apply writes to one document in order', async () => {
        await store
          .batch()
          .set('b', 'a', { v: 1, w: 1 })
          .update('b', 'a', { v: FieldValue.increment(1) })
          .set('b', 'a', { x: 1 }, { merge: true })
          .commit();
        expect((await store.get('b', 'a'))?.data).toEqual({ v: 2, w: 1, x: 1 });
      });
    });

    describe('transactions', () => {
      it('read, write and return the function result', async () => {
        await seed(store, 'tx', { a: { n: 1 }, b: { n: 2 } });
        const result = await store.runTransaction(async (tx) => {
          const a = await tx.get<{ n: number }>('tx', 'a');
          const [b, missing] = await tx.getAll<{ n: number }>('tx', ['b', 'zz']);
          const found = await tx.query({ collection: 'tx', where: [{ field: 'n', op: '>=', value: 2 }] });
          tx.set('tx', 'sum', { n: (a?.data.n ?? 0) + (b?.data.n ?? 0), missing: missing === null });
          tx.delete('tx', 'a');
          return ids(found);
        });
        expect(result).toEqual(['b']);
        expect((await store.get('tx', 'sum'))?.data).toEqual({ n: 3, missing: true });
        expect(await store.get('tx', 'a')).toBeNull();
      });

      it('refuse reads after writes, and write nothing', async () => {
        const error = await failsWith(
          () =>
            store.runTransaction(async (tx) => {
              tx.set('tx', 'a', { n: 1 });
              await tx.get('tx', 'b');
            }),
          'invalid-argument',
        );
        expect(error.message).toMatch(/reads.*before.*writes/i);
        expect(await store.get('tx', 'a')).toBeNull();
      });

      it('write nothing when the function throws, and pass its error on', async () => {
        await seed(store, 'tx', { a: { n: 1 } });
        const boom = new Error('boom');
        let calls = 0;
        await expect(
          store.runTransaction(async (tx) => {
            calls++;
            await tx.get('tx', 'a');
            tx.update('tx', 'a', { n: 2 });
            throw boom;
          }),
        ).rejects.toBe(boom);
        expect(calls).toBe(1);
        expect((await store.get('tx', 'a'))?.data).toEqual({ n: 1 });
      });

      it('fail with already-exists / not-found on create / update preconditions, without retrying', async () => {
        await seed(store, 'tx', { a: { n: 1 } });
        let calls = 0;
        await failsWith(
          () =>
            store.runTransaction(async (tx) => {
              calls++;
              tx.create('tx', 'a', { n: 2 });
            }),
          'already-exists',
        );
        expect(calls).toBe(1);
        await failsWith(
          () =>
            store.runTransaction(async (tx) => {
              tx.update('tx', 'missing', { n: 2 });
            }),
          'not-found',
        );
        expect((await store.get('tx', 'a'))?.data).toEqual({ n: 1 });
      });

      it('retry on contention: two transactions that read the same document both take effect', async () => {
        await seed(store, 'tx', { c: { n: 0 } });
        let calls = 0;
        let arrived = 0;
        let release = (): void => {};
        const bothRead = new Promise<void>((resolve) => {
          release = resolve;
        });
        const increment = () =>
          store.runTransaction(async (tx) => {
            calls++;
            const doc = await tx.get<{ n: number }>('tx', 'c');
            if (arrived < 2) {
              arrived++;
              if (arrived === 2) release();
              await bothRead;
            }
            tx.set('tx', 'c', { n: (doc?.data.n ?? 0) + 1 });
          });
        await Promise.all([increment(), increment()]);
        expect((await store.get('tx', 'c'))?.data).toEqual({ n: 2 });
        expect(calls).toBeGreaterThanOrEqual(3);
      });

      it('50 concurrent read-modify-write transactions on one counter end at exactly 50', async () => {
        await seed(store, 'tx', { counter: { n: 0 } });
        await Promise.all(
          Array.from({ length: 50 }, () =>
            store.runTransaction(async (tx) => {
              const doc = await tx.get<{ n: number }>('tx', 'counter');
              tx.update('tx', 'counter', { n: (doc?.data.n ?? 0) + 1 });
            }),
          ),
        );
        expect((await store.get('tx', 'counter'))?.data).toEqual({ n: 50 });
      });

      it('a storm on one hot document (issue 19): 200 transactions read it and each adds to one of 8 shards, blind; the shards sum exactly', async () => {
        await seed(store, 'tx', { hot: { likes: 5 } });
        await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            store.runTransaction(async (tx) => {
              const hot = await tx.get<{ likes: number }>('tx', 'hot');
              if (!hot) throw new Error('the hot document is there');
              const by = i % 10 === 0 ? -1 : 1;
              tx.set(
                'shards',
                `hot-${i % 8}`,
                { of: 'tx/hot', likes: FieldValue.increment(by) },
                { merge: true },
              );
            }),
          ),
        );
        expect((await store.get('tx', 'hot'))?.data).toEqual({ likes: 5 });
        await seed(store, 'shards', { 'other-0': { of: 'tx/other', likes: 7 } });
        const shards = await store.query<{ of: string; likes: number }>({
          collection: 'shards',
          where: [{ field: 'of', op: 'in', value: ['tx/hot', 'tx/missing'] }],
        });
        expect(shards).toHaveLength(8);
        expect(shards.reduce((sum, s) => sum + s.data.likes, 0)).toBe(180 - 20);
      });

      it('50 concurrent creates of one id: exactly one succeeds, the others fail with already-exists', async () => {
        const results = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) => store.batch().create('tx', 'once', { by: i }).commit()),
        );
        const ok = results.filter((r) => r.status === 'fulfilled');
        expect(ok).toHaveLength(1);
        for (const r of results) {
          if (r.status === 'rejected') {
            expect(r.reason).toBeInstanceOf(StoreError);
            expect((r.reason as StoreError).code).toBe('already-exists');
          }
        }
        const winner = results.findIndex((r) => r.status === 'fulfilled');
        expect((await store.get('tx', 'once'))?.data).toEqual({ by: winner });
      });

      it('50 concurrent check-then-create transactions: exactly one creates', async () => {
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            store.runTransaction(async (tx) => {
              if (await tx.get('tx', 'claim')) return false;
              tx.create('tx', 'claim', { by: i });
              return true;
            }),
          ),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        expect((await store.get('tx', 'claim'))?.data).toEqual({ by: results.indexOf(true) });
      });
    });

    describe('exactly once through ambiguous commits (issue 20)', () => {
      const fail = options.failCommitsAmbiguously;
      const skip = fail === undefined;
      const now = () => new Date('2026-03-01T12:00:00Z');
      let nonce = 0;
      const scopeFor = (recordId: string, fingerprint = 'request'): RequestScope => ({
        recordId,
        fingerprint,
        expiresAt: new Date(now().getTime() + 60_000),
        now,
        owner: () => 'owner-hmac',
        pseudonym: () => 'caller-pseudonym',
        mismatch: () => new Error('key reused'),
        nonce: `request-${++nonce}`,
        started: 0,
        replayed: false,
        open: true,
      });
      // A vote: pressing like again takes it back; the review's count follows.
      const toggleVote = (s: DocumentStore) =>
        s.runTransaction(async (tx) => {
          const [review, vote] = await Promise.all([tx.get('reviews', 'r1'), tx.get('votes', 'v1')]);
          const likes = (review?.data.likes as number) ?? 0;
          if (vote) {
            tx.delete('votes', 'v1');
            tx.update('reviews', 'r1', { likes: likes - 1 });
            return { likes: likes - 1, myVote: null, by: 'caller-pseudonym', at: now() };
          }
          tx.create('votes', 'v1', { value: 'like' });
          tx.update('reviews', 'r1', { likes: likes + 1 });
          return { likes: likes + 1, myVote: 'like', by: 'caller-pseudonym', at: now() };
        });
      // A review: one per author, a second one is refused.
      const createReview = (s: DocumentStore) =>
        s.runTransaction(async (tx) => {
          if (await tx.get('reviews', 'mine')) throw new Error('409: you have already reviewed this');
          tx.create('reviews', 'mine', { rating: 4 });
          tx.update('subjects', 's1', { reviewCount: FieldValue.increment(1) });
          return { id: 'mine', created: true };
        });

      it.skipIf(skip)(
        'the hook behaves as the SDK does: the commit applies and the function runs again',
        async () => {
          await seed(store, 'reviews', { r1: { likes: 0 } });
          fail?.(store, 1);
          // Without a record of the request, the re-run takes the vote back.
          await toggleVote(store);
          expect((await store.get('reviews', 'r1'))?.data).toEqual({ likes: 0 });
          expect(await store.get('votes', 'v1')).toBeNull();
        },
      );

      it.skipIf(skip)(
        'a recorded vote applies once and answers its first result (dates and pseudonym intact)',
        async () => {
          await seed(store, 'reviews', { r1: { likes: 0 } });
          const recorded = new ExactlyOnceStore(store);
          fail?.(store, 1);
          const scope = scopeFor('vote-request');
          const result = await runInRequestScope(scope, () => toggleVote(recorded));
          expect(result).toEqual({ likes: 1, myVote: 'like', by: 'caller-pseudonym', at: now() });
          expect(result.at).toBeInstanceOf(Date);
          expect((await store.get('reviews', 'r1'))?.data).toEqual({ likes: 1 });
          expect((await store.get('votes', 'v1'))?.data).toEqual({ value: 'like' });
          // A re-run of the request's own commit is not a replay of an earlier request.
          expect(scope.replayed).toBe(false);
          // The record: the result without the caller's pseudonym, the owner for erasure, an expiry.
          const record = await store.get(REQUEST_RECORDS, 'vote-request');
          expect(record?.data).toMatchObject({ owner: 'owner-hmac', fingerprint: 'request', state: 'done' });
          expect(JSON.stringify(record?.data)).not.toContain('caller-pseudonym');
        },
      );

      it.skipIf(skip)(
        'a recorded create answers its author with the created review, not a conflict',
        async () => {
          await seed(store, 'subjects', { s1: { reviewCount: 0 } });
          const recorded = new ExactlyOnceStore(store);
          fail?.(store, 1);
          const result = await runInRequestScope(scopeFor('create-request'), () => createReview(recorded));
          expect(result).toEqual({ id: 'mine', created: true });
          expect((await store.get('subjects', 's1'))?.data).toEqual({ reviewCount: 1 });
        },
      );

      it.skipIf(skip)(
        'every write transaction of a request has its own record, each applied once',
        async () => {
          await seed(store, 'reviews', { r1: { likes: 0 } });
          await seed(store, 'subjects', { s1: { reviewCount: 0 } });
          const recorded = new ExactlyOnceStore(store);
          fail?.(store, 2);
          const [vote, review] = await runInRequestScope(scopeFor('two-writes'), async () => [
            await toggleVote(recorded),
            await createReview(recorded),
          ]);
          expect([vote.likes, review.created]).toEqual([1, true]);
          expect((await store.get('reviews', 'r1'))?.data).toEqual({ likes: 1 });
          expect((await store.get('subjects', 's1'))?.data).toEqual({ reviewCount: 1 });
          expect(await store.get(REQUEST_RECORDS, 'two-writes.1')).not.toBeNull();
        },
      );
    });

    describe('request records (issue 20)', () => {
      const now = () => new Date('2026-03-01T12:00:00Z');
      const scopeFor = (recordId: string, fingerprint: string, nonce: string): RequestScope => ({
        recordId,
        fingerprint,
        expiresAt: new Date(now().getTime() + 60_000),
        now,
        owner: () => null,
        pseudonym: () => null,
        mismatch: () => new StoreError('failed-precondition', 'key reused'),
        nonce,
        started: 0,
        replayed: false,
        open: true,
      });
      const increment = (s: DocumentStore) =>
        s.runTransaction(async (tx) => {
          const doc = await tx.get('counters', 'c');
          const n = ((doc?.data.n as number) ?? 0) + 1;
          tx.set('counters', 'c', { n });
          return n;
        });

      it('a request sent again under its record id answers the first result and writes nothing', async () => {
        const recorded = new ExactlyOnceStore(store);
        const first = scopeFor('keyed', 'same', 'first');
        const again = scopeFor('keyed', 'same', 'again');
        expect(await runInRequestScope(first, () => increment(recorded))).toBe(1);
        expect(await runInRequestScope(again, () => increment(recorded))).toBe(1);
        expect([first.replayed, again.replayed]).toEqual([false, true]);
        expect((await store.get('counters', 'c'))?.data).toEqual({ n: 1 });
        // Another request under the same id is refused; outside any request nothing is recorded.
        await failsWith(
          () => runInRequestScope(scopeFor('keyed', 'other', 'x'), () => increment(recorded)),
          'failed-precondition',
        );
        expect(await increment(recorded)).toBe(2);
      });

      it('concurrent requests under one record id: one writes, the others answer its result', async () => {
        const recorded = new ExactlyOnceStore(store);
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            runInRequestScope(scopeFor('burst', 'same', `n${i}`), () => increment(recorded)),
          ),
        );
        expect(answers).toEqual(answers.map(() => 1));
        expect((await store.get('counters', 'c'))?.data).toEqual({ n: 1 });
      });

      it('an expired record is not answered from', async () => {
        const recorded = new ExactlyOnceStore(store);
        const first = { ...scopeFor('old', 'same', 'first'), expiresAt: new Date(now().getTime() - 1) };
        expect(await runInRequestScope(first, () => increment(recorded))).toBe(1);
        expect(await runInRequestScope(scopeFor('old', 'same', 'later'), () => increment(recorded))).toBe(2);
      });

      it('transactions that write nothing leave no record', async () => {
        const recorded = new ExactlyOnceStore(store);
        await runInRequestScope(scopeFor('reads', 'same', 'r'), () =>
          recorded.runTransaction(async (tx) => tx.get('counters', 'c')),
        );
        expect(await store.get(REQUEST_RECORDS, 'reads')).toBeNull();
      });
    });
  });
}
