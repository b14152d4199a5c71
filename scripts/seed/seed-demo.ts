import { findOrCreateCompany } from '../../functions/src/domain/companies/companies.ts';
import type { DocumentStore } from '../../functions/src/store/document-store.ts';
import { DEMO_COMPANIES } from './demo-data.ts';

const SEED_MARKER = { collection: 'meta', id: 'demo-seed' } as const;

/**
 * Seeds demo data once per data folder, through the same domain code the API
 * uses, so aggregates and search tokens are exactly what real use produces.
 */
export async function seedDemoDataOnce(store: DocumentStore, now: Date): Promise<boolean> {
  if (await store.get(SEED_MARKER.collection, SEED_MARKER.id)) return false;
  for (const name of DEMO_COMPANIES) await findOrCreateCompany(store, name, now);
  await store.batch().set(SEED_MARKER.collection, SEED_MARKER.id, { seededAt: now }).commit();
  return true;
}
