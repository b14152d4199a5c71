// npm run emulators: the production topology on the Firebase emulators
// (Hosting -> /api/** -> the function `api`, Auth). The function keeps its data
// in SQLite unless WITH_FIRESTORE=1 adds the Firestore emulator (Java 21 and a
// one-time download, which our build machines cannot do).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openSqliteFromDataDir } from '../functions/src/platform/sqlite-from-data-dir.ts';
import { buildWebIfStale } from './lib/build-web.ts';
import { writeEmulatorConfig } from './lib/emulator-hosting-config.ts';
import { DEMO_PROJECT_ID, REPO_ROOT } from './lib/firebase-emulators.ts';
import { seedDemoDataOnce } from './seed/seed-demo.ts';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const persistDir = join(dataDir, 'emulators-export');
mkdirSync(dataDir, { recursive: true });

buildWebIfStale();
const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
if (spawnSync(process.execPath, [tsc, '-p', 'functions/tsconfig.build.json'], { stdio: 'inherit' }).status) {
  process.exit(1);
}

const withFirestore = process.env.WITH_FIRESTORE === '1';
const sqliteDir = join(dataDir, 'emulators-sqlite');
if (!withFirestore && process.env.SEED !== 'none') {
  // The function opens the same SQLite file; seed it first, as npm start does.
  const store = openSqliteFromDataDir(sqliteDir);
  if (await seedDemoDataOnce(store, new Date())) console.log('Seeded demo data (SEED=none skips this).');
  await store.close();
}
const only = ['auth', 'functions', 'hosting', ...(withFirestore ? ['firestore'] : [])];
const args = ['emulators:start', '--only', only.join(','), '--project', DEMO_PROJECT_ID];
// firebase.json with the Auth emulator allowed by the web app's Content-Security-Policy.
args.push('--config', writeEmulatorConfig(join(dataDir, 'emulators-config')));
if (existsSync(join(persistDir, 'firebase-export-metadata.json'))) args.push('--import', persistDir);
args.push('--export-on-exit', persistDir);

const firebaseBin = join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const child = spawn(process.execPath, [firebaseBin, ...args], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(withFirestore ? {} : { RMI_STORE: 'sqlite', RMI_DATA_DIR: sqliteDir }),
  },
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
