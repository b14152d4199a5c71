import type { AppDeps } from '../http/context.ts';
import { reviewerNoticesInFlight, sendPendingReviewerNotices } from '../http/reviewer-notice.ts';
import { drainFor, startTimerJob } from './timer-job.ts';

type NoticeDeps = Parameters<typeof sendPendingReviewerNotices>[0] & Pick<AppDeps, 'log'>;

/**
 * Sends owed reviewer notices for at most `ms`: those whose send after the answer never ran (the
 * process died) or failed. Production runs it as the scheduled function `reviewerNotices`.
 */
export function runReviewerNotices(deps: NoticeDeps, ms: number): Promise<void> {
  // Taken notices are leased, so a second pass within one run finds only what is still free.
  return drainFor('reviewer notices', () => sendPendingReviewerNotices(deps), ms, deps.log);
}

/**
 * The embedded default's drain of reviewer notices: a timer in the API process. Returns a stop
 * function for shutdown, which also waits for the sends started after answers.
 */
export function startReviewerNoticeWorker(
  deps: NoticeDeps,
  options: { everyMs?: number; budgetMs?: number } = {},
): () => Promise<void> {
  const stop = startTimerJob(
    () => runReviewerNotices(deps, options.budgetMs ?? 2_000),
    options.everyMs ?? 30_000,
  );
  return async () => {
    await stop();
    await reviewerNoticesInFlight();
  };
}
