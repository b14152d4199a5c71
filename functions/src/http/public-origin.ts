// The site's public origin (issue 15): absolute URLs in the sitemap and robots.txt, which crawlers
// require. Configured, never taken from the request alone: a Host header an attacker wrote must not
// end up in an answer the CDN or our in-process cache keeps for everyone.

/** PUBLIC_ORIGIN as an origin ('https://example.com'), or undefined when unset; throws on anything else. */
export function parsePublicOrigin(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://example.com, not "${text}".`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://example.com, not "${text}".`);
  }
  return url.origin;
}

/**
 * The deployed site's origin: PUBLIC_ORIGIN (functions/.env), else the project's default Hosting
 * domain (https://PROJECT.web.app), else undefined (the app then uses the request's own origin).
 */
export function publicOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = parsePublicOrigin(env.PUBLIC_ORIGIN);
  if (configured) return configured;
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  return project && !project.startsWith('demo-') ? `https://${project}.web.app` : undefined;
}

/** The origin to write into absolute URLs: the configured one, else the request's. */
export function publicOrigin(configured: string | undefined, requestUrl: string): string {
  return configured ?? new URL(requestUrl).origin;
}
