import { useSessionStore } from '@/features/auth/session-store';
import { getAuthClient } from '@/lib/firebase-auth';

/** Signs the user out and reloads the app at `/` (SPEC: logout removes the stored session and reloads at /). */
export async function signOut(): Promise<void> {
  try {
    await (await getAuthClient()).signOut();
  } finally {
    useSessionStore.getState().setUser(null);
    window.location.assign('/');
  }
}
