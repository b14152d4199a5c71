import { publishDueReviews } from '../domain/moderation/scheduled-publication.ts';
import type { AppDeps } from '../http/context.ts';
import { drainFor, startTimerJob } from './timer-job.ts';

type JobDeps = Pick<AppDeps, 'store' | 'clock' | 'log'>;

/**
 * Publishes the reviews whose publication time has come, for at most `ms`; failures are logged and the
 * next run continues (each review is published in its own transaction, once). Production runs it as the
 * scheduled function `scheduledReviews`.
 */
export function runScheduledPublication(deps: JobDeps, ms: number): Promise<void> {
  return drainFor('scheduled publication', () => publishDueReviews(deps.store, deps.clock()), ms, deps.log);
}

/** The embedded default's publication job: a timer in the API process. Returns a stop function for shutdown. */
export function startScheduledPublicationWorker(
  deps: JobDeps,
  options: { everyMs?: number; budgetMs?: number } = {},
): () => Promise<void> {
  return startTimerJob(
    () => runScheduledPublication(deps, options.budgetMs ?? 2_000),
    options.everyMs ?? 30_000,
  );
}
