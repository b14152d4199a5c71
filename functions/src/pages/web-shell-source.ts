// Where the rendered pages get the built PWA's index.html: the embedded default reads dist/index.html (again
// after a rebuild), the function fetches the one Firebase Hosting serves, so a page never names asset files
// that a later Hosting deploy has removed (Hosting and functions deploy separately).
import { readFile, stat } from 'node:fs/promises';
import { parseWebShell, type WebShell } from './web-shell.ts';

export function shellFromFile(file: string): () => Promise<WebShell> {
  let loaded: { mtimeMs: number; shell: WebShell } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, shell: parseWebShell(await readFile(file, 'utf8')) };
    return loaded.shell;
  };
}

/** Fetched at most once per `ttlMs`; the last good copy is kept while a fetch fails. */
export function shellFromUrl(url: string, ttlMs = 60_000, now = Date.now): () => Promise<WebShell> {
  let loaded: { at: number; shell: WebShell } | undefined;
  let pending: Promise<WebShell> | undefined;
  const load = async () => {
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(`The web shell ${url} answered ${res.status}.`);
    const shell = parseWebShell(await res.text());
    loaded = { at: now(), shell };
    return shell;
  };
  return async () => {
    if (loaded && now() - loaded.at < ttlMs) return loaded.shell;
    pending ??= load().finally(() => {
      pending = undefined;
    });
    if (!loaded) return pending;
    pending.catch(() => {});
    return loaded.shell;
  };
}
