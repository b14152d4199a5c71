// Which API answers the service worker may keep, and under which cache. Read by vite.config.ts (the
// generated service worker's runtimeCaching) and by the page (sign-out clears these caches).
//
// The matchers and the plugin below are copied into the generated sw.js as source text (workbox-build
// serialises them with Function.prototype.toString): each must be self-contained, using nothing from
// this module or any other. `sw-routes.test.ts` checks that by rebuilding them from their text.
//
// Rules (DESIGN.md section 7):
//  - only same-origin GETs without an Authorization header are ever cached: an answer computed for a
//    signed-in caller (isOwnReview, myVote, /api/user/...) is personal and never leaves the network;
//  - profile-like answers are network-first with a short timeout, lists and search stale-while-revalidate;
//  - anything not listed here (personal reads such as /api/user/... or
//    /api/company-reviews/check-eligibility/..., writes, dev endpoints) is never cached.

/** Every runtime cache of API answers starts with this; sign-out deletes them all. */
export const API_CACHE_PREFIX = 'rmi-api-';
export const API_PROFILE_CACHE = 'rmi-api-profiles';
export const API_LIST_CACHE = 'rmi-api-lists';
/** /__/firebase/init.json (public configuration): lets sign-in state restore while offline. Not cleared. */
export const CONFIG_CACHE = 'rmi-config';
/** Set by the service worker on an answer it served from a runtime cache (never sent by the server). */
export const SERVED_FROM_CACHE_HEADER = 'X-Served-From-Cache';

/** NetworkFirst waits this long for the network before answering from the cache. */
export const PROFILE_NETWORK_TIMEOUT_SECONDS = 3;
export const PROFILE_CACHE_LIMITS = { maxEntries: 150, maxAgeSeconds: 14 * 24 * 60 * 60 };
export const LIST_CACHE_LIMITS = { maxEntries: 80, maxAgeSeconds: 3 * 24 * 60 * 60 };

/** What Workbox passes a route matcher (the subset used here). */
export type RouteMatchInput = { url: URL; request: Request; sameOrigin: boolean };

/**
 * One interviewer, one manager, one company page and its insights, one department page, a profile's
 * recurring themes and the reviews of one, and an interviewer's or a company's reviews:
 * /api/interviewers/{id}, /api/managers/{id}, /api/companies/search/company/_/{id},
 * /api/companies/{id}/insights, /api/departments/{id or slug}, /api/themes/{kind}/{id}[/reviews?theme=],
 * /api/reviews/rmi?..., /api/company-reviews/company/{id}?...
 */
export function isCacheableProfileRequest({ url, request, sameOrigin }: RouteMatchInput): boolean {
  if (!sameOrigin || request.method !== 'GET' || request.headers.has('authorization')) return false;
  return /^\/api\/(?:(?:interviewers|managers)\/(?!search$)[^/]+|companies\/search\/company\/_\/[^/]+|companies\/[^/]+\/insights|departments\/[^/]+|themes\/[^/]+\/[^/]+(?:\/reviews)?|company-reviews\/company\/[^/]+|reviews\/rmi)\/?$/.test(
    url.pathname,
  );
}

/**
 * Lists and search: /api/interviewers, /api/interviewers/search/..., /api/managers/search/...,
 * /api/search (and /all), /api/companies (and /locations, /directory, /directory/letters), /api/departments,
 * /api/branches (query strings are part of the cache key).
 */
export function isCacheableListRequest({ url, request, sameOrigin }: RouteMatchInput): boolean {
  if (!sameOrigin || request.method !== 'GET' || request.headers.has('authorization')) return false;
  return /^\/api\/(?:(?:interviewers|managers)\/search\/.+|interviewers|search(?:\/all)?|companies(?:\/locations|\/directory(?:\/letters)?)?|departments|branches)\/?$/.test(
    url.pathname,
  );
}

/** The Firebase configuration the page fetches before sign-in can start. */
export function isFirebaseConfigRequest({ url, request, sameOrigin }: RouteMatchInput): boolean {
  return sameOrigin && request.method === 'GET' && url.pathname === '/__/firebase/init.json';
}

/**
 * A Workbox plugin: marks an answer served from a runtime cache with X-Served-From-Cache, so that the
 * page can say the data is saved rather than live. The Date header is the one of the original answer,
 * i.e. when the data was fetched. (Serialised into sw.js: keep it free of comments inside and of '//'.)
 */
export const markServedFromCachePlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-Served-From-Cache', '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
