import { createHmac } from 'node:crypto';

/**
 * The pseudonym reviews and votes carry instead of the uid (DESIGN.md section 5):
 * HMAC-SHA256(uid) under the author-key secret, hex. Stable for a user, so "my
 * reviews" and "is this mine" work; useless to whoever holds only a database dump.
 */
export function authorKey(uid: string, secret: string): string {
  return createHmac('sha256', secret).update(uid, 'utf8').digest('hex');
}
