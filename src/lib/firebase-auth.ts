import type { Auth } from 'firebase/auth';

/** What /__/firebase/init.json answers: Firebase Hosting in production, our web server locally. */
type FirebaseInitConfig = {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  /** Set by the embedded default: where the Auth emulator listens. */
  authEmulatorUrl?: string;
};

let authPromise: Promise<Auth> | undefined;

/**
 * The Firebase Auth client, loaded on first use so that the SDK stays out of
 * the initial bundle. Sessions persist in IndexedDB across reloads, and the
 * SDK refreshes ID tokens itself.
 */
export function getAuthClient(): Promise<Auth> {
  authPromise ??= (async () => {
    const response = await fetch('/__/firebase/init.json');
    if (!response.ok) throw new Error(`Firebase configuration unavailable (HTTP ${response.status})`);
    const config = (await response.json()) as FirebaseInitConfig;
    const [{ initializeApp }, authSdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp(config);
    const auth = authSdk.initializeAuth(app, {
      persistence: [authSdk.indexedDBLocalPersistence, authSdk.browserLocalPersistence],
    });
    // A demo- project never talks to real Firebase: without an explicit URL, use the emulator's default port.
    const emulatorUrl =
      config.authEmulatorUrl ??
      (config.projectId.startsWith('demo-') ? `http://${window.location.hostname}:9099` : undefined);
    if (emulatorUrl) authSdk.connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    return auth;
  })();
  authPromise.catch(() => {
    authPromise = undefined; // let a later call retry (e.g. after coming back online)
  });
  return authPromise;
}

/** A fresh ID token for the signed-in user, or null for a visitor. */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  const auth = await getAuthClient();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}
