// What every read path of the SQLite adapter (get, getAll, query, and both in a
// transaction) answers after a change: never a stale document (after an update,
// a delete, a rolled-back transaction, a transaction's own writes, a write
// through another connection), and never a document one caller can change under
// the next. Written for a memo of decoded documents (issue 19 item 4; measured,
// not kept): every document is read three times before the change, so any
// cache of reads would hold it when it matters, and these tests guard the next one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { DocData, Query } from '../../src/store/document-store.ts';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-decoded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;
const opened: SqliteStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});
function open(path = join(dir, `d${++fileNumber}.db`)): SqliteStore {
  const store = openSqliteStore({ path });
  opened.push(store);
  return store;
}

const byTag: Query = { collection: 'people', where: [{ field: 'tags', op: 'array-contains', value: 'a' }] };
const byTeam: Query = { collection: 'people', where: [{ field: 'team', op: '==', value: 'x' }] };

const person = (n: number): DocData => ({
  team: 'x',
  tags: ['a', 'b'],
  n,
  at: new Date(1_700_000_000_000 + n),
  nested: { list: [{ k: n }], when: new Date(n) },
});

/** Reads the document through every read path, three times over, as a cache of reads would want. */
async function readWarm(store: SqliteStore, id: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await store.get('people', id);
    await store.getAll('people', [id]);
    await store.query(byTag);
    await store.query(byTeam);
    await store.runTransaction(async (tx) => {
      await tx.get('people', id);
      await tx.query(byTag);
    });
  }
}

/** What every read path answers for the document now. */
async function readAll(store: SqliteStore, id: string): Promise<unknown[]> {
  const inTx = await store.runTransaction(async (tx) => [
    (await tx.get('people', id))?.data ?? null,
    (await tx.query(byTag)).find((d) => d.id === id)?.data ?? null,
  ]);
  return [
    (await store.get('people', id))?.data ?? null,
    (await store.getAll('people', [id]))[0]?.data ?? null,
    (await store.query(byTag)).find((d) => d.id === id)?.data ?? null,
    (await store.query(byTeam)).find((d) => d.id === id)?.data ?? null,
    ...inTx,
  ];
}

describe('SQLite adapter: reads are never stale', () => {
  it('after an update (set, update, merge) every read path answers the new data', async () => {
    const store = open();
    await store.batch().set('people', 'p', person(1)).commit();
    await readWarm(store, 'p');
    expect(await readAll(store, 'p')).toEqual(Array(6).fill(person(1)));

    await store.batch().update('people', 'p', { n: 2 }).commit();
    expect(await readAll(store, 'p')).toEqual(Array(6).fill({ ...person(1), n: 2 }));

    await store.batch().set('people', 'p', person(3)).commit();
    await readWarm(store, 'p');
    await store
      .batch()
      .set('people', 'p', { nested: { when: new Date(99) } }, { merge: true })
      .commit();
    const merged = { ...person(3), nested: { list: [{ k: 3 }], when: new Date(99) } };
    expect(await readAll(store, 'p')).toEqual(Array(6).fill(merged));
  });

  it('after a write back to earlier data, then away again, answers each state in turn', async () => {
    const store = open();
    for (const n of [1, 2, 1, 2, 1]) {
      await store.batch().set('people', 'p', person(n)).commit();
      await readWarm(store, 'p');
      expect(await readAll(store, 'p')).toEqual(Array(6).fill(person(n)));
    }
  });

  it('after a delete no read path answers the document', async () => {
    const store = open();
    await store.batch().set('people', 'p', person(1)).set('people', 'q', person(1)).commit();
    await readWarm(store, 'p');
    await store.batch().delete('people', 'p').commit();
    expect(await readAll(store, 'p')).toEqual(Array(6).fill(null));
    // The same data under another id is still there, and still itself.
    expect((await store.get('people', 'q'))?.data).toEqual(person(1));
  });

  it('after a transaction that wrote and then failed, answers the data from before it', async () => {
    const store = open();
    await store.batch().set('people', 'p', person(1)).commit();
    await readWarm(store, 'p');
    await expect(
      store.runTransaction(async (tx) => {
        await tx.get('people', 'p');
        tx.set('people', 'p', person(2));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readAll(store, 'p')).toEqual(Array(6).fill(person(1)));
    // A batch refused for a failed precondition writes nothing either.
    await expect(
      store.batch().set('people', 'p', person(2)).create('people', 'p', person(3)).commit(),
    ).rejects.toMatchObject({ code: 'already-exists' });
    expect(await readAll(store, 'p')).toEqual(Array(6).fill(person(1)));
  });

  it("a transaction's own writes are what the next reads answer, inside a transaction and outside", async () => {
    const store = open();
    await store.batch().set('people', 'p', person(1)).commit();
    await readWarm(store, 'p');
    for (let i = 2; i <= 4; i++) {
      const seen = await store.runTransaction(async (tx) => {
        const before = (await tx.get<{ n: number }>('people', 'p'))?.data.n;
        tx.update('people', 'p', { n: i, at: new Date(i) });
        return before;
      });
      expect(seen).toBe(i - 1);
      expect(await readAll(store, 'p')).toEqual(Array(6).fill({ ...person(1), n: i, at: new Date(i) }));
    }
  });

  it('after a write through another connection to the same file, answers the new data', async () => {
    const path = join(dir, `d${++fileNumber}.db`);
    const reader = open(path);
    const writer = open(path);
    await writer.batch().set('people', 'p', person(1)).commit();
    await readWarm(reader, 'p');
    await writer.batch().update('people', 'p', { n: 2 }).commit();
    expect(await readAll(reader, 'p')).toEqual(Array(6).fill({ ...person(1), n: 2 }));
    await writer.runTransaction(async (tx) => {
      tx.delete('people', 'p');
    });
    expect(await readAll(reader, 'p')).toEqual(Array(6).fill(null));
  });
});

describe('SQLite adapter: a caller cannot change what the next reader gets', () => {
  it('mutating every part of a returned document changes nothing stored or read later', async () => {
    const store = open();
    await store.batch().set('people', 'p', person(1)).commit();
    await readWarm(store, 'p');
    const vandalise = (data: DocData) => {
      (data.tags as string[]).push('z');
      (data.nested as { list: { k: number }[] }).list[0]!.k = -1;
      ((data.nested as { when: Date }).when as Date).setTime(0);
      (data.at as Date).setTime(0);
      data.n = -1;
      delete data.team;
    };
    for (let round = 0; round < 3; round++) {
      vandalise((await store.get('people', 'p'))!.data);
      vandalise((await store.getAll('people', ['p']))[0]!.data);
      vandalise((await store.query(byTag))[0]!.data);
      vandalise((await store.query(byTeam))[0]!.data);
      await store.runTransaction(async (tx) => {
        vandalise((await tx.get('people', 'p'))!.data);
        vandalise((await tx.query(byTag))[0]!.data);
      });
      expect(await readAll(store, 'p')).toEqual(Array(6).fill(person(1)));
    }
  });

  it('two documents with the same data are two separate objects', async () => {
    const store = open();
    await store.batch().set('people', 'p', person(1)).set('people', 'q', person(1)).commit();
    await readWarm(store, 'p');
    const [p, q] = await store.getAll('people', ['p', 'q']);
    expect(p?.data).toEqual(q?.data);
    expect(p?.data).not.toBe(q?.data);
    expect(p?.data.nested).not.toBe(q?.data.nested);
  });
});
