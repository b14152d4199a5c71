// One node:sqlite connection, set up for the store: WAL (readers never block
// the writer, and a second process - a seed script next to the server - can
// open the same file), a busy timeout so that second process waits for the
// write lock instead of failing, the fs_key() function (a field's key computed
// from the JSON: for fields without a key column, key-columns.ts, and to fill
// new key columns), and a cache of prepared statements.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { StoreError } from '../document-store.ts';
import { encodeKey } from './value-order.ts';
import { decodeField } from './wire-format.ts';

export type Synchronous = 'FULL' | 'NORMAL';

export type DatabaseOptions = {
  busyTimeoutMs: number;
  synchronous: Synchronous;
  /** WAL pages at which a commit checkpoints (SQLite's default: 1,000); see background-checkpoint.ts. */
  walAutocheckpoint?: number;
};

/** SQL function name of the Firestore-order key of a JSON field (see value-order.ts). */
export const KEY_FUNCTION = 'fs_key';

export class Database {
  readonly sqlite: DatabaseSync;
  readonly path: string;
  private readonly statements = new Map<string, StatementSync>();
  private readonly arrayStatements = new Map<string, StatementSync>();

  constructor(path: string, options: DatabaseOptions) {
    this.path = path;
    this.sqlite = new DatabaseSync(path, { timeout: options.busyTimeoutMs });
    // Deterministic, so SQLite accepts it in index expressions. Its input is
    // the JSON text of one field (`data -> '$.path'`), NULL when missing.
    this.sqlite.function(KEY_FUNCTION, { deterministic: true }, (json) =>
      typeof json === 'string' ? encodeKey(decodeField(json)) : null,
    );
    if (path !== ':memory:') {
      const mode = this.sqlite.prepare('PRAGMA journal_mode = WAL').get() as { journal_mode: string };
      if (mode.journal_mode !== 'wal')
        throw new Error(`Could not switch ${path} to WAL (got ${mode.journal_mode}).`);
    }
    this.sqlite.exec(`PRAGMA synchronous = ${options.synchronous}`);
    if (options.walAutocheckpoint !== undefined)
      this.sqlite.exec(`PRAGMA wal_autocheckpoint = ${Math.trunc(options.walAutocheckpoint)}`);
    this.sqlite.exec('PRAGMA foreign_keys = OFF');
  }

  /** A prepared statement, compiled once per connection. */
  stmt(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * A prepared statement whose rows come back as arrays of column values, in SELECT order: no object
   * with named properties per row, a sixth of a 20-document query's SQL time when profiled (issue 19 item 4).
   */
  arrayStmt(sql: string): StatementSync {
    let statement = this.arrayStatements.get(sql);
    if (!statement) {
      statement = this.sqlite.prepare(sql);
      statement.setReturnArrays(true);
      this.arrayStatements.set(sql, statement);
    }
    return statement;
  }

  exec(sql: string): void {
    this.sqlite.exec(sql);
  }

  get inTransaction(): boolean {
    return this.sqlite.isTransaction;
  }

  /** Runs fn inside BEGIN IMMEDIATE (or a read transaction) and commits, or rolls back if it throws. */
  transaction<T>(kind: 'write' | 'read', fn: () => T): T {
    try {
      this.sqlite.exec(kind === 'write' ? 'BEGIN IMMEDIATE' : 'BEGIN');
    } catch (error) {
      // SQLITE_BUSY (5): another process kept the write lock past the busy timeout.
      if ((error as { errcode?: number }).errcode === 5) {
        throw new StoreError(
          'aborted',
          `The database is locked by another connection: ${(error as Error).message}`,
        );
      }
      throw error;
    }
    try {
      const result = fn();
      this.sqlite.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.sqlite.isTransaction) this.sqlite.exec('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    this.statements.clear();
    this.arrayStatements.clear();
    if (this.sqlite.isOpen) this.sqlite.close();
  }
}
