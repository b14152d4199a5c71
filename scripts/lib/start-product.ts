// The product as `npm start` brings it up (scripts/start.ts), on free ports and a given data folder,
// for the end-to-end tests and the benchmarks. It runs in its own process group, so that stopping it
// reaches everything it started (the Auth emulator included).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './firebase-emulators.ts';
import { freePort, waitForHttp } from './ports.ts';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

export type RunningProduct = {
  pid: number;
  /** The PWA and, under /api, the API (what a browser opens). */
  baseUrl: string;
  /** The API server on its own port. */
  apiUrl: string;
  authEmulatorUrl: string;
  /** SIGTERM (start.ts closes the store and stops the emulator), SIGKILL if it hangs. */
  stop(): Promise<void>;
};

const OUTPUT_KEPT = 20_000;

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Signals the child's whole process group; waits up to `graceMs`, then kills it. */
export async function stopProcessGroup(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<void> {
  if (!isRunning(child) || child.pid === undefined) return;
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

/**
 * Starts `node scripts/start.ts` with `env` added (e.g. SKIP_BUILD, SEED) and resolves once
 * /api/ping answers. Its output goes to `logFile` when given; the last of it is in the error when
 * it does not come up within `readyTimeoutMs`.
 */
export async function startProduct(options: {
  dataDir: string;
  env?: Record<string, string | undefined>;
  logFile?: string;
  readyTimeoutMs: number;
  /** Ports to ask for instead of free ones (the tests of a port someone else holds). */
  ports?: { web?: number; api?: number; auth?: number };
}): Promise<RunningProduct> {
  const port = options.ports?.web ?? (await freePort());
  const apiPort = options.ports?.api ?? (await freePort());
  const authPort = options.ports?.auth ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    AUTH_EMULATOR_PORT: String(authPort),
    DATA_DIR: options.dataDir,
  };
  for (const [key, value] of Object.entries(options.env ?? {})) if (value === undefined) delete env[key];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(REPO_ROOT, 'scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const log = options.logFile ? createWriteStream(options.logFile) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log?.write(chunk);
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
    });
  }
  const product: RunningProduct = {
    pid: child.pid as number,
    baseUrl: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    authEmulatorUrl: `http://127.0.0.1:${authPort}`,
    stop: async () => {
      await stopProcessGroup(child, 'SIGTERM', 60_000);
      log?.end();
    },
  };
  try {
    await waitForHttp(`${product.baseUrl}/api/ping`, options.readyTimeoutMs, () => isRunning(child));
  } catch (error) {
    await product.stop();
    throw new Error(`npm start did not come up: ${(error as Error).message}\n${output.slice(-3000)}`);
  }
  return product;
}
