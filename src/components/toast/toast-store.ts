import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info';

export type Toast = { id: number; message: string; tone: ToastTone };

type ToastState = { toasts: Toast[] };

/** How long a toast stays (unless the pointer or focus is on it). Long enough to read two sentences. */
export const TOAST_DURATION_MS = 6000;
/** At most this many at once: the oldest goes first. */
const MAX_TOASTS = 3;

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

let nextId = 1;

/**
 * Shows a short message in the app's live region (the replacement for window.alert). It survives
 * client-side navigation, so a page can say 'Login successful' and move on at once.
 */
export function showToast(message: string, tone: ToastTone = 'success'): number {
  const id = nextId++;
  useToastStore.setState((state) => ({
    toasts: [...state.toasts, { id, message, tone }].slice(-MAX_TOASTS),
  }));
  return id;
}

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

export function clearToasts(): void {
  useToastStore.setState({ toasts: [] });
}
