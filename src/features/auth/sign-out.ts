import { useSessionStore } from '@/features/auth/session-store';
import { getAuthClient } from '@/lib/firebase-auth';

/**
 * Signs the user out and reloads the app at `/` (SPEC: logout removes the stored session and reloads
 * at /). Also removes what this device kept for the user: the service worker's API caches, form
 * drafts and sent outbox entries (see clearPersonalOfflineData), before the reload.
 */
export async function signOut(): Promise<void> {
  const uid = useSessionStore.getState().user?.uid ?? null;
  try {
    await (await getAuthClient()).signOut();
  } finally {
    useSessionStore.getState().setUser(null);
    try {
      const { clearPersonalOfflineData } = await import('@/lib/offline/personal-data');
      await clearPersonalOfflineData(uid);
    } catch (error) {
      console.warn('Offline data could not be cleared:', error);
    }
    window.location.assign('/');
  }
}
