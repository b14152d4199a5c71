// npm run emulators runs the Hosting emulator, which sends firebase.json's headers. Their connect-src is
// production's, without the Auth emulator the PWA signs in against there, so the emulators run with a
// copy of firebase.json whose headers add the Auth emulator's origin (the same local addition as the
// embedded default's web server). The copy lives in its own folder; its relative paths point back here.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './firebase-emulators.ts';
import { hostingHeaderRules, PRODUCTION_HEADER_OPTIONS } from './security-headers.ts';

type FirebaseConfig = {
  hosting: { public: string; headers?: unknown };
  functions?: { source: string }[];
  firestore?: { rules?: string; indexes?: string };
  emulators?: { auth?: { host?: string; port?: number } };
};

/** Writes the emulators' firebase.json into `dir` and returns its path (for `firebase --config`). */
export function writeEmulatorConfig(dir: string): string {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  const fromDir = (path: string) => relative(dir, join(REPO_ROOT, path)) || '.';
  config.hosting.public = fromDir(config.hosting.public);
  config.functions = config.functions?.map((f) => ({ ...f, source: fromDir(f.source) }));
  if (config.firestore?.rules) config.firestore.rules = fromDir(config.firestore.rules);
  if (config.firestore?.indexes) config.firestore.indexes = fromDir(config.firestore.indexes);
  const auth = config.emulators?.auth;
  config.hosting.headers = hostingHeaderRules({
    ...PRODUCTION_HEADER_OPTIONS,
    authEmulatorOrigin: `http://${auth?.host ?? '127.0.0.1'}:${auth?.port ?? 9099}`,
  });
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}
