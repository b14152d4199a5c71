// The commit thread's own code (commit-thread.ts): a connection to the store's file and a Committer
// that applies each group it is sent, answering with every member's outcome.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { Committer, type GroupMember } from './commit.ts';
import { CommitSequence } from './commit-sequence.ts';
import {
  type CommitThreadOptions,
  type ThreadError,
  type ThreadOutcome,
  type ThreadReply,
  toThreadError,
} from './commit-thread.ts';
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

type Message = { id: number; group: GroupMember[] } | 'close';

/**
 * Groups that queued while the last one was applied go together, in one SQLite transaction: under
 * load the event loop sends a group per request (it no longer waits to gather them), and one COMMIT
 * for several writes their shared pages (indexes, hot tables) to the WAL once. When the thread keeps
 * up, nothing waits for this: a lone group is applied as it comes.
 */
function queued(first: { id: number; group: GroupMember[] }): {
  batch: { id: number; group: GroupMember[] }[];
  close: boolean;
} {
  const batch = [first];
  for (;;) {
    const next = receiveMessageOnPort(port) as { message: Message } | undefined;
    if (!next) return { batch, close: false };
    if (next.message === 'close') return { batch, close: true };
    batch.push(next.message);
  }
}

function reply(batch: { id: number; group: GroupMember[] }[]): void {
  let outcomes: ThreadOutcome[] | null = null;
  let failed: ThreadError | null = null;
  try {
    outcomes = committer
      .applyGroup(batch.flatMap((m) => m.group))
      .map((o) => ('error' in o ? { error: toThreadError(o.error) } : o));
  } catch (error) {
    failed = toThreadError(error);
  }
  let at = 0;
  for (const [i, { id, group }] of batch.entries()) {
    if (failed) port.postMessage({ id, failed } satisfies ThreadReply);
    else {
      const mine = (outcomes as ThreadOutcome[]).slice(at, at + group.length);
      port.postMessage(i === 0 ? { id, outcomes: mine } : { id, outcomes: mine, joined: true });
    }
    at += group.length;
  }
}

function close(): void {
  db.close();
  port.close();
}

port.on('message', (message: Message) => {
  if (message === 'close') return close();
  const { batch, close: closing } = queued(message);
  reply(batch);
  if (closing) close();
});
