// The Auth emulator's accounts on disk, in the emulator's own export layout (what `--import` reads
// back): DIR/firebase-export-metadata.json, DIR/auth_export/{accounts,config}.json. The emulator's
// `--export-on-exit` writes this only on a clean stop, and not atomically (it deletes the folder,
// then moves a new one in); we write it ourselves after every change instead, each file to a
// temporary name, flushed, then renamed over the old one, so a crash at any moment leaves the
// previous complete copy or the new one, never a part.
import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const METADATA_FILE = 'firebase-export-metadata.json';
const AUTH_DIR = 'auth_export';

export type AuthSnapshot = {
  /** Resolves once a copy taken after this call is on disk (concurrent calls share one copy). */
  save(): Promise<void>;
};

// One fixed temporary name per folder (writes are one at a time); its name must not contain
// "accounts", or the emulator's import would take a leftover one for a tenant's accounts file.
async function writeFileDurably(path: string, data: string): Promise<void> {
  const temp = join(dirname(path), '.writing.tmp');
  const file = await open(temp, 'w');
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
  // The rename itself is durable only once the folder is flushed.
  const dir = await open(dirname(path), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Whether `dir` holds a snapshot that `firebase emulators:start --import dir` can read. */
export function hasSnapshot(dir: string): Promise<boolean> {
  return exists(join(dir, METADATA_FILE));
}

export function authSnapshot(options: { emulatorUrl: string; projectId: string; dir: string }): AuthSnapshot {
  const { emulatorUrl, projectId, dir } = options;
  const owner = { Authorization: 'Bearer owner' };
  const get = async (path: string): Promise<string> => {
    const res = await fetch(`${emulatorUrl}${path}`, { headers: owner, signal: AbortSignal.timeout(30_000) });
    const body = await res.text();
    if (!res.ok)
      throw new Error(`Auth emulator answered ${res.status} to GET ${path}: ${body.slice(0, 200)}`);
    return body;
  };

  const copy = async () => {
    await mkdir(join(dir, AUTH_DIR), { recursive: true });
    // The same two reads the CLI's own export makes (hubExport.js), default tenant only (we use no tenants).
    const accounts = await get(
      `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
    );
    const config = await get(`/emulator/v1/projects/${projectId}/config`);
    await writeFileDurably(join(dir, AUTH_DIR, 'accounts.json'), accounts);
    await writeFileDurably(join(dir, AUTH_DIR, 'config.json'), config);
    // Written last: its presence says the folder is complete and importable.
    if (!(await exists(join(dir, METADATA_FILE)))) {
      const { version } = JSON.parse(
        await readFile(new URL('../../node_modules/firebase-tools/package.json', import.meta.url), 'utf8'),
      ) as { version: string };
      const metadata = { version, auth: { version, path: AUTH_DIR } };
      await writeFileDurably(join(dir, METADATA_FILE), JSON.stringify(metadata, null, 2));
    }
  };

  // Group commit: one copy runs at a time; callers arriving meanwhile share the next one, which
  // starts after the running one ends and so reads every change they were told about.
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const current = copy().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return {
    save() {
      if (!running) return start();
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}
