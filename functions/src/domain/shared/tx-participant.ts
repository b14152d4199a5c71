import type { Transaction } from '../../store/document-store.ts';

/**
 * Extra reads and writes that must commit atomically with a domain write,
 * such as the idempotency record of the request that caused it. Domain
 * transactions call read() after their own reads (reads come before writes,
 * as in Firestore) and write() with their own writes. Either may throw to
 * abort the transaction.
 */
export type TxParticipant = {
  read(tx: Transaction): Promise<void>;
  write(tx: Transaction): void;
};

/**
 * A participant that counts what the transaction adds (the daily allowance
 * of new profiles): write(tx, n) counts n at once, so one write that adds
 * several profiles (rate-manager) is refused whole when they do not all fit.
 */
export type CountingParticipant = {
  read(tx: Transaction): Promise<void>;
  write(tx: Transaction, count?: number): void;
};

/**
 * One participant made of several (the request's idempotency claim, its
 * daily allowance): reads in order, then writes in order. Absent ones are
 * skipped, so a route hands its domain one value whatever came with the request.
 */
export function joinParticipants(...parts: (TxParticipant | undefined)[]): TxParticipant {
  const present = parts.filter((part): part is TxParticipant => part !== undefined);
  return {
    async read(tx) {
      for (const part of present) await part.read(tx);
    },
    write(tx) {
      for (const part of present) part.write(tx);
    },
  };
}
