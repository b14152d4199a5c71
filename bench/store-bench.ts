// DocumentStore benchmark: loads 100,000 documents into a temporary SQLite
// store and measures point reads, an equality + orderBy + limit query, an
// array-contains query and a read-write transaction; and the same operations
// on a plain SQLite table with ordinary columns and indexes, the floor the
// document store is built on. The floor answers what the store answers (issue 19):
// the same documents as objects, `tokens` as an array (a JSON column) and `createdAt` as a Date,
// not bare rows. Store and floor run in alternating slices of each operation, so
// a machine busy with other work slows both alike and the ratio stays meaningful.
// Prints median and p99 latency and operations per second (operations run one
// after another, so ops/s = count / time spent in that side's slices).
//
//   npm run bench:store            (BENCH_DOCS=20000 for a quicker run,
//                                   BENCH_SYNC=NORMAL to skip the fsync per commit)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import type { DocData } from '../functions/src/store/document-store.ts';
import { openSqliteStore } from '../functions/src/store/sqlite/index.ts';

const DOCS = Number(process.env.BENCH_DOCS ?? 100_000);
const SYNC = process.env.BENCH_SYNC === 'NORMAL' ? 'NORMAL' : 'FULL';
const COMPANIES = 1000;
const VOCABULARY = 5000;
const TOKENS_PER_DOC = 6;
const RUNS = { read: 20_000, query: 5_000, contains: 5_000, transaction: 2_000 };

// Deterministic pseudo-random numbers, so every run measures the same data.
let seed = 12345;
const random = (): number => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (n: number): number => Math.floor(random() * n);

type Item = {
  id: string;
  name: string;
  companyId: string;
  score: number;
  reviewCount: number;
  tokens: string[];
  createdAt: Date;
  counter: number;
};

function makeItems(): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < DOCS; i++) {
    const tokens = new Set<string>();
    while (tokens.size < TOKENS_PER_DOC) tokens.add(`w${pick(VOCABULARY)}`);
    items.push({
      id: `item${i.toString(36).padStart(6, '0')}${pick(1e6).toString(36)}`,
      name: `Person ${i}`,
      companyId: `c${pick(COMPANIES)}`,
      score: Math.round(random() * 500) / 100,
      reviewCount: pick(200),
      tokens: [...tokens],
      createdAt: new Date(1_600_000_000_000 + pick(1e10)),
      counter: 0,
    });
  }
  return items;
}

type Result = { name: string; count: number; median: number; p99: number; opsPerSecond: number };

type Op = (i: number) => unknown;

/** Slices per operation: store and floor take turns, one slice each. */
const SLICES = 10;

/** Runs `store` and `floor` in alternating slices of count/SLICES operations (after a warm-up of each). */
async function measurePair(name: string, count: number, store: Op, floor: Op): Promise<[Result, Result]> {
  for (const op of [store, floor]) for (let i = 0; i < Math.min(200, count); i++) await op(i); // statement caches
  const sides = [store, floor].map((op) => ({ op, times: new Float64Array(count), total: 0 }));
  const slice = Math.ceil(count / SLICES);
  for (let from = 0; from < count; from += slice) {
    for (const side of sides) {
      const start = performance.now();
      for (let i = from; i < Math.min(count, from + slice); i++) {
        const t0 = performance.now();
        await side.op(i);
        side.times[i] = performance.now() - t0;
      }
      side.total += performance.now() - start;
    }
  }
  return sides.map(({ times, total }) => {
    times.sort();
    return {
      name,
      count,
      median: times[Math.floor(count * 0.5)] as number,
      p99: times[Math.floor(count * 0.99)] as number,
      opsPerSecond: count / (total / 1000),
    };
  }) as [Result, Result];
}

function print(title: string, results: Result[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'operation'.padEnd(34)}${'runs'.padStart(8)}${'median ms'.padStart(12)}${'p99 ms'.padStart(10)}${'ops/s'.padStart(10)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(34)}${String(r.count).padStart(8)}${r.median.toFixed(3).padStart(12)}` +
        `${r.p99.toFixed(3).padStart(10)}${Math.round(r.opsPerSecond).toString().padStart(10)}`,
    );
  }
}

type Side = { ops: Op[]; close: () => Promise<void> | void };
const OPERATIONS = [
  ['point read (get)', RUNS.read],
  ['== + orderBy desc + limit 20', RUNS.query],
  ['array-contains + limit 20', RUNS.contains],
  ['transaction (get + update)', RUNS.transaction],
] as const;

async function openStoreSide(dir: string, items: Item[]): Promise<Side> {
  const store = openSqliteStore({
    path: join(dir, 'store.db'),
    synchronous: SYNC,
    indexes: {
      indexes: [
        {
          collectionGroup: 'interviewers',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'companyId', order: 'ASCENDING' },
            { fieldPath: 'score', order: 'DESCENDING' },
          ],
        },
      ],
      fieldOverrides: [],
    },
  });
  const loadStart = performance.now();
  for (let i = 0; i < items.length; i += 1000) {
    const batch = store.batch();
    for (const { id, ...data } of items.slice(i, i + 1000)) batch.set('interviewers', id, data as DocData);
    await batch.commit();
  }
  console.log(
    `document store: loaded ${items.length} documents in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  const ops: Op[] = [
    () => store.get('interviewers', (items[pick(items.length)] as Item).id),
    () =>
      store.query({
        collection: 'interviewers',
        where: [{ field: 'companyId', op: '==', value: `c${pick(COMPANIES)}` }],
        orderBy: [{ field: 'score', direction: 'desc' }],
        limit: 20,
      }),
    () =>
      store.query({
        collection: 'interviewers',
        where: [{ field: 'tokens', op: 'array-contains', value: `w${pick(VOCABULARY)}` }],
        limit: 20,
      }),
    () =>
      store.runTransaction(async (tx) => {
        const id = (items[pick(items.length)] as Item).id;
        const doc = await tx.get<{ counter: number }>('interviewers', id);
        tx.update('interviewers', id, { counter: (doc?.data.counter ?? 0) + 1 });
      }),
  ];
  return { ops, close: () => store.close() };
}

type FloorRow = {
  id: string;
  name: string;
  company_id: string;
  score: number;
  review_count: number;
  tokens: string;
  created_at: number;
  counter: number;
};

/** A row as the document the store returns for it: what a plain-SQLite repository would hand its caller. */
function floorDoc(row: FloorRow) {
  return {
    id: row.id,
    data: {
      name: row.name,
      companyId: row.company_id,
      score: row.score,
      reviewCount: row.review_count,
      tokens: JSON.parse(row.tokens) as string[],
      createdAt: new Date(row.created_at),
      counter: row.counter,
    },
  };
}

function openFloorSide(dir: string, items: Item[]): Side {
  const db = new DatabaseSync(join(dir, 'floor.db'));
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${SYNC};`);
  db.exec(`
    CREATE TABLE interviewers (id TEXT PRIMARY KEY, name TEXT, company_id TEXT, score REAL,
      review_count INTEGER, tokens TEXT, created_at INTEGER, counter INTEGER);
    CREATE INDEX interviewers_company_score ON interviewers (company_id, score DESC, id DESC);
    CREATE TABLE interviewer_tokens (token TEXT, id TEXT, PRIMARY KEY (token, id)) WITHOUT ROWID;
  `);
  const insert = db.prepare('INSERT INTO interviewers VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const insertToken = db.prepare('INSERT OR IGNORE INTO interviewer_tokens VALUES (?, ?)');
  const loadStart = performance.now();
  for (let i = 0; i < items.length; i += 1000) {
    db.exec('BEGIN IMMEDIATE');
    for (const it of items.slice(i, i + 1000)) {
      insert.run(
        it.id,
        it.name,
        it.companyId,
        it.score,
        it.reviewCount,
        JSON.stringify(it.tokens),
        it.createdAt.getTime(),
        it.counter,
      );
      for (const token of it.tokens) insertToken.run(token, it.id);
    }
    db.exec('COMMIT');
  }
  console.log(
    `plain SQLite:   loaded ${items.length} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );

  const get = db.prepare('SELECT * FROM interviewers WHERE id = ?');
  const byCompany = db.prepare(
    'SELECT * FROM interviewers WHERE company_id = ? ORDER BY score DESC, id DESC LIMIT 20',
  );
  const byToken = db.prepare(
    'SELECT i.* FROM interviewer_tokens t JOIN interviewers i ON i.id = t.id WHERE t.token = ? ORDER BY t.id LIMIT 20',
  );
  const writeCounter = db.prepare('UPDATE interviewers SET counter = ? WHERE id = ?');
  const ops: Op[] = [
    () => {
      const row = get.get((items[pick(items.length)] as Item).id) as FloorRow | undefined;
      return row ? floorDoc(row) : null;
    },
    () => (byCompany.all(`c${pick(COMPANIES)}`) as FloorRow[]).map(floorDoc),
    () => (byToken.all(`w${pick(VOCABULARY)}`) as FloorRow[]).map(floorDoc),
    () => {
      const id = (items[pick(items.length)] as Item).id;
      db.exec('BEGIN IMMEDIATE');
      const doc = floorDoc(get.get(id) as FloorRow);
      writeCounter.run(doc.data.counter + 1, id);
      db.exec('COMMIT');
    },
  ];
  return { ops, close: () => db.close() };
}

const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
try {
  console.log(`Node ${process.version}, ${DOCS} documents, synchronous=${SYNC}, WAL`);
  const items = makeItems();
  const storeSide = await openStoreSide(dir, items);
  const floorSide = openFloorSide(dir, items);
  const store: Result[] = [];
  const floor: Result[] = [];
  for (const [i, [name, count]] of OPERATIONS.entries()) {
    const [s, f] = await measurePair(name, count, storeSide.ops[i] as Op, floorSide.ops[i] as Op);
    store.push(s);
    floor.push(f);
  }
  await storeSide.close();
  await floorSide.close();
  print('SQLite document store (DocumentStore port)', store);
  print('Plain SQLite table, ordinary columns and indexes, answering the same documents (floor)', floor);
  // The store's own overhead: its time per operation over the floor's (issue 19 target: within 1.5x).
  console.log(
    "\nStore / floor (ops/s of the floor over the store's, measured in alternating slices; target <= 1.5x)",
  );
  store.forEach((r, i) => {
    const f = floor[i] as Result;
    console.log(`${r.name.padEnd(34)}${(f.opsPerSecond / r.opsPerSecond).toFixed(2).padStart(8)}x`);
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
