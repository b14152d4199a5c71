import { sessionAuthClient } from '@/lib/firebase-auth';

/**
 * The signed-in user's uid, null for a visitor, or undefined when it cannot be told now: the Auth SDK
 * could not load (offline, or the connection is only just back).
 */
export async function currentUidIfKnown(): Promise<string | null | undefined> {
  try {
    const auth = await sessionAuthClient();
    if (!auth) return null;
    await auth.authStateReady();
    return auth.currentUser?.uid ?? null;
  } catch {
    return undefined;
  }
}

/** The signed-in user's uid, or null for a visitor or when sign-in cannot start (e.g. offline, first visit). */
export async function currentUid(): Promise<string | null> {
  return (await currentUidIfKnown()) ?? null;
}
