// The Firestore adapter's write checks and conversions, without a Firestore emulator: writes are
// only queued on a batch (the SDK talks to the server at commit), so what the adapter refuses, and
// what it hands the SDK, can be seen here. It must refuse exactly what SQLite refuses, with the
// same error, before the SDK sees the data: the contract suite then states production's behaviour.
import { Firestore, FieldValue as SdkFieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type DocumentStore,
  FieldValue,
  StoreError,
  type WriteBatch,
  type WriteData,
} from '../../src/store/document-store.ts';
import { toFirestore } from '../../src/store/firestore/convert.ts';
import { FIRESTORE_SETTINGS, FirestoreStore } from '../../src/store/firestore/index.ts';
import { openSqliteStore } from '../../src/store/sqlite/index.ts';

const firestore = new FirestoreStore(new Firestore({ ...FIRESTORE_SETTINGS, projectId: 'demo-writes' }));
const sqlite: DocumentStore = openSqliteStore({ path: ':memory:' });
afterAll(async () => {
  await sqlite.close();
  await firestore.close();
});

class Point {
  x = 1;
}

type Write = (b: WriteBatch) => unknown;
const bad = (data: Record<string, unknown>) => data as WriteData;

/** Writes both adapters must refuse at the call. */
const REFUSED: [string, Write][] = [
  ['undefined at the top level', (b) => b.set('c', 'a', bad({ v: undefined }))],
  ['undefined inside a map', (b) => b.set('c', 'a', bad({ m: { v: undefined } }))],
  ['undefined inside an array', (b) => b.create('c', 'a', bad({ list: [1, undefined] }))],
  ['undefined in an update', (b) => b.update('c', 'a', bad({ 'm.v': undefined }))],
  ['undefined in a merge', (b) => b.set('c', 'a', bad({ v: undefined }), { merge: true })],
  ['a Map', (b) => b.set('c', 'a', bad({ m: new Map([['k', 1]]) }))],
  ['a Buffer', (b) => b.set('c', 'a', bad({ bytes: Buffer.from('secret') }))],
  ['a Uint8Array', (b) => b.set('c', 'a', bad({ bytes: new Uint8Array([1, 2]) }))],
  ['a Firestore Timestamp', (b) => b.set('c', 'a', bad({ at: Timestamp.now() }))],
  ['an SDK FieldValue', (b) => b.update('c', 'a', bad({ n: SdkFieldValue.increment(1) }))],
  ['a class instance', (b) => b.set('c', 'a', bad({ p: new Point() }))],
  ['a Map in an array', (b) => b.set('c', 'a', bad({ list: [new Map()] }))],
  [
    'a Map in arrayUnion',
    (b) => b.update('c', 'a', bad({ list: FieldValue.arrayUnion(new Map() as never) })),
  ],
  ['a function', (b) => b.set('c', 'a', bad({ f: () => 1 }))],
  ['a symbol', (b) => b.set('c', 'a', bad({ s: Symbol('s') }))],
  ['a bigint', (b) => b.set('c', 'a', bad({ n: 1n }))],
  ['an array in an array', (b) => b.set('c', 'a', bad({ list: [[1]] }))],
  ['a reserved field name', (b) => b.set('c', 'a', bad({ __name__: 1 }))],
  ['an empty field name', (b) => b.set('c', 'a', bad({ m: { '': 1 } }))],
  ['an invalid Date', (b) => b.set('c', 'a', bad({ d: new Date(Number.NaN) }))],
  ['delete() in a plain set', (b) => b.set('c', 'a', bad({ v: FieldValue.delete() }))],
  ['data that is a Map', (b) => b.set('c', 'a', new Map() as never)],
  ['a reserved document id', (b) => b.set('c', '__x__', { v: 1 })],
  ['a document id with a slash', (b) => b.delete('c', 'a/b')],
  ['an empty update', (b) => b.update('c', 'a', {})],
];

function refusal(store: DocumentStore, write: Write): StoreError | 'accepted' {
  try {
    write(store.batch());
  } catch (error) {
    if (error instanceof StoreError) return error;
    throw error;
  }
  return 'accepted';
}

describe('Firestore adapter: refuses what SQLite refuses, before the SDK sees it', () => {
  it.each(REFUSED)('%s', (_, write) => {
    const expected = refusal(sqlite, write);
    expect(expected).toBeInstanceOf(StoreError);
    const actual = refusal(firestore, write);
    expect(actual).toBeInstanceOf(StoreError);
    expect({ code: (actual as StoreError).code, message: (actual as StoreError).message }).toEqual({
      code: (expected as StoreError).code,
      message: (expected as StoreError).message,
    });
  });

  it('accepts what SQLite accepts', () => {
    const batch = firestore.batch();
    expect(() =>
      batch
        .set('c', 'a', { d: new Date(5), m: { n: null, list: [1, 'x', { k: true }] } })
        .set('c', 'b', { v: FieldValue.delete(), n: FieldValue.increment(2) }, { merge: true })
        .create('c', 'c', { at: FieldValue.serverTimestamp(), tags: ['a'] })
        .update('c', 'a', { 'm.n': 3, list: FieldValue.arrayUnion('y'), gone: FieldValue.delete() })
        .delete('c', 'a'),
    ).not.toThrow();
  });

  it('hands the SDK a copy: later changes by the caller do not reach the queued write', () => {
    const data = { m: { n: 1 } };
    const converted = toFirestore(data) as { m: { n: number } };
    data.m.n = 2;
    expect(converted.m.n).toBe(1);
  });
});

describe('Firestore adapter: conversions', () => {
  it('turns Dates into Timestamps and the port transforms into SDK FieldValues', () => {
    const out = toFirestore({
      d: new Date(1_000),
      list: [new Date(2_000)],
      n: FieldValue.increment(1),
    }) as { d: Timestamp; list: Timestamp[]; n: unknown };
    expect(out.d).toBeInstanceOf(Timestamp);
    expect(out.d.toMillis()).toBe(1_000);
    expect(out.list[0]?.toMillis()).toBe(2_000);
    expect(out.n).toBeInstanceOf(SdkFieldValue);
  });

  it('never turns a non-plain object into a map', () => {
    for (const value of [new Map(), Buffer.from('x'), Timestamp.now(), new Point(), undefined]) {
      expect(() => toFirestore({ v: value })).toThrow(StoreError);
    }
  });

  it('uses one client configuration: undefined stays refused, REST for fast cold starts', () => {
    expect(FIRESTORE_SETTINGS).toEqual({ ignoreUndefinedProperties: false, preferRest: true });
  });
});
