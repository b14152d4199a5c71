// The index definitions in the form the query planner and schema code use:
// composite indexes per collection, with their implicit trailing __name__
// made explicit, and the single-field exemptions from fieldOverrides.
import { createHash } from 'node:crypto';
import { DOCUMENT_ID } from '../document-store.ts';
import type { CompositeIndex, IndexDefinitions } from './index-definitions.ts';

export type IndexMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';
export type Direction = 'asc' | 'desc';

export type CompositeDef = {
  collection: string;
  /** The fields in index order, without a trailing __name__. */
  fields: { path: string; mode: IndexMode }[];
  /** Direction of the document name that ends every index entry. */
  nameDir: Direction;
  /** Stable name for the SQLite objects that implement it. */
  sqlName: string;
  hasContains: boolean;
  definition: CompositeIndex;
};

export class IndexCatalog {
  private readonly byCollection = new Map<string, CompositeDef[]>();
  /** collection -> field path -> single-field index modes still enabled (absent: all enabled). */
  private readonly overrides = new Map<string, Map<string, Set<IndexMode>>>();

  constructor(definitions: IndexDefinitions) {
    for (const definition of definitions.indexes) {
      // Collection-group indexes do not serve collection queries, and vector
      // indexes serve vector search, which the port does not offer.
      if (definition.queryScope !== 'COLLECTION') continue;
      if (definition.fields.some((f) => 'vectorConfig' in f)) continue;
      const fields = definition.fields.map((f) => ({
        path: f.fieldPath,
        mode: ('arrayConfig' in f ? 'CONTAINS' : (f as { order: IndexMode }).order) as IndexMode,
      }));
      let nameDir: Direction = 'asc';
      const last = fields[fields.length - 1];
      if (last?.path === DOCUMENT_ID && fields.length > 1) {
        fields.pop();
        nameDir = last.mode === 'DESCENDING' ? 'desc' : 'asc';
      } else if (last) {
        nameDir = last.mode === 'DESCENDING' ? 'desc' : 'asc';
      }
      const sqlName = `fsx_${createHash('sha256')
        .update(JSON.stringify([definition.collectionGroup, fields, nameDir]))
        .digest('hex')
        .slice(0, 16)}`;
      const list = this.byCollection.get(definition.collectionGroup) ?? [];
      if (!list.some((d) => d.sqlName === sqlName)) {
        list.push({
          collection: definition.collectionGroup,
          fields,
          nameDir,
          sqlName,
          hasContains: fields.some((f) => f.mode === 'CONTAINS'),
          definition,
        });
      }
      this.byCollection.set(definition.collectionGroup, list);
    }
    for (const override of definitions.fieldOverrides) {
      const modes = new Set<IndexMode>();
      for (const index of override.indexes) {
        if (index.queryScope !== 'COLLECTION') continue;
        modes.add('arrayConfig' in index ? 'CONTAINS' : index.order);
      }
      const perCollection = this.overrides.get(override.collectionGroup) ?? new Map<string, Set<IndexMode>>();
      perCollection.set(override.fieldPath, modes);
      this.overrides.set(override.collectionGroup, perCollection);
    }
  }

  /**
   * Every collection the definitions name, field overrides included: their tables are made when the
   * store opens, so that reading one nobody wrote yet (`sessionFloors`, a TTL override only, read by
   * every signed-in write) never asks SQLite whether its table exists (issue 19: 5% of a vote's CPU).
   */
  collections(): string[] {
    return [...new Set([...this.byCollection.keys(), ...this.overrides.keys()])];
  }

  composites(collection: string): CompositeDef[] {
    return this.byCollection.get(collection) ?? [];
  }

  /** Whether Firestore's automatic single-field index of this kind exists (fieldOverrides can remove it). */
  singleFieldEnabled(collection: string, path: string, mode: IndexMode): boolean {
    const modes = this.overrides.get(collection)?.get(path);
    return modes === undefined || modes.has(mode);
  }
}
