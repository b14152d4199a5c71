import { describe, expect, it } from 'vitest';
import {
  isCacheableListRequest,
  isCacheableProfileRequest,
  isFirebaseConfigRequest,
  markServedFromCachePlugin,
  type RouteMatchInput,
} from '@/lib/offline/sw-routes';

const ORIGIN = 'https://rmi.example';

function input(
  path: string,
  init: { method?: string; headers?: Record<string, string>; origin?: string } = {},
) {
  const url = new URL(path, init.origin ?? ORIGIN);
  return {
    url,
    request: new Request(url, { method: init.method ?? 'GET', headers: init.headers }),
    sameOrigin: url.origin === ORIGIN,
  } satisfies RouteMatchInput;
}

/** The matchers as the service worker gets them: rebuilt from their source text, with no module scope. */
function rebuilt<F>(fn: F): F {
  return new Function(`return (${String(fn)});`)() as F;
}

const profile = rebuilt(isCacheableProfileRequest);
const list = rebuilt(isCacheableListRequest);

describe('service worker caching rules', () => {
  it('profiles are the one-item answers: interviewer, manager, company and department pages, company insights, themes, interviewer and company reviews', () => {
    for (const path of [
      '/api/themes/interviewer/abc123',
      '/api/themes/manager/m-1/reviews?theme=2',
      '/api/interviewers/abc123',
      '/api/managers/m-1',
      '/api/companies/search/company/_/c42',
      '/api/companies/c42/insights',
      '/api/departments/front-of-house',
      '/api/reviews/rmi?interviewerId=abc123',
      '/api/company-reviews/company/c42?limit=20',
    ]) {
      expect(profile(input(path)), path).toBe(true);
      expect(list(input(path)), path).toBe(false);
    }
  });

  it('lists and search are stale-while-revalidate', () => {
    for (const path of [
      '/api/interviewers',
      '/api/interviewers?page=2',
      '/api/interviewers/search/ada?searchMode=name',
      '/api/managers/search/acme?searchMode=company',
      '/api/search?q=ada',
      '/api/companies',
      '/api/companies?search=ac',
      '/api/companies?sort=top',
      '/api/companies/locations',
      '/api/companies/directory?q=ac&from=b',
      '/api/companies/directory/letters',
      '/api/departments',
      '/api/branches?ids=a,b',
    ]) {
      expect(list(input(path)), path).toBe(true);
      expect(profile(input(path)), path).toBe(false);
    }
  });

  it('never caches personal answers, writes, other origins or anything unlisted', () => {
    const never = [
      input('/api/user/profile'),
      input('/api/user/my-reviews'),
      input('/api/user/saved'),
      input('/api/company-reviews/check-eligibility/c42'),
      input('/api/company-reviews/company/c42', { headers: { authorization: 'Bearer t' } }),
      input('/api/company-reviews/like/r1', { method: 'POST' }),
      input('/api/user/review-context/companies/c42'),
      input('/api/ping'),
      input('/api/dev/mailbox?to=a@b.c'),
      input('/api/geocode/script'),
      input('/api/interviewers/abc123', { headers: { Authorization: 'Bearer t' } }),
      input('/api/reviews/rmi?interviewerId=abc123', { headers: { authorization: 'Bearer t' } }),
      input('/api/interviewers', { headers: { Authorization: 'Bearer t' } }),
      input('/api/interviewers', { method: 'POST' }),
      input('/api/interviewers/abc123', { origin: 'https://elsewhere.example' }),
      input('/interviewers/abc123'),
    ];
    for (const request of never) {
      const what = `${request.request.method} ${request.url.href}`;
      expect(profile(request), what).toBe(false);
      expect(list(request), what).toBe(false);
    }
  });

  it('caches the Firebase configuration so that sign-in state restores offline', () => {
    const config = rebuilt(isFirebaseConfigRequest);
    expect(config(input('/__/firebase/init.json'))).toBe(true);
    expect(config(input('/__/auth/handler'))).toBe(false);
  });

  it('marks answers served from the cache, keeping their status, body and Date', async () => {
    const plugin = { cachedResponseWillBeUsed: rebuilt(markServedFromCachePlugin.cachedResponseWillBeUsed) };
    const date = 'Tue, 03 Mar 2026 10:42:00 GMT';
    const cached = new Response('{"name":"Ada"}', { status: 200, headers: { Date: date } });
    const served = await plugin.cachedResponseWillBeUsed({ cachedResponse: cached });
    expect(served?.headers.get('X-Served-From-Cache')).toBe('1');
    expect(served?.headers.get('Date')).toBe(date);
    expect(await served?.json()).toEqual({ name: 'Ada' });
    expect(await plugin.cachedResponseWillBeUsed({ cachedResponse: null })).toBeNull();
  });
});
