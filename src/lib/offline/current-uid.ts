import { sessionAuthClient } from '@/lib/firebase-auth';

/** The signed-in user's uid, or null for a visitor or when sign-in cannot start (e.g. offline, first visit). */
export async function currentUid(): Promise<string | null> {
  try {
    const auth = await sessionAuthClient();
    if (!auth) return null;
    await auth.authStateReady();
    return auth.currentUser?.uid ?? null;
  } catch {
    return null;
  }
}
