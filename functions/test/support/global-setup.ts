// Starts one real Firebase Auth emulator for the whole unit project; API tests talk to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO_PROJECT_ID, startEmulators } from '../../../scripts/lib/firebase-emulators.ts';
import { freePort } from '../../../scripts/lib/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'rmi-auth-'));
  const port = await freePort();
  const emulators = await startEmulators({ only: ['auth'], ports: { auth: port }, workDir });
  const host = `127.0.0.1:${port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
  project.provide('authEmulatorHost', host);
  return async () => {
    await emulators.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
