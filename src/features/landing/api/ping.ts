import { discardBody } from '@/lib/discard-body';

let warmedUp = false;

/**
 * GET /api/ping: wakes the backend (a cold Cloud Function) while the visitor reads the landing page.
 * Fire and forget: sent at most once per page load, answer and errors ignored (the answer's body is
 * still read, or the request would stay open).
 */
export function warmUpApi(): void {
  if (warmedUp) return;
  warmedUp = true;
  fetch('/api/ping', { method: 'GET', cache: 'no-store', credentials: 'omit' })
    .then(discardBody)
    .catch(() => {});
}

/** Test helper: allow another warm-up call. */
export function resetWarmUpForTests(): void {
  warmedUp = false;
}
