// The one way we serve an app over Node's HTTP server (the embedded default's
// web and API ports, and the tests that use real sockets). The app's own
// errors are JSON already; this module owns the ones raised before or around
// it, so that they are our { message, code } too:
//   - requests Node's parser refuses (URL or headers over 16 KB: 431,
//     malformed HTTP: 400, too slow: 408), answered on the raw socket;
//   - requests @hono/node-server cannot turn into a Request (400);
//   - answers given before the request body fully arrived (a 413, or a
//     refusal before reading): they say `Connection: close`, since the rest of
//     the body would otherwise be read as the next request, and the socket is
//     closed without a reset that could lose the answer (see lingerThenClose).
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type Server,
  ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { ERROR_STATUS, type ErrorCode, INTERNAL_MESSAGE } from '../http/errors.ts';

type Fetch = (
  request: Request,
  env: { incoming: IncomingMessage; outgoing: ServerResponse },
) => Response | Promise<Response>;

/** Node's default, stated: a request line plus headers beyond this is a 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * How long a refused request may go on sending after its answer, which we
 * read and drop meanwhile, before its socket is closed regardless (nginx's
 * lingering_time does the same).
 */
export const LINGER_MS = 5_000;

function jsonError(code: ErrorCode, message: string): Response {
  return Response.json(
    { message, code },
    { status: ERROR_STATUS[code], headers: { 'Cache-Control': 'no-store' } },
  );
}

/** A complete HTTP/1.1 error answer for a socket with no request object (Node's 'clientError'). */
function rawJsonError(code: ErrorCode, message: string): string {
  const body = JSON.stringify({ message, code });
  const status = ERROR_STATUS[code];
  const reason = {
    400: 'Bad Request',
    408: 'Request Timeout',
    413: 'Payload Too Large',
    431: 'Request Header Fields Too Large',
  }[status as 400 | 408 | 413 | 431];
  return [
    `HTTP/1.1 ${status} ${reason ?? 'Error'}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Node's parser errors, as our codes (the same statuses Node's own answers use). */
function parserError(error: NodeJS.ErrnoException): [ErrorCode, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return ['headers_too_large', 'The request URL or headers are too large.'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return ['payload_too_large', 'The request body is too large.'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return ['request_timeout', 'The request took too long to arrive.'];
    default:
      return ['invalid_request', 'The request is not valid HTTP.'];
  }
}

const lingering = new WeakSet<Duplex>();

/**
 * Closes a socket after its answer without losing the answer: closing a
 * socket that still has unread incoming data makes the kernel send a reset,
 * and a client that gets the reset before it has read the answer loses it.
 * So: send our FIN after the answer, keep reading (and dropping) what the
 * client still sends until it closes its side, and close at LINGER_MS at most.
 */
function lingerThenClose(socket: Duplex): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.end();
  socket.resume();
}

/**
 * An answer given before the request's body fully arrived: close after it
 * (Connection: close), lingering. Node ends such a socket with destroySoon()
 * (end, then destroy as soon as our answer is flushed, while the client may
 * still be sending); that socket's destroySoon lingers instead.
 */
function closeAfterAnswer(incoming: IncomingMessage, outgoing: ServerResponse): void {
  if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close');
  const socket = incoming.socket;
  Object.assign(socket, { destroySoon: () => lingerThenClose(socket) });
}

/** Header fields as [name, value] pairs, names in lower case. */
export type HeaderPairs = readonly (readonly [string, string])[];

const NAMES = new WeakMap<HeaderPairs, ReadonlySet<string>>();

/** The names of a list given to setLastHeaders, kept with it (the web origin's lists are a handful, shared). */
function namesOf(headers: HeaderPairs): ReadonlySet<string> {
  let names = NAMES.get(headers);
  if (!names) {
    names = new Set(headers.map(([name]) => name));
    NAMES.set(headers, names);
  }
  return names;
}

const LAST_HEADERS = Symbol('lastHeaders');
const LAST_HEADER = Symbol('lastHeader');

/**
 * A ServerResponse that writes, when its head goes out, the headers given by setLastHeaders over the
 * app's own (a name the app also set, in any case, gets ours), as Firebase Hosting puts its header
 * rules over a function's answer. Put on the head Node writes, they cost no web Headers object: setting
 * eight rule headers through one, and turning it back into Node's, was a fifth of the web origin's cost
 * per API read (issue 19 item 5).
 */
class LastHeadersResponse<R extends IncomingMessage = IncomingMessage> extends ServerResponse<R> {
  [LAST_HEADERS]: HeaderPairs | undefined;
  [LAST_HEADER]: readonly [string, string] | undefined;

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const last = this[LAST_HEADERS];
    if (!last) return super.writeHead(statusCode, reasonOrHeaders as string, maybeHeaders);
    const extra = this[LAST_HEADER];
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const given = reason === undefined ? (reasonOrHeaders as typeof maybeHeaders) : maybeHeaders;
    const names = namesOf(last);
    const ours = (name: string) => {
      const lower = name.toLowerCase();
      return names.has(lower) || (extra !== undefined && extra[0] === lower);
    };
    // One header object for Node to validate and write, as writeHead(status, headers) always does (the
    // app's may be shared, a cached answer's: never changed). Node merges it over any set before.
    const merged: OutgoingHttpHeaders = {};
    if (Array.isArray(given)) {
      // Raw [name, value, ...] pairs (repeats kept): as set before, so that Node merges ours over them.
      for (let i = 0; i + 1 < given.length; i += 2) {
        const name = String(given[i]);
        if (!ours(name)) this.appendHeader(name, given[i + 1] as string);
      }
    } else if (given) {
      for (const name in given) if (!ours(name)) merged[name] = given[name];
    }
    if (extra) merged[extra[0]] = extra[1];
    for (const [name, value] of last) merged[name] = value;
    return reason === undefined
      ? super.writeHead(statusCode, merged)
      : super.writeHead(statusCode, reason, merged);
  }
}

/**
 * Headers to send over the answer's own when its head is written (see LastHeadersResponse): `headers`
 * and then `extra` (one more, kept apart so a caller need not copy a shared list to add it). False when
 * `outgoing` is not a response of createNodeServer (another server, or none): the caller then sets them
 * on the answer itself.
 */
export function setLastHeaders(
  outgoing: unknown,
  headers: HeaderPairs,
  extra?: readonly [string, string],
): boolean {
  if (!(outgoing instanceof LastHeadersResponse) || outgoing.headersSent) return false;
  outgoing[LAST_HEADERS] = headers;
  outgoing[LAST_HEADER] = extra;
  return true;
}

/** The Node HTTP server for `fetch` (a Hono app's): our JSON errors at every edge. */
export function createNodeServer(fetch: Fetch, options: { hostname?: string } = {}): Server {
  const answer: Fetch = async (request, env) => {
    const response = await fetch(request, env);
    if (!env.incoming.complete) closeAfterAnswer(env.incoming, env.outgoing);
    return response;
  };
  const listener = getRequestListener(
    answer as (request: Request, env: unknown) => Response | Promise<Response>,
    {
      ...(options.hostname ? { hostname: options.hostname } : {}),
      // A request @hono/node-server cannot build (a backslash in the path, a bad Host): the client's
      // fault. Anything else escaped the app's own error handling: a 500 that says nothing more.
      errorHandler: (error) =>
        error instanceof RequestError
          ? jsonError('invalid_request', 'The request URL or Host header is not valid.')
          : jsonError('internal', INTERNAL_MESSAGE),
    },
  );
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES, ServerResponse: LastHeadersResponse },
    listener,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: no answer to a peer that is gone, nor into an answer already under way.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.write(rawJsonError(...parserError(error)));
    lingerThenClose(socket);
  });
  return server;
}

/** createNodeServer, listening: resolves once it accepts connections. */
export function listenNode(fetch: Fetch, options: { port: number; hostname: string }): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createNodeServer(fetch, { hostname: options.hostname });
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** The port a listening server got (for port 0). */
export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
