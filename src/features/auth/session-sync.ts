import { useSessionStore } from '@/features/auth/session-store';
import {
  getAuthClient,
  mayHaveSession,
  rememberSession,
  SESSION_HINT_KEY,
  whenAuthClientLoads,
} from '@/lib/firebase-auth';
import { forgetUnsettledAttempts } from '@/lib/offline/attempt-keys';

let following = false;
/** The uid of the last session seen (null: none); undefined until the first. */
let lastUid: string | null | undefined;

/**
 * Mirrors Firebase Auth's user into the session store, for the life of the app. Started after first
 * paint so the SDK never delays a page. A visitor (no session on this device) does not load the SDK
 * at all: they are signed out at once, and followed from the moment something loads it (signing in on
 * this page) or another tab signs in.
 */
export async function startSessionSync(): Promise<void> {
  if (await mayHaveSession()) return follow();
  useSessionStore.getState().setUser(null);
  whenAuthClientLoads(() => void follow());
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === 'yes') void follow();
  });
}

async function follow(): Promise<void> {
  if (following) return;
  following = true;
  try {
    const auth = await getAuthClient();
    const { onIdTokenChanged } = await import('firebase/auth');
    onIdTokenChanged(auth, (user) => {
      const { setUser } = useSessionStore.getState();
      // Another caller now (signed out, here or in another tab, or another account): the last one's
      // unsent requests' keys are not this one's.
      const uid = user?.uid ?? null;
      if (lastUid !== undefined && uid !== lastUid) forgetUnsettledAttempts();
      lastUid = uid;
      rememberSession(user !== null);
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
    // Offline on first visit, or no config: behave as a visitor until the next start (or sign-in).
    following = false;
    console.warn('Sign-in is unavailable right now:', error);
    useSessionStore.getState().setUser(null);
    whenAuthClientLoads(() => void follow());
  }
}
