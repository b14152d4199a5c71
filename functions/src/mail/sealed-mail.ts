// A mail kept in the store while it waits to be sent (account-mail-queue.ts), encrypted with a key of
// the server's secret: codes are kept only as HMACs (one-time-codes.ts), and a queued mail must not be a
// readable copy of one, nor of the address it goes to. AES-256-GCM, so a changed record does not open;
// the id of the record it is kept in is authenticated with it, so neither does one copied under another
// id (which would send the mail again). Sealed without an id (before this), a mail no longer opens.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Mail } from './mailer.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`queued-mail\n${secret}`).digest();
}

/** Seals `mail` for the record `recordId`: it opens only there. */
export function sealMail(secret: string, mail: Mail, recordId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(recordId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The mail, or null when the record does not open with this secret and id (changed, another secret's,
 * sealed for another record, or sealed before records were bound).
 */
export function openMail(secret: string, sealed: string, recordId: string): Mail | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(recordId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as Mail;
  } catch {
    return null;
  }
}
