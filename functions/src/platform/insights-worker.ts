import { runInsightsJob } from '../domain/insights/insights-job.ts';
import type { AppDeps } from '../http/context.ts';
import { startTimerJob } from './timer-job.ts';

type JobDeps = Pick<AppDeps, 'store' | 'clock' | 'log'>;

/** One run of the insights job within `ms`; failures are logged and the next run continues. */
export async function runInsights(deps: JobDeps, ms: number): Promise<void> {
  try {
    await runInsightsJob(deps.store, deps.clock, ms);
  } catch (error) {
    deps.log.error('insights run failed; continued next run', { error: String(error) });
  }
}

/**
 * The embedded default's insights job (issue 16): a timer in the API process (production runs the
 * scheduled function `insights` instead). Returns a stop function for shutdown.
 */
export function startInsightsWorker(
  deps: JobDeps,
  options: { everyMs?: number; budgetMs?: number } = {},
): () => Promise<void> {
  return startTimerJob(() => runInsights(deps, options.budgetMs ?? 2_000), options.everyMs ?? 10_000);
}
