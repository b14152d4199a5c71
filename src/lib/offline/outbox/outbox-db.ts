// The outbox's IndexedDB store, through the raw API in a few small functions (the `idb` wrapper is not
// one of our dependencies). One database for the app's offline data, one object store keyed by id.
import type { OutboxEntry } from '@/lib/offline/outbox/outbox-entry';

export const OFFLINE_DB_NAME = 'rmi-offline';
export const OFFLINE_DB_VERSION = 1;
export const OUTBOX_STORE = 'outbox';

let opening: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('This browser cannot store data offline (no IndexedDB).'));
      return;
    }
    const request = indexedDB.open(OFFLINE_DB_NAME, OFFLINE_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) db.createObjectStore(OUTBOX_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app (another tab) wants to upgrade: let it, and reopen on next use.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      db.onclose = () => {
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened.'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab of this app.'));
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

/** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
async function transact<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (result: T) => void) => void,
): Promise<T> {
  const db = await openDb();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(OUTBOX_STORE, mode);
    let result: T;
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed.'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted.'));
    work(tx.objectStore(OUTBOX_STORE), (value) => {
      result = value;
    });
  });
}

export function getAllEntries(): Promise<OutboxEntry[]> {
  return transact<OutboxEntry[]>('readonly', (store, done) => {
    const request = store.getAll();
    request.onsuccess = () => done(request.result as OutboxEntry[]);
  });
}

export function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return transact<OutboxEntry | undefined>('readonly', (store, done) => {
    const request = store.get(id);
    request.onsuccess = () => done(request.result as OutboxEntry | undefined);
  });
}

export function putEntry(entry: OutboxEntry): Promise<OutboxEntry> {
  return transact<OutboxEntry>('readwrite', (store, done) => {
    store.put(entry);
    done(entry);
  });
}

/**
 * Reads, changes and writes one entry in a single transaction. `change` returns the new entry, or
 * null to leave it as it is. Resolves with the stored entry (undefined when it no longer exists, e.g.
 * discarded meanwhile: a late answer never brings a discarded entry back).
 */
export function updateEntry(
  id: string,
  change: (entry: OutboxEntry) => OutboxEntry | null,
): Promise<OutboxEntry | undefined> {
  return transact<OutboxEntry | undefined>('readwrite', (store, done) => {
    const request = store.get(id);
    request.onsuccess = () => {
      const current = request.result as OutboxEntry | undefined;
      if (!current) return done(undefined);
      const next = change(current);
      if (next) store.put(next);
      done(next ?? current);
    };
  });
}

/**
 * Replaces entry `oldId` by the entry `make` returns, in one transaction (so that no replay can find
 * both, or neither). `make` is given the old entry (undefined when it is gone) and says whether the
 * old one is to be deleted (when the new one has another id).
 */
export function replaceEntry(
  oldId: string,
  make: (old: OutboxEntry | undefined) => { entry: OutboxEntry; deleteOld: boolean },
): Promise<OutboxEntry> {
  return transact<OutboxEntry>('readwrite', (store, done) => {
    const request = store.get(oldId);
    request.onsuccess = () => {
      const { entry, deleteOld } = make(request.result as OutboxEntry | undefined);
      if (deleteOld && entry.id !== oldId) store.delete(oldId);
      store.put(entry);
      done(entry);
    };
  });
}

export function deleteEntry(id: string): Promise<void> {
  return transact<void>('readwrite', (store) => {
    store.delete(id);
  });
}

/** Deletes every entry `remove` selects; resolves with how many went. */
export function deleteEntries(remove: (entry: OutboxEntry) => boolean): Promise<number> {
  return transact<number>('readwrite', (store, done) => {
    let removed = 0;
    done(0);
    const request = store.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      if (remove(cursor.value as OutboxEntry)) {
        cursor.delete();
        removed += 1;
        done(removed);
      }
      cursor.continue();
    };
  });
}
