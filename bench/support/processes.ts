// Child processes of the load benchmark: the product (scripts/start.ts on the
// embedded default) and the floor server, each in its own process group so
// that autocannon keeps the benchmark's CPU to itself, and so that stopping
// one ends everything it started.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_FILE } from '../../functions/src/pages/shell-files.ts';
import { REPO_ROOT } from '../../scripts/lib/firebase-emulators.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { startProduct, stopProcessGroup } from '../../scripts/lib/start-product.ts';
import type { FloorConfig } from './floor-server.ts';

export type Child = { pid: number; stop(): Promise<void> };

export type Product = Child & {
  apiUrl: string;
  /** The web origin (the PWA, and the API under /api in-process), as a browser uses it. */
  webUrl: string;
  authUrl: string;
  logFile: string;
};

/**
 * `node scripts/start.ts` with SKIP_BUILD=1 on free ports. It serves the built PWA too, so dist/ must
 * exist (npm run build:web): the benchmark does not build it, since another build may be running in
 * the same checkout. `seedDemo` leaves SEED unset, so an empty data folder gets the demo data.
 */
export async function startBenchedProduct(options: {
  dataDir: string;
  logFile: string;
  seedDemo: boolean;
  readyTimeoutMs: number;
  /** Extra environment (the benchmark's probe: NODE_OPTIONS, BENCH_PROBE_DIR). */
  env?: Record<string, string>;
}): Promise<Product> {
  if (!existsSync(join(REPO_ROOT, 'dist', SHELL_FILE))) {
    throw new Error(`The PWA is not built (dist/${SHELL_FILE} is missing): run \`npm run build:web\` first.`);
  }
  const product = await startProduct({
    dataDir: options.dataDir,
    logFile: options.logFile,
    readyTimeoutMs: options.readyTimeoutMs,
    env: { ...options.env, SKIP_BUILD: '1', SEED: options.seedDemo ? undefined : 'none' },
  });
  return {
    pid: product.pid,
    apiUrl: product.apiUrl,
    webUrl: product.baseUrl,
    authUrl: product.authEmulatorUrl,
    logFile: options.logFile,
    stop: product.stop,
  };
}

export type Floor = Child & { url: string; configure(config: FloorConfig): Promise<void> };

/** The bare node:http floor server (floor-server.ts) in its own process. */
export async function startFloor(): Promise<Floor> {
  const port = await freePort();
  const child = fork(join(REPO_ROOT, 'bench', 'support', 'floor-server.ts'), [], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, FLOOR_PORT: String(port) },
  });
  const nextMessage = () =>
    new Promise<void>((resolve, reject) => {
      const onExit = () => reject(new Error('the floor server exited'));
      child.once('exit', onExit);
      child.once('message', () => {
        child.off('exit', onExit);
        resolve();
      });
    });
  await nextMessage();
  return {
    pid: child.pid as number,
    url: `http://127.0.0.1:${port}`,
    async configure(config) {
      const ready = nextMessage();
      child.send(config);
      await ready;
    },
    stop: () => stopProcessGroup(child, 'SIGTERM', 5000),
  };
}
