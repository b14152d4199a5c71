// /robots.txt (issue 15 item 4): crawl everything public, never the API or the personal, account,
// moderation and form pages (they also say noindex in their head), and find the sitemap here.

export const ROBOTS_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** Paths crawlers are asked to keep out of (prefixes; `*` as Google and Bing read it). */
export const DISALLOWED = [
  '/api/',
  '/account-settings',
  '/profile',
  '/moderation',
  '/outbox',
  '/saved',
  '/my-reviews',
  '/signin',
  '/register',
  '/verifyotp',
  '/forgot-password',
  '/add-interviewer',
  '/rate-interviewer',
  '/rate-manager',
  '/companies/*/rate-company',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
