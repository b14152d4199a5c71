import {
  continueDeletion,
  DELETION_STEP_ITEMS,
  pendingDeletions,
} from '../domain/accounts/account-deletion.ts';
import { deletionDeps } from '../http/account-support.ts';
import type { AppDeps } from '../http/context.ts';
import { startTimerJob } from './timer-job.ts';

/** Accounts one round takes on. */
const ACCOUNTS_PER_ROUND = 20;

/** finished: gone; pending: more to erase at once; waiting: only published reviews waiting for their moment. */
export type DeletionRound = { finished: number; failed: number; pending: number; waiting: number };

/**
 * One round of background account deletion: each pending account (up to ACCOUNTS_PER_ROUND)
 * gets one bounded step. A step that fails is logged and retried next round.
 */
export async function accountDeletionRound(
  deps: Pick<AppDeps, 'store' | 'accountErasers' | 'users' | 'secrets' | 'clock' | 'log' | 'publishDelay'>,
  items = DELETION_STEP_ITEMS,
): Promise<DeletionRound> {
  const uids = await pendingDeletions(deps.store, ACCOUNTS_PER_ROUND, deps.clock());
  const round: DeletionRound = { finished: 0, failed: 0, pending: 0, waiting: 0 };
  for (const uid of uids) {
    try {
      const progress = await continueDeletion(deletionDeps(deps), uid, items);
      if (progress === 'deleted') round.finished += 1;
      else if (progress === 'waiting') round.waiting += 1;
      else round.pending += 1;
    } catch (error) {
      // No uid in the log: a log line must not tie an account to anything.
      deps.log.error('account deletion step failed; retried next round', { error: String(error) });
      round.failed += 1;
      round.pending += 1;
    }
  }
  return round;
}

/** Rounds until nothing is pending or `ms` have passed (the caller's time budget). */
export async function runAccountDeletions(
  deps: Parameters<typeof accountDeletionRound>[0],
  ms: number,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const round = await accountDeletionRound(deps);
    // Nothing left, or only failures: wait for the next run rather than spin on them.
    if (round.pending === 0 || round.pending === round.failed) return;
  }
}

/**
 * The embedded default's background deletion: a timer in the API process (production runs the
 * scheduled function `accountDeletions` instead). Returns a stop function for shutdown.
 */
export function startAccountDeletionWorker(
  deps: Parameters<typeof accountDeletionRound>[0],
  options: { everyMs?: number; budgetMs?: number } = {},
): () => Promise<void> {
  return startTimerJob(
    () =>
      runAccountDeletions(deps, options.budgetMs ?? 2_000).catch((error: unknown) =>
        deps.log.error('account deletion run failed', { error: String(error) }),
      ),
    options.everyMs ?? 5_000,
  );
}
