import { Hono } from 'hono';
import { z } from 'zod';
import { siteSearch } from '../../domain/search/site-search.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { queryInteger } from '../query-integer.ts';
import { once, validate } from '../validation.ts';

/** The answer (functions/src/contract/search.ts): each kind's first hits and how many matched. */
export { siteSearchAnswer } from '../../contract/search.ts';

export const MAX_SITE_QUERY = 100;
export const MAX_SITE_LIMIT = 20;
export const DEFAULT_SITE_LIMIT = 5;

/** ?q= once, 1-100 characters after trimming; ?limit= once, 1-20 hits per kind (default 5). */
export const siteSearchQuery = z.object({
  q: once(z.string().trim().min(1).max(MAX_SITE_QUERY)),
  limit: once(queryInteger(1, MAX_SITE_LIMIT).default(DEFAULT_SITE_LIMIT)),
});

/**
 * GET /search/all?q=&limit=: the site's one search box (companies, interviewers and managers, grouped
 * by kind). A public read: answered from the public read cache like the other searches.
 */
export function siteSearchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/search/all', validate('query', siteSearchQuery), async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json(await siteSearch(deps.store, q, limit));
  });
}
