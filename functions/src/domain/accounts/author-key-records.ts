// Author-key records (issue 17 item 3): how the server reaches the author of
// a review (to say a manager answered it) without reviews ever naming their
// author. One tiny document per account that wrote a review, id = its
// authorKey, holding the uid sealed with AES-256-GCM under a key derived from
// the author-key secret (the one that already makes authorKey = HMAC(uid)),
// with the authorKey as associated data so a record cannot be moved to
// another key. Whoever holds that secret could already tie a review to its
// account (HMAC every uid); the record adds nothing for them, and a database
// dump alone still says nothing. The author-key secret, not the codes secret,
// because it never rotates: a rotation would make every record unreadable.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DocumentStore, Transaction } from '../../store/document-store.ts';
import { derivedKey } from '../shared/derived-key.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import type { AccountEraser } from './account-erasers.ts';
import { authorKey } from './author-key.ts';

export const AUTHOR_KEY_RECORDS = 'authorKeyRecords';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Only the sealed uid: no email, no dates (a write time could be matched against review times). */
export type AuthorKeyRecordData = { sealed: string };

const keyOf = (secret: string) => derivedKey(secret, 'author key record', 32);

export function sealUid(secret: string, key: string, uid: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(key, 'utf8'));
  const sealed = Buffer.concat([cipher.update(uid, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The uid, or null for anything we did not seal under this key. */
export function openUid(secret: string, key: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(key, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const uid = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return uid.toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The record, written in the review write's own transaction the first time the account writes one
 * (one read; a write only when absent), so it exists exactly when the account has written.
 */
export function authorKeyRecorded(secret: string, uid: string): TxParticipant {
  const key = authorKey(uid, secret);
  let present = true;
  return {
    async read(tx: Transaction) {
      present = (await tx.get(AUTHOR_KEY_RECORDS, key)) !== null;
    },
    write(tx: Transaction) {
      if (present) return;
      const data: AuthorKeyRecordData = { sealed: sealUid(secret, key, uid) };
      tx.set(AUTHOR_KEY_RECORDS, key, data);
    },
  };
}

/** For the backfill: the record of an account that wrote before records existed (idempotent). */
export async function ensureAuthorKeyRecord(
  store: DocumentStore,
  secret: string,
  uid: string,
): Promise<boolean> {
  const key = authorKey(uid, secret);
  return store.runTransaction(async (tx) => {
    if (await tx.get(AUTHOR_KEY_RECORDS, key)) return false;
    const data: AuthorKeyRecordData = { sealed: sealUid(secret, key, uid) };
    tx.set(AUTHOR_KEY_RECORDS, key, data);
    return true;
  });
}

/** The account behind an authorKey, if it still has a record (none once the account is deleted). */
export async function uidOfAuthor(store: DocumentStore, secret: string, key: string): Promise<string | null> {
  const record = await store.get<AuthorKeyRecordData>(AUTHOR_KEY_RECORDS, key);
  return record ? openUid(secret, key, record.data.sealed) : null;
}

/** Account deletion: the record goes with the account, so nothing reaches it afterwards. */
export const authorKeyRecordEraser: AccountEraser = {
  name: 'author-key-record',
  async erase({ store, authorKey: key }) {
    return store.runTransaction(async (tx) => {
      if (!(await tx.get(AUTHOR_KEY_RECORDS, key))) return 0;
      tx.delete(AUTHOR_KEY_RECORDS, key);
      return 1;
    });
  },
};
