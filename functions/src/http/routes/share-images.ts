import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { ARTICLE_IMAGE_PATH, TOXIC_WORKPLACE_ARTICLE } from '../../domain/text/blog-article.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { tooManyRequests } from '../auth-guards.ts';
import { clientHousehold } from '../client-ip.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { ClientShareError, DrawerBusyError } from '../share-image/card-drawer.ts';
import { articleCard, cardVersion, type ShareCard, type ShareKind } from '../share-image/share-card.ts';
import type { ShareImages } from '../share-image/share-images.ts';
import { describeIssue } from '../validation.ts';

/** Browsers keep a card 10 minutes, the CDN an hour: figures move slowly and previews are cached by the sites showing them anyway. */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=600, s-maxage=3600';

/**
 * Cards one client address may have drawn a minute (IPv6 by /64, as every per-IP limit). A drawing
 * holds the event loop for about a tenth of a second, so one script walking the sitemap's profiles
 * a few at a time stalled every other answer of the instance; a card already drawn (or being drawn)
 * is free, and the CDN keeps cards an hour, so link previews and the Share button never meet it.
 */
export const SHARE_IMAGE_DRAWS: RateLimitRule = { limit: 30, windowSeconds: 60 };
export const SHARE_IMAGE_DRAWS_MESSAGE =
  'This address has asked for as many new share images as we draw in a minute. Please try again later.';
/** Too many new cards wait for the drawing thread (card-drawer.ts), from every address together. */
export const SHARE_IMAGES_BUSY_MESSAGE =
  'Share images are busy right now. Please try again in a few seconds.';
export const SHARE_IMAGES_BUSY_RETRY_SECONDS = 5;
/** This address already waits for its share of the drawing thread (MAX_WAITING_DRAWINGS_PER_CLIENT). */
export const SHARE_IMAGES_CLIENT_BUSY_MESSAGE =
  'This address is already waiting for as many new share images as we draw for one address at a time. Please try again in a few seconds.';

const KINDS: [string, ShareKind][] = [
  ['interviewers', 'interviewer'],
  ['managers', 'manager'],
  ['companies', 'company'],
];

const fileParam = z.object({
  id: idField,
});

/**
 * GET /og/{interviewers|managers|companies}/{id}.png: the profile's 1200x630 share card (issue 15
 * item 3), the image its pages name in og:image. Outside /api, so robots rules that keep crawlers
 * out of the API never stop a link preview. An unknown id is a 404 (never a generic card: an image
 * for any id would tell crawlers that pages exist which do not), a malformed one a 400, a card to
 * draw beyond the household's SHARE_IMAGE_DRAWS a 429, and one to draw while the drawing thread has
 * MAX_WAITING_DRAWINGS waiting a 503 with Retry-After (the server is busy, not the client wrong), and
 * one beyond the address's share of those places (MAX_WAITING_DRAWINGS_PER_CLIENT) a 429 with
 * Retry-After. The share goes by household (an IPv6 /48): a home holds 65,536 /64s.
 */
export function shareImageRoutes(deps: AppDeps, images: ShareImages) {
  const app = new Hono<AppEnv>();

  /** The PNG of `card` (kept per version, an ETag, 304 on a match), drawn within the household's limit. */
  async function serve(
    c: Context<AppEnv>,
    kind: ShareKind | 'article',
    id: string,
    card: ShareCard,
    version: string,
  ) {
    const etag = `"${version}"`;
    const headers = {
      'Cache-Control': SHARE_IMAGE_CACHE_CONTROL,
      ETag: etag,
    };
    if (
      c.req
        .header('If-None-Match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    ) {
      return c.body(null, 304, headers);
    }
    const image = await images
      .image(kind, id, card, version, {
        onError: (error) =>
          deps.log.error('share card drawn without its texts', { kind, error: String(error) }),
        beforeDraw: async () => {
          // By household (an IPv6 /48), as the waiting share: by /64, one home had 256 or more allowances.
          const decision = await deps.rateLimiter.hit(
            'share-image-draws',
            clientHousehold(c),
            SHARE_IMAGE_DRAWS,
          );
          if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, SHARE_IMAGE_DRAWS_MESSAGE);
        },
        client: clientHousehold(c),
      })
      .catch((error: unknown) => {
        if (error instanceof ClientShareError)
          throw tooManyRequests(SHARE_IMAGES_BUSY_RETRY_SECONDS, SHARE_IMAGES_CLIENT_BUSY_MESSAGE);
        if (!(error instanceof DrawerBusyError)) throw error;
        throw new ApiError('unavailable', SHARE_IMAGES_BUSY_MESSAGE, {
          retryAfter: SHARE_IMAGES_BUSY_RETRY_SECONDS,
        });
      });
    return c.body(image.png, 200, { ...headers, 'Content-Type': 'image/png' });
  }

  for (const [path, kind] of KINDS) {
    app.get(`/og/${path}/:file`, async (c) => {
      const file = c.req.param('file');
      if (!file.endsWith('.png')) throw notFound();
      const parsed = fileParam.safeParse({ id: file.slice(0, -'.png'.length) });
      if (!parsed.success) throw badRequest(describeIssue(parsed.error));
      const { id } = parsed.data;
      const { card, version } = await images.card(deps.store, kind, id);
      return serve(c, kind, id, card, version);
    });
  }
  // The blog article's card (its og:image and its Article's image): the one article, no store read.
  app.get(ARTICLE_IMAGE_PATH, (c) => {
    const card = articleCard();
    return serve(c, 'article', TOXIC_WORKPLACE_ARTICLE.path, card, cardVersion(card));
  });
  return app;
}
