// Which index Firestore needs for a query, and whether firestore.indexes.json
// declares it. Firestore's rules, as this module applies them:
//  - every field has automatic single-field indexes (ascending, descending,
//    array-contains) unless a fieldOverride removes them;
//  - filters that are all equalities (==, in, array-contains) with no other
//    ordering than the document name are served by merging single-field indexes;
//  - ordering (explicit orderBy, or the implicit one of an inequality) on a
//    single field, with filters only on that field, uses its single-field index;
//  - anything else needs a composite index: the equality / array-contains
//    fields (any order) followed by the ordered fields in order and direction.
//    Several composites that share that ordered tail can be merged to cover
//    different equality fields, as Firestore's index merging does.
// The error names the composite to add, in firestore.indexes.json format.
import { DOCUMENT_ID, StoreError } from '../document-store.ts';
import type { CompositeDef, Direction, IndexCatalog, IndexMode } from './index-catalog.ts';
import type { NormalizedQuery } from './query-normalize.ts';

type SortField = { field: string; dir: Direction };
type PrefixField = { field: string; contains: boolean };

export type IndexChoice = {
  /** A composite that alone serves the query exactly (the planner may read it directly). */
  composite: CompositeDef | null;
  /** Fields whose single-field (value) index the query relies on; SQLite creates them on first use. */
  singleFields: string[];
};

function orderOf(dir: Direction): IndexMode {
  return dir === 'asc' ? 'ASCENDING' : 'DESCENDING';
}

/**
 * What the query needs from an index: equality-like prefix fields, the
 * ordered fields after them, and the direction of the document name that
 * ends the ordering (null if the name is ordered explicitly before other fields).
 */
export function indexRequirement(q: NormalizedQuery): {
  prefix: PrefixField[];
  sort: SortField[];
  nameDir: Direction | null;
} {
  const equality = new Set(q.filters.filter((f) => f.op === '==' && f.path !== null).map((f) => f.field));
  // Ordering on a field fixed by == is a no-op, so it needs no index.
  const sort: SortField[] = q.orderBy
    .filter((o) => !equality.has(o.field))
    .map((o) => ({ field: o.field, dir: o.dir }));
  let nameDir: Direction | null = null;
  if (sort[sort.length - 1]?.field === DOCUMENT_ID) nameDir = (sort.pop() as SortField).dir;
  const sorted = new Set(sort.map((s) => s.field));
  const prefix: PrefixField[] = [];
  const seen = new Set<string>();
  for (const f of q.filters) {
    if (f.path === null) continue;
    const contains = f.op === 'array-contains';
    if (!contains && f.op !== '==' && f.op !== 'in') continue;
    if (f.op === 'in' && sorted.has(f.field)) continue;
    const key = `${contains ? 'c' : 'v'}:${f.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    prefix.push({ field: f.field, contains });
  }
  return { prefix, sort, nameDir };
}

/** The prefix fields `def` covers if its ordered tail is exactly the query's, or null if it cannot serve it. */
function coveredPrefix(
  def: CompositeDef,
  prefix: PrefixField[],
  sort: SortField[],
  nameDir: Direction | null,
): Set<string> | null {
  const n = def.fields.length - sort.length;
  if (n < 0) return null;
  for (let i = 0; i < sort.length; i++) {
    const want = sort[i] as SortField;
    const have = def.fields[n + i] as { path: string; mode: IndexMode };
    if (have.path !== want.field || have.mode !== orderOf(want.dir)) return null;
  }
  if (nameDir !== null && def.nameDir !== nameDir) return null;
  const covered = new Set<string>();
  for (let i = 0; i < n; i++) {
    const have = def.fields[i] as { path: string; mode: IndexMode };
    const match = prefix.find((p) => p.field === have.path && p.contains === (have.mode === 'CONTAINS'));
    if (!match) return null;
    covered.add(`${match.contains ? 'c' : 'v'}:${match.field}`);
  }
  return covered;
}

function suggestion(
  collection: string,
  prefix: PrefixField[],
  sort: SortField[],
  nameDir: Direction | null,
): string {
  const fields: object[] = [
    ...prefix.map((p) =>
      p.contains
        ? { fieldPath: p.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: p.field, order: 'ASCENDING' },
    ),
    ...sort.map((s) => ({ fieldPath: s.field, order: orderOf(s.dir) })),
  ];
  const lastDir = sort[sort.length - 1]?.dir ?? 'asc';
  if (nameDir !== null && nameDir !== lastDir) {
    fields.push({ fieldPath: DOCUMENT_ID, order: orderOf(nameDir) });
  }
  return JSON.stringify({ collectionGroup: collection, queryScope: 'COLLECTION', fields });
}

/** Throws StoreError('failed-precondition') if Firestore would refuse the query for a missing index. */
export function chooseIndexes(q: NormalizedQuery, catalog: IndexCatalog): IndexChoice {
  const { prefix, sort, nameDir } = indexRequirement(q);
  const only = sort.length === 1 ? (sort[0] as SortField) : null;
  const singleFieldServes =
    sort.length === 0 ||
    (only !== null &&
      only.field !== DOCUMENT_ID &&
      (nameDir === null || nameDir === only.dir) &&
      prefix.every((p) => p.field === only.field));

  if (singleFieldServes) {
    const missing: string[] = [];
    for (const p of prefix) {
      const ok = p.contains
        ? catalog.singleFieldEnabled(q.collection, p.field, 'CONTAINS')
        : catalog.singleFieldEnabled(q.collection, p.field, 'ASCENDING') ||
          catalog.singleFieldEnabled(q.collection, p.field, 'DESCENDING');
      if (!ok) missing.push(`${p.field} (${p.contains ? 'CONTAINS' : 'ASCENDING'})`);
    }
    for (const s of sort) {
      if (s.field !== DOCUMENT_ID && !catalog.singleFieldEnabled(q.collection, s.field, orderOf(s.dir))) {
        missing.push(`${s.field} (${orderOf(s.dir)})`);
      }
    }
    if (missing.length === 0) {
      const fields = new Set([
        ...prefix.filter((p) => !p.contains).map((p) => p.field),
        ...sort.map((s) => s.field),
      ]);
      fields.delete(DOCUMENT_ID);
      return { composite: null, singleFields: [...fields] };
    }
    // A fieldOverride exempted a single-field index this query needs; a composite may still serve it.
    const exact = catalog
      .composites(q.collection)
      .find((d) => coveredPrefix(d, prefix, sort, nameDir)?.size === prefix.length);
    if (exact) return { composite: exact, singleFields: [] };
    throw new StoreError(
      'failed-precondition',
      `The query requires an index. firestore.indexes.json exempts the single-field index of ` +
        `${q.collection}: ${missing.join(', ')}; remove that fieldOverride or add this composite index to ` +
        `"indexes": ${suggestion(q.collection, prefix, sort, nameDir)}`,
    );
  }

  const covered = new Set<string>();
  let exact: CompositeDef | null = null;
  for (const def of catalog.composites(q.collection)) {
    const c = coveredPrefix(def, prefix, sort, nameDir);
    if (!c) continue;
    if (c.size === prefix.length && (!exact || def.fields.length < exact.fields.length)) exact = def;
    for (const k of c) covered.add(k);
  }
  if (covered.size === prefix.length && (exact || prefix.length > 0)) {
    return { composite: exact, singleFields: [] };
  }
  throw new StoreError(
    'failed-precondition',
    `The query requires an index. Add this composite index to "indexes" in firestore.indexes.json: ` +
      suggestion(q.collection, prefix, sort, nameDir),
  );
}
