// One HTTP request over a real socket, as a client sends it (the path as given, no normalising), and
// the answer as it came: for tests that compare what two servers write, header for header.
import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';

export type RawAnswer = { status: number; headers: Map<string, string>; body: Buffer };

/** Headers that describe the connection or the moment, not the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);

export function sendRaw(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        // The same Host for every server: answers that name their origin must not differ by port.
        headers: { Host: 'rmi.example', ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Map<string, string>();
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = (res.rawHeaders[i] as string).toLowerCase();
            if (PER_CONNECTION.has(name)) continue;
            expect(headers.has(name), `${name} sent twice on ${path}`).toBe(false);
            headers.set(name, res.rawHeaders[i + 1] as string);
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
