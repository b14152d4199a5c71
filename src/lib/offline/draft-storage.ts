// Form drafts in Web Storage: synchronous, so a reopened form shows its draft on the first render.
// Keys: rmi-draft:<uid or "anon">:<form key>. Values: { savedAt, value } as JSON.
// A signed-in user's drafts are in localStorage, per account, until sent or until sign-out. A visitor's
// ("anon") are in sessionStorage: a reload keeps them, but closing the tab or the browser ends them, so
// the next person at a shared or library computer does not find a stranger's name, email and message.
// Beside them, the Idempotency-Keys of their sends that got no settled answer (rmi-attempt:<fingerprint>),
// which outlive the page as the words do and go with them at sign-out.

export const DRAFT_PREFIX = 'rmi-draft:';
export const ATTEMPT_PREFIX = 'rmi-attempt:';
/** Drafts older than this are dropped when read. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The server remembers an Idempotency-Key for a day (functions/src/http/idempotency.ts): no use after. */
export const ATTEMPT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type StoredDraft<T> = { savedAt: number; value: T };

/** The storage key of a form's draft; personal forms pass the user's uid so drafts never cross accounts. */
export function draftStorageKey(key: string, uid?: string | null): string {
  return `${DRAFT_PREFIX}${uid || 'anon'}:${key}`;
}

const VISITOR_PREFIX = draftStorageKey('', null);
const VISITOR_ATTEMPT_PREFIX = `${ATTEMPT_PREFIX}anon:`;

/** A visitor's send's fingerprint: its key is kept as their words are, for this tab's session only. */
export function visitorFingerprint(fingerprint: string): string {
  return `anon:${fingerprint}`;
}

function storage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    if (kind === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access denied (some privacy settings)
  }
}

/** Where the entry under this key lives: a visitor's (draft or send's key) for this tab's session only, the rest on the device. */
function storageFor(storageKey: string): Storage | null {
  const visitors = storageKey.startsWith(VISITOR_PREFIX) || storageKey.startsWith(VISITOR_ATTEMPT_PREFIX);
  return storage(visitors ? 'session' : 'local');
}

/**
 * A visitor's draft left in localStorage by an earlier version of the app moves to this session the
 * first time it is read: its writer gets their words back once, and the device no longer keeps them.
 */
function takeOverVisitorDraftFromDevice(storageKey: string): void {
  if (!storageKey.startsWith(VISITOR_PREFIX)) return;
  try {
    const device = storage('local');
    const raw = device?.getItem(storageKey);
    if (raw == null) return;
    device?.removeItem(storageKey);
    const session = storage('session');
    if (session && session.getItem(storageKey) === null) session.setItem(storageKey, raw);
  } catch {
    // session storage refused or full: the words are not kept on the device either
  }
}

export function readDraft<T>(storageKey: string, now = Date.now()): StoredDraft<T> | null {
  takeOverVisitorDraftFromDevice(storageKey);
  const raw = storageFor(storageKey)?.getItem(storageKey);
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
    const store = storageFor(storageKey);
    if (!store) return false;
    store.setItem(storageKey, JSON.stringify({ savedAt: now, value } satisfies StoredDraft<T>));
    return true;
  } catch {
    return false;
  }
}

/**
 * Moves a draft to another form's key, keeping when it was saved, unless that form has a draft of its own
 * (nothing is written over). True when it moved.
 */
export function moveDraft(from: string, to: string, now = Date.now()): boolean {
  const draft = readDraft<unknown>(from, now);
  if (!draft || readDraft(to, now) !== null) return false;
  if (!writeDraft(to, draft.value, draft.savedAt)) return false;
  removeDraft(from);
  return true;
}

export function removeDraft(storageKey: string): void {
  try {
    storageFor(storageKey)?.removeItem(storageKey);
  } catch {
    // nothing to do
  }
}

/**
 * How many unfinished drafts this user (or a visitor, whose drafts a sign-in takes over) has on this
 * device: what a sign-out would delete of theirs. Expired or unreadable ones do not count (readDraft drops them).
 */
export function countDrafts(uid: string | null, now = Date.now()): number {
  const mine = draftStorageKey('', uid);
  // A visitor's are in this tab's session (or, left by an earlier version, on the device: readDraft moves them).
  const keys = new Set([
    ...storedKeys(storage('local'), (key) => key.startsWith(mine) || key.startsWith(VISITOR_PREFIX)),
    ...storedKeys(storage('session'), (key) => key.startsWith(VISITOR_PREFIX)),
  ]);
  return [...keys].filter((key) => readDraft(key, now) !== null).length;
}

function storedKeys(store: Storage | null, wanted: (key: string) => boolean): string[] {
  const keys: string[] = [];
  if (!store) return keys;
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key !== null && wanted(key)) keys.push(key);
  }
  return keys;
}

/**
 * The Idempotency-Key a send of these words went out under and that got no settled answer (a 5xx, no
 * answer, the page closed mid-send), or null. `fingerprint` names the author and request, not the words.
 */
export function readAttemptKey(fingerprint: string, now = Date.now()): string | null {
  const key = ATTEMPT_PREFIX + fingerprint;
  try {
    const kept = JSON.parse(storageFor(key)?.getItem(key) ?? 'null') as {
      savedAt?: unknown;
      id?: unknown;
    } | null;
    if (kept && typeof kept.id === 'string' && typeof kept.savedAt === 'number') {
      if (now - kept.savedAt <= ATTEMPT_MAX_AGE_MS) return kept.id;
    }
  } catch {
    // unreadable: forgotten below
  }
  removeDraft(key);
  return null;
}

/** Keeps a send's key before it goes out, so that a reload or a reopened app sends the same words under it. */
export function writeAttemptKey(fingerprint: string, id: string, now = Date.now()): void {
  try {
    const key = ATTEMPT_PREFIX + fingerprint;
    storageFor(key)?.setItem(key, JSON.stringify({ savedAt: now, id }));
  } catch {
    // Not kept (storage full or refused): the key lives in the page only, as before.
  }
}

export function removeAttemptKey(fingerprint: string): void {
  removeDraft(ATTEMPT_PREFIX + fingerprint);
}

/** Removes every form draft on this device and in this tab's session, and their sends' keys (sign-out). */
export function clearDrafts(): void {
  const ours = (key: string) => key.startsWith(DRAFT_PREFIX) || key.startsWith(ATTEMPT_PREFIX);
  for (const store of [storage('local'), storage('session')]) {
    for (const key of storedKeys(store, ours)) {
      try {
        store?.removeItem(key);
      } catch {
        // nothing to do
      }
    }
  }
}
