// Commit sequence numbers: the version every write stamps on a document, which
// a transaction's read check compares (commit.ts). They must never repeat, or a
// document written twice could look unchanged to a transaction that read it in
// between. Taking each number from the database (UPDATE _meta ... RETURNING)
// dirtied one more page per commit, about a fifth of a read-modify-write
// transaction's own SQLite time when measured (issue 19 item 4). So numbers are
// reserved in blocks: the _meta row holds the highest number any connection
// has reserved, and a connection hands out the rest of its block from memory.
// A block is ours once the transaction that reserved it commits; if that
// transaction rolls back, so does the reservation, and the block is dropped.
// When another connection has committed since (PRAGMA data_version), a new
// block is reserved above whatever it took, so versions also keep increasing
// in commit order across processes. A crash wastes at most one block.
import type { Database } from './database.ts';
import { sqlIdent } from './field-path.ts';
import { META_TABLE } from './schema.ts';

/** Numbers reserved at a time. */
export const SEQUENCE_BLOCK = 1000;

export class CommitSequence {
  private readonly db: Database;
  /** The next number to hand out, and the last one reserved; next > last means none are left. */
  private next = 1;
  private last = 0;
  /** PRAGMA data_version when the block was reserved: it changes when another connection commits. */
  private dataVersion = -1;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Call inside the write transaction, before the first take() and outside any savepoint that may
   * roll back: makes `count` numbers available, reserving a block if needed.
   */
  begin(count: number): void {
    const version = (this.db.stmt('PRAGMA data_version').get() as { data_version: number }).data_version;
    if (version === this.dataVersion && this.next + count - 1 <= this.last) return;
    const size = Math.max(SEQUENCE_BLOCK, count);
    const row = this.db
      .stmt(`UPDATE ${sqlIdent(META_TABLE)} SET v = v + ? WHERE k = 'seq' RETURNING v`)
      .get(size) as { v: number };
    this.last = row.v;
    this.next = row.v - size + 1;
    this.dataVersion = version;
  }

  /** The next number; begin() made it available. */
  take(): number {
    if (this.next > this.last) throw new Error('CommitSequence.take() without begin()');
    return this.next++;
  }

  /** The write transaction rolled back, and with it any reservation it made: forget the block. */
  rolledBack(): void {
    this.next = 1;
    this.last = 0;
    this.dataVersion = -1;
  }
}
