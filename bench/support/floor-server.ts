// The floor of the load benchmark: a bare node:http server that answers every
// request with a precomputed answer (status, headers and a body of a given
// size), so what it measures is Node's HTTP stack and nothing else. Runs in
// its own process, started by bench/load-bench.ts with an IPC channel: the
// bench sends { status, headers, bytes, body? } before each floor run and waits for 'ready'.
// With body (base64), it answers those very bytes: the client decodes every body as UTF-8, which
// costs it more for a real answer with non-ASCII text than for filler of the same size.
import { createServer } from 'node:http';

type Answer = { status: number; headers: Record<string, string>; body: Buffer };
export type FloorConfig = { status: number; headers: Record<string, string>; bytes: number; body?: string };

/** A JSON-looking body of exactly `bytes` bytes. */
function bodyOf(bytes: number): Buffer {
  if (bytes < 2) return Buffer.alloc(bytes, ' ');
  const filler = 'x'.repeat(Math.max(0, bytes - 8));
  return Buffer.from(`{"f":"${filler}"}`.padEnd(bytes, ' ').slice(0, bytes));
}

let answer: Answer = { status: 200, headers: { 'content-type': 'application/json' }, body: bodyOf(2) };

const server = createServer((req, res) => {
  req.resume();
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 5000;

process.on('message', (message: FloorConfig) => {
  const body = message.body === undefined ? bodyOf(message.bytes) : Buffer.from(message.body, 'base64');
  answer = { status: message.status, headers: message.headers, body };
  process.send?.('ready');
});
process.on('disconnect', () => process.exit(0));

server.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => process.send?.('listening'));
