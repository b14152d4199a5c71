// The <head> tags of a rendered page: title, description, canonical link, Open Graph and Twitter card, and
// JSON-LD. The PWA's PageMeta (src/components/page-meta/page-meta.tsx) renders the same title, description
// and canonical link once it runs; every tag here carries data-static-head, which main.tsx removes then.
import { esc, scriptJson } from './html.ts';

export const SITE_NAME = 'Rate My Interviewer';
export const SITE_DESCRIPTION =
  'Anonymous, honest reviews of interviewers and hiring managers. Search by name or company, read what candidates and employees experienced, and rate your own.';

/** The share card (issue 15 item 3): 1200x630 PNG at /og/{kind}/{id}.png, outside /api. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The image of a page without a share card: the site's icon (public/icons/icon-512.png; a unit test reads
 * its size from the file). Previews that crop or describe an image need its size and words too.
 */
export const FALLBACK_IMAGE = {
  path: '/icons/icon-512.png',
  width: 512,
  height: 512,
  alt: `${SITE_NAME} logo: a star in a speech bubble`,
} as const;

export type PageHead = {
  /** Without the site name ("Ada Lovelace, Acme"); the site name is appended as PageMeta does. */
  title: string;
  description: string;
  /** The page's canonical path; omitted (with noIndex) on error and private pages. */
  canonicalPath?: string;
  noIndex?: boolean;
  ogType?: 'website' | 'profile' | 'article';
  /** Path of the share image (/og/managers/ID.png); the site icon otherwise. */
  imagePath?: string;
  imageAlt?: string;
  jsonLd?: Record<string, unknown>[];
  /**
   * oEmbed discovery (oembed.com section 4): the title of the profile's embed, on the profiles our oEmbed
   * endpoint answers for (http/routes/embeds.ts); platforms that unfurl links find the widget through it.
   */
  oembedTitle?: string;
};

/** "Team | Rate My Interviewer", or the site name alone (PageMeta's formatTitle). */
export function formatTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

export function headTags(head: PageHead, origin: string): string {
  const title = formatTitle(head.title);
  const mark = 'data-static-head';
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${esc(content)}" ${mark} />`;
  const tags = [`<title ${mark}>${esc(title)}</title>`, meta('name', 'description', head.description)];
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  const url = head.canonicalPath ? `${origin}${head.canonicalPath}` : undefined;
  if (url && !head.noIndex) tags.push(`<link rel="canonical" href="${esc(url)}" ${mark} />`);
  if (url && head.oembedTitle) {
    const oembed = `${origin}/api/oembed?url=${encodeURIComponent(url)}&format=json`;
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${esc(oembed)}" title="${esc(head.oembedTitle)}" ${mark} />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
  );
  if (url) tags.push(meta('property', 'og:url', url));
  if (head.imagePath) {
    tags.push(
      meta('property', 'og:image', `${origin}${head.imagePath}`),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
      meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
      meta('property', 'og:image:alt', head.imageAlt ?? title),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  } else {
    tags.push(
      meta('property', 'og:image', `${origin}${FALLBACK_IMAGE.path}`),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(FALLBACK_IMAGE.width)),
      meta('property', 'og:image:height', String(FALLBACK_IMAGE.height)),
      meta('property', 'og:image:alt', FALLBACK_IMAGE.alt),
      meta('name', 'twitter:card', 'summary'),
    );
  }
  tags.push(meta('name', 'twitter:title', title), meta('name', 'twitter:description', head.description));
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" ${mark}>${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
