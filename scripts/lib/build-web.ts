import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_FILE } from '../../functions/src/pages/shell-files.ts';
import { REPO_ROOT } from './firebase-emulators.ts';

const INPUTS = [
  'src',
  'public',
  SHELL_FILE,
  'scripts/lib/prerender-pages.ts',
  'vite.config.ts',
  'scripts/lib/page-load-plugins.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds the PWA into dist/ unless the build there is newer than every input. */
export function buildWebIfStale(distDir = join(REPO_ROOT, 'dist')): void {
  const built = join(distDir, SHELL_FILE);
  const sourcesChanged = INPUTS.some((p) => newestMtime(join(REPO_ROOT, p)) > newestMtime(built));
  if (existsSync(built) && !sourcesChanged) return;
  console.log('Building the web app (vite build)...');
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // A production build whoever starts it: under Vitest (NODE_ENV=test) Vite would otherwise bundle
    // React's development build and leave the service worker unregistered.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
