import { startConnectivityProbe } from '@/lib/offline/connectivity-probe';
import { type OutboxStartOptions, startOutbox } from '@/lib/offline/outbox/outbox';
import { registerServiceWorker } from '@/lib/offline/register-sw';

/**
 * The app's offline machinery, loaded after first paint (main.tsx) so that none of it weighs on the
 * initial bundle: the service worker (with its update prompt and hourly checks), the connectivity
 * probe behind the offline indicator, and the outbox replay.
 */
export function startOffline(options: OutboxStartOptions = {}): void {
  void registerServiceWorker();
  startConnectivityProbe();
  startOutbox(options);
}
