// npm run api-key -- create NAME --origin https://jobs.example.com [--rate N] | list | revoke NAME|ID
//   [--data-dir DIR] [--project PROJECT_ID]
// Partner API keys (issue 17 item 5; functions/src/domain/partners/api-keys.ts): a key lets scripts on
// its origin read the public API cross-origin (header X-Api-Key), N requests a minute.
//   embedded default: the SQLite file in the data folder (--data-dir, else $DATA_DIR, else .data);
//   production: --project PROJECT_ID with firebase-admin's default credentials, and Firestore.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adminApp } from '../functions/src/platform/admin-app.ts';
import { firestoreStore } from '../functions/src/platform/firestore-store.ts';
import { openSqliteFromDataDir } from '../functions/src/platform/sqlite-from-data-dir.ts';
import { runApiKeyCommand } from './lib/api-key-command.ts';

const args = process.argv.slice(2);
const { values } = parseArgs({
  args,
  allowPositionals: true,
  strict: false,
  options: { 'data-dir': { type: 'string' }, project: { type: 'string' } },
});
const project = typeof values.project === 'string' ? values.project : undefined;
const dataDir = typeof values['data-dir'] === 'string' ? values['data-dir'] : undefined;
if (project) adminApp(project);
const store = project
  ? firestoreStore()
  : openSqliteFromDataDir(resolve(dataDir ?? process.env.DATA_DIR ?? '.data'));
try {
  process.exitCode = await runApiKeyCommand(store, args, new Date(), console.log, console.error);
} finally {
  await store.close();
}
