// End-to-end tests run against the real product as `npm start` brings it up,
// on free ports and a fresh data folder, and stop it afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningProduct, startProduct } from '../../scripts/lib/start-product.ts';
import { startPartnerOrigin } from './partner-origin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    authEmulatorUrl: string;
    /** A second loopback origin (its own port) that CORS_ORIGINS allows: see cors.e2e.ts. */
    partnerOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rmi-e2e-'));
  // Another site on another port, allowed to call the API with a bearer token (CORS_ORIGINS).
  const partner = await startPartnerOrigin();
  let product: RunningProduct;
  try {
    // Every test registers its own accounts, all from 127.0.0.1: per-address limits (10 sign-ups an
    // hour) would refuse the later ones. Per-account limits stay as in production.
    product = await startProduct({
      dataDir,
      readyTimeoutMs: 120_000,
      env: { RMI_PER_ADDRESS_LIMIT_FACTOR: '50', CORS_ORIGINS: partner.origin },
    });
  } catch (error) {
    await partner.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', product.baseUrl);
  project.provide('apiUrl', product.apiUrl);
  project.provide('authEmulatorUrl', product.authEmulatorUrl);
  project.provide('partnerOrigin', partner.origin);
  return async () => {
    await product.stop();
    await partner.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
