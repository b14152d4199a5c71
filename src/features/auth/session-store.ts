import { create } from 'zustand';

/** Who is signed in, as far as the PWA knows. Firebase Auth owns the truth; this mirrors it for rendering. */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** The `moderator` custom claim; only decides what the screens offer (the API checks it itself). */
  moderator?: boolean;
};

export type SessionState = {
  /** 'loading' until Firebase Auth has restored (or not) a stored session. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
};

export const useSessionStore = create<SessionState>((set) => ({
  status: 'loading',
  user: null,
  setUser: (user) => set({ user, status: user ? 'signed-in' : 'signed-out' }),
}));
