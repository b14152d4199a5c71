// The embedded default after a crash (issue 13, item 7): every process of `npm start` killed at
// once (an OOM kill, a power cut) loses no account; killing `npm start` alone leaves no Auth
// emulator behind; and a port held by a leftover emulator of this data folder, or by anyone else,
// never ends in "running" with something else answering.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_PROJECT_ID, REPO_ROOT } from '../scripts/lib/firebase-emulators.ts';
import { freePort, waitForHttp } from '../scripts/lib/ports.ts';
import { descendantsOf, isAlive, listProcesses } from '../scripts/lib/processes.ts';
import { type RunningProduct, startProduct } from '../scripts/lib/start-product.ts';

const dataDirs: string[] = [];
const started: RunningProduct[] = [];
afterAll(async () => {
  for (const product of started) await product.stop();
  for (const dir of dataDirs) {
    for (const p of emulatorsOf(dir)) killQuietly(p.pid);
    rmSync(dir, { recursive: true, force: true });
  }
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rmi-crash-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string, ports?: { web?: number; api?: number; auth?: number }) {
  const product = await startProduct({ dataDir, env: { SKIP_BUILD: '1' }, readyTimeoutMs: 120_000, ports });
  started.push(product);
  return product;
}

/** Live Firebase CLIs started for this data folder's emulator config. */
function emulatorsOf(dataDir: string) {
  const config = join(dataDir, 'emulators', 'firebase.json');
  return listProcesses().filter(
    (p) => p.args.includes('emulators:start') && p.args.includes(config) && isAlive(p.pid),
  );
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Polls until `done()` holds or `limitMs` passes; says whether it held. */
async function eventually(done: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function codeFromMailbox(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as { subject: string; text: string }[];
    const code = mails
      .filter((m) => /verification code/i.test(m.subject))
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No verification code for ${email}`);
}

/** A registered and verified account, through the documented endpoints. */
async function registerVerified(baseUrl: string): Promise<{ email: string; password: string }> {
  const email = `crash-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'crash-test-pass-1';
  expect((await post(baseUrl, '/auth/rmi/register', { name: 'Crash Tester', email, password })).status).toBe(
    201,
  );
  const otp = await codeFromMailbox(baseUrl, email);
  expect((await post(baseUrl, '/auth/rmi/verify-otp', { email, otp, password })).status).toBe(200);
  return { email, password };
}

async function login(baseUrl: string, account: { email: string; password: string }) {
  const res = await post(baseUrl, '/auth/rmi/login', account);
  const body = (await res.json()) as { token?: string; user?: { id: string }; message?: string };
  return { status: res.status, ...body };
}

describe('the embedded default after a crash', () => {
  test('an account registered before every process is SIGKILLed signs in after a restart, its review intact', {
    timeout: 240_000,
  }, async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const account = await registerVerified(first.baseUrl);
    const session = await login(first.baseUrl, account);
    expect(session.status).toBe(200);
    const [interviewer] = (await (
      await fetch(`${first.baseUrl}/api/interviewers?page=1&limit=1`)
    ).json()) as {
      _id: string;
    }[];
    const reviewText = 'Clear questions, fair feedback, on time.';
    const created = await post(
      first.baseUrl,
      '/reviews/rmi',
      { interviewerId: interviewer?._id, rating: 4, reviewText },
      session.token,
    );
    expect(created.status).toBe(201);

    // Every process at once, as the kernel's OOM killer or a power cut would: nothing gets to save.
    const tree = descendantsOf(first.pid);
    expect(tree.some((p) => p.args.includes('emulators:start'))).toBe(true);
    for (const p of tree) killQuietly(p.pid);
    expect(await eventually(() => tree.every((p) => !isAlive(p.pid)), 15_000)).toBe(true);
    expect(emulatorsOf(dataDir)).toEqual([]);

    const second = await start(dataDir);
    const again = await login(second.baseUrl, account);
    expect(again, JSON.stringify(again)).toMatchObject({ status: 200, user: { id: session.user?.id } });
    expect(again.token).toEqual(expect.any(String));
    const mine = await fetch(`${second.baseUrl}/api/user/my-reviews`, {
      headers: { Authorization: `Bearer ${again.token}` },
    });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain(reviewText);
  });

  test('SIGKILL of npm start alone takes its Auth emulator with it', { timeout: 120_000 }, async () => {
    const dataDir = newDataDir();
    const product = await start(dataDir);
    const [emulator] = emulatorsOf(dataDir);
    expect(emulator).toBeDefined();
    process.kill(product.pid, 'SIGKILL');
    // Bounded: the emulator ends as soon as it sees its parent's pipe close; today it never does.
    expect(await eventually(() => emulatorsOf(dataDir).length === 0, 20_000)).toBe(true);
  });

  test('an emulator left running for this data folder by an older start is ended, not reported as ours', {
    timeout: 180_000,
  }, async () => {
    const dataDir = newDataDir();
    const authPort = await freePort();
    const leftover = await startLeftoverEmulator(dataDir, authPort);
    try {
      const product = await start(dataDir, { auth: authPort });
      expect(isAlive(leftover.pid as number)).toBe(false);
      // The Auth port is the new start's, and accounts made through it work.
      const account = await registerVerified(product.baseUrl);
      expect((await login(product.baseUrl, account)).status).toBe(200);
    } finally {
      killQuietly(-(leftover.pid as number));
    }
  });

  test.each([
    { name: 'Auth emulator', key: 'auth' },
    { name: 'web app', key: 'web' },
    { name: 'API', key: 'api' },
  ] as const)(
    'a foreign process on the $name port: a clear refusal naming the port and its holder',
    async ({ name, key }) => {
      const dataDir = newDataDir();
      const port = await freePort();
      const foreign = await listenOn(port);
      try {
        const refused = await start(dataDir, { [key]: port }).then(
          () => null,
          (error: Error) => error.message,
        );
        expect(refused).toContain(`Port ${port} (${name}) on 127.0.0.1 is in use by pid ${process.pid}`);
        expect(emulatorsOf(dataDir)).toEqual([]);
      } finally {
        await new Promise((r) => foreign.close(r));
      }
    },
    120_000,
  );
});

/** A foreign listener that speaks no HTTP (so that nothing mistakes it for the product coming up). */
function listenOn(port: number): Promise<NetServer> {
  return new Promise((resolve, reject) => {
    const server = createNetServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * An Auth emulator as `npm start` launched it before this fix, after that start was killed: its
 * own process group, this data folder's config, nothing watching its parent.
 */
async function startLeftoverEmulator(dataDir: string, authPort: number): Promise<ChildProcess> {
  const workDir = join(dataDir, 'emulators');
  mkdirSync(workDir, { recursive: true });
  const host = '127.0.0.1';
  const config = {
    emulators: {
      ui: { enabled: false },
      hub: { host, port: await freePort() },
      logging: { host, port: await freePort() },
      auth: { host, port: authPort },
    },
  };
  writeFileSync(join(workDir, 'firebase.json'), JSON.stringify(config));
  const firebaseBin = join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID];
  args.push('--config', join(workDir, 'firebase.json'), '--export-on-exit', join(dataDir, 'auth'));
  const child = spawn(process.execPath, [firebaseBin, ...args], {
    cwd: workDir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  child.unref();
  await waitForHttp(`http://${host}:${authPort}/`, 60_000, () => child.exitCode === null);
  return child;
}
