// Before `npm start` starts anything: an Auth emulator left running for this data folder by an
// earlier start that was killed is ended (it is ours: its command line names this folder's config),
// and every port we need must be free. Otherwise we stop with a message naming the port and what
// holds it, instead of reporting "running" while something else answers on it.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describeProcess, isAlive, listenerOf, listProcesses, processInfo } from './processes.ts';

export type NeededPort = { port: number; what: string; setting: string };

/** `npm start` cannot start; the message says why and what to do. */
export class StartRefused extends Error {}

function isEmulatorFor(args: string[], configPath: string): boolean {
  return (
    args.includes('emulators:start') &&
    args.some((arg, i) => arg === configPath && args[i - 1] === '--config')
  );
}

function isNpmStart(pid: number): boolean {
  return isAlive(pid) && (processInfo(pid)?.args.some((arg) => /scripts[\\/]start\.ts$/.test(arg)) ?? false);
}

async function waitUntilGone(pids: number[]): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (pids.some(isAlive)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * Ends Firebase CLIs started with this data folder's emulator config (`--config WORKDIR/firebase.json`)
 * whose launcher is gone. One whose launcher still runs belongs to a live `npm start`: refused.
 */
export async function reclaimLeftoverEmulators(workDir: string, log: (line: string) => void): Promise<void> {
  const configPath = join(workDir, 'firebase.json');
  const leftovers = listProcesses().filter(
    (p) => p.pid !== process.pid && isAlive(p.pid) && isEmulatorFor(p.args, configPath),
  );
  for (const leftover of leftovers) {
    if (isNpmStart(leftover.ppid)) {
      throw new StartRefused(
        `npm start is already running on this data folder (${describeProcess(leftover.ppid)}). Stop it first.`,
      );
    }
    log(
      `Ending an Auth emulator left running for this data folder by an earlier start: ${describeProcess(leftover.pid)}.`,
    );
    try {
      // Its group holds everything the CLI started; SIGKILL so that it cannot export stale accounts over ours.
      process.kill(leftover.pgid === leftover.pid ? -leftover.pid : leftover.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  if (!(await waitUntilGone(leftovers.map((p) => p.pid)))) {
    throw new StartRefused(
      `An Auth emulator left running for this data folder did not end (pids ${leftovers.map((p) => p.pid).join(', ')}).`,
    );
  }
}

function tryListen(host: string, port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** Refuses, naming the port and its holder, when one of `ports` cannot be listened on at `host`. */
export async function assertPortsFree(host: string, ports: NeededPort[]): Promise<void> {
  for (const { port, what, setting } of ports) {
    const error = await tryListen(host, port);
    if (!error) continue;
    const holder = listenerOf(port);
    const by = holder ? ` by ${describeProcess(holder)}` : ' by another process';
    const why =
      error.code === 'EADDRINUSE' ? `is in use${by}` : `cannot be used (${error.code ?? error.message})`;
    throw new StartRefused(
      `Port ${port} (${what}) on ${host} ${why}. Stop that process, or choose another port with ${setting}=...`,
    );
  }
}
