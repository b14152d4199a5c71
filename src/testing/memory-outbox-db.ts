// The outbox's IndexedDB module (outbox-db.ts) as an in-memory stand-in for tests in jsdom, which has no
// IndexedDB (the real store is exercised in Chromium by e2e/pwa.e2e.ts). Entries are copied in and out,
// as IndexedDB's structured clone does, so a caller never changes a stored entry by holding it.
//   const db = vi.hoisted(() => new Map<string, OutboxEntry>());
//   vi.mock('@/lib/offline/outbox/outbox-db', async () => (await import('@/testing/memory-outbox-db')).memoryOutboxDb(db));
import type * as OutboxDb from '@/lib/offline/outbox/outbox-db';
import type { OutboxEntry } from '@/lib/offline/outbox/outbox-entry';

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** The module's functions (its constants name the real database, which this has none of). */
type OutboxDbFunctions = Omit<typeof OutboxDb, 'OFFLINE_DB_NAME' | 'OFFLINE_DB_VERSION' | 'OUTBOX_STORE'>;

export function memoryOutboxDb(db: Map<string, OutboxEntry>): OutboxDbFunctions {
  return {
    getAllEntries: async () => [...db.values()].map(copy),
    getEntry: async (id: string) => copy(db.get(id)),
    putEntry: async (entry: OutboxEntry) => {
      db.set(entry.id, copy(entry));
      return entry;
    },
    updateEntry: async (id: string, change: (entry: OutboxEntry) => OutboxEntry | null) => {
      const current = db.get(id);
      if (!current) return undefined;
      const next = change(copy(current));
      if (next) db.set(id, copy(next));
      return copy(next ?? current);
    },
    replaceEntry: async (
      oldId: string,
      make: (old: OutboxEntry | undefined) => { entry: OutboxEntry; deleteOld: boolean },
    ) => {
      const { entry, deleteOld } = make(copy(db.get(oldId)));
      if (deleteOld && entry.id !== oldId) db.delete(oldId);
      db.set(entry.id, copy(entry));
      return copy(entry);
    },
    deleteEntry: async (id: string) => {
      db.delete(id);
    },
    deleteEntries: async (remove: (entry: OutboxEntry) => boolean) => {
      let removed = 0;
      for (const [id, entry] of db) {
        if (remove(entry)) {
          db.delete(id);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
