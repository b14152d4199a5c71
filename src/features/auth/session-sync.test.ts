import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK is what cannot run here: getAuthClient and onIdTokenChanged are stand-ins; the hint logic
// (mayHaveSession, rememberSession) is the real module's.
const sdk = vi.hoisted(() => ({
  getAuthClient: vi.fn(),
  loadListeners: [] as (() => void)[],
  // Every module instance's listener (each test loads the module afresh; window listeners stay).
  tokenListeners: [] as ((user: { uid: string } | null) => void)[],
}));
vi.mock('@/lib/firebase-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/firebase-auth')>()),
  getAuthClient: sdk.getAuthClient,
  whenAuthClientLoads: (listener: () => void) => sdk.loadListeners.push(listener),
}));
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: (user: { uid: string } | null) => void) => {
    sdk.tokenListeners.push(listener);
    return () => {};
  },
}));

const user = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  displayName: uid,
  getIdTokenResult: async () => ({ claims: {} }),
});

function emit(signedIn: ReturnType<typeof user> | null) {
  for (const listener of sdk.tokenListeners) listener(signedIn);
}

async function start(databases: string[] = []) {
  vi.stubGlobal('indexedDB', { databases: async () => databases.map((name) => ({ name, version: 1 })) });
  vi.resetModules();
  const { useSessionStore } = await import('@/features/auth/session-store');
  const { startSessionSync } = await import('@/features/auth/session-sync');
  useSessionStore.setState({ status: 'loading', user: null });
  await startSessionSync();
  return useSessionStore;
}

beforeEach(() => {
  window.localStorage.clear();
  sdk.getAuthClient.mockReset().mockResolvedValue({ currentUser: null });
  sdk.loadListeners = [];
  sdk.tokenListeners = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('session sync', () => {
  it('a visitor on a device that never signed in: signed out at once, no SDK loaded', async () => {
    const store = await start();
    expect(store.getState().status).toBe('signed-out');
    expect(sdk.getAuthClient).not.toHaveBeenCalled();
  });

  it('follows the session from the moment signing in loads the SDK, and remembers it', async () => {
    const store = await start();
    for (const listener of sdk.loadListeners) listener();
    await vi.waitFor(() => expect(sdk.tokenListeners.length).toBeGreaterThan(0));
    emit(user('u1'));
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { uid: 'u1' } });
    expect(window.localStorage.getItem('rmi-session-hint')).toBe('yes');

    emit(null);
    expect(store.getState().status).toBe('signed-out');
    expect(window.localStorage.getItem('rmi-session-hint')).toBe('no');
  });

  it('restores a remembered session, and one stored before the hint existed', async () => {
    window.localStorage.setItem('rmi-session-hint', 'yes');
    await start();
    expect(sdk.getAuthClient).toHaveBeenCalledTimes(1);

    window.localStorage.clear();
    await start(['firebaseLocalStorageDb']);
    expect(sdk.getAuthClient).toHaveBeenCalledTimes(2);
  });

  it('after signing out here, stays without the SDK until another tab signs in', async () => {
    window.localStorage.setItem('rmi-session-hint', 'no');
    const store = await start(['firebaseLocalStorageDb']);
    expect(store.getState().status).toBe('signed-out');
    expect(sdk.getAuthClient).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: 'rmi-session-hint', newValue: 'yes' }));
    await vi.waitFor(() => expect(sdk.tokenListeners.length).toBeGreaterThan(0));
    emit(user('u2'));
    expect(store.getState()).toMatchObject({ status: 'signed-in', user: { uid: 'u2' } });
  });
});

describe('unsent requests’ keys', () => {
  it('signed out in another tab, this page sends the next account’s same request under a new key, and keeps no old one', async () => {
    await start();
    for (const listener of sdk.loadListeners) listener();
    await vi.waitFor(() => expect(sdk.tokenListeners.length).toBeGreaterThan(0));
    const { attemptKeyFor } = await import('@/lib/offline/attempt-keys');
    const { clearDrafts } = await import('@/lib/offline/draft-storage');
    emit(user('u1'));
    // u1's report got a 5xx: its key is kept for a send of the same words.
    const first = attemptKeyFor('report-fingerprint');
    expect(attemptKeyFor('report-fingerprint')).toBe(first);
    // Signing out in the other tab clears this device's keys, and this tab hears the session end.
    clearDrafts();
    emit(null);
    emit(user('u2'));
    const next = attemptKeyFor('report-fingerprint');
    expect(next).not.toBe(first);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(first);
  });

  it('a refreshed token of the same account keeps the key', async () => {
    await start();
    for (const listener of sdk.loadListeners) listener();
    await vi.waitFor(() => expect(sdk.tokenListeners.length).toBeGreaterThan(0));
    const { attemptKeyFor } = await import('@/lib/offline/attempt-keys');
    emit(user('u1'));
    const first = attemptKeyFor('edit-fingerprint');
    emit(user('u1'));
    expect(attemptKeyFor('edit-fingerprint')).toBe(first);
  });
});
