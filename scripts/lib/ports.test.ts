import { createServer } from 'node:net';
import { describe, expect, test } from 'vitest';
import { ephemeralPorts, freePort } from './ports.ts';

describe('freePort', () => {
  test('picks ports below the range outgoing connections take theirs from, and a server can listen on them', async () => {
    const { low } = ephemeralPorts();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(low);
    }
    const port = ports[0] as number;
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
