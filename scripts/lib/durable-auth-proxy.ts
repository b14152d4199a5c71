// The Auth port of the embedded default: a pass-through to the Auth emulator (which keeps accounts in
// memory) that, after any request that may have changed an account, puts a copy of all accounts on
// disk before it answers. Whoever changes accounts (the API, `npm run grant-moderator`, the PWA's
// Firebase SDK) talks to this port, so every acknowledged change survives a crash of the whole
// machine, with one writer for the copy. The emulator itself listens on a private port.
import { Agent, createServer, request, type Server } from 'node:http';
import type { AuthSnapshot } from './auth-snapshot.ts';

/** Requests that change nothing the copy holds (refresh tokens are not in it; the emulator forgets them). */
const READ_ONLY = [
  /accounts:lookup$/,
  /accounts:query$/,
  /accounts:createAuthUri$/,
  /^\/securetoken\.googleapis\.com\//,
];

export function mayChangeAccounts(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const pathname = path.split('?')[0] ?? path;
  return !READ_ONLY.some((pattern) => pattern.test(pathname));
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

function withoutHopByHop(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/** In Identity Toolkit's error shape, so that firebase-admin and the JS SDK report it as such. */
function errorBody(status: number, message: string): string {
  return JSON.stringify({ error: { code: status, message, errors: [{ message, reason: 'backendError' }] } });
}

export function startDurableAuthProxy(options: {
  host: string;
  port: number;
  emulatorPort: number;
  snapshot: AuthSnapshot;
  onError: (message: string) => void;
}): Promise<Server> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const upstream = request(
      {
        host: '127.0.0.1',
        port: options.emulatorPort,
        method,
        path,
        agent,
        // Host stays as the client sent it: the emulator builds links from it.
        headers: withoutHopByHop(req.headers),
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', () => res.destroy());
        answer.on('end', async () => {
          const status = answer.statusCode ?? 502;
          if (status < 400 && mayChangeAccounts(method, path)) {
            try {
              await options.snapshot.save();
            } catch (error) {
              // The change is in the emulator's memory but not on disk: not acknowledged.
              const message = `Could not save Auth accounts to disk: ${(error as Error).message}`;
              options.onError(message);
              res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
              res.end(errorBody(503, message));
              return;
            }
          }
          const body = Buffer.concat(chunks);
          res.writeHead(status, { ...withoutHopByHop(answer.headers), 'content-length': body.length });
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(errorBody(502, `Auth emulator unreachable: ${error.message}`));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
