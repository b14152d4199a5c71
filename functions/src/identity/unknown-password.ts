import { randomBytes } from 'node:crypto';

/**
 * 256 random bits: a password nobody knows, so a sign-in with any other fails as a wrong one does (an
 * account without any could answer otherwise), until the mailbox's owner sets theirs with a mailed code.
 */
export function unknownPassword(): string {
  return randomBytes(32).toString('base64url');
}
