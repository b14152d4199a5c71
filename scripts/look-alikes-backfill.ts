// npm run look-alikes:backfill [-- --data-dir DIR | --project PROJECT_ID]
//
// Writes the look-alike name document of every company, interviewer and manager made before they
// existed (functions/src/domain/shared/look-alike-backfill.ts), so that a name written to read like
// theirs ("WiIliam Smith" beside "William Smith") finds them instead of making a second profile. Lists
// the profiles whose names already read like another's. Idempotent: run it again whenever you like.
//   embedded default: the SQLite file in the data folder (--data-dir, else $DATA_DIR, else .data);
//   production: --project PROJECT_ID with firebase-admin's default credentials and Firestore.
import { parseArgs } from 'node:util';
import { backfillLookAlikeClaims } from '../functions/src/domain/shared/look-alike-backfill.ts';
import { commandTarget } from './lib/command-store.ts';
import { runCommand } from './lib/run-command.ts';

const USAGE = 'Usage: npm run look-alikes:backfill [-- --data-dir DIR | --project PROJECT_ID]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  if (positionals.length > 0 || (values.project !== undefined && values['data-dir'] !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const store = commandTarget(values).openStore();
  try {
    const report = await backfillLookAlikeClaims(store);
    for (const [collection, id, holder] of report.alike) {
      console.log(`  ${collection}/${id} reads like ${collection}/${holder}`);
    }
    console.log(
      `Done: ${report.profiles.toLocaleString('en')} profiles, ` +
        `${report.written.toLocaleString('en')} look-alike documents written (the others had one), ` +
        `${report.alike.length.toLocaleString('en')} reading like another (listed above).`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('look-alikes:backfill', main);
