// Child processes of the load benchmark: the product (scripts/start.ts on the
// embedded default) and the floor server, each in its own process group so
// that autocannon keeps the benchmark's CPU to itself, and so that stopping
// one ends everything it started.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/firebase-emulators.ts';
import { freePort, waitForHttp } from '../../scripts/lib/ports.ts';
import type { FloorConfig } from './floor-server.ts';

export type Child = { pid: number; stop(): Promise<void> };

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Signals the child's whole process group; waits up to `graceMs`, then kills it. */
async function stopGroup(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (!alive(child) || child.pid === undefined) return;
  const pid = child.pid;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const send = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  send(signal);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((r) => {
      timer = setTimeout(() => r(true), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    send('SIGKILL');
    await exited;
  }
}

export type Product = Child & { apiUrl: string; authUrl: string; logFile: string };

/**
 * `node scripts/start.ts` with SKIP_BUILD=1 on free ports. It serves the built
 * PWA too, so dist/ must exist (npm run build:web): the benchmark does not
 * build it, since another build may be running in the same checkout.
 * `seedDemo` leaves SEED unset, so an empty data folder gets the demo data.
 */
export async function startProduct(options: {
  dataDir: string;
  logFile: string;
  seedDemo: boolean;
  readyTimeoutMs: number;
}): Promise<Product> {
  if (!existsSync(join(REPO_ROOT, 'dist', 'index.html'))) {
    throw new Error('The PWA is not built (dist/index.html is missing): run `npm run build:web` first.');
  }
  const [port, apiPort, authPort] = [await freePort(), await freePort(), await freePort()];
  const log = createWriteStream(options.logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_BUILD: '1',
    DATA_DIR: options.dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    AUTH_EMULATOR_PORT: String(authPort),
  };
  if (options.seedDemo) delete env.SEED;
  else env.SEED = 'none';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const product: Product = {
    pid: child.pid as number,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    authUrl: `http://127.0.0.1:${authPort}`,
    logFile: options.logFile,
    // SIGTERM lets start.ts close the store and stop the Auth emulator (which exports its accounts).
    stop: () => stopGroup(child, 'SIGTERM', 60_000),
  };
  try {
    await waitForHttp(`${product.apiUrl}/api/ping`, options.readyTimeoutMs, () => alive(child));
  } catch (error) {
    await product.stop();
    const tail = existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').slice(-3000) : '';
    throw new Error(`The product did not start: ${(error as Error).message}\n${tail}`);
  }
  return product;
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
    stop: () => stopGroup(child, 'SIGTERM', 5000),
  };
}
