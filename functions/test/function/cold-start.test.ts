// The function's request handler on a cold instance, configured for Firestore as deployed: the
// first requests arrive together while the store's module is still loading. No Firestore emulator
// is needed: the client points at an unreachable host and /api/ping never touches the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../scripts/lib/firebase-emulators.ts';
import { createApiApp } from '../../src/http/app.ts';
import { adminApp } from '../../src/platform/admin-app.ts';
import { createFunctionDeps } from '../../src/platform/function-deps.ts';
import { type Listener, lazyListener } from '../../src/platform/function-handler.ts';

const ENV = {
  FUNCTIONS_EMULATOR: 'true',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
  RMI_STORE: undefined,
  RMI_DATA_DIR: mkdtempSync(join(tmpdir(), 'rmi-cold-')),
} as const;
const saved: Record<string, string | undefined> = {};

beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= inject('authEmulatorHost');
  for (const [name, value] of Object.entries(ENV)) {
    saved[name] = process.env[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  adminApp(DEMO_PROJECT_ID);
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(ENV.RMI_DATA_DIR, { recursive: true, force: true });
});

/** A gate the store's module load waits on, opened by the test once every request has arrived. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Serves a listener as the Functions runtime does: an error it throws is a 500. */
async function serve(listener: Listener): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    listener(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end('Internal Server Error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function burst(url: string, count: number, arrived: Promise<unknown>, release: () => void) {
  const answers = Array.from({ length: count }, () => fetch(`${url}/api/ping`).then((r) => r.status));
  await arrived;
  release();
  return Promise.all(answers);
}

describe('the Cloud Function on a cold instance (Firestore configured, store module loading slowly)', () => {
  test('four concurrent first requests all answer 200, from one build of the dependencies', async () => {
    const loading = gate();
    let builds = 0;
    let loadsStarted = 0;
    const firstLoad = gate();
    const handler = lazyListener(async () => {
      builds += 1;
      const deps = await createFunctionDeps({
        loadFirestoreStore: async () => {
          loadsStarted += 1;
          firstLoad.open();
          await loading.opened;
          return import('../../src/platform/firestore-store.ts');
        },
      });
      return getRequestListener(createApiApp(deps).fetch);
    });
    let requests = 0;
    const allArrived = gate();
    const { url, server } = await serve(async (req, res) => {
      requests += 1;
      if (requests === 4) allArrived.open();
      await handler(req, res);
    });
    try {
      const statuses = await burst(url, 4, Promise.all([allArrived.opened, firstLoad.opened]), loading.open);
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect([builds, loadsStarted]).toEqual([1, 1]);
    } finally {
      server.close();
    }
  });

  test('a failed build is not kept: the next request builds again and succeeds', async () => {
    let attempts = 0;
    const handler = lazyListener(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('module failed to load');
      return getRequestListener(createApiApp(await createFunctionDeps()).fetch);
    });
    const { url, server } = await serve(handler);
    try {
      expect((await fetch(`${url}/api/ping`)).status).toBe(500);
      expect((await fetch(`${url}/api/ping`)).status).toBe(200);
      expect((await fetch(`${url}/api/ping`)).status).toBe(200);
      expect(attempts).toBe(2);
    } finally {
      server.close();
    }
  });

  test('firestoreStore() may be called again: one configured client, one store', async () => {
    const { firestoreStore } = await import('../../src/platform/firestore-store.ts');
    const first = firestoreStore();
    expect(() => firestoreStore()).not.toThrow();
    expect(firestoreStore()).toBe(first);
  });
});

describe('the scheduled function that continues account deletions', () => {
  test('is exported from the entry point with a schedule', async () => {
    const entry = await import('../../src/index.ts');
    const endpoint = (entry.accountDeletions as unknown as { __endpoint: Record<string, unknown> })
      .__endpoint;
    expect(endpoint).toMatchObject({ scheduleTrigger: { schedule: 'every 1 minutes' } });
  });
});
