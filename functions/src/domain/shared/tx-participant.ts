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
