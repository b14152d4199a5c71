// startEmulators against the real Firebase CLI, with the race it recovers from made to happen: a port
// freePort found free is taken by someone else before the CLI listens on it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { type RunningEmulators, startEmulators } from './firebase-emulators.ts';
import * as ports from './ports.ts';

// freePort as it is, except for the picks a test hands out itself (ports it holds: "taken meanwhile").
const picks = vi.hoisted(() => ({ queue: [] as (number | undefined)[], count: 0 }));
vi.mock('./ports.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./ports.ts')>();
  return {
    ...real,
    freePort: async () => {
      picks.count++;
      return picks.queue.shift() ?? real.freePort();
    },
  };
});

const held: Server[] = [];
const dirs: string[] = [];
let running: RunningEmulators | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
  for (const server of held.splice(0)) await new Promise((r) => server.close(r));
  picks.queue = [];
  picks.count = 0;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A port someone else listens on. */
async function takenPort(): Promise<number> {
  const port = await ports.freePort();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  held.push(server);
  return port;
}

function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rmi-emulators-'));
  dirs.push(dir);
  return dir;
}

/** The logging port of the config the last start gave the CLI. */
function loggingPort(dir: string): number {
  return JSON.parse(readFileSync(join(dir, 'firebase.json'), 'utf8')).emulators.logging.port;
}

describe('startEmulators when a port it picked is taken before the CLI listens', () => {
  test('the logging port: starts again on newly picked ports, and the Auth emulator answers', async () => {
    const auth = await ports.freePort();
    const taken = await takenPort();
    picks.queue = [undefined, taken]; // the hub's pick as usual, the logging port someone else's
    picks.count = 0;
    let output = '';
    const dir = workDir();
    running = await startEmulators({
      only: ['auth'],
      ports: { auth },
      workDir: dir,
      onOutput: (chunk) => {
        output += chunk;
      },
    });
    expect(output).toContain('Could not start Logging Emulator, port taken');
    expect(picks.count).toBe(4); // hub and logging, twice
    expect(loggingPort(dir)).not.toBe(taken);
    const answer = await fetch(`http://127.0.0.1:${auth}/`);
    expect(answer.ok).toBe(true);
  }, 120_000);

  test('gives up after three starts, with the CLI words', async () => {
    const auth = await ports.freePort();
    const taken = await takenPort();
    picks.queue = [undefined, taken, undefined, taken, undefined, taken];
    picks.count = 0;
    await expect(startEmulators({ only: ['auth'], ports: { auth }, workDir: workDir() })).rejects.toThrow(
      'Could not start Logging Emulator, port taken',
    );
    expect(picks.count).toBe(6);
  }, 120_000);

  test('the Auth port the caller asked for: fails at once, no new ports (it is not ours to change)', async () => {
    const auth = await takenPort();
    picks.count = 0;
    await expect(startEmulators({ only: ['auth'], ports: { auth }, workDir: workDir() })).rejects.toThrow(
      'Could not start Authentication Emulator, port taken',
    );
    expect(picks.count).toBe(2);
  }, 60_000);
});
