// What the tests of profiles that wait with their review (domain/shared/pending-subjects.ts) share: an app
// whose new reviews wait for a moment of a short window, the job that publishes them, and how a client
// compares what public paths answer about a waiting profile with what they answer about nobody.
import { publishDueReviews } from '../../../src/domain/moderation/scheduled-publication.ts';
import { pagesForDeps } from '../../../src/pages/pages-for-deps.ts';
import { parseWebShell } from '../../../src/pages/web-shell.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { ORIGIN, shellHtml } from '../pages/support.ts';
import { FAKE_PROFANITY, moderatorAccount } from './support.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** The window the tests configure: production's is 1 to 24 hours. */
export const DELAY = { minMs: HOUR, maxMs: 2 * HOUR };

export type Pages = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** The app with the delay on, its rendered pages and a moderator. */
export async function delayedApp(): Promise<{ t: TestApp; pages: Pages; moderator: TestAccount }> {
  const t = await createTestApp({ publishDelay: DELAY, publicOrigin: ORIGIN, profanity: FAKE_PROFANITY });
  const pages = pagesForDeps(t.deps, t.app, {
    origin: ORIGIN,
    shell: async () => parseWebShell(shellHtml()),
  });
  return { t, pages, moderator: await moderatorAccount(t) };
}

/** The publication job's run now; how many reviews it published. */
export const runJob = (t: TestApp) => publishDueReviews(t.deps.store, t.clock.now());

/** Past the moment of every review written so far. */
export const afterTheMoment = (t: TestApp) => t.clock.advance(DELAY.maxMs + MINUTE);

/** Status and body, as a client sees them. */
export async function answer(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, body: await r.text() };
}

/**
 * Whether GET `path(id)` answers exactly as for an id that never existed (the same status, and the same
 * body but for the id).
 */
export function sameAsUnknown(t: TestApp) {
  const unknown = t.deps.store.newId();
  return async (path: (id: string) => string, id: string, token?: string) => {
    const [asked, never] = await Promise.all([
      answer(t.request('GET', path(id), token ? { token } : {})),
      answer(t.request('GET', path(unknown), token ? { token } : {})),
    ]);
    return asked.status === never.status && asked.body === never.body.replaceAll(unknown, id);
  };
}

/** Whether `text` names any of these ids. */
export const names = (text: string, ...ids: string[]) => ids.some((id) => text.includes(id));

/** Every URL the sitemap lists, as one text. */
export async function sitemapText(t: TestApp): Promise<string> {
  const index = await (await t.request('GET', '/sitemap.xml')).text();
  const pagesOf = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1] as string);
  const texts = await Promise.all(pagesOf.map(async (p) => (await t.request('GET', p)).text()));
  return texts.join('\n');
}

/** Every company page of the directory, as one text. */
export async function directoryText(t: TestApp): Promise<string> {
  let text = '';
  let cursor: string | null = null;
  do {
    const res = await t.request('GET', `/api/companies/directory${cursor ? `?cursor=${cursor}` : ''}`);
    text += await res.text();
    cursor = res.headers.get('X-Next-Cursor');
  } while (cursor);
  return text;
}

/** Public traces (true: hidden, as for nobody) all hidden, or all shown. */
export const allHidden = (traces: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(traces).map((k) => [k, true]));
export const allShown = (traces: Record<string, boolean>) =>
  Object.fromEntries(Object.keys(traces).map((k) => [k, false]));
