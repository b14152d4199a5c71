import { getAuthClient } from '@/lib/firebase-auth';
import { clearPersonalOfflineData } from '@/lib/offline/personal-data';

// What the account screens do to the Firebase session. The auth feature owns sign-in; these are the
// two moments an account change has to touch the session itself.

/**
 * After a password change Firebase revokes every session of the account, this one included: sign in
 * again with the new password so the user stays signed in.
 */
export async function renewSession(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    getAuthClient(),
    import('firebase/auth'),
  ]);
  await signInWithEmailAndPassword(auth, email, password);
}

/**
 * After the account is deleted: drop the SDK's session (the user no longer exists) and everything
 * this device kept for them (cached pages, drafts, all their outbox entries). With no uid (a
 * password change) only the session ends.
 */
export async function endSession(deletedUid?: string): Promise<void> {
  await (await getAuthClient()).signOut();
  if (deletedUid) await clearPersonalOfflineData(deletedUid, { accountDeleted: true });
}
