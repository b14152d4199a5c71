import { useSessionStore } from '@/features/auth/session-store';
import { getAuthClient } from '@/lib/firebase-auth';

export type SignInResult =
  | { status: 'signed-in' }
  /** Right password, email not verified yet: signed out again, verify first. */
  | { status: 'unverified' }
  | { status: 'invalid' }
  | { status: 'throttled' }
  /** The account is disabled: being deleted (issue 20). */
  | { status: 'disabled' }
  | { status: 'offline' };

/**
 * Signs in with the Firebase Auth SDK (loaded on first use, so it stays out of the initial bundle).
 * Only verified accounts stay signed in. The session store is updated at once, so a guarded page
 * opened right after sees the user without waiting for the SDK's listener.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  let auth: Awaited<ReturnType<typeof getAuthClient>>;
  let sdk: typeof import('firebase/auth');
  try {
    [auth, sdk] = await Promise.all([getAuthClient(), import('firebase/auth')]);
  } catch {
    return { status: 'offline' };
  }
  try {
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    if (!user.emailVerified) {
      await auth.signOut();
      useSessionStore.getState().setUser(null);
      return { status: 'unverified' };
    }
    useSessionStore.getState().setUser({ uid: user.uid, email: user.email, displayName: user.displayName });
    return { status: 'signed-in' };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'auth/too-many-requests') return { status: 'throttled' };
    if (code === 'auth/user-disabled') return { status: 'disabled' };
    if (code === 'auth/network-request-failed') return { status: 'offline' };
    return { status: 'invalid' };
  }
}
