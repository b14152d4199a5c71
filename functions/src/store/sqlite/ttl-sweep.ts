// Firestore's TTL policies for the embedded default: firestore.indexes.json declares which
// timestamp field makes a collection's documents expire (fieldOverrides with "ttl": true), and
// this deletes the expired ones in bounded batches, so local data expires as production's does.
// As in Firestore, only a timestamp in the past expires a document; a missing field or another
// type keeps it. Readers must still check expiry themselves: Firestore deletes within about a day.
import type { DocumentStore } from '../document-store.ts';
import type { Database } from './database.ts';
import type { TtlPolicy } from './index-definitions.ts';
import { docsTable, type Schema } from './schema.ts';
import { encodeKey, typeBounds, typeTagOf } from './value-order.ts';

/** At most this many documents per transaction, like a Firestore batch. */
export const TTL_SWEEP_BATCH = 500;

export type TtlSweeper = {
  /** Deletes up to `limit` expired documents over all policies; returns how many went. */
  sweepOnce(limit?: number): Promise<number>;
};

export function ttlSweeper(deps: {
  db: Database;
  schema: Schema;
  store: DocumentStore;
  policies: readonly TtlPolicy[];
  clock: () => Date;
}): TtlSweeper {
  const { db, schema, store, policies, clock } = deps;
  const [lowestDate] = typeBounds(typeTagOf(new Date(0)));
  return {
    async sweepOnce(limit = TTL_SWEEP_BATCH) {
      let removed = 0;
      for (const { collection, field } of policies) {
        if (removed >= limit) break;
        if (!schema.hasCollection(collection)) continue;
        // The sweep's own index; Firestore's exemption of the field binds queries, not this.
        schema.ensureSingleFieldIndex(collection, field);
        const now = clock();
        const key = schema.keySqlOf(collection, 'd', field);
        const ids = (
          db
            .stmt(`SELECT id FROM ${docsTable(collection)} AS d WHERE ${key} >= ? AND ${key} < ? LIMIT ?`)
            .all(lowestDate, encodeKey(now), limit - removed) as { id: string }[]
        ).map((r) => r.id);
        if (ids.length === 0) continue;
        // Read again in the deleting transaction: a document renewed meanwhile stays.
        removed += await store.runTransaction(async (tx) => {
          const docs = await tx.getAll(collection, ids);
          let n = 0;
          for (const doc of docs) {
            const at = doc?.data[field];
            if (doc && at instanceof Date && at.getTime() < now.getTime()) {
              tx.delete(collection, doc.id);
              n += 1;
            }
          }
          return n;
        });
      }
      return removed;
    },
  };
}
