// What the app serves outside /api for crawlers, link previews and other sites (issues 15, 17): share
// images, the sitemap, robots.txt, the embed widget and its script. The web origin forwards exactly these to the app, as it forwards /api:
// Firebase Hosting by its rewrites (firebase.json; a test compares), the embedded default's web
// server by this list (scripts/lib/web-server.ts). They are the site's files, not API operations,
// so the OpenAPI document leaves them out.

/** Path prefixes: a path is the site's when it starts with one of them. */
export const SITE_FILE_PREFIXES = [
  '/og/',
  '/sitemap.xml',
  '/sitemaps/',
  '/robots.txt',
  '/embed/',
  '/embed.js',
] as const;

/** firebase.json's rewrite sources for them (Hosting globs). */
export const SITE_FILE_REWRITES = [
  '/og/**',
  '/sitemap.xml',
  '/sitemaps/**',
  '/robots.txt',
  '/embed/**',
  '/embed.js',
] as const;

export function isSiteFilePath(path: string): boolean {
  return SITE_FILE_PREFIXES.some((prefix) => path.startsWith(prefix));
}
