// The exported Cloud Function, served by the firebase-tools Functions emulator:
// proves that body parsing and the Authorization header survive the
// functions-framework wrapper (which consumes the body stream before we run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_PROJECT_ID,
  REPO_ROOT,
  type RunningEmulators,
  startEmulators,
} from '../../../scripts/lib/firebase-emulators.ts';
import { freePort } from '../../../scripts/lib/ports.ts';

let emulators: RunningEmulators;
let functionUrl: string;
let authUrl: string;
const workDir = mkdtempSync(join(tmpdir(), 'rmi-fn-'));

beforeAll(async () => {
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const build = spawnSync(
    process.execPath,
    [tsc, '-p', join(REPO_ROOT, 'functions', 'tsconfig.build.json')],
    {
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`functions build failed:\n${build.stdout}${build.stderr}`);

  const ports = { auth: await freePort(), functions: await freePort() };
  emulators = await startEmulators({
    only: ['auth', 'functions'],
    ports,
    workDir,
    env: { RMI_STORE: 'sqlite', RMI_DATA_DIR: join(workDir, 'data') },
  });
  functionUrl = `http://127.0.0.1:${ports.functions}/${DEMO_PROJECT_ID}/us-central1/api`;
  authUrl = `http://127.0.0.1:${ports.auth}`;
}, 180_000);

afterAll(async () => {
  await emulators?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function postAuth(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { idToken: string; localId: string };
}

/** A verified account's ID token (every signed-in call needs a verified address). */
async function signUp(): Promise<string> {
  const credentials = { email: `fn${Date.now()}@example.com`, password: 'secret-password' };
  const { localId } = await postAuth('accounts:signUp?key=demo', { ...credentials, returnSecureToken: true });
  await postAuth(
    `projects/${DEMO_PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true },
    { Authorization: 'Bearer owner' },
  );
  // Signed in again, so the token carries email_verified.
  const { idToken } = await postAuth('accounts:signInWithPassword?key=demo', {
    ...credentials,
    returnSecureToken: true,
  });
  return idToken;
}

describe('the Cloud Function `api` in the Functions emulator', () => {
  test('answers a GET at the documented /api path', async () => {
    const res = await fetch(`${functionUrl}/api/ping`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  test('reads a JSON body and a bearer token on a POST', async () => {
    const token = await signUp();
    const res = await fetch(`${functionUrl}/api/companies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: '  Function   Emulator Foods ' }),
    });
    expect(res.status).toBe(201);
    const company = (await res.json()) as { _id: string; name: string };
    expect(company.name).toBe('Function Emulator Foods');

    // The same name again finds the company instead of creating another.
    const again = await fetch(`${functionUrl}/companies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'function emulator foods' }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { _id: string })._id).toBe(company._id);
  });

  test('refuses the POST without a token, and malformed JSON with a 400', async () => {
    const anonymous = await fetch(`${functionUrl}/api/companies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Nope' }),
    });
    expect(anonymous.status).toBe(401);
    const token = await signUp();
    const malformed = await fetch(`${functionUrl}/api/companies`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{"name":',
    });
    // The functions framework's own body parser rejects malformed JSON before our app runs
    // (its body is not ours to shape); what matters is that it is a 400, never a 500.
    expect(malformed.status).toBe(400);
  });
});
