// npm start listens on loopback only (issue 13, item 8): another RMI_HOST is refused unless
// RMI_ALLOW_NON_LOOPBACK=1, and then with a loud warning.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from './firebase-emulators.ts';
import { ALLOW_NON_LOOPBACK, isLoopback, listenHost } from './listen-host.ts';

describe('listenHost', () => {
  test('127.0.0.1 by default; loopback hosts are accepted without a warning', () => {
    expect(listenHost({})).toEqual({ host: '127.0.0.1' });
    expect(listenHost({ RMI_HOST: '  ' })).toEqual({ host: '127.0.0.1' });
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(listenHost({ RMI_HOST: host }), host).toEqual({ host });
    }
  });

  test.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.1',
    'example.com',
    '128.0.0.1',
    '::ffff:10.0.0.1',
    'localhost.evil.com',
  ])('RMI_HOST=%s is refused, saying why and what the override is', (host) => {
    expect(isLoopback(host)).toBe(false);
    expect(() => listenHost({ RMI_HOST: host })).toThrow(
      new RegExp(
        `Refusing to listen on RMI_HOST=${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*${ALLOW_NON_LOOPBACK}=1`,
        's',
      ),
    );
    // Only exactly "1" overrides.
    expect(() => listenHost({ RMI_HOST: host, [ALLOW_NON_LOOPBACK]: 'true' })).toThrow(/Refusing/);
  });

  test(`${ALLOW_NON_LOOPBACK}=1 allows another host, with a warning that says what is exposed`, () => {
    const { host, warning } = listenHost({ RMI_HOST: '0.0.0.0', [ALLOW_NON_LOOPBACK]: '1' });
    expect(host).toBe('0.0.0.0');
    expect(warning).toMatch(/WARNING: listening on 0\.0\.0\.0/);
    expect(warning).toMatch(/signs no ID tokens: ANYONE who can reach this address/);
  });
});

test('npm start with a non-loopback RMI_HOST exits with the refusal before starting anything', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'rmi-host-')), 'data');
  try {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'start.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        RMI_HOST: '0.0.0.0',
        SKIP_BUILD: '1',
        DATA_DIR: dataDir,
        [ALLOW_NON_LOOPBACK]: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/Refusing to listen on RMI_HOST=0\.0\.0\.0/);
    expect(run.stdout).not.toMatch(/is running/);
    // Nothing was started: not even the data folder was made.
    expect(existsSync(dataDir)).toBe(false);
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
});
