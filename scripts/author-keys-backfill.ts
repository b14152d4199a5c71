// npm run author-keys:backfill [-- --data-dir DIR | --project PROJECT_ID]
//
// Gives every account its author-key record (functions/src/domain/accounts/author-key-records.ts),
// so that the authors of reviews written before records existed are told when a manager responds, and
// tags the reports each account filed before reports carried a tag, so deleting it takes their words,
// and marks the author key of each account whose deletion was requested before leaving marks existed.
// Idempotent: accounts that have a record keep it; run it again whenever you like.
//   embedded default: the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:AUTH_EMULATOR_PORT)
//     and the SQLite file and secrets.json in the data folder (--data-dir, else $DATA_DIR, else .data);
//   production: --project PROJECT_ID with firebase-admin's default credentials and Firestore; the
//     author-key secret from RMI_AUTHOR_KEY_SECRET (e.g. from `gcloud secrets versions access latest
//     --secret=RMI_AUTHOR_KEY_SECRET`).
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { backfillAuthorKeyRecords } from '../functions/src/domain/accounts/author-key-backfill.ts';
import { accountUidPages } from '../functions/src/identity/account-pages.ts';
import { firebaseUserAdmin } from '../functions/src/identity/firebase-user-admin.ts';
import { existingAuthorKeySecret } from '../functions/src/platform/server-secrets-file.ts';
import { commandTarget } from './lib/command-store.ts';
import { runCommand } from './lib/run-command.ts';

const USAGE = 'Usage: npm run author-keys:backfill [-- --data-dir DIR | --project PROJECT_ID]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  if (positionals.length > 0 || (values.project !== undefined && values['data-dir'] !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const target = commandTarget(values);
  const { production, dataDir } = target;
  const secret = production ? process.env.RMI_AUTHOR_KEY_SECRET : existingAuthorKeySecret(dataDir);
  if (!secret) {
    console.error(
      production
        ? 'Set RMI_AUTHOR_KEY_SECRET to the production author-key secret.'
        : `No secrets.json in ${dataDir}: start the product on this data folder first (npm start).`,
    );
    return 1;
  }
  const users = firebaseUserAdmin(getAuth(target.app()));
  const store = target.openStore();
  try {
    const report = await backfillAuthorKeyRecords(store, secret, accountUidPages(users), (so) =>
      console.log(
        `  ${so.accounts.toLocaleString('en')} accounts, ${so.written.toLocaleString('en')} records written, ` +
          `${so.reportsTagged.toLocaleString('en')} older reports tagged, ` +
          `${so.leavingMarked.toLocaleString('en')} deletions marked leaving`,
      ),
    );
    console.log(
      `Done: ${report.accounts.toLocaleString('en')} accounts, ` +
        `${report.written.toLocaleString('en')} author-key records written (the others had one), ` +
        `${report.reportsTagged.toLocaleString('en')} reports filed before reporter tags tagged, ` +
        `${report.leavingMarked.toLocaleString('en')} deletions requested before leaving marks marked.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('author-keys:backfill', main);
