// npm run revoke-sessions -- EMAIL [--project PROJECT_ID] [--data-dir DIR]
// npm run revoke-sessions -- --sync [--project PROJECT_ID] [--data-dir DIR]
//
// Writes need no round trip to Firebase Auth: each reads its account's "sessions valid after" time
// from the store (functions/src/domain/accounts/session-floors.ts). Our own code writes it whenever
// it ends sessions; this command is for the rest.
//   EMAIL   ends every session of that account, in Firebase Auth and in the store.
//   --sync  copies what was done outside our code (the Firebase console, another admin tool) into
//           the store: accounts disabled, or revoked within the last two hours (older revocations
//           only refuse tokens that have expired: ID tokens live one hour).
//   embedded default: the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:AUTH_EMULATOR_PORT)
//     and the SQLite file in the data folder (--data-dir, else $DATA_DIR, else .data);
//   production: --project PROJECT_ID with firebase-admin's default credentials, and Firestore.
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import {
  propagateSessionEnds,
  SESSION_FLOOR_TTL_MS,
} from '../functions/src/domain/accounts/session-floors.ts';
import { authSessionStates } from '../functions/src/identity/auth-session-states.ts';
import { firebaseUserAdmin } from '../functions/src/identity/firebase-user-admin.ts';
import { withSessionFloors } from '../functions/src/identity/session-floor-admin.ts';
import { commandTarget } from './lib/command-store.ts';
import { runCommand } from './lib/run-command.ts';

const USAGE = 'Usage: npm run revoke-sessions -- (EMAIL | --sync) [--project PROJECT_ID] [--data-dir DIR]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      sync: { type: 'boolean', default: false },
      project: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const email = positionals[0];
  if (positionals.length > 1 || values.sync === (email !== undefined) || (email && !email.includes('@'))) {
    console.error(USAGE);
    return 2;
  }
  const target = commandTarget(values);
  const auth = getAuth(target.app());
  const store = target.openStore();
  try {
    if (values.sync) {
      const now = Date.now();
      const written = await propagateSessionEnds(
        store,
        authSessionStates(auth),
        now - SESSION_FLOOR_TTL_MS,
        now,
      );
      console.log(`Session floors written: ${written} (accounts disabled or revoked in the last two hours).`);
      return 0;
    }
    const users = withSessionFloors(firebaseUserAdmin(auth), store);
    const account = await users.findByEmail(email as string);
    if (!account) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    await users.revokeSessions(account.uid);
    console.log(`Every session of ${email} has ended: writes are refused at once, reads within 30 s.`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('revoke-sessions', main);
