// npm run accounts:reset-unverified [-- --dry-run] [--project PROJECT_ID | --data-dir DIR]
//
// One-off: gives every account whose address is not verified a new random password, which is never
// printed or logged (functions/src/identity/unverified-password-reset.ts). Accounts made on Firebase Auth's
// public accounts:signUp, or registered before registration stopped setting the registrant's password,
// keep the password their maker chose (maybe not the address's owner) until verified; after this the
// owner sets theirs with the mailed code (verify-otp after "resend code", or "Forgot password"). Their
// sessions end, in Firebase Auth and in the store (session floors). Run it again whenever you like.
//   --dry-run  only counts: accounts, and unverified accounts that would get a new password.
//   embedded default: the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:AUTH_EMULATOR_PORT)
//     and the SQLite file in the data folder (--data-dir, else $DATA_DIR, else .data);
//   production: --project PROJECT_ID with firebase-admin's default credentials, and Firestore.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { firebaseUserAdmin } from '../functions/src/identity/firebase-user-admin.ts';
import { withSessionFloors } from '../functions/src/identity/session-floor-admin.ts';
import {
  resetUnverifiedPasswords,
  type UnverifiedResetReport,
} from '../functions/src/identity/unverified-password-reset.ts';
import { adminApp } from '../functions/src/platform/admin-app.ts';
import { firestoreStore } from '../functions/src/platform/firestore-store.ts';
import { openSqliteFromDataDir } from '../functions/src/platform/sqlite-from-data-dir.ts';
import { DEMO_PROJECT_ID } from './lib/firebase-emulators.ts';
import { runCommand } from './lib/run-command.ts';

const USAGE =
  'Usage: npm run accounts:reset-unverified [-- --dry-run] [--project PROJECT_ID | --data-dir DIR]';

const n = (count: number) => count.toLocaleString('en');

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      project: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  if (positionals.length > 0 || (values.project !== undefined && values['data-dir'] !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const dryRun = values['dry-run'];
  const production = values.project !== undefined && !process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!production) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
  }
  const auth = getAuth(adminApp(values.project ?? DEMO_PROJECT_ID));
  // A dry run writes nothing, so it needs no store.
  const store = dryRun
    ? null
    : production
      ? firestoreStore()
      : openSqliteFromDataDir(resolve(values['data-dir'] ?? process.env.DATA_DIR ?? '.data'));
  const users = store ? withSessionFloors(firebaseUserAdmin(auth), store) : firebaseUserAdmin(auth);
  const counts = (r: UnverifiedResetReport) =>
    `${n(r.accounts)} accounts, ${n(r.unverified)} unverified` +
    (dryRun ? '' : `, ${n(r.reset)} given a new password`);
  try {
    const report = await resetUnverifiedPasswords(users, {
      dryRun,
      onPage: (so) => console.log(`  ${counts(so)}`),
    });
    if (dryRun) {
      console.log(
        `Dry run: ${counts(report)}; nothing changed. Without --dry-run, each unverified one gets a new password.`,
      );
      return 0;
    }
    console.log(
      `Done: ${counts(report)} (a random one nobody knows; the owner sets theirs with the mailed code).`,
    );
    if (report.verifiedMeanwhile > 0) {
      console.log(
        `${n(report.verifiedMeanwhile)} of them were verified by their owner during the run: ` +
          'their chosen password was replaced too; they sign in again after "Forgot password".',
      );
    }
    return 0;
  } finally {
    await store?.close();
  }
}

runCommand('accounts:reset-unverified', main);
