import { createHmac } from 'node:crypto';

/**
 * Whose stored answer an idempotency record is, so account erasure can find and delete them
 * (they may hold copies of review texts): an HMAC of the caller scope ('user\n' + uid) under the
 * code secret, never the uid. Null for visitors, whose records only expire.
 */
export function idempotencyOwner(secret: string, scope: string): string | null {
  if (!scope.startsWith('user\n')) return null;
  return createHmac('sha256', secret).update(`idempotency-owner\n${scope}`).digest('hex').slice(0, 40);
}

export function idempotencyOwnerOfUser(secret: string, uid: string): string {
  return idempotencyOwner(secret, `user\n${uid}`) as string;
}
