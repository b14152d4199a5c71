// The scale seed: a realistic data set of the chosen size, made in memory
// by the domain's own functions, then bulk-loaded into a data folder's
// SQLite database with the demo-seed marker, so `npm start` serves it as is.

import { generateScaleData } from './generate.ts';
import { createFirstQueryIndexes, loadInto, openEmptyStore, SEED_MARKER } from './load-sqlite.ts';
import type { Size } from './sizes.ts';

export type ScaleSeedReport = {
  /** Documents written per collection. */
  counts: Record<string, number>;
  generateMs: number;
  loadMs: number;
};

export async function seedScale(options: {
  dataDir: string;
  size: Size;
  force: boolean;
  now: Date;
}): Promise<ScaleSeedReport> {
  const store = await openEmptyStore(options.dataDir, options.force);
  try {
    const started = performance.now();
    const data = await generateScaleData(options.size, options.now);
    const generated = performance.now();
    const counts = loadInto(store, data);
    await createFirstQueryIndexes(store);
    await store
      .batch()
      .set(SEED_MARKER.collection, SEED_MARKER.id, { seededAt: options.now, scale: options.size.name })
      .commit();
    counts[SEED_MARKER.collection] = 1;
    return { counts, generateMs: generated - started, loadMs: performance.now() - generated };
  } finally {
    await store.close();
  }
}
