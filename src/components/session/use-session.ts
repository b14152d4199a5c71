import { useSessionStore } from '@/features/auth/session-store';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** 'loading' until Firebase Auth has restored (or not) a stored session. For pages outside the auth feature. */
export function useSessionStatus(): SessionStatus {
  return useSessionStore((state) => state.status);
}

/** The signed-in user's id, or null: a key for reloading what depends on who is asking. */
export function useSessionUid(): string | null {
  return useSessionStore((state) => state.user?.uid ?? null);
}
