import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Linux's range for outgoing connections' local ports (its default where it cannot be read). */
export function ephemeralPorts(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return { low: low as number, high: high as number };
  } catch {
    // not Linux, or no /proc
  }
  return { low: 32768, high: 60999 };
}

/** Lowest port freePort picks: above the registered services most machines run. */
const LOWEST_PICKED = 10_000;

/** Whether a server can listen on 127.0.0.1:port right now (it is closed again before this resolves). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port that was free on 127.0.0.1 a moment ago (for tests that start their own servers), picked
 * below the range outgoing connections take their local ports from. A port the kernel hands out for
 * `listen(0)` comes from that range, so any connection made before the server meant for it listens (a
 * test polling another server, an emulator's own requests) could take it first: the Auth emulator of
 * crash-recovery.e2e.ts's restart then found its port "not open".
 */
export async function freePort(): Promise<number> {
  const top = ephemeralPorts().low - 1;
  for (let attempt = 0; top - LOWEST_PICKED > 1000 && attempt < 200; attempt++) {
    const port = LOWEST_PICKED + randomInt(top - LOWEST_PICKED + 1);
    if (await canListen(port)) return port;
  }
  return listenZero();
}

/** A port the kernel picks for listen(0). */
function listenZero(): Promise<number> {
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
