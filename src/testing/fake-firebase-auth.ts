import type { Auth } from 'firebase/auth';

/**
 * The session web tests run under. src/testing/web-setup.ts puts these in place of @/lib/firebase-auth's
 * for every web test file, so that no test loads the Auth SDK: a visitor, until the file calls
 * signInFakeAuth. A file that needs the SDK itself (signing in, signing out) mocks the module its own way.
 */
const session: { uid: string | null } = { uid: null };

/** For the rest of this test file: the API client sends a token, and the outbox knows whose device it is. */
export function signInFakeAuth(uid = 'u1'): void {
  session.uid = uid;
}

/** What the Auth SDK would tell the app, for the current file's session. */
export const fakeFirebaseAuth = {
  getAuthClient: (): Promise<Auth> => Promise.reject(new Error('web tests have no Auth SDK')),
  sessionAuthClient: async (): Promise<Auth | null> =>
    session.uid === null
      ? null
      : ({ authStateReady: async () => {}, currentUser: { uid: session.uid } } as unknown as Auth),
  // As the real one: none for a visitor, nor for another user than `asUser`.
  currentIdToken: async (_forceRefresh = false, asUser?: string): Promise<string | null> =>
    session.uid === null || (asUser !== undefined && asUser !== session.uid) ? null : 'test-token',
};
