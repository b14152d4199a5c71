import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './firebase-emulators.ts';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

describe('how Node runs the server', () => {
  it('npm start passes the flags startProduct passes (benchmarks and e2e measure what users run)', () => {
    const scripts = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.ts`);
  });

  it('the unit tests run under the same flags, so the store is tested as the server runs it', () => {
    for (const flag of SERVER_NODE_FLAGS) expect(process.execArgv).toContain(flag);
  });
});
