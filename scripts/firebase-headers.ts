// Writes firebase.json's hosting.headers from scripts/lib/security-headers.ts, the one source of the web
// app's headers (the embedded default's web server sends the same). Run after changing that module:
//   npm run firebase:headers
// scripts/lib/security-headers.test.ts fails while firebase.json is not up to date.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './lib/firebase-emulators.ts';
import { hostingHeaderRules } from './lib/security-headers.ts';

const file = join(REPO_ROOT, 'firebase.json');
const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting: { headers?: unknown } };
config.hosting.headers = hostingHeaderRules();
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
// In the repo's own format (Biome), so that the lint step passes.
const biome = join(REPO_ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
spawnSync(process.execPath, [biome, 'format', '--write', file], { stdio: 'inherit' });
console.log(`Wrote the security and cache headers into ${file}`);
