// Where the rendered pages get the built PWA's shell (SHELL_FILE) and the static pages' prerendered
// content (PRERENDERED_FILE): the embedded default reads them from dist/ (again after a rebuild), the
// function fetches the ones Firebase Hosting serves, so a page never names asset files that a later
// Hosting deploy has removed (Hosting and functions deploy separately) and its texts are the deployed PWA's.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PRERENDERED_FILE, SHELL_FILE } from './shell-files.ts';
import { type PrerenderedPages, parsePrerendered, parseWebShell, type WebShell } from './web-shell.ts';

/** The build in `distDir`, read again when either file changed; a build without prerendered pages has none. */
export function shellFromBuild(distDir: string): () => Promise<WebShell> {
  const shellFile = join(distDir, SHELL_FILE);
  const pagesFile = join(distDir, PRERENDERED_FILE);
  let loaded: { version: string; shell: WebShell } | undefined;
  const mtime = (file: string) =>
    stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
  return async () => {
    const version = `${await mtime(shellFile)} ${await mtime(pagesFile)}`;
    if (loaded?.version !== version) {
      const [html, pages] = await Promise.all([
        readFile(shellFile, 'utf8'),
        readFile(pagesFile, 'utf8').then(parsePrerendered, (): PrerenderedPages => ({})),
      ]);
      loaded = { version, shell: parseWebShell(html, pages) };
    }
    return loaded.shell;
  };
}

/** Fetched from `origin` at most once per `ttlMs`; the last good copy is kept while a fetch fails. */
export function shellFromOrigin(origin: string, ttlMs = 60_000, now = Date.now): () => Promise<WebShell> {
  let loaded: { at: number; shell: WebShell } | undefined;
  let pending: Promise<WebShell> | undefined;
  const load = async () => {
    const [shellRes, pagesRes] = await Promise.all([
      fetch(`${origin}/${SHELL_FILE}`, { headers: { accept: 'text/html' } }),
      fetch(`${origin}/${PRERENDERED_FILE}`, { headers: { accept: 'application/json' } }),
    ]);
    if (!shellRes.ok) throw new Error(`The web shell ${shellRes.url} answered ${shellRes.status}.`);
    // A deploy from before the prerendered pages (404): the pages still get their heads.
    if (!pagesRes.ok && pagesRes.status !== 404) {
      throw new Error(`The prerendered pages ${pagesRes.url} answered ${pagesRes.status}.`);
    }
    const pages = pagesRes.ok ? parsePrerendered(await pagesRes.text()) : {};
    const shell = parseWebShell(await shellRes.text(), pages);
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
