import { Workbox } from 'workbox-window';
import { usePwaUpdateStore } from '@/lib/offline/pwa-update-store';

/** How often an open app asks the server for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Registers the service worker built by vite-plugin-pwa (production builds only) with workbox-window.
 * Loaded lazily after first paint, so workbox-window stays out of the initial bundle.
 *
 * Updates never reload by themselves (registerType 'prompt'): a new version waits until the user
 * presses Reload in the update prompt, so an open form is never lost. An open app checks for a new
 * version every hour, and when the connection comes back.
 */
export async function registerServiceWorker(): Promise<void> {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    usePwaUpdateStore.setState({
      updateReady: true,
      dismissed: false,
      applyUpdate: () => {
        // Reload only once the new version controls the page, and only because the user asked.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register();
  } catch (error) {
    console.warn('Offline support is unavailable:', error);
    return;
  }
  if (!registration) return;
  const checkForUpdate = () => {
    if (navigator.onLine === false) return;
    registration.update().catch(() => {
      // Offline or the server is down: the next check will do.
    });
  };
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('online', checkForUpdate);
}
