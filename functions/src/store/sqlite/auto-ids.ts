import { randomFillSync } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const AUTO_ID_LENGTH = 20;

// Random bytes are drawn a pool at a time: one randomBytes(40) per id was 2-3% of the write mix's
// main thread (a call into OpenSSL each; issue 19, profiled). The bytes are as random either way.
const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let next = POOL_BYTES;

/** 20 random characters from [A-Za-z0-9], like Firestore's auto ids, each equally likely. */
export function newDocumentId(): string {
  let id = '';
  while (id.length < AUTO_ID_LENGTH) {
    if (next === POOL_BYTES) {
      randomFillSync(pool);
      next = 0;
    }
    const b = pool[next++] as number;
    // 248 = 4 * 62: reject the tail so every character is equally likely.
    if (b < 248) id += ID_ALPHABET[b % 62];
  }
  return id;
}
