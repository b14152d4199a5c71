import { accountMailsInFlight, sendPendingAccountMails } from '../http/account-mail-sender.ts';
import type { AppDeps } from '../http/context.ts';
import { reviewerNoticesInFlight, sendPendingReviewerNotices } from '../http/reviewer-notice.ts';
import { drainFor, startTimerJob } from './timer-job.ts';

type MailDeps = Parameters<typeof sendPendingReviewerNotices>[0] &
  Parameters<typeof sendPendingAccountMails>[0] &
  Pick<AppDeps, 'log'>;

/**
 * Sends, for at most `ms`, the mails whose send after an answer never ran (the process died), never
 * finished, or failed: queued account mails (codes) first, then owed reviewer notices. Production runs
 * it as the scheduled function `pendingMails`.
 */
export async function runPendingMails(deps: MailDeps, ms: number): Promise<void> {
  const until = Date.now() + ms;
  // Taken mails are leased, so a second pass within one run finds only what is still free.
  await drainFor('account mails', () => sendPendingAccountMails(deps), ms / 2, deps.log);
  await drainFor('reviewer notices', () => sendPendingReviewerNotices(deps), until - Date.now(), deps.log);
}

/**
 * The embedded default's drain of pending mails: a timer in the API process. Returns a stop function
 * for shutdown, which also waits for the mails started after answers.
 */
export function startMailWorker(
  deps: MailDeps,
  options: { everyMs?: number; budgetMs?: number } = {},
): () => Promise<void> {
  const stop = startTimerJob(
    () => runPendingMails(deps, options.budgetMs ?? 2_000),
    options.everyMs ?? 30_000,
  );
  return async () => {
    await stop();
    await Promise.all([accountMailsInFlight(), reviewerNoticesInFlight()]);
  };
}
