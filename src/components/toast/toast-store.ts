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
 * An emoji or pictograph at the start: one shown as an emoji (✅ 🔗 ❌, or any with U+FE0F), a symbol
 * or dingbat (✔ ⚠ ✖), or a flag, with what joins or styles it. Not © ® ™ or digits, which are text.
 */
const LEADING_ICON =
  /^(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\u{FE0F}|[\u{2600}-\u{27BF}]|[\u{1F1E6}-\u{1F1FF}])/u;

/**
 * Whether a message starts with an icon of its own. SPEC.md's texts carry theirs ('✅ Submitted
 * successfully!', '🔗 Link copied to clipboard!'), and are kept word for word; the toast then leaves
 * out its tone icon, so that it never shows two.
 */
export function startsWithIcon(message: string): boolean {
  return LEADING_ICON.test(message);
}

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
