import type { Auth } from 'firebase/auth';
import { discardBody } from '@/lib/discard-body';

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
let loaded: Auth | undefined;
const onLoad = new Set<(auth: Auth) => void>();

/**
 * What this device last saw of a Firebase session: 'yes' or 'no' (written by the session sync). It
 * lets a visitor's pages skip the Auth SDK (about 46 KB compressed and 0.3 s of a phone's main thread)
 * until they sign in. Only a hint: it never grants anything, and the SDK stays the truth.
 */
export const SESSION_HINT_KEY = 'rmi-session-hint';
/** Where Firebase's indexedDBLocalPersistence keeps a signed-in user. */
const FIREBASE_AUTH_DB = 'firebaseLocalStorageDb';

export function rememberSession(signedIn: boolean): void {
  try {
    window.localStorage.setItem(SESSION_HINT_KEY, signedIn ? 'yes' : 'no');
  } catch {
    // Storage unavailable: the next start loads the SDK to find out, as before.
  }
}

/**
 * Whether this device may hold a signed-in session, without loading the SDK: the hint when there is
 * one; otherwise whether Firebase's storage exists at all (a session from before the hint existed).
 * When unsure, yes.
 */
export async function mayHaveSession(): Promise<boolean> {
  if (authPromise) return true;
  try {
    const hint = window.localStorage.getItem(SESSION_HINT_KEY);
    if (hint === 'yes' || hint === 'no') return hint === 'yes';
    if (Object.keys(window.localStorage).some((key) => key.startsWith('firebase:authUser:'))) return true;
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const stored = (await indexedDB.databases()).some((db) => db.name === FIREBASE_AUTH_DB);
    // No Firebase storage, so no session: remembered, so that later calls need not look again.
    if (!stored) rememberSession(false);
    return stored;
  } catch {
    return true;
  }
}

/** Calls `listener` once the SDK is loaded (now, if it is): whoever loads it first (say, signing in). */
export function whenAuthClientLoads(listener: (auth: Auth) => void): void {
  if (loaded) listener(loaded);
  else onLoad.add(listener);
}

/**
 * The Firebase Auth client, loaded on first use so that the SDK stays out of
 * the initial bundle. Sessions persist in IndexedDB across reloads, and the
 * SDK refreshes ID tokens itself.
 */
export function getAuthClient(): Promise<Auth> {
  authPromise ??= (async () => {
    const response = await fetch('/__/firebase/init.json');
    if (!response.ok) {
      await discardBody(response);
      throw new Error(`Firebase configuration unavailable (HTTP ${response.status})`);
    }
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
    loaded = auth;
    for (const listener of onLoad) listener(auth);
    onLoad.clear();
    return auth;
  })();
  authPromise.catch(() => {
    authPromise = undefined; // let a later call retry (e.g. after coming back online)
  });
  return authPromise;
}

/** The SDK's client when a session may exist (loading it if need be); null for a visitor. */
export async function sessionAuthClient(): Promise<Auth | null> {
  return (await mayHaveSession()) ? getAuthClient() : null;
}

/**
 * A fresh ID token for the signed-in user; null for a visitor, and when `asUser` is given and someone
 * else is signed in.
 */
export async function currentIdToken(forceRefresh = false, asUser?: string): Promise<string | null> {
  const auth = await sessionAuthClient();
  if (!auth) return null;
  await auth.authStateReady();
  const user = auth.currentUser;
  // Compared on the user whose token is taken, so a sign-in in between cannot slip another's token in.
  if (!user || (asUser !== undefined && user.uid !== asUser)) return null;
  return user.getIdToken(forceRefresh);
}
