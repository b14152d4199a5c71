// The saves every mounted draft form has waiting for its pause (use-draft.ts registers them). A module of
// its own so Logout (in the app's first bundle) can save them without bringing the whole useDraft hook,
// which only forms need, into the initial route's JavaScript.

const mountedFlushes = new Set<() => unknown>();

/** A form's save of what waits on its debounce; returns what unregisters it. */
export function registerPendingDraftSave(flush: () => unknown): () => void {
  mountedFlushes.add(flush);
  return () => mountedFlushes.delete(flush);
}

/**
 * Saves at once what every open form has waiting for its pause: before counting the drafts a sign-out
 * would delete, words typed a moment ago must count too (without it, Logout right after typing did not ask).
 */
export function flushPendingDrafts(): void {
  for (const flush of mountedFlushes) flush();
}
