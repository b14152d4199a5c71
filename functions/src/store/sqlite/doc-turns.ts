// Lines for hot documents (issue 19). Transactions are optimistic: each reads, then its commit
// checks that what it read is unchanged. Under many writers of one document (a company's figures
// under a burst of manager reviews), readers that arrive while a commit to it is on its way read
// the version about to be replaced, fail their check, and run again: every one of them, each
// retry holding the others back (tx-lock.ts). So once a document is hot (a commit that writes it
// is not applied yet, or someone is in line for it), a transaction reading it takes a place in its
// line and waits for the one before it to apply its commit (or end), then reads the version that
// one wrote. Documents nobody is writing cost one look-up.
//
// Nothing waits in a cycle: a transaction waits only for older ones (by when they began), and for
// commits already asked for, which wait for nobody. An older transaction never waits for a younger
// one, so a stream of newcomers cannot hold it back.

/** A transaction attempt's place in the lines it joined; `done` settles when its commit is applied or it ends. */
export type Turn = { readonly age: number; readonly done: Promise<void> };

export class DocTurns {
  /** The last in line per document. */
  private readonly last = new Map<string, Turn>();

  /** Whether anyone is in line for the document. */
  has(key: string): boolean {
    return this.last.has(key);
  }

  /** Puts `turn` last in line; returns the one before it when that one is older (to wait for). */
  join(key: string, turn: Turn): Turn | null {
    const before = this.last.get(key);
    this.last.set(key, turn);
    return before !== undefined && before.age < turn.age ? before : null;
  }

  /** Leaves the line: nobody is in line after `turn` unless someone joined since. */
  leave(key: string, turn: Turn): void {
    if (this.last.get(key) === turn) this.last.delete(key);
  }
}
