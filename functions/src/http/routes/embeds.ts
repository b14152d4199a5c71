import { Hono } from 'hono';
import { z } from 'zod';
import { EMBED_KINDS, type EmbedKind, profileOfPath } from '../../domain/embeds/profile-card.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { EMBED_SCRIPT_HEADERS, WIDGET_HEADERS } from '../embeds/embed-headers.ts';
import { embedScript, INITIAL_HEIGHT } from '../embeds/embed-script.ts';
import type { ProfileCards } from '../embeds/profile-cards.ts';
import { escapeHtml, missingWidgetPage, SITE_NAME, widgetPage } from '../embeds/widget-page.ts';
import { ApiError, notFound } from '../errors.ts';
import { siteOrigin } from '../public-origin.ts';
import { queryInteger } from '../query-integer.ts';
import { once, validate } from '../validation.ts';

// Ratings on other sites (issue 17 item 4): the widget page other sites frame, the script that frames
// it, and oEmbed for platforms that unfurl links. Every URL they contain is on the site's configured
// public origin (deps.publicOrigin), never on the Host the request names.

export const widgetParam = z.object({ kind: z.string(), id: z.string() });
/** ?theme=light|dark; without it the widget follows the reader's prefers-color-scheme. */
export const widgetQuery = z.object({ theme: once(z.enum(['light', 'dark']).optional()) });

const dimension = once(queryInteger(1, 10_000).optional());
/** oEmbed's parameters (oembed.com, section 2.2): the URL of one of our profiles, json only. */
export const oembedQuery = z.object({
  url: once(z.string().trim().min(1).max(2048)),
  format: once(z.string().max(16).optional()),
  maxwidth: dimension,
  maxheight: dimension,
});

/** The widget's width when the consumer sets no maximum, and how long consumers may keep an answer. */
export const OEMBED_WIDTH = 420;
export const OEMBED_CACHE_AGE = 3600;

const isKind = (kind: string): kind is EmbedKind => (EMBED_KINDS as readonly string[]).includes(kind);

/**
 * GET /embed/{interviewers|managers|companies}/{id}[?theme=] (the widget, HTML) and GET /embed.js
 * (the snippet's script). Served at these paths only, not under /api: Hosting rewrites /embed/** and
 * /embed.js to the function, and the embedded web origin passes them to the API app.
 */
export function embedRoutes(deps: AppDeps, cards: ProfileCards) {
  const origin = siteOrigin(deps.publicOrigin);
  const script = embedScript(origin);
  return new Hono<AppEnv>()
    .get('/embed.js', (c) => {
      for (const [name, value] of Object.entries(EMBED_SCRIPT_HEADERS)) c.header(name, value);
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(script);
    })
    .get('/embed/:kind/:id', validate('param', widgetParam), validate('query', widgetQuery), async (c) => {
      const { kind, id } = c.req.valid('param');
      const theme = c.req.valid('query').theme ?? 'auto';
      for (const [name, value] of Object.entries(WIDGET_HEADERS)) c.header(name, value);
      const card = isKind(kind) ? await cards.get(kind, id) : null;
      if (!card) return c.html(missingWidgetPage(`${origin}/`, theme), 404);
      return c.html(widgetPage(card, `${origin}${card.path}`, theme));
    });
}

/**
 * GET /oembed?url=&format=json&maxwidth=&maxheight= (oembed.com): a "rich" answer whose html is the
 * widget's iframe, for URLs of our interviewer, manager and company pages. Another host, another
 * page or an unknown profile is a 404; any format but json a 501; malformed input a 400.
 */
export function oembedRoutes(deps: AppDeps, cards: ProfileCards) {
  const origin = siteOrigin(deps.publicOrigin);
  return new Hono<AppEnv>().get('/oembed', validate('query', oembedQuery), async (c) => {
    const { url, format, maxwidth, maxheight } = c.req.valid('query');
    if (format !== undefined && format !== 'json') {
      throw new ApiError('not_implemented', 'Only format=json is available.');
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ApiError('invalid_request', 'url must be an absolute URL.');
    }
    if (parsed.origin !== origin) throw notFound(`Only URLs of ${origin} can be embedded.`);
    const profile = profileOfPath(parsed.pathname);
    const card = profile ? await cards.get(profile.kind, profile.id) : null;
    if (!card) throw notFound('No interviewer, manager or company at this URL.');
    const width = Math.min(maxwidth ?? OEMBED_WIDTH, OEMBED_WIDTH);
    const height = Math.min(maxheight ?? INITIAL_HEIGHT, INITIAL_HEIGHT);
    const title = `${card.name} on ${SITE_NAME}`;
    const src = `${origin}/embed/${card.kind}/${encodeURIComponent(card.id)}`;
    c.header('Cache-Control', `public, max-age=${OEMBED_CACHE_AGE}, s-maxage=${OEMBED_CACHE_AGE}`);
    return c.json({
      version: '1.0' as const,
      type: 'rich' as const,
      provider_name: SITE_NAME,
      provider_url: `${origin}/`,
      title,
      html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(title)}" loading="lazy" scrolling="no" frameborder="0"></iframe>`,
      width,
      height,
      cache_age: OEMBED_CACHE_AGE,
    });
  });
}
