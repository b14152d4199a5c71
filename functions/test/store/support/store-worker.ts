// A separate process working on a SQLite store file, for the durability and
// multi-process tests. Run with process.execPath (Node 22 strips the types):
//   store-worker.ts pairs <db> <round>      commits transactions until killed,
//                                           printing "committed <i>" after each
//   store-worker.ts pairs-wal-sync <db> <round>  the same, commits made durable off the event loop
//   store-worker.ts pairs-thread <db> <round>    the same, commits also applied by a worker thread
//   store-worker.ts pairs-restart <db> <round>   the same, with background checkpoints every few ms
//                                           that ask the commit thread to start the WAL over at 8 pages
//   store-worker.ts increment <db> <count>  read-modify-write increments of one counter
//   store-worker.ts write-close <db> <count> as a script does: the data folder's settings (background
//                                           checkpoints, WAL synced off the event loop, commits
//                                           applied by a worker thread), writes, closes
import { openSqliteStore } from '../../../src/store/sqlite/index.ts';

const [mode, path, arg] = process.argv.slice(2);
if (!mode || !path || !arg)
  throw new Error(
    'usage: store-worker.ts pairs|pairs-wal-sync|pairs-thread|pairs-restart|increment|write-close <db> <arg>',
  );
// increment contends with the test's own loop on one document: see the test for the larger retry budget.
const restarting = mode === 'pairs-restart';
const store = openSqliteStore({
  path,
  maxAttempts: mode === 'increment' ? 50 : 5,
  syncWalOffThread:
    mode === 'pairs-wal-sync' || mode === 'pairs-thread' || restarting || mode === 'write-close',
  commitInThread: mode === 'pairs-thread' || restarting || mode === 'write-close',
  checkpointInBackground: restarting || mode === 'write-close',
  // The WAL started over by the commit thread about every commit (background-checkpoint.ts).
  ...(restarting ? { checkpointEveryMs: 2, walRestartAtPages: 8 } : {}),
});
process.stdout.write('ready\n');

if (mode === 'pairs' || mode === 'pairs-wal-sync' || mode === 'pairs-thread' || restarting) {
  const round = arg;
  const payload = 'x'.repeat(4000); // big enough that a commit takes a while
  for (let i = 0; ; i++) {
    await store.runTransaction(async (tx) => {
      const counter = await tx.get<{ n: number }>('meta', 'counter');
      tx.set('pairs', `${round}-${i}-a`, { round, i, payload });
      tx.set('pairs', `${round}-${i}-b`, { round, i, payload });
      tx.set('meta', 'counter', { n: (counter?.data.n ?? 0) + 1 });
    });
    process.stdout.write(`committed ${i}\n`);
  }
} else if (mode === 'increment') {
  for (let i = 0; i < Number(arg); i++) {
    await store.runTransaction(async (tx) => {
      const doc = await tx.get<{ n: number }>('shared', 'counter');
      tx.set('shared', 'counter', { n: (doc?.data.n ?? 0) + 1 });
    });
  }
  await store.close();
  process.stdout.write('done\n');
} else if (mode === 'write-close') {
  for (let i = 0; i < Number(arg); i++) await store.batch().set('docs', `d${i}`, { i }).commit();
  await store.close();
  // Nothing else keeps the process alive: it ends here, with code 0, only if close() settled.
  process.stdout.write('closed\n');
} else {
  throw new Error(`unknown mode ${mode}`);
}
