// DocumentStore benchmark: loads 100,000 documents into a temporary SQLite
// store and measures point reads, an equality + orderBy + limit query, an
// array-contains query and a read-write transaction; then the same operations
// on a plain SQLite table with ordinary columns and indexes, the floor the
// document store is built on. Prints median and p99 latency and operations
// per second (operations run one after another, so ops/s = count / total time).
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

async function measure(name: string, count: number, op: (i: number) => unknown): Promise<Result> {
  for (let i = 0; i < Math.min(200, count); i++) await op(i); // warm-up: statement caches, lazy indexes
  const times = new Float64Array(count);
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await op(i);
    times[i] = performance.now() - t0;
  }
  const total = performance.now() - start;
  times.sort();
  return {
    name,
    count,
    median: times[Math.floor(count * 0.5)] as number,
    p99: times[Math.floor(count * 0.99)] as number,
    opsPerSecond: count / (total / 1000),
  };
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

async function benchStore(dir: string, items: Item[]): Promise<Result[]> {
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

  const results = [
    await measure('point read (get)', RUNS.read, () =>
      store.get('interviewers', (items[pick(items.length)] as Item).id),
    ),
    await measure('== + orderBy desc + limit 20', RUNS.query, () =>
      store.query({
        collection: 'interviewers',
        where: [{ field: 'companyId', op: '==', value: `c${pick(COMPANIES)}` }],
        orderBy: [{ field: 'score', direction: 'desc' }],
        limit: 20,
      }),
    ),
    await measure('array-contains + limit 20', RUNS.contains, () =>
      store.query({
        collection: 'interviewers',
        where: [{ field: 'tokens', op: 'array-contains', value: `w${pick(VOCABULARY)}` }],
        limit: 20,
      }),
    ),
    await measure('transaction (get + update)', RUNS.transaction, () =>
      store.runTransaction(async (tx) => {
        const id = (items[pick(items.length)] as Item).id;
        const doc = await tx.get<{ counter: number }>('interviewers', id);
        tx.update('interviewers', id, { counter: (doc?.data.counter ?? 0) + 1 });
      }),
    ),
  ];
  await store.close();
  return results;
}

async function benchFloor(dir: string, items: Item[]): Promise<Result[]> {
  const db = new DatabaseSync(join(dir, 'floor.db'));
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${SYNC};`);
  db.exec(`
    CREATE TABLE interviewers (id TEXT PRIMARY KEY, name TEXT, company_id TEXT, score REAL,
      review_count INTEGER, created_at INTEGER, counter INTEGER);
    CREATE INDEX interviewers_company_score ON interviewers (company_id, score DESC, id DESC);
    CREATE TABLE interviewer_tokens (token TEXT, id TEXT, PRIMARY KEY (token, id)) WITHOUT ROWID;
  `);
  const insert = db.prepare('INSERT INTO interviewers VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertToken = db.prepare('INSERT OR IGNORE INTO interviewer_tokens VALUES (?, ?)');
  const loadStart = performance.now();
  for (let i = 0; i < items.length; i += 1000) {
    db.exec('BEGIN IMMEDIATE');
    for (const it of items.slice(i, i + 1000)) {
      insert.run(it.id, it.name, it.companyId, it.score, it.reviewCount, it.createdAt.getTime(), it.counter);
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
  const readCounter = db.prepare('SELECT counter FROM interviewers WHERE id = ?');
  const writeCounter = db.prepare('UPDATE interviewers SET counter = ? WHERE id = ?');
  const results = [
    await measure('point read (get)', RUNS.read, () => get.get((items[pick(items.length)] as Item).id)),
    await measure('== + orderBy desc + limit 20', RUNS.query, () => byCompany.all(`c${pick(COMPANIES)}`)),
    await measure('array-contains + limit 20', RUNS.contains, () => byToken.all(`w${pick(VOCABULARY)}`)),
    await measure('transaction (get + update)', RUNS.transaction, () => {
      const id = (items[pick(items.length)] as Item).id;
      db.exec('BEGIN IMMEDIATE');
      const row = readCounter.get(id) as { counter: number };
      writeCounter.run(row.counter + 1, id);
      db.exec('COMMIT');
    }),
  ];
  db.close();
  return results;
}

const dir = mkdtempSync(join(tmpdir(), 'store-bench-'));
try {
  console.log(`Node ${process.version}, ${DOCS} documents, synchronous=${SYNC}, WAL`);
  const items = makeItems();
  const store = await benchStore(dir, items);
  const floor = await benchFloor(dir, items);
  print('SQLite document store (DocumentStore port)', store);
  print('Plain SQLite table, ordinary columns and indexes (floor)', floor);
  // The store's own overhead: its time per operation over the floor's (issue 19 target: within 1.5x).
  console.log("\nStore / floor (ops/s of the floor over the store's; target <= 1.5x)");
  store.forEach((r, i) => {
    const f = floor[i] as Result;
    console.log(`${r.name.padEnd(34)}${(f.opsPerSecond / r.opsPerSecond).toFixed(2).padStart(8)}x`);
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
