import { useSessionStore } from '@/features/auth/session-store';
import { getAuthClient } from '@/lib/firebase-auth';

/**
 * Mirrors Firebase Auth's user into the session store, for the life of the
 * app. Started after first paint so the SDK never delays the landing page.
 */
export async function startSessionSync(): Promise<() => void> {
  try {
    const auth = await getAuthClient();
    const { onIdTokenChanged } = await import('firebase/auth');
    return onIdTokenChanged(auth, (user) => {
      const { setUser } = useSessionStore.getState();
      if (!user) return setUser(null);
      const base = { uid: user.uid, email: user.email, displayName: user.displayName };
      setUser(base);
      // Claims ride in the token already in hand (no network): add the moderator flag when read.
      user
        .getIdTokenResult()
        .then(({ claims }) => {
          if (auth.currentUser?.uid === user.uid) setUser({ ...base, moderator: claims.moderator === true });
        })
        .catch(() => {});
    });
  } catch (error) {
    // Offline on first visit, or no config: behave as a visitor until the next start.
    console.warn('Sign-in is unavailable right now:', error);
    useSessionStore.getState().setUser(null);
    return () => {};
  }
}
