// Form drafts in localStorage: synchronous, so a reopened form shows its draft on the first render.
// Keys: rmi-draft:<uid or "anon">:<form key>. Values: { savedAt, value } as JSON.

export const DRAFT_PREFIX = 'rmi-draft:';
/** Drafts older than this are dropped when read. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type StoredDraft<T> = { savedAt: number; value: T };

/** The storage key of a form's draft; personal forms pass the user's uid so drafts never cross accounts. */
export function draftStorageKey(key: string, uid?: string | null): string {
  return `${DRAFT_PREFIX}${uid || 'anon'}:${key}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (some privacy settings)
  }
}

export function readDraft<T>(storageKey: string, now = Date.now()): StoredDraft<T> | null {
  const raw = storage()?.getItem(storageKey);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (typeof draft?.savedAt !== 'number' || !('value' in draft)) throw new Error('not a draft');
    if (now - draft.savedAt > DRAFT_MAX_AGE_MS) throw new Error('expired');
    return draft;
  } catch {
    removeDraft(storageKey);
    return null;
  }
}

/** Saves a draft; false when storage is unavailable or full (the form keeps working without it, and says so). */
export function writeDraft<T>(storageKey: string, value: T, now = Date.now()): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(storageKey, JSON.stringify({ savedAt: now, value } satisfies StoredDraft<T>));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storageKey: string): void {
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // nothing to do
  }
}

/**
 * How many unfinished drafts this user (or a visitor, whose drafts a sign-in takes over) has on this
 * device: what a sign-out would delete of theirs. Expired or unreadable ones do not count (readDraft drops them).
 */
export function countDrafts(uid: string | null, now = Date.now()): number {
  const store = storage();
  if (!store) return 0;
  const prefixes = [draftStorageKey('', uid), draftStorageKey('', null)];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  return keys.filter((key) => readDraft(key, now) !== null).length;
}

/** Removes every form draft on this device (sign-out). */
export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) removeDraft(key);
}
