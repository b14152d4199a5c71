import { API_CACHE_PREFIX } from '@/lib/offline/sw-routes';

/** Deletes the service worker's runtime caches of API answers (the page and the worker share them). */
export async function clearApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}
