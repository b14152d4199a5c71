// The site's public origin (https://ratemyinterviewer.example), from configuration only: canonical links,
// Open Graph URLs and the share image's address are absolute, and a shared cache (the CDN) keeps the page
// for everyone, so the origin must never come from the request's Host header, which any client writes.

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/;

/**
 * PUBLIC_ORIGIN as a bare origin ("https://example.com", no path, query or trailing slash). https, or http
 * for a loopback host (the embedded default). Throws on anything else, so a typo fails the start instead of
 * publishing wrong canonical links.
 */
export function parsePublicOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute URL such as https://example.com, not "${raw}".`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!bare || !secure) {
    throw new Error(
      `PUBLIC_ORIGIN must be an https origin without a path (http only on loopback), not "${raw}".`,
    );
  }
  return url.origin;
}

/** PUBLIC_ORIGIN from the environment (functions/.env in production), or `fallback` when unset. */
export function publicOrigin(env: NodeJS.ProcessEnv, fallback?: string): string {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (raw) return parsePublicOrigin(raw);
  if (fallback !== undefined) return parsePublicOrigin(fallback);
  throw new Error('PUBLIC_ORIGIN is not set: the rendered pages need the site’s public origin.');
}
