// Budgets for the shipped JavaScript (issue 8): the initial route at most
// 100 KB gzip, each lazy route at most 50 KB gzip beyond what the initial
// route already loaded. Prints every figure; exits 1 when over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './lib/firebase-emulators.ts';

type Chunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};

const KB = 1024;
export const INITIAL_BUDGET = 100 * KB;
export const LAZY_BUDGET = 50 * KB;

const distDir = join(REPO_ROOT, 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const gzipSize = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/** A chunk's file plus everything it imports statically (loaded with it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const sum = (keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + gzipSize(manifest[key]!.file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest: run vite build first');
const initial = closure(entryKey);
const initialSize = sum(initial);

const rows: { name: string; size: number; budget: number }[] = [
  { name: `initial route (${initial.size} chunks)`, size: initialSize, budget: INITIAL_BUDGET },
];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const extra = [...closure(key)].filter((k) => !initial.has(k));
  rows.push({ name: chunk.src ?? chunk.name ?? key, size: sum(extra), budget: LAZY_BUDGET });
}

let over = 0;
console.log('JavaScript shipped, gzip level 9 (lazy: beyond the initial route)');
for (const row of rows.sort((a, b) => b.size - a.size)) {
  const ok = row.size <= row.budget;
  if (!ok) over += 1;
  console.log(
    `${ok ? '  ok ' : 'OVER '} ${kb(row.size).padStart(10)} / ${kb(row.budget).padStart(9)}  ${row.name}`,
  );
}
if (over > 0) {
  console.error(`${over} bundle(s) over budget`);
  process.exit(1);
}
