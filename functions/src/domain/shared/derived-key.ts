import { hkdfSync } from 'node:crypto';

/**
 * A key for one purpose, derived from a server secret (HKDF-SHA256, salt 'rmi'): one secret
 * keys several things without any of them telling anything about another.
 */
export function derivedKey(secret: string, purpose: string, bytes: number): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rmi', purpose, bytes));
}
