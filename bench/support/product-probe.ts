// Loaded into the benchmarked product with NODE_OPTIONS=--import (bench/load-bench.ts), so that the
// benchmark can look inside the API process without code of its own in the product:
//  - it counts the SQLite adapter's commits and document writes (Committer.commit), so the write
//    floor does as many writes per request as the write mix really does, and the SQLite commits
//    (Committer.flushes: one fsync for a group of commits);
//  - it starts and stops a CPU profile (node:inspector) around one scenario, for --cpu-prof.
// The benchmark writes a command to $BENCH_PROBE_DIR/command and sends SIGUSR2; the answer is
// $BENCH_PROBE_DIR/answer.json. Every other process that inherits NODE_OPTIONS (the Auth
// emulator) leaves it alone: only scripts/start.ts is probed.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * Commits (a transaction's or batch's, that wrote), documents written, SQLite commits (flushes), and
 * transaction commits refused because what they read had changed (each one retried).
 */
export type ProbeStats = { commits: number; writes: number; flushes: number; conflicts: number };

const dir = process.env.BENCH_PROBE_DIR;
const probed = dir !== undefined && /[/\\]scripts[/\\]start\.ts$/.test(process.argv[1] ?? '');

if (probed) {
  const { Committer } = await import('../../functions/src/store/sqlite/commit.ts');
  const stats: ProbeStats = { commits: 0, writes: 0, flushes: 0, conflicts: 0 };
  // The store's committer (the API has one): its count of SQLite commits, wherever they ran.
  let committer: InstanceType<typeof Committer> | null = null;
  const commit = Committer.prototype.commit;
  Committer.prototype.commit = async function counted(
    this: InstanceType<typeof Committer>,
    writes,
    reads,
    options,
  ) {
    committer = this;
    const ok = await commit.call(this, writes, reads, options);
    if (ok && writes.length > 0) {
      stats.commits += 1;
      stats.writes += writes.length;
    }
    // A transaction whose reads changed before its commit: it runs again after a backoff.
    if (!ok) stats.conflicts += 1;
    return ok;
  };
  let session: Session | null = null;
  const run = async (command: string): Promise<unknown> => {
    // A flush is one SQLite COMMIT (one fsync) for all the commits grouped in it (commit.ts).
    if (command === 'stats') return { ...stats, flushes: committer?.flushes ?? 0 };
    if (command === 'profile-start') {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return { started: true };
    }
    if (command.startsWith('profile-stop ')) {
      if (!session) return { error: 'no profile running' };
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      session = null;
      const file = command.slice('profile-stop '.length);
      writeFileSync(file, JSON.stringify(profile));
      return { file };
    }
    return { error: `unknown command ${command}` };
  };
  process.on('SIGUSR2', () => {
    const command = readFileSync(join(dir, 'command'), 'utf8').trim();
    void run(command).then((answer) => {
      // Written whole, then renamed: the benchmark never reads half an answer.
      writeFileSync(join(dir, 'answer.tmp'), JSON.stringify(answer));
      renameSync(join(dir, 'answer.tmp'), join(dir, 'answer.json'));
    });
  });
}
