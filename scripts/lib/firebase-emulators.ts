import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authSnapshot, hasSnapshot } from './auth-snapshot.ts';
import { startDurableAuthProxy } from './durable-auth-proxy.ts';
import { freePort } from './ports.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEMO_PROJECT_ID = 'demo-rmi';

export type EmulatorOptions = {
  /** Which emulators: 'auth', 'functions', ... */
  only: string[];
  ports: { auth?: number; functions?: number };
  /** Where the generated firebase.json goes (it anchors relative paths such as the functions source). */
  workDir: string;
  /**
   * Keep Auth accounts here across restarts and crashes: imported at start, and every account change
   * is on disk before it is answered (the Auth port is then durable-auth-proxy.ts in this process,
   * in front of the emulator on a private port).
   */
  persistDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the CLI's output goes; default: discarded into workDir/emulators.log only. */
  onOutput?: (chunk: string) => void;
};

export type RunningEmulators = {
  ports: { auth?: number; functions?: number };
  /** Resolves when the CLI exits, whoever ended it. */
  exited: Promise<void>;
  stop(): Promise<void>;
};

/** The file preloaded into the CLI: it ends the CLI's process group when this process dies. */
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));

/**
 * Starts Firebase emulators from the firebase-tools npm package with a generated
 * config, so that ports never clash with another running copy (the hub and
 * logging ports included), and stops them with their whole process group.
 */
export async function startEmulators(options: EmulatorOptions): Promise<RunningEmulators> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      // The hub and logging ports (and the Auth emulator's own behind the durable proxy) are picked
      // free a moment before the CLI listens on them, and another process may take one meanwhile (seen
      // once in CI: "Could not start Logging Emulator, port taken"). They are ours to pick: pick again.
      if (attempt < 3 && ourPortTaken((error as Error).message, options)) continue;
      throw error;
    }
  }
}

function ourPortTaken(message: string, options: EmulatorOptions): boolean {
  const taken = /Could not start (.+?), port taken/.exec(message)?.[1];
  if (taken === 'emulator hub' || taken === 'Logging Emulator') return true;
  return taken === 'Authentication Emulator' && options.persistDir !== undefined;
}

async function startOnce(options: EmulatorOptions): Promise<RunningEmulators> {
  mkdirSync(options.workDir, { recursive: true });
  const emulators: Record<string, unknown> = {
    ui: { enabled: false },
    hub: { host: '127.0.0.1', port: await freePort() },
    logging: { host: '127.0.0.1', port: await freePort() },
  };
  // With persistDir, the emulator listens on a private port and the durable proxy takes the Auth port.
  const authPort = options.ports.auth;
  const emulatorAuthPort = authPort && options.persistDir ? await freePort() : authPort;
  if (options.only.includes('auth')) emulators.auth = { host: '127.0.0.1', port: emulatorAuthPort };
  if (options.only.includes('functions')) {
    emulators.functions = { host: '127.0.0.1', port: options.ports.functions };
  }
  const config: Record<string, unknown> = { emulators };
  if (options.only.includes('functions')) {
    config.functions = [
      { source: relative(options.workDir, join(REPO_ROOT, 'functions')) || '.', codebase: 'default' },
    ];
  }
  const configPath = join(options.workDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  const args = ['emulators:start', '--only', options.only.join(','), '--project', DEMO_PROJECT_ID];
  args.push('--config', configPath);
  // No --export-on-exit: the proxy keeps the copy current, and the CLI's export would replace it non-atomically.
  if (options.persistDir && (await hasSnapshot(options.persistDir)))
    args.push('--import', options.persistDir);

  const firebaseBin = join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, firebaseBin, ...args], {
    cwd: options.workDir,
    // Its own process group: Ctrl-C reaches us first, and stop() can end every descendant.
    detached: true,
    // fd 3: the pipe whose closing tells the CLI that we are gone (exit-with-parent.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    options.onOutput?.(text);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let proxy: Server | undefined;
  const stop = async () => {
    await new Promise<void>((r) => {
      if (!proxy) return r();
      proxy.close(() => r());
      // Keep-alive clients (firebase-admin, browsers) would otherwise hold the close open.
      proxy.closeAllConnections();
    });
    await stopGroup(child, exited);
  };
  try {
    const alive = () => child.exitCode === null && child.signalCode === null;
    // Not "the port answers": that may be someone else. The CLI says it once every emulator listens
    // (and the functions are loaded), and exits instead if a port is taken.
    await waitForReady(() => output, alive);
    if (options.persistDir && authPort && emulatorAuthPort) {
      const snapshot = authSnapshot({
        emulatorUrl: `http://127.0.0.1:${emulatorAuthPort}`,
        projectId: DEMO_PROJECT_ID,
        dir: options.persistDir,
      });
      // A first copy now: the folder is importable from the start, and a disk that cannot be written stops us here.
      await snapshot.save();
      proxy = await startDurableAuthProxy({
        host: '127.0.0.1',
        port: authPort,
        emulatorPort: emulatorAuthPort,
        snapshot,
        onError: (message) => console.error(message),
      });
    }
  } catch (error) {
    await stop();
    throw new Error(`Firebase emulators failed to start: ${(error as Error).message}\n${output}`);
  }
  return { ports: options.ports, exited, stop };
}

async function waitForReady(output: () => string, alive: () => boolean): Promise<void> {
  // One bound for the whole start (it replaces waiting 60-90 s for each port, then for this line).
  const deadline = Date.now() + 150_000;
  while (!/All emulators ready/.test(output())) {
    if (!alive()) throw new Error('the Firebase CLI exited');
    if (Date.now() > deadline) throw new Error('the emulators did not say they were ready in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopGroup(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  // SIGINT lets the CLI shut its emulators down cleanly.
  signal('SIGINT');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((r) => {
      timer = setTimeout(() => r(true), 20_000);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) signal('SIGKILL');
  // Grandchildren (e.g. function workers) may outlive the CLI; the group signal reaches them.
  signal('SIGKILL');
  await exited;
}
