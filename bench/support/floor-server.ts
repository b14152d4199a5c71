// The floor of the load benchmark: a bare node:http server that answers every
// request with a precomputed answer (status, headers and a body of a given
// size), so what it measures is Node's HTTP stack and nothing else. Runs in
// its own process, started by bench/load-bench.ts with an IPC channel: the
// bench sends { status, headers, bytes, body? } before each floor run and waits for 'ready'.
// With body (base64), it answers those very bytes: the client decodes every body as UTF-8, which
// costs it more for a real answer with non-ASCII text than for filler of the same size.
// With writes (the write floor), each request first writes that many documents (on average) in one
// SQLite transaction, made durable as the embedded store makes its commits (wal-sync.ts): WAL,
// synchronous=NORMAL, BEGIN IMMEDIATE, and the answer only after an fdatasync of the WAL, on libuv's
// thread pool, that started after the commit (commits during a sync share the next one). With FULL
// instead, the fsync inside COMMIT blocked this floor's event loop as it once blocked the store's: a
// floor slower than the store's own mechanism would flatter the ratio.
import { closeSync, fdatasync, openSync } from 'node:fs';
import { createServer } from 'node:http';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

type Answer = { status: number; headers: Record<string, string>; body: Buffer };
export type FloorConfig = {
  status: number;
  headers: Record<string, string>;
  bytes: number;
  body?: string;
  /** Documents written per request, on average (the write floor); none when absent. */
  writes?: { perRequest: number; dbPath: string; docBytes: number };
};

type Writer = {
  perRequest: number;
  db: DatabaseSync;
  walPath: string;
  upsert: StatementSync;
  doc: string;
  sent: number;
  wal: number | null;
  syncing: boolean;
  /** Answers waiting for the next fdatasync (their commits came after the running one began). */
  waiting: (() => void)[];
};
let writer: Writer | null = null;

/** Calls `done` once a sync of the WAL that started after now has finished. */
function whenDurable(w: Writer, done: () => void): void {
  w.waiting.push(done);
  if (!w.syncing) syncWal(w);
}

function syncWal(w: Writer): void {
  const batch = w.waiting;
  w.waiting = [];
  w.syncing = true;
  w.wal ??= openSync(w.walPath, 'r+');
  fdatasync(w.wal, (error) => {
    if (error) throw error;
    w.syncing = false;
    for (const done of batch) done();
    if (w.waiting.length > 0) syncWal(w);
  });
}

/** One request's writes: as many documents as the mean asks for, over time, in one durable commit. */
function writeDocuments(w: Writer): void {
  const n = Math.floor((w.sent + 1) * w.perRequest) - Math.floor(w.sent * w.perRequest);
  w.sent++;
  w.db.exec('BEGIN IMMEDIATE');
  for (let i = 0; i < n; i++) {
    // Ids spread over a large space, as new reviews and votes are: a fresh B-tree page now and then.
    w.upsert.run(`d${Math.floor(Math.random() * 1e9).toString(36)}`, w.doc, w.sent);
  }
  w.db.exec('COMMIT');
}

function openWriter(config: NonNullable<FloorConfig['writes']>): Writer {
  const db = new DatabaseSync(config.dbPath);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  db.exec(
    'CREATE TABLE IF NOT EXISTS docs (id TEXT PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL)',
  );
  const upsert = db.prepare(
    'INSERT INTO docs (id, data, version) VALUES (?, ?, ?) ' +
      'ON CONFLICT (id) DO UPDATE SET data = excluded.data, version = excluded.version',
  );
  const doc = JSON.stringify({ f: 'x'.repeat(Math.max(0, config.docBytes - 8)) });
  return {
    perRequest: config.perRequest,
    db,
    walPath: `${config.dbPath}-wal`,
    upsert,
    doc,
    sent: 0,
    wal: null,
    syncing: false,
    waiting: [],
  };
}

/** A JSON-looking body of exactly `bytes` bytes. */
function bodyOf(bytes: number): Buffer {
  if (bytes < 2) return Buffer.alloc(bytes, ' ');
  const filler = 'x'.repeat(Math.max(0, bytes - 8));
  return Buffer.from(`{"f":"${filler}"}`.padEnd(bytes, ' ').slice(0, bytes));
}

let answer: Answer = { status: 200, headers: { 'content-type': 'application/json' }, body: bodyOf(2) };

const server = createServer((req, res) => {
  const respond = () => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  };
  if (!writer) {
    req.resume();
    respond();
    return;
  }
  // As the API does: the whole request first, then the writes, then the answer.
  const w = writer;
  req.on('end', () => {
    writeDocuments(w);
    whenDurable(w, respond);
  });
  req.resume();
});
server.keepAliveTimeout = 5000;

process.on('message', (message: FloorConfig) => {
  const body = message.body === undefined ? bodyOf(message.bytes) : Buffer.from(message.body, 'base64');
  answer = { status: message.status, headers: message.headers, body };
  // Between runs: nothing is in flight.
  if (writer?.wal != null) closeSync(writer.wal);
  writer?.db.close();
  writer = message.writes ? openWriter(message.writes) : null;
  process.send?.('ready');
});
process.on('disconnect', () => process.exit(0));

server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.send?.('listening'));
