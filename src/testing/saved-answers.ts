import { vi } from 'vitest';
import { API_LIST_CACHE } from '@/lib/offline/sw-routes';

/**
 * Stubs the service worker's list cache as the page reads it (CacheStorage): `answers` maps an API address
 * ("/api/companies/directory?q=ac") to its saved JSON and when it was fetched. renderApp's cleanup unstubs it.
 */
export function stubSavedListAnswers(answers: Record<string, { body: unknown; fetchedAt: Date }>): void {
  const url = (path: string) => new URL(path, window.location.origin).href;
  const cache = {
    keys: async () => Object.keys(answers).map((path) => new Request(url(path))),
    match: async (request: Request) => {
      const path = Object.keys(answers).find((key) => url(key) === request.url);
      const answer = path === undefined ? undefined : answers[path];
      return answer
        ? new Response(JSON.stringify(answer.body), {
            headers: { 'Content-Type': 'application/json', Date: answer.fetchedAt.toUTCString() },
          })
        : undefined;
    },
  };
  vi.stubGlobal('caches', {
    has: async (name: string) => name === API_LIST_CACHE,
    open: async (name: string) => {
      if (name !== API_LIST_CACHE) throw new Error(`no cache ${name}`);
      return cache;
    },
  });
}
