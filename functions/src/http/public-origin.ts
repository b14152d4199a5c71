// The site's public origin (issue 15, 17): absolute URLs in rendered pages (canonical, Open Graph), share
// images, sitemaps, robots.txt, widgets and oEmbed. Configured, never taken from the request's Host header:
// a client writes that header, and these answers are kept by the CDN and our in-process caches for everyone.

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/;
const problem = (raw: string) =>
  new Error(`PUBLIC_ORIGIN must be an https origin without a path (http only on loopback), not "${raw}".`);

/**
 * PUBLIC_ORIGIN as a bare origin ("https://example.com"), or undefined when unset. https, or http for a
 * loopback host (the embedded default). Throws on anything else, so a typo fails the start instead of
 * publishing wrong canonical links.
 */
export function parsePublicOrigin(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw problem(text);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!bare || !secure || text.replace(/\/$/, '') !== url.origin) throw problem(text);
  return url.origin;
}

/**
 * The deployed site's origin: PUBLIC_ORIGIN (functions/.env), else the Hosting emulator's under
 * `npm run emulators`, else the project's default Hosting domain (https://PROJECT.web.app).
 */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = parsePublicOrigin(env.PUBLIC_ORIGIN);
  if (configured) return configured;
  if (env.FUNCTIONS_EMULATOR === 'true') return 'http://127.0.0.1:5000';
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  return project && !project.startsWith('demo-') ? `https://${project}.web.app` : undefined;
}

/** npm start's web origin: where absolute URLs point when nothing configured an origin (tests, demo projects). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:8080';

/**
 * The origin to write into absolute URLs: the configured one, else npm start's. Never the request's: its
 * Host is the client's to write, and a sitemap or robots.txt made from it is kept by the CDN for everyone.
 */
export function siteOrigin(configured: string | undefined): string {
  return configured ?? DEFAULT_PUBLIC_ORIGIN;
}
