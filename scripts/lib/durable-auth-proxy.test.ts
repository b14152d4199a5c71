// The durable Auth port (durable-auth-proxy.ts + auth-snapshot.ts) in front of the unit project's
// real Auth emulator: whatever it acknowledges is already in the on-disk copy, concurrent changes
// included, and a change it could not save is not acknowledged.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { authSnapshot, hasSnapshot } from './auth-snapshot.ts';
import { mayChangeAccounts, startDurableAuthProxy } from './durable-auth-proxy.ts';
import { DEMO_PROJECT_ID } from './firebase-emulators.ts';

const emulatorPort = Number(inject('authEmulatorHost').split(':')[1]);
const dirs: string[] = [];
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) await new Promise((r) => server.close(r));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function proxyOver(dir: string): Promise<string> {
  const snapshot = authSnapshot({
    emulatorUrl: `http://127.0.0.1:${emulatorPort}`,
    projectId: DEMO_PROJECT_ID,
    dir,
  });
  const server = await startDurableAuthProxy({
    host: '127.0.0.1',
    port: 0,
    emulatorPort,
    snapshot,
    onError: () => undefined,
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rmi-durable-auth-'));
  dirs.push(dir);
  return dir;
}

type SavedUser = { localId: string; email?: string; customAttributes?: string };
function savedUsers(dir: string): SavedUser[] {
  const copy = JSON.parse(readFileSync(join(dir, 'auth_export', 'accounts.json'), 'utf8')) as {
    users?: SavedUser[];
  };
  return copy.users ?? [];
}

async function signUp(url: string, email: string) {
  const res = await fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'durable-pass-1', returnSecureToken: true }),
  });
  return { status: res.status, body: (await res.json()) as { localId: string } };
}

const owner = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

describe('the durable Auth port', () => {
  test('each of 20 concurrent sign-ups is on disk when its answer arrives; so are claims and deletions', async () => {
    const dir = newDir();
    const url = await proxyOver(dir);
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const seenAtAnswer = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { status, body } = await signUp(url, `durable-${stamp}-${i}@example.com`);
        expect(status).toBe(200);
        // Read synchronously at the moment of the answer: nothing can be saved in between.
        return savedUsers(dir).some((u) => u.localId === body.localId) ? body.localId : null;
      }),
    );
    expect(seenAtAnswer).not.toContain(null);
    expect(await hasSnapshot(dir)).toBe(true);

    const uid = seenAtAnswer[0] as string;
    const update = await fetch(
      `${url}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
      {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ moderator: true }) }),
      },
    );
    expect(update.status).toBe(200);
    expect(savedUsers(dir).find((u) => u.localId === uid)?.customAttributes).toBe('{"moderator":true}');

    const removal = await fetch(
      `${url}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:delete`,
      {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ localId: uid }),
      },
    );
    expect(removal.status).toBe(200);
    expect(savedUsers(dir).some((u) => u.localId === uid)).toBe(false);
  });

  test('a change that cannot be saved is not acknowledged (503), and a refused request saves nothing', async () => {
    const blocked = newDir();
    // A file where the copy's folder should be: every save fails.
    writeFileSync(join(blocked, 'auth_export'), 'not a folder');
    const url = await proxyOver(blocked);
    const { status } = await signUp(url, `unsaved-${Date.now()}@example.com`);
    expect(status).toBe(503);

    const dir = newDir();
    const refused = await fetch(
      `${await proxyOver(dir)}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email": "not-an-email", "password": "x"}',
      },
    );
    expect(refused.status).toBe(400);
    expect(await hasSnapshot(dir)).toBe(false);
  });

  test.each([
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/projects/demo-rmi/accounts:update', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo', true],
    ['DELETE', '/emulator/v1/projects/demo-rmi/accounts', true],
    ['PATCH', '/emulator/v1/projects/demo-rmi/config', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/some:unknownMethod', true],
    ['POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo', false],
    ['POST', '/securetoken.googleapis.com/v1/token?key=demo', false],
    ['GET', '/identitytoolkit.googleapis.com/v1/projects/demo-rmi/accounts:batchGet', false],
    ['OPTIONS', '/identitytoolkit.googleapis.com/v1/accounts:signUp', false],
  ] as const)('%s %s may change accounts: %s', (method, path, expected) => {
    expect(mayChangeAccounts(method, path)).toBe(expected);
  });
});
