let warmedUp = false;

/**
 * GET /api/ping: wakes the backend (a cold Cloud Function) while the visitor reads the landing page.
 * Fire and forget: sent at most once per page load, answer and errors ignored.
 */
export function warmUpApi(): void {
  if (warmedUp) return;
  warmedUp = true;
  fetch('/api/ping', { method: 'GET', cache: 'no-store', credentials: 'omit' }).catch(() => {});
}

/** Test helper: allow another warm-up call. */
export function resetWarmUpForTests(): void {
  warmedUp = false;
}
