// The floor of the load benchmark: a bare node:http server that answers every
// request with a precomputed answer (status, headers and a body of a given
// size), so what it measures is Node's HTTP stack and nothing else. Runs in
// its own process, started by bench/load-bench.ts with an IPC channel: the
// bench sends { status, headers, bytes, body? } before each floor run and waits for 'ready'.
// With body (base64), it answers those very bytes: the client decodes every body as UTF-8, which
// costs it more for a real answer with non-ASCII text than for filler of the same size.
// With writes (the write floor), each request first writes that many documents (on average) in one
// SQLite transaction, with the store's durability settings: WAL, synchronous=FULL, BEGIN IMMEDIATE.
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

type Writer = { perRequest: number; db: DatabaseSync; upsert: StatementSync; doc: string; sent: number };
let writer: Writer | null = null;

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
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
  db.exec(
    'CREATE TABLE IF NOT EXISTS docs (id TEXT PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL)',
  );
  const upsert = db.prepare(
    'INSERT INTO docs (id, data, version) VALUES (?, ?, ?) ' +
      'ON CONFLICT (id) DO UPDATE SET data = excluded.data, version = excluded.version',
  );
  const doc = JSON.stringify({ f: 'x'.repeat(Math.max(0, config.docBytes - 8)) });
  return { perRequest: config.perRequest, db, upsert, doc, sent: 0 };
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
    respond();
  });
  req.resume();
});
server.keepAliveTimeout = 5000;

process.on('message', (message: FloorConfig) => {
  const body = message.body === undefined ? bodyOf(message.bytes) : Buffer.from(message.body, 'base64');
  answer = { status: message.status, headers: message.headers, body };
  writer?.db.close();
  writer = message.writes ? openWriter(message.writes) : null;
  process.send?.('ready');
});
process.on('disconnect', () => process.exit(0));

server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.send?.('listening'));
