// A page's address as the site spells it. RFC 3986 (section 6.2.2.2) makes a percent-encoded unreserved
// character the character itself, so '/%68ome' names '/home' and the pages move it to its one address.

const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * `path` with its percent-encoded unreserved characters decoded, every other escape kept as sent (a '/',
 * '\' or ':' stays encoded, so the result names the same segments); undefined when decoding makes a dot
 * segment ('/%2e%2e/Home'), which a browser would resolve to another path.
 */
export function decodeUnreserved(path: string): string | undefined {
  const decoded = path.replace(ESCAPE, (sent, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : sent;
  });
  if (decoded === path) return path;
  return decoded.split('/').some((segment) => segment === '.' || segment === '..') ? undefined : decoded;
}
