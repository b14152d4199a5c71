// The transport edges of the real Node server (what `npm start` listens with):
// answers Node or @hono/node-server give before our app runs are our JSON
// { message, code } too, and a refused body closes its connection cleanly:
// the answer arrives whole, no reset, and the next request does not fail.
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from '../../../src/http/app.ts';
import { listenNode, MAX_HEADER_BYTES, portOf } from '../../../src/platform/node-server.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type Answer = { status: number; headers: Record<string, string>; body: string };

/** A client on a raw socket, so that the test controls every byte (and sees resets). */
class RawClient {
  readonly socket: Socket;
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  /** 'end' once the server closed its side, 'error CODE' on a reset; in order. */
  readonly events: string[] = [];
  readonly closed: Promise<void>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    this.socket.on('end', () => this.events.push('end'));
    this.socket.on('error', (error: NodeJS.ErrnoException) => this.events.push(`error ${error.code}`));
    this.closed = new Promise((resolve) => this.socket.on('close', () => resolve()));
    this.socket.on('close', () => this.waiting?.());
  }

  send(data: string | Buffer): void {
    if (!this.socket.destroyed && this.socket.writable) this.socket.write(data);
  }

  /** The next whole answer on this socket, or null if the server closed it first. */
  async answer(): Promise<Answer | null> {
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.socket.destroyed || this.events.includes('end')) return null;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
      this.waiting = null;
    }
  }

  private parse(): Answer | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await listenNode(t.app.fetch, { port: 0, hostname: '127.0.0.1' });
  port = portOf(server);
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await t.close();
});

/** Sends `request` on a new socket; the answer and how the socket ended. */
async function exchange(request: string): Promise<{ answer: Answer | null; events: string[] }> {
  const client = new RawClient(port);
  client.send(request);
  const answer = await client.answer();
  client.socket.end();
  await client.closed;
  return { answer, events: client.events };
}

function expectJsonError(answer: Answer | null, status: number, code: string): void {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer?.body ?? 'null') as { message: unknown; code: unknown };
  expect(body).toEqual({ message: expect.any(String), code });
}

describe('answers given before the app runs', () => {
  test('a URL over 16 KB is a 431 in our JSON, delivered whole before a clean close', async () => {
    // Far over the limit, so the server refuses while most of the line is still unread.
    const { answer, events } = await exchange(
      `GET /ping?q=${'a'.repeat(8 * MAX_HEADER_BYTES)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expectJsonError(answer, 431, 'headers_too_large');
    expect(answer?.headers.connection).toBe('close');
    expect(events).not.toContainEqual(expect.stringMatching(/^error/));
  });

  test('headers over 16 KB are a 431 in our JSON', async () => {
    const { answer } = await exchange(
      `GET /ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(MAX_HEADER_BYTES)}\r\n\r\n`,
    );
    expectJsonError(answer, 431, 'headers_too_large');
  });

  test('a URL just under the limit still reaches the app', async () => {
    const { answer } = await exchange(
      `GET /ping?q=${'a'.repeat(MAX_HEADER_BYTES - 200)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer?.status).toBe(200);
  });

  test('a request that is not HTTP is a 400 in our JSON', async () => {
    const { answer } = await exchange('GARBAGE\r\n\r\n');
    expectJsonError(answer, 400, 'invalid_request');
  });

  test('a request the adapter cannot build (backslash in the path) is a 400 in our JSON', async () => {
    const { answer } = await exchange('GET /a\\b HTTP/1.1\r\nHost: x\r\n\r\n');
    expectJsonError(answer, 400, 'invalid_request');
  });

  test('a body that is not JSON is a 400 in our JSON, and the connection stays usable', async () => {
    const client = new RawClient(port);
    client.send(
      'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":',
    );
    expectJsonError(await client.answer(), 400, 'invalid_request');
    client.send('GET /ping HTTP/1.1\r\nHost: x\r\n\r\n');
    expect((await client.answer())?.status).toBe(200);
    client.socket.end();
    await client.closed;
  });
});

describe('a body over the limit', () => {
  const declared = 16 * MAX_BODY_BYTES;
  const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`;

  test('is a 413 in our JSON that closes the connection cleanly while the client is still sending', async () => {
    const client = new RawClient(port);
    client.send(head);
    client.send(Buffer.alloc(2 * MAX_BODY_BYTES, 'x'));
    const answer = await client.answer();
    expectJsonError(answer, 413, 'payload_too_large');
    expect(answer?.headers.connection).toBe('close');
    // The client goes on sending what it declared (as one that has not read the answer yet would):
    // the server reads and drops it, and ends the connection with a FIN, never a reset.
    client.send(Buffer.alloc(declared - 2 * MAX_BODY_BYTES, 'x'));
    await client.closed;
    expect(client.events).toEqual(['end']);
  });

  test('does not make the next request fail, for a client that follows what the answer says', async () => {
    const client = new RawClient(port);
    client.send(head);
    client.send(Buffer.alloc(2 * MAX_BODY_BYTES, 'x'));
    const refused = await client.answer();
    expectJsonError(refused, 413, 'payload_too_large');
    const next = 'GET /api/ping HTTP/1.1\r\nHost: x\r\n\r\n';
    // Keep-alive means "send the next request here"; close means "open a new connection".
    const again = refused?.headers.connection === 'close' ? new RawClient(port) : client;
    again.send(next);
    expect((await again.answer())?.status).toBe(200);
    for (const c of new Set([client, again])) c.socket.end();
    await Promise.all([client.closed, again.closed]);
  });

  test('a body within the limit keeps the connection alive', async () => {
    const client = new RawClient(port);
    const body = JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' });
    client.send(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    const answer = await client.answer();
    expect(answer?.status).toBeLessThan(500);
    expect(answer?.headers.connection).toBe('keep-alive');
    client.send('GET /api/ping HTTP/1.1\r\nHost: x\r\n\r\n');
    expect((await client.answer())?.status).toBe(200);
    client.socket.end();
    await client.closed;
  });

  // Without a Content-Length the length is only known as the body comes: counted as it is read.
  const chunked = (body: string, chunk: number) => {
    let out =
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    for (let at = 0; at < body.length; at += chunk) {
      const part = body.slice(at, at + chunk);
      out += `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`;
    }
    return `${out}0\r\n\r\n`;
  };

  test('a chunked body over the limit is a 413 in our JSON', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(2 * MAX_BODY_BYTES) });
    const { answer } = await exchange(chunked(body, 16 * 1024));
    expectJsonError(answer, 413, 'payload_too_large');
  });

  test('a chunked body within the limit is read whole, as the same body with a Content-Length', async () => {
    const body = JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' });
    const { answer: asChunks } = await exchange(chunked(body, 7));
    const { answer: asOne } = await exchange(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(asChunks?.status).toBeLessThan(500);
    expect([asChunks?.status, asChunks?.body]).toEqual([asOne?.status, asOne?.body]);
  });

  test('a POST with neither Content-Length nor Transfer-Encoding is answered as an empty body (400), not left waiting', async () => {
    const { answer } = await exchange(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\r\n',
    );
    expect(answer?.status).toBe(400);
  });
});
