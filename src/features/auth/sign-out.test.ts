import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/session-store';

const firebase = vi.hoisted(() => ({ signOut: vi.fn(async () => {}) }));
vi.mock('@/lib/firebase-auth', () => ({ getAuthClient: async () => firebase }));
vi.mock('@/lib/offline/personal-data', () => ({ clearPersonalOfflineData: vi.fn(async () => {}) }));

const { clearPersonalOfflineData } = await import('@/lib/offline/personal-data');
const { signOut } = await import('@/features/auth/sign-out');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('signOut', () => {
  it("signs out, clears the user's offline data, then reloads at /", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    useSessionStore.setState({ status: 'signed-in', user: { uid: 'u1', email: 'a@b.c', displayName: 'A' } });
    await signOut();
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    expect(clearPersonalOfflineData).toHaveBeenCalledWith('u1');
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-out', user: null });
    expect(assign).toHaveBeenCalledWith('/');
    const clearedAt = vi.mocked(clearPersonalOfflineData).mock.invocationCallOrder[0] ?? 0;
    expect(clearedAt).toBeLessThan(assign.mock.invocationCallOrder[0] ?? 0);
  });
});
