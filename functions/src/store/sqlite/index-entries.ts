// The rows a document contributes to the two kinds of index tables that
// SQLite's expression indexes cannot express:
//  - the array index: one row per (array field, distinct element), which is
//    what Firestore's automatic array-contains index holds, for every array
//    at any depth of nested maps;
//  - a table per composite index with an array-contains field: one row per
//    distinct element, carrying the keys of the index's other fields, so an
//    array-contains + orderBy query reads rows already in order.
// Writes compute old and new rows and apply only the difference.
import type { DocData, Value } from '../document-store.ts';
import { getPath, isValueMap, parseFieldPath } from './field-path.ts';
import type { CompositeDef } from './index-catalog.ts';
import { encodeKey, keyId } from './value-order.ts';

export type ArrayEntry = { field: string; key: Uint8Array };

/**
 * Array-index rows of a document, keyed by a string identity for diffing.
 * `encode` is encodeKey, or a caching wrapper of it when loading many documents.
 * With `only`, just the rows under those top-level fields.
 */
export function arrayEntries(
  data: DocData | null,
  encode: (value: Value) => Uint8Array = encodeKey,
  only: ReadonlySet<string> | null = null,
): Map<string, ArrayEntry> {
  const out = new Map<string, ArrayEntry>();
  const walk = (map: { [key: string]: Value }, prefix: string): void => {
    for (const name of Object.keys(map)) {
      if (only && prefix === '' && !only.has(name)) continue;
      const value = map[name] as Value;
      const field = prefix ? `${prefix}.${name}` : name;
      if (Array.isArray(value)) {
        for (const element of value) {
          const key = encode(element);
          out.set(`${field}\u0000${keyId(key)}`, { field, key });
        }
      } else if (isValueMap(value)) {
        walk(value, field);
      }
    }
  };
  if (data) walk(data, '');
  return out;
}

/**
 * Rows of a composite-with-contains index for a document: the keys of the
 * index fields in index order (the array field contributing one row per
 * distinct element). None if any field is missing or the array field is not
 * an array, as a Firestore index has no entry for such a document.
 */
export function compositeEntries(def: CompositeDef, data: DocData | null): Map<string, Uint8Array[]> {
  const out = new Map<string, Uint8Array[]>();
  if (!data) return out;
  const fixed: (Uint8Array | null)[] = [];
  let containsAt = -1;
  let elements: Value[] = [];
  for (let i = 0; i < def.fields.length; i++) {
    const field = def.fields[i] as CompositeDef['fields'][number];
    const value = getPath(data, parseFieldPath(field.path));
    if (value === undefined) return out;
    if (field.mode === 'CONTAINS') {
      if (!Array.isArray(value)) return out;
      containsAt = i;
      elements = value;
      fixed.push(null);
    } else {
      fixed.push(encodeKey(value));
    }
  }
  for (const element of elements) {
    const row = fixed.map((k, i) => (i === containsAt ? encodeKey(element) : (k as Uint8Array)));
    out.set(row.map(keyId).join('\u0000'), row);
  }
  return out;
}

/** Entries to delete and to insert to go from `before` to `after`. */
export function diffEntries<T>(before: Map<string, T>, after: Map<string, T>): { remove: T[]; add: T[] } {
  const remove: T[] = [];
  const add: T[] = [];
  for (const [k, v] of before) if (!after.has(k)) remove.push(v);
  for (const [k, v] of after) if (!before.has(k)) add.push(v);
  return { remove, add };
}
