import { publishDueReviews } from '../domain/moderation/scheduled-publication.ts';
import { departDueReviews } from '../domain/reviews/due-departures.ts';
import { applyDueEdits } from '../domain/reviews/due-edits.ts';
import type { AppDeps } from '../http/context.ts';
import { drainFor, startTimerJob } from './timer-job.ts';

type JobDeps = Pick<AppDeps, 'store' | 'clock' | 'log'>;

/**
 * One pass: the reviews whose moment has come appear, the edits of published ones whose moment has come
 * are applied, and those their authors deleted whose moment has come leave.
 */
async function moveDueReviews(deps: JobDeps): Promise<number> {
  const now = deps.clock();
  const published = await publishDueReviews(deps.store, now);
  const edited = await applyDueEdits(deps.store, now);
  return published + edited + (await departDueReviews(deps.store, now));
}

/**
 * Publishes the reviews whose publication time has come, applies the waiting edits of published reviews
 * whose moment has come (reviews/due-edits.ts), and erases those deleted by their authors whose moment to
 * leave has come (reviews/due-departures.ts), for at most `ms`; failures are logged and the
 * next run continues (each review moves in its own transaction, once). Production runs it as the
 * scheduled function `scheduledReviews`.
 */
export function runScheduledPublication(deps: JobDeps, ms: number): Promise<void> {
  return drainFor('scheduled publication', () => moveDueReviews(deps), ms, deps.log);
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
