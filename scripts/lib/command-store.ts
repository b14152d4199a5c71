// Where a one-off command (a backfill, a revocation) works: with --project, the project's Firestore and
// Firebase Auth; otherwise the data folder's embedded store (--data-dir, $DATA_DIR or .data) beside the
// local Auth emulator. One place for the choice instead of a copy in every script.
import { resolve } from 'node:path';
import type { App } from 'firebase-admin/app';
import { adminApp } from '../../functions/src/platform/admin-app.ts';
import { firestoreStore } from '../../functions/src/platform/firestore-store.ts';
import { openSqliteFromDataDir } from '../../functions/src/platform/sqlite-from-data-dir.ts';
import type { DocumentStore } from '../../functions/src/store/document-store.ts';
import { DEMO_PROJECT_ID } from './firebase-emulators.ts';

export type CommandTarget = {
  /** A deployed project (--project without FIREBASE_AUTH_EMULATOR_HOST set): Firestore and Firebase Auth. */
  production: boolean;
  dataDir: string;
  /** firebase-admin's app for the project, or for the emulators' demo project. */
  app(): App;
  openStore(): DocumentStore;
};

/** Also points firebase-admin at the local Auth emulator when the target is not production. */
export function commandTarget(values: {
  project?: string | undefined;
  'data-dir'?: string | undefined;
}): CommandTarget {
  const production = values.project !== undefined && !process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!production) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
  }
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? '.data');
  const app = () => adminApp(values.project ?? DEMO_PROJECT_ID);
  return {
    production,
    dataDir,
    app,
    openStore: () => {
      if (!production) return openSqliteFromDataDir(dataDir);
      app();
      return firestoreStore();
    },
  };
}
