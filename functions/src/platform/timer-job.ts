// The embedded default's background jobs (insights, account deletions, reviewer notices, scheduled
// publication): a timer in the API process where production runs a scheduled function. One run at a
// time; a tick that finds the last run still going is skipped.

/** Runs `run` every `everyMs` (never two at once); answers a stop function that waits for the run in progress. */
export function startTimerJob(run: () => Promise<void>, everyMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  }, everyMs);
  // The process may end while the timer waits (tests, shutdown).
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Repeats `pass` (which answers how much it did) for at most `ms`, until a pass does nothing; a failure is
 * logged under `name` and left to the next run (scheduled publication, reviewer notices).
 */
export async function drainFor(
  name: string,
  pass: () => Promise<number>,
  ms: number,
  log: { error(message: string, fields: Record<string, unknown>): void },
): Promise<void> {
  const until = Date.now() + ms;
  try {
    while (Date.now() < until) {
      if ((await pass()) === 0) return;
    }
  } catch (error) {
    log.error(`${name} run failed; continued next run`, { error: String(error) });
  }
}
