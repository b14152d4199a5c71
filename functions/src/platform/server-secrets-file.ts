import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerSecrets } from '../domain/accounts/server-secrets.ts';

/**
 * The embedded default's server secrets: random on first start, then kept in
 * $DATA_DIR/secrets.json (mode 0600) so that author keys stay stable across
 * restarts. Existing values are never replaced; missing ones are added.
 */
export function loadOrCreateServerSecrets(dataDir: string): ServerSecrets {
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<ServerSecrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(
        `${file} is unreadable; fix or remove it (removing it orphans every review from its author).`,
      );
    }
  }
  const fresh = () => randomBytes(32).toString('base64url');
  const secrets: ServerSecrets = {
    authorKey: typeof stored.authorKey === 'string' && stored.authorKey ? stored.authorKey : fresh(),
    codes: typeof stored.codes === 'string' && stored.codes ? stored.codes : fresh(),
  };
  if (secrets.authorKey !== stored.authorKey || secrets.codes !== stored.codes) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * The data folder's author-key secret for a maintenance command, or null when the folder has none:
 * a command must never make one up (records keyed by a new secret would match no review).
 */
export function existingAuthorKeySecret(dataDir: string): string | null {
  try {
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Partial<ServerSecrets>;
    return typeof stored.authorKey === 'string' && stored.authorKey ? stored.authorKey : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
