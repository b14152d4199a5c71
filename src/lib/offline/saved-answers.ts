import { API_LIST_CACHE, LIST_CACHE_LIMITS } from '@/lib/offline/sw-routes';

/** One answer the service worker keeps for a list: its request's address, its JSON and when it was fetched. */
export type SavedAnswer = { url: URL; data: unknown; fetchedAt: Date | null };

/**
 * Every answer the service worker's list cache holds for one API path, whatever its query string
 * (`/companies/directory`: each filter, letter and page saved), as long as the service worker itself would
 * still serve it (LIST_CACHE_LIMITS). Offline, a list whose own answer was never saved can then show what
 * this device has of it. Empty where there is no such cache.
 */
export async function savedListAnswers(apiPath: string): Promise<SavedAnswer[]> {
  if (typeof caches === 'undefined') return [];
  try {
    if (!(await caches.has(API_LIST_CACHE))) return [];
    const cache = await caches.open(API_LIST_CACHE);
    const pathname = `/api${apiPath}`;
    const requests = (await cache.keys()).filter((request) => new URL(request.url).pathname === pathname);
    const answers = await Promise.all(
      requests.map(async (request): Promise<SavedAnswer | null> => {
        const response = await cache.match(request);
        if (!response?.ok) return null;
        const date = Date.parse(response.headers.get('Date') ?? '');
        // Past the list cache's age limit the service worker no longer answers with it (workbox-expiration
        // reads the same Date header, and keeps an answer without one), though it may not be deleted yet.
        if (Date.now() - date > LIST_CACHE_LIMITS.maxAgeSeconds * 1000) return null;
        return {
          url: new URL(request.url),
          data: await response.json(),
          fetchedAt: Number.isNaN(date) ? null : new Date(date),
        };
      }),
    );
    return answers.filter((answer): answer is SavedAnswer => answer !== null);
  } catch (error) {
    // An unreadable cache is one with nothing saved: the page says so as it would anyway.
    console.warn('Could not read saved answers:', error);
    return [];
  }
}
