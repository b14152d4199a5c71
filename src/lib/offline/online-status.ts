import { useSyncExternalStore } from 'react';

// Two signals make "online": the browser's own (navigator.onLine with its online/offline events), and
// whether our server was reachable the last time we tried. The browser's flag misses the common
// "connected but nothing gets through" case (a train's wifi, a captive portal, DevTools' offline
// mode), so api() reports network failures and successes here, and a probe (connectivity-probe.ts)
// checks /api/ping at start and, while unreachable, every little while.

let serverReachable = true;
const listeners = new Set<() => void>();

/** navigator.onLine (true where the API is missing). Says nothing about whether requests get through. */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function isServerReachable(): boolean {
  return serverReachable;
}

/** Called with what a request to our server came to: an answer (true) or a network error (false). */
export function reportServerReachable(reachable: boolean): void {
  if (reachable === serverReachable) return;
  serverReachable = reachable;
  for (const listener of listeners) listener();
}

/** Both signals: the browser is online and the server answered the last request. */
export function isOnline(): boolean {
  return isBrowserOnline() && serverReachable;
}

/** Calls `onChange` when either signal changes. */
export function subscribeOnlineStatus(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the app is online (see isOnline), re-rendering when that changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
