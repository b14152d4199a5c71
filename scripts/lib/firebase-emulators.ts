import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './ports.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEMO_PROJECT_ID = 'demo-rmi';

export type EmulatorOptions = {
  /** Which emulators: 'auth', 'functions', ... */
  only: string[];
  ports: { auth?: number; functions?: number };
  /** Where the generated firebase.json goes (it anchors relative paths such as the functions source). */
  workDir: string;
  /** Keep Auth accounts here across restarts (imported at start, exported on exit). */
  persistDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the CLI's output goes; default: discarded into workDir/emulators.log only. */
  onOutput?: (chunk: string) => void;
};

export type RunningEmulators = {
  ports: { auth?: number; functions?: number };
  stop(): Promise<void>;
};

/**
 * Starts Firebase emulators from the firebase-tools npm package with a generated
 * config, so that ports never clash with another running copy (the hub and
 * logging ports included), and stops them with their whole process group.
 */
export async function startEmulators(options: EmulatorOptions): Promise<RunningEmulators> {
  mkdirSync(options.workDir, { recursive: true });
  const emulators: Record<string, unknown> = {
    ui: { enabled: false },
    hub: { host: '127.0.0.1', port: await freePort() },
    logging: { host: '127.0.0.1', port: await freePort() },
  };
  if (options.only.includes('auth')) emulators.auth = { host: '127.0.0.1', port: options.ports.auth };
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
  if (options.persistDir) {
    if (existsSync(join(options.persistDir, 'firebase-export-metadata.json'))) {
      args.push('--import', options.persistDir);
    }
    mkdirSync(dirname(options.persistDir), { recursive: true });
    args.push('--export-on-exit', options.persistDir);
  }

  const firebaseBin = join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(process.execPath, [firebaseBin, ...args], {
    cwd: options.workDir,
    // Its own process group: Ctrl-C reaches us first, and stop() can end every descendant.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
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

  const stop = () => stopGroup(child, exited);
  try {
    const alive = () => child.exitCode === null && child.signalCode === null;
    if (options.ports.auth) await waitForHttp(`http://127.0.0.1:${options.ports.auth}/`, 60_000, alive);
    if (options.ports.functions) await waitForFunctions(options.ports.functions, () => output, alive);
  } catch (error) {
    await stop();
    throw new Error(`Firebase emulators failed to start: ${(error as Error).message}\n${output}`);
  }
  return { ports: options.ports, stop };
}

async function waitForFunctions(port: number, output: () => string, alive: () => boolean): Promise<void> {
  await waitForHttp(`http://127.0.0.1:${port}/`, 90_000, alive);
  // The port opens before the functions are loaded; the CLI says when they are.
  const deadline = Date.now() + 90_000;
  while (!/All emulators ready/.test(output())) {
    if (!alive()) throw new Error('functions emulator exited');
    if (Date.now() > deadline) throw new Error('functions were not loaded in time');
    await new Promise((r) => setTimeout(r, 250));
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
  // SIGINT lets the CLI export Auth accounts before it exits.
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
