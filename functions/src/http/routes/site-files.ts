import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../errors.ts';
import { siteOrigin } from '../public-origin.ts';
import { ROBOTS_CONTENT_TYPE, robotsTxt } from '../sitemap/robots.ts';
import { SITEMAP_CONTENT_TYPE } from '../sitemap/sitemap-xml.ts';
import type { Sitemaps } from '../sitemap/sitemaps.ts';

/** Crawlers read sitemaps a few times a day: the CDN keeps them an hour. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/**
 * GET /sitemap.xml (a sitemap index), GET /sitemaps/{pages|interviewers-N|managers-N|companies-N|departments-N}.xml
 * and GET /robots.txt (issue 15 item 4), with absolute URLs on the configured public origin.
 */
export function siteFileRoutes(deps: AppDeps, sitemaps: Sitemaps) {
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const xml = await sitemaps.index(siteOrigin(deps.publicOrigin));
      return c.body(xml, 200, {
        'Content-Type': SITEMAP_CONTENT_TYPE,
        'Cache-Control': SITEMAP_CACHE_CONTROL,
      });
    })
    .get('/sitemaps/:name', async (c) => {
      const xml = await sitemaps.page(c.req.param('name'), siteOrigin(deps.publicOrigin));
      if (xml === null) throw notFound('No such sitemap.');
      return c.body(xml, 200, {
        'Content-Type': SITEMAP_CONTENT_TYPE,
        'Cache-Control': SITEMAP_CACHE_CONTROL,
      });
    })
    .get('/robots.txt', (c) =>
      c.body(robotsTxt(siteOrigin(deps.publicOrigin)), 200, {
        'Content-Type': ROBOTS_CONTENT_TYPE,
        'Cache-Control': ROBOTS_CACHE_CONTROL,
      }),
    );
}
