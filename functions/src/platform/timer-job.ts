// The embedded default's background jobs (insights, account deletions, reviewer notices): a timer in
// the API process where production runs a scheduled function. One run at a time; a tick that finds the
// last run still going is skipped.

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
