// Index keys as real columns (issue 19 item 1, key-columns.ts): a write that changes no indexed
// field leaves every index alone, and a database written before key columns (indexes over fs_key()
// expressions of the JSON) is converted when opened and answers every query as before.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocData, Query } from '../../src/store/document-store.ts';
import { Database } from '../../src/store/sqlite/database.ts';
import { type IndexDefinitions, openSqliteStore, type SqliteStore } from '../../src/store/sqlite/index.ts';
import { IndexCatalog } from '../../src/store/sqlite/index-catalog.ts';
import { arrayEntries } from '../../src/store/sqlite/index-entries.ts';
import { readKeyColumns } from '../../src/store/sqlite/key-columns.ts';
import { keySql } from '../../src/store/sqlite/schema.ts';
import { encodeDoc } from '../../src/store/sqlite/wire-format.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNumber = 0;
const newPath = () => join(dir, `k${++fileNumber}.db`);
const openDb = (path: string) => new Database(path, { busyTimeoutMs: 1000, synchronous: 'NORMAL' });

const indexes: IndexDefinitions = {
  indexes: [
    {
      collectionGroup: 'reviews',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'subject', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'reviews',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'subject', order: 'ASCENDING' },
        { fieldPath: 'likes', order: 'DESCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [],
};

const review = (i: number): DocData => ({
  subject: `s${i % 3}`,
  likes: i % 4,
  dislikes: 0,
  createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 9))),
  tags: [`t${i % 2}`, 'all'],
  moderation: i % 5 === 0 ? { state: 'held' } : { state: 'published' },
  ...(i % 7 === 0 ? {} : { score: i % 7 === 1 ? null : i / 10 }),
  text: `review ${i}`,
});

/** Frames (pages) written to the WAL since the last call, which emptied it. */
function walFrames(db: Database): number {
  const { log } = db.stmt('PRAGMA wal_checkpoint(PASSIVE)').get() as { log: number };
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return log;
}

/** Forty reviews, committed, with the WAL emptied after them: what follows counts alone. */
async function seedReviews(store: SqliteStore, db: Database): Promise<void> {
  const batch = store.batch();
  for (let i = 0; i < 40; i++) batch.set('reviews', `r${i}`, review(i));
  await batch.commit();
  walFrames(db);
}

describe('SQLite key columns: a write rewrites only the indexes whose keys it changed', () => {
  it('an update of a field no index covers writes as many pages as on a table without indexes', async () => {
    const frames: number[] = [];
    for (const defs of [indexes, { indexes: [], fieldOverrides: [] }]) {
      const path = newPath();
      const store = openSqliteStore({ path, indexes: defs });
      const db = openDb(path);
      try {
        await seedReviews(store, db);
        await store.runTransaction(async (tx) => {
          const doc = await tx.get<{ dislikes: number }>('reviews', 'r5');
          tx.update('reviews', 'r5', { dislikes: (doc?.data.dislikes ?? 0) + 1 });
        });
        frames.push(walFrames(db));
      } finally {
        db.close();
        await store.close();
      }
    }
    const [indexed, plain] = frames as [number, number];
    expect(plain).toBeGreaterThan(0);
    expect(indexed).toBe(plain);
  });

  it('a vote that changes `likes` rewrites the index over likes and not the others', async () => {
    const path = newPath();
    const store = openSqliteStore({ path, indexes });
    const db = openDb(path);
    try {
      await seedReviews(store, db);
      await store.batch().update('reviews', 'r5', { dislikes: 3 }).commit();
      const counterOnly = walFrames(db);
      await store.batch().update('reviews', 'r6', { likes: 9 }).commit();
      // The table's page and the one index over likes: one page more than a counter no index covers.
      expect(walFrames(db)).toBe(counterOnly + 1);
      const top = await store.query({
        collection: 'reviews',
        where: [{ field: 'subject', op: '==', value: 's0' }],
        orderBy: [
          { field: 'likes', direction: 'desc' },
          { field: 'createdAt', direction: 'desc' },
        ],
        limit: 1,
      });
      expect(top.map((d) => d.id)).toEqual(['r6']);
    } finally {
      db.close();
      await store.close();
    }
  });
});

describe('SQLite key columns: two connections on one file', () => {
  it('a writer sets the key column another connection added after the writer read the schema', async () => {
    const path = newPath();
    const writer = openSqliteStore({ path, indexes });
    const reader = openSqliteStore({ path, indexes });
    try {
      await writer.batch().set('items', 'a', { rank: 1 }).set('items', 'b', { rank: 2 }).commit();
      await writer.batch().update('items', 'a', { rank: 1.5 }).commit();
      // The reader's query adds the key column and index of `rank`; the writer learnt the table before.
      const ranked: Query = { collection: 'items', orderBy: [{ field: 'rank', direction: 'desc' }] };
      expect((await reader.query(ranked)).map((d) => d.id)).toEqual(['b', 'a']);
      await writer.batch().update('items', 'a', { rank: 3 }).set('items', 'c', { rank: 2.5 }).commit();
      expect((await reader.query(ranked)).map((d) => d.id)).toEqual(['a', 'c', 'b']);
      await writer.runTransaction(async (tx) => {
        await tx.get('items', 'b');
        tx.update('items', 'b', { rank: 9 });
      });
      expect((await reader.query(ranked)).map((d) => d.id)).toEqual(['b', 'a', 'c']);
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});

/** The single-field index name schema.ts gives a collection's field. */
const singleFieldName = (collection: string, path: string) =>
  `fss_${createHash('sha256').update(`${collection}\u0000${path}`).digest('hex').slice(0, 16)}`;

/**
 * A database as the store wrote it before key columns (schema.ts up to commit 5c77709): documents
 * as JSON with a version, array-index rows, and indexes over fs_key(data -> path) expressions, a
 * composite index per definition and the single-field indexes queries had asked for.
 */
function writeOldFormat(path: string, docs: [string, DocData][]): void {
  const db = openDb(path);
  try {
    const catalog = new IndexCatalog(indexes);
    db.exec(`CREATE TABLE "_meta" (k TEXT PRIMARY KEY, v INTEGER NOT NULL)`);
    db.exec(`INSERT INTO "_meta" (k, v) VALUES ('seq', 1)`);
    db.exec(
      `CREATE TABLE "_entry_tables" (name TEXT PRIMARY KEY, collection TEXT NOT NULL, definition TEXT NOT NULL)`,
    );
    db.exec(
      `CREATE TABLE "c:reviews" (id TEXT NOT NULL PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL)`,
    );
    db.exec(
      `CREATE TABLE "a:reviews" (field TEXT NOT NULL, key BLOB NOT NULL, id TEXT NOT NULL, PRIMARY KEY (field, key, id)) WITHOUT ROWID`,
    );
    for (const def of catalog.composites('reviews')) {
      const columns = def.fields.map(
        (f) => `${keySql('data', f.path)} ${f.mode === 'DESCENDING' ? 'DESC' : 'ASC'}`,
      );
      db.exec(
        `CREATE INDEX IF NOT EXISTS "${def.sqlName}" ON "c:reviews" (${columns.join(', ')}, id ${def.nameDir === 'desc' ? 'DESC' : 'ASC'})`,
      );
    }
    for (const field of ['moderation.state', 'score', 'text']) {
      db.exec(
        `CREATE INDEX IF NOT EXISTS "${singleFieldName('reviews', field)}" ON "c:reviews" (${keySql('data', field)}, id)`,
      );
    }
    const insert = db.stmt(`INSERT INTO "c:reviews" (id, data, version) VALUES (?, ?, 1)`);
    const arrays = db.stmt(`INSERT OR IGNORE INTO "a:reviews" (field, key, id) VALUES (?, ?, ?)`);
    for (const [id, data] of docs) {
      insert.run(id, encodeDoc(data));
      for (const e of arrayEntries(data).values()) arrays.run(e.field, e.key, id);
    }
  } finally {
    db.close();
  }
}

const queries: Query[] = [
  {
    collection: 'reviews',
    where: [{ field: 'subject', op: '==', value: 's1' }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  },
  {
    collection: 'reviews',
    where: [{ field: 'subject', op: '==', value: 's2' }],
    orderBy: [
      { field: 'likes', direction: 'desc' },
      { field: 'createdAt', direction: 'desc' },
    ],
    startAfter: [2, new Date(Date.UTC(2024, 0, 5))],
    limit: 4,
  },
  { collection: 'reviews', where: [{ field: 'moderation.state', op: '==', value: 'held' }] },
  { collection: 'reviews', where: [{ field: 'score', op: '>=', value: 0.5 }], orderBy: [{ field: 'score' }] },
  { collection: 'reviews', orderBy: [{ field: 'score', direction: 'desc' }], startAfter: [2], limit: 5 },
  { collection: 'reviews', where: [{ field: 'score', op: '==', value: null }] },
  { collection: 'reviews', orderBy: [{ field: 'text' }], startAfter: ['review 3'], limit: 6 },
  { collection: 'reviews', where: [{ field: 'tags', op: 'array-contains', value: 't1' }], limit: 5 },
];

async function answers(store: SqliteStore): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const query of queries) out.push((await store.query(query)).map((d) => [d.id, d.data]));
  out.push(
    await store.count({ collection: 'reviews', where: [{ field: 'subject', op: '==', value: 's0' }] }),
  );
  return out;
}

describe('SQLite key columns: a database from before key columns', () => {
  const docs = Array.from({ length: 60 }, (_, i): [string, DocData] => [
    `r${String(i).padStart(2, '0')}`,
    review(i),
  ]);

  it('is converted on open and answers every query as the same documents written afresh', async () => {
    const oldPath = newPath();
    writeOldFormat(oldPath, docs);
    const fresh = openSqliteStore({ path: newPath(), indexes });
    const batch = fresh.batch();
    for (const [id, data] of docs) batch.set('reviews', id, data);
    await batch.commit();
    const expected = await answers(fresh);
    expect((expected[0] as unknown[]).length).toBeGreaterThan(0);

    const migrated = openSqliteStore({ path: oldPath, indexes });
    try {
      expect(await answers(migrated)).toEqual(expected);
      // ...and keeps answering alike after the same writes on both.
      for (const store of [fresh, migrated]) {
        await store.runTransaction(async (tx) => {
          const doc = await tx.get<{ likes: number }>('reviews', 'r04');
          tx.update('reviews', 'r04', { likes: (doc?.data.likes ?? 0) + 5, score: 9 });
          tx.update('reviews', 'r10', { 'moderation.state': 'held', subject: 's2' });
          tx.delete('reviews', 'r13');
          tx.set('reviews', 'r99', review(99));
        });
      }
      expect(await answers(migrated)).toEqual(await answers(fresh));
    } finally {
      await migrated.close();
      await fresh.close();
    }

    const db = openDb(oldPath);
    try {
      const remaining = db
        .stmt(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '%fs_key(%'`)
        .all();
      expect(remaining).toEqual([]);
      // Every index kept its name, now over the key columns.
      const names = (
        db.stmt(`SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'fs%'`).all() as {
          name: string;
        }[]
      ).map((r) => r.name);
      expect(names.sort()).toEqual(
        [
          ...new IndexCatalog(indexes).composites('reviews').map((d) => d.sqlName),
          ...['moderation.state', 'score', 'text'].map((f) => singleFieldName('reviews', f)),
        ].sort(),
      );
      expect(
        readKeyColumns(db, 'c:reviews')
          .map((c) => c.path)
          .sort(),
      ).toEqual(['createdAt', 'likes', 'moderation.state', 'score', 'subject', 'text'].sort());
    } finally {
      db.close();
    }
    // Opening again finds nothing left to convert and changes nothing.
    const again = openSqliteStore({ path: oldPath, indexes });
    try {
      expect((await again.get('reviews', 'r04'))?.data.score).toBe(9);
    } finally {
      await again.close();
    }
  });

  it('refuses to open rather than drop an expression index it cannot read', () => {
    const path = newPath();
    writeOldFormat(path, docs.slice(0, 3));
    const db = openDb(path);
    db.exec(`CREATE INDEX "odd" ON "c:reviews" (fs_key(data -> '$."a"') COLLATE NOCASE, id)`);
    db.close();
    expect(() => openSqliteStore({ path, indexes })).toThrow(/Cannot convert the index/);
  });
});
