// End-to-end tests run against the real product as `npm start` brings it up,
// on free ports and a fresh data folder, and stop it afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../../scripts/lib/firebase-emulators.ts';
import { freePort, waitForHttp } from '../../scripts/lib/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    authEmulatorUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rmi-e2e-'));
  const [port, apiPort, authPort] = [await freePort(), await freePort(), await freePort()];
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      AUTH_EMULATOR_PORT: String(authPort),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const alive = () => child.exitCode === null;
    await waitForHttp(`http://127.0.0.1:${port}/api/ping`, 120_000, alive);
  } catch (error) {
    await stop();
    throw new Error(`npm start did not come up: ${(error as Error).message}\n${output}`);
  }
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('apiUrl', `http://127.0.0.1:${apiPort}`);
  project.provide('authEmulatorUrl', `http://127.0.0.1:${authPort}`);
  return stop;
}
