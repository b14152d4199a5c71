// Whether a store's commits are definite (issue 19 item 1), a property of the database a store
// talks to, like its counter shards (counter-shards-setting.ts). Firestore's SDK runs a
// transaction's function again after a commit that failed with UNAVAILABLE, DEADLINE_EXCEEDED or
// INTERNAL, whether or not it went through; so every write of a request records the request in
// its own commit (exactly-once-store.ts), one more document written and read per write. SQLite in
// this process commits or fails outright (a failed COMMIT wrote nothing and is not retried), so a
// function never runs again after its commit applied and that record guards against nothing: the
// embedded default says so, and its writes without an Idempotency-Key write no request record.
import { DelegatingStore } from './delegating-store.ts';
import type { DocumentStore } from './document-store.ts';

class DefiniteCommitsStore extends DelegatingStore {
  override get definiteCommits(): boolean {
    return true;
  }
}

/** The store, saying that a transaction never runs again after its commit applied. */
export function withDefiniteCommits(store: DocumentStore): DocumentStore {
  return new DefiniteCommitsStore(store);
}
