/**
 * Whether a form posted to a page came from one of the site's own pages, as the browser says it.
 * Sec-Fetch-Site says so where the browser sends it; older browsers (Safari before 16.4) send only
 * Origin, and some only Referer, so another site's page posting to ours is told by those too: an
 * Origin that is not ours ('null' from a sandboxed frame or a data: page included) or, without an
 * Origin, a Referer from elsewhere. A request with none of them (a script, not a visitor's browser) is
 * no one's page and passes: it could post to the API directly anyway.
 */
export function postedFromOwnPage(
  header: (name: string) => string | undefined,
  ownOrigins: readonly string[],
): boolean {
  const site = header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = header('origin');
  if (origin !== undefined) return ownOrigins.includes(origin);
  const referer = header('referer');
  if (referer === undefined) return true;
  return ownOrigins.includes(originOf(referer));
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
