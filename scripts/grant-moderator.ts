// npm run grant-moderator -- EMAIL [--revoke] [--project PROJECT_ID]
//
// Gives the account with this email the moderator role (the Firebase Auth
// custom claim `moderator: true`), or takes it away with --revoke. A grant
// reaches the account on its next ID token: sign out and in again (or wait
// for the hourly refresh). A withdrawal ends the role at once: the API asks
// the account, not only the token (functions/src/identity/moderator-role.ts).
//   embedded default (npm start running): the Auth emulator at
//     FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:AUTH_EMULATOR_PORT (9099);
//   production: --project PROJECT_ID, with firebase-admin's default
//     credentials (gcloud auth application-default login, or a service account).
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { firebaseUserAdmin } from '../functions/src/identity/firebase-user-admin.ts';
import { setModeratorByEmail } from '../functions/src/identity/moderator-role.ts';
import { adminApp } from '../functions/src/platform/admin-app.ts';
import { DEMO_PROJECT_ID } from './lib/firebase-emulators.ts';
import { runCommand } from './lib/run-command.ts';

const USAGE = 'Usage: npm run grant-moderator -- EMAIL [--revoke] [--project PROJECT_ID]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: 'boolean', default: false }, project: { type: 'string' } },
  });
  const email = positionals[0];
  if (!email || positionals.length > 1 || !email.includes('@')) {
    console.error(USAGE);
    return 2;
  }
  const production = values.project !== undefined && !process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!production) {
    // firebase-admin reads this when the Auth client is made: every call stays on the emulator.
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
  }
  const projectId = values.project ?? DEMO_PROJECT_ID;
  const where = production
    ? `project ${projectId}`
    : `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
  const users = firebaseUserAdmin(getAuth(adminApp(projectId)));
  const granted = await setModeratorByEmail(users, email, !values.revoke);
  if (!granted) {
    console.error(`No account with the email ${email} in ${where}.`);
    return 1;
  }
  console.log(
    values.revoke
      ? `${email} is no longer a moderator (${where}).`
      : `${email} is now a moderator (${where}). They see /moderation after signing in again.`,
  );
  return 0;
}

runCommand('grant-moderator', main);
