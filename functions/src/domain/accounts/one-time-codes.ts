import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DocumentStore } from '../../store/document-store.ts';

// Six-digit codes mailed to prove ownership of an email address: for
// verifying a new account and for resetting a password.

export const OTPS = 'otps';
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
/** Least time between two code mails to one address (resend cool-down). */
export const CODE_MAIL_COOLDOWN_SECONDS = 60;

export type CodePurpose = 'verify-email' | 'reset-password';

type CodeRecord = {
  purpose: CodePurpose;
  uid: string;
  /** HMAC of the code; the code itself is never stored. */
  codeHash: string;
  wrongTries: number;
  issuedAt: Date;
  /** Also the field for a Firestore TTL policy on `otps`. */
  expiresAt: Date;
};

export type CodeCheck =
  | { status: 'ok'; uid: string }
  | { status: 'wrong'; triesLeft: number }
  /** No code was issued, or it was already used. */
  | { status: 'missing' }
  | { status: 'expired' }
  /** Too many wrong tries: only a new code helps. */
  | { status: 'exhausted' };

export type OneTimeCodes = {
  /** Issues a fresh code for this address, replacing any earlier one (and its try count). */
  issue(purpose: CodePurpose, email: string, uid: string): Promise<string>;
  /** Checks a guess; a right guess consumes the code, a wrong one uses up a try. */
  check(purpose: CodePurpose, email: string, code: string): Promise<CodeCheck>;
  /** Forgets every outstanding code for this address (account deletion). */
  discard(email: string): Promise<void>;
};

function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Uniformly random, from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function oneTimeCodes(deps: {
  store: DocumentStore;
  secret: string;
  clock: () => Date;
}): OneTimeCodes {
  const { store, secret, clock } = deps;
  // The record id is keyed too, so the collection does not list email addresses.
  const recordId = (purpose: CodePurpose, email: string) =>
    `${purpose}-${hmacHex(secret, `${purpose}\n${email}`)}`;
  // Bound to the record, so a code is worth nothing for another address or purpose.
  const codeHash = (id: string, code: string) => hmacHex(secret, `${id}\n${code}`);

  return {
    async issue(purpose, email, uid) {
      const id = recordId(purpose, email);
      const code = newCode();
      const now = clock();
      const record: CodeRecord = {
        purpose,
        uid,
        codeHash: codeHash(id, code),
        wrongTries: 0,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      };
      await store.batch().set(OTPS, id, record).commit();
      return code;
    },

    async check(purpose, email, code) {
      const id = recordId(purpose, email);
      const guess = Buffer.from(codeHash(id, code), 'hex');
      // In a transaction, so concurrent guesses are counted one by one and cannot exceed the limit.
      return store.runTransaction(async (tx): Promise<CodeCheck> => {
        const doc = await tx.get<CodeRecord>(OTPS, id);
        if (!doc) return { status: 'missing' };
        const record = doc.data;
        if (record.wrongTries >= MAX_WRONG_TRIES) return { status: 'exhausted' };
        if (clock().getTime() >= toMillis(record.expiresAt)) return { status: 'expired' };
        if (timingSafeEqual(guess, Buffer.from(record.codeHash, 'hex'))) {
          tx.delete(OTPS, id); // single use
          return { status: 'ok', uid: record.uid };
        }
        const wrongTries = record.wrongTries + 1;
        tx.update(OTPS, id, { wrongTries });
        return { status: 'wrong', triesLeft: MAX_WRONG_TRIES - wrongTries };
      });
    },

    async discard(email) {
      const batch = store.batch();
      for (const purpose of ['verify-email', 'reset-password'] as const)
        batch.delete(OTPS, recordId(purpose, email));
      await batch.commit();
    },
  };
}

function toMillis(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** What the person entering the code is told; the same wording whichever purpose. */
export function codeFailureMessage(check: Exclude<CodeCheck, { status: 'ok' }>): string {
  switch (check.status) {
    case 'wrong':
      return check.triesLeft > 0
        ? `The code is incorrect. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`
        : 'The code is incorrect and no tries are left. Please request a new code.';
    case 'expired':
      return 'This code has expired. Please request a new code.';
    case 'exhausted':
      return 'Too many wrong tries for this code. Please request a new code.';
    case 'missing':
      return 'This code is not valid. Please request a new code.';
  }
}
