import { discardBody } from '@/lib/discard-body';
import {
  isBrowserOnline,
  isServerReachable,
  reportServerReachable,
  subscribeOnlineStatus,
} from '@/lib/offline/online-status';

/** While the server is unreachable, look again this often. */
export const PROBE_INTERVAL_MS = 15_000;
const PROBE_URL = '/api/ping';

let started = false;

/**
 * Finds out whether the server can be reached: once at start, when the browser comes back online or
 * to the foreground, and every PROBE_INTERVAL_MS while it cannot (GET /api/ping, never cached).
 */
export function startConnectivityProbe(): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const probe = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!isBrowserOnline()) return; // the browser's 'online' event brings us back
    try {
      // The body is read (not needed, but an unread one keeps the request open).
      await discardBody(await fetch(PROBE_URL, { cache: 'no-store', credentials: 'omit' }));
      reportServerReachable(true); // any answer will do: the server is there
    } catch {
      reportServerReachable(false);
    }
    if (!isServerReachable()) timer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
  };

  // A request elsewhere failed: start looking again (unless already doing so).
  subscribeOnlineStatus(() => {
    if (!isServerReachable() && timer === undefined)
      timer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
  });
  window.addEventListener('online', () => void probe());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !isServerReachable()) void probe();
  });
  void probe();
}
