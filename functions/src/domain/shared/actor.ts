import { createHmac } from 'node:crypto';
import { authorKey } from '../accounts/author-key.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const UNLINKABLE_ID_LENGTH = 20;

/**
 * base62 of HMAC-SHA256(secret, message), cut to 20 characters (about 119
 * bits). Deterministic, so a second write of the same thing hits the same
 * document; without the secret it says nothing about the message.
 */
export function unlinkableId(secret: string, message: string): string {
  const digest = createHmac('sha256', secret).update(message, 'utf8').digest('hex');
  let n = BigInt(`0x${digest}`);
  let id = '';
  while (id.length < UNLINKABLE_ID_LENGTH) {
    id += BASE62[Number(n % 62n)];
    n /= 62n;
  }
  return id;
}

/**
 * The signed-in user as the domain sees them: a pseudonym and keyed document
 * ids, never the uid itself (DESIGN.md section 5).
 */
export type Actor = {
  /** HMAC(uid): stored on what the user writes, for "mine" checks and erasure. */
  authorKey: string;
  /** The unlinkable document id of (purpose, this user), e.g. purpose 'interviewerReview:<interviewerId>'. */
  idFor(purpose: string): string;
};

/** `secret` is the author-key secret: it never rotates, so ids stay stable for a user. */
export function actorFor(uid: string, secret: string): Actor {
  return {
    authorKey: authorKey(uid, secret),
    idFor: (purpose) => unlinkableId(secret, `${purpose}:${uid}`),
  };
}
