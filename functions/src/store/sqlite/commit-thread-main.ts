// The commit thread's own code (commit-thread.ts): a connection to the store's file and a Committer
// that applies each group it is sent, answering with every member's outcome.
import { parentPort, workerData } from 'node:worker_threads';
import { Committer, type GroupMember } from './commit.ts';
import { CommitSequence } from './commit-sequence.ts';
import { type CommitThreadOptions, type ThreadReply, toThreadError } from './commit-thread.ts';
import { Database } from './database.ts';
import { IndexCatalog } from './index-catalog.ts';
import { Schema } from './schema.ts';

const options = workerData as CommitThreadOptions;
const db = new Database(options.path, {
  busyTimeoutMs: options.busyTimeoutMs,
  synchronous: options.synchronous,
  ...(options.walAutocheckpoint === undefined ? {} : { walAutocheckpoint: options.walAutocheckpoint }),
});
const schema = new Schema(db, new IndexCatalog(options.indexes));
// The clock is the store's: each member carries its own time (GroupMember.now).
const committer = new Committer(db, schema, () => new Date(), new CommitSequence(db));
const port = parentPort as NonNullable<typeof parentPort>;

port.on('message', (message: { id: number; group: GroupMember[] } | 'close' | 'checkpoint') => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  if (message === 'checkpoint') {
    // Between two groups: copies the pages the background checkpointer left (background-checkpoint.ts),
    // so that this connection's next commit starts the WAL over. Busy or failed: the next run asks again.
    try {
      db.exec('PRAGMA wal_checkpoint(PASSIVE)');
    } catch {}
    return;
  }
  let reply: ThreadReply;
  try {
    const outcomes = committer.applyGroup(message.group);
    reply = {
      id: message.id,
      outcomes: outcomes.map((o) => ('error' in o ? { error: toThreadError(o.error) } : o)),
    };
  } catch (error) {
    reply = { id: message.id, failed: toThreadError(error) };
  }
  port.postMessage(reply);
});
