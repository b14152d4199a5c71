import { create } from 'zustand';

/**
 * What the service worker registration tells the UI (set by register-sw.ts, read by the update prompt).
 * Kept apart from the registration code so that the prompt costs the initial bundle almost nothing.
 */
export type PwaUpdateState = {
  /** A new version is installed and waiting; it takes over only when the user chooses to reload. */
  updateReady: boolean;
  /** Activates the waiting version, then reloads once it controls the page. */
  applyUpdate: (() => void) | null;
  /** The user chose "Later": hide the prompt until the next version arrives. */
  dismissed: boolean;
};

export const usePwaUpdateStore = create<PwaUpdateState>(() => ({
  updateReady: false,
  applyUpdate: null,
  dismissed: false,
}));
