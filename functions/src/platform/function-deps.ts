import { getAuth } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import type { AppDeps } from '../http/context.ts';
import { firebaseIdentity } from '../identity/firebase-identity.ts';
import type { DocumentStore } from '../store/document-store.ts';
import { adminApp } from './admin-app.ts';

/**
 * Dependencies of the deployed function. The store is Firestore, unless
 * RMI_STORE=sqlite (with RMI_DATA_DIR) asks for the SQLite file, which is how
 * the Functions-emulator test runs here without a Firestore emulator.
 */
export async function createFunctionDeps(): Promise<AppDeps> {
  const app = adminApp();
  return {
    store: await openStore(),
    identity: firebaseIdentity(getAuth(app)),
    log: { info: (m, f) => logger.info(m, f), error: (m, f) => logger.error(m, f) },
    clock: () => new Date(),
  };
}

async function openStore(): Promise<DocumentStore> {
  if (process.env.RMI_STORE === 'sqlite') {
    const { openSqliteFromDataDir } = await import('./sqlite-from-data-dir.ts');
    return openSqliteFromDataDir(process.env.RMI_DATA_DIR ?? '.data');
  }
  const { firestoreStore } = await import('./firestore-store.ts');
  return firestoreStore();
}
