import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DocumentStore } from '../../store/document-store.ts';

// Six-digit codes mailed to prove ownership of an email address: for
// verifying a new account, for resetting a password, and for claiming a
// manager profile or a company account with a work address (issue 17; the
// code is then bound to the claim, not to an account).

export const OTPS = 'otps';
export const CODE_TTL_MS = 10 * 60_000;
/** Least time between two code mails to one address (resend cool-down). */
export const CODE_MAIL_COOLDOWN_SECONDS = 60;

export type CodePurpose = 'verify-email' | 'reset-password' | 'claim-manager' | 'claim-company';

type CodeRecord = {
  purpose: CodePurpose;
  uid: string;
  /** HMAC of the code; the code itself is never stored. */
  codeHash: string;
  issuedAt: Date;
  /** Also the field for a Firestore TTL policy on `otps`. */
  expiresAt: Date;
};

// Wrong guesses are not counted on the code: a stranger's guesses would burn the owner's code.
// They are counted per (email, client) and per email by the caller's rate limits instead.
export type CodeCheck =
  | { status: 'ok'; uid: string; expiresAt: Date }
  /** The right code, too late: only whoever holds the code can learn this. */
  | { status: 'expired' }
  /**
   * A wrong code, a used one, or none issued for this address (no account, say): one case, so
   * that the answer does not tell whether the address has an account or a pending code.
   */
  | { status: 'invalid' };

export type OneTimeCodes = {
  /** Issues a fresh code for this address, replacing any earlier one. */
  issue(purpose: CodePurpose, email: string, uid: string): Promise<string>;
  /**
   * Checks a guess; a right guess consumes the code, unless `keep` (a check before a refusal that
   * must leave the code usable; check again without it to use the code).
   */
  check(purpose: CodePurpose, email: string, code: string, options?: { keep?: boolean }): Promise<CodeCheck>;
  /**
   * Puts back a code just used when what it was used for failed for a reason not the person's (Auth
   * down): the same code works again until it would have expired. A newer code issued meanwhile stays.
   */
  giveBack(
    purpose: CodePurpose,
    email: string,
    code: string,
    used: { uid: string; expiresAt: Date },
  ): Promise<void>;
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
        issuedAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      };
      await store.batch().set(OTPS, id, record).commit();
      return code;
    },

    async check(purpose, email, code, options) {
      const id = recordId(purpose, email);
      const guess = Buffer.from(codeHash(id, code), 'hex');
      // In a transaction, so that two concurrent right guesses cannot both use the code.
      return store.runTransaction(async (tx): Promise<CodeCheck> => {
        const doc = await tx.get<CodeRecord>(OTPS, id);
        if (!doc || !timingSafeEqual(guess, Buffer.from(doc.data.codeHash, 'hex')))
          return { status: 'invalid' };
        if (clock().getTime() >= toMillis(doc.data.expiresAt)) return { status: 'expired' };
        if (!options?.keep) tx.delete(OTPS, id); // single use
        return { status: 'ok', uid: doc.data.uid, expiresAt: new Date(toMillis(doc.data.expiresAt)) };
      });
    },

    async giveBack(purpose, email, code, used) {
      const id = recordId(purpose, email);
      await store.runTransaction(async (tx) => {
        if (await tx.get<CodeRecord>(OTPS, id)) return;
        const record: CodeRecord = {
          purpose,
          uid: used.uid,
          codeHash: codeHash(id, code),
          issuedAt: new Date(used.expiresAt.getTime() - CODE_TTL_MS),
          expiresAt: used.expiresAt,
        };
        tx.set(OTPS, id, record);
      });
    },

    async discard(email) {
      const batch = store.batch();
      for (const purpose of ['verify-email', 'reset-password', 'claim-manager', 'claim-company'] as const)
        batch.delete(OTPS, recordId(purpose, email));
      await batch.commit();
    },
  };
}

function toMillis(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * What the person entering the code is told; the same wording whichever purpose. `triesLeft` is
 * what this client has left for this address (rate-limit counters), never a count kept on the code.
 */
export function codeFailureMessage(check: Exclude<CodeCheck, { status: 'ok' }>, triesLeft: number): string {
  if (check.status === 'expired') return 'This code has expired. Please request a new code.';
  return triesLeft > 0
    ? `The code is incorrect or no longer valid. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
    : 'The code is incorrect or no longer valid, and no tries are left for now. Please try again later.';
}
