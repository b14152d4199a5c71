import { createServer } from 'node:net';

/** A TCP port that was free on 127.0.0.1 a moment ago (for tests that start their own servers). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Resolves once http://127.0.0.1:port/path answers at all, or rejects after timeoutMs. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      return;
    } catch {
      if (isAlive && !isAlive()) throw new Error(`process serving ${url} exited before it was ready`);
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
