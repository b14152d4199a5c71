import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP, for rate limiting only (never logged or stored in clear).
 * Behind Firebase Hosting and Cloud Functions it is the first hop of
 * X-Forwarded-For; on a bare Node server the socket address. Runtimes that
 * expose neither share one 'unknown' bucket rather than failing.
 */
export function clientIp(c: Context): string {
  const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (first) return first;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
