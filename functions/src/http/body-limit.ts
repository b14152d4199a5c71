import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.ts';

const tooLarge = () => new ApiError('payload_too_large', 'The request body is too large.');

/**
 * Refuses a request body over `maxBytes` with our 413. Where the length is known before the body
 * arrives, from the headers alone: Content-Length (Node's parser then delivers exactly that many
 * bytes), or, on a Node HTTP/1.1 socket, neither Content-Length nor Transfer-Encoding (no body at
 * all). Only a body of unknown length (chunked, or a Request made in process) is counted as it is
 * read, by hono's bodyLimit. Asking hono's for every write cost a web Request and a web stream
 * around the socket (c.req.raw.body), which the handler then read the body through: about 5% of a
 * write's time (issue 19); unasked, @hono/node-server reads the body straight from the socket.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const counted = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return (c, next) => {
    // GET and HEAD have no body; asking for it would build a full Request object per read (issue 8).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.header('transfer-encoding') === undefined) {
      const length = c.req.header('content-length');
      if (length !== undefined) {
        if (Number.parseInt(length, 10) > maxBytes) throw tooLarge();
        return next();
      }
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      if (incoming?.httpVersionMajor === 1) return next();
    }
    return counted(c, next);
  };
}
