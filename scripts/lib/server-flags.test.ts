import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './firebase-emulators.ts';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

const scripts = () =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
const underServerFlags = (file: string) => `node ${SERVER_NODE_FLAGS.join(' ')} ${file}`;

describe('how Node runs the server', () => {
  it('npm start passes the flags startProduct passes (benchmarks and e2e measure what users run)', () => {
    expect(scripts().start).toBe(underServerFlags('scripts/start.ts'));
  });

  it('the store benchmarks run the store in process under the same flags (they measure it as the server runs it)', () => {
    expect(scripts()['bench:store']).toBe(underServerFlags('bench/store-bench.ts'));
    expect(scripts()['bench:hot']).toBe(underServerFlags('bench/hot-bench.ts'));
  });

  it('the unit tests run under the same flags, so the store is tested as the server runs it', () => {
    for (const flag of SERVER_NODE_FLAGS) expect(process.execArgv).toContain(flag);
  });
});
