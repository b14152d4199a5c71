import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentStore } from '../store/document-store.ts';
import { type IndexDefinitions, loadIndexDefinitions, openSqliteStore } from '../store/sqlite/index.ts';

/**
 * firestore.indexes.json sits at the repository root (Firebase's convention);
 * the SQLite adapter enforces the same list so a missing index fails here first.
 */
function repoIndexes(): IndexDefinitions {
  // Same depth from src/platform and lib/platform: both reach the repository root.
  const file = new URL('../../../firestore.indexes.json', import.meta.url);
  if (!existsSync(file)) throw new Error(`firestore.indexes.json not found at ${file.pathname}`);
  return loadIndexDefinitions(file);
}

/** How often the embedded default deletes expired records (Firestore's TTL policies, in production). */
export const TTL_SWEEP_EVERY_MS = 60_000;

/** The embedded default's database: one SQLite file in the data folder. */
export function openSqliteFromDataDir(dataDir: string): DocumentStore {
  mkdirSync(dataDir, { recursive: true });
  return openSqliteStore({
    path: join(dataDir, 'rmi.sqlite'),
    indexes: repoIndexes(),
    ttlSweepEveryMs: TTL_SWEEP_EVERY_MS,
    // WAL checkpoints on a worker thread, not inside a request's commit (issue 19).
    checkpointInBackground: true,
    // Commits made durable by an fdatasync off the event loop, not inside COMMIT (issue 19).
    syncWalOffThread: true,
    // Commits applied by a worker thread with its own connection, off the event loop (issue 19).
    commitInThread: true,
  });
}
