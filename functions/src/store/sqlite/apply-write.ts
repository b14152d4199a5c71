// Computes a document's new contents from its current contents and one
// write, with Firestore's semantics: set replaces, set+merge deep-merges
// maps (other values, arrays and empty maps are leaves), update addresses
// dotted field paths and replaces the value at each, create/update check
// existence, and field transforms run after the field writes, on the result.
import {
  type DocData,
  type FieldTransform,
  isFieldTransform,
  StoreError,
  type Value,
  type WriteData,
} from '../document-store.ts';
import type { WriteOp } from '../write-validation.ts';
import { deletePath, getPath, isValueMap, parseFieldPath, setPath } from './field-path.ts';
import { valuesEqual } from './value-order.ts';

type PendingTransform = { path: string[]; transform: FieldTransform };
type ValueMap = { [key: string]: Value };

function cloneValue(v: Value): Value {
  if (v === null || typeof v !== 'object') return v;
  if (v instanceof Date) return new Date(v.getTime());
  if (Array.isArray(v)) return v.map(cloneValue);
  const out: ValueMap = {};
  for (const k of Object.keys(v)) out[k] = cloneValue(v[k] as Value);
  return out;
}

/**
 * Writes `data` into `target` field by field. Nested non-empty maps recurse (a
 * deep merge when `target` already has a map there); transforms are collected
 * to run afterwards; delete() removes the field (validation allows it only in merges).
 */
function writeFields(
  target: ValueMap,
  data: WriteData,
  prefix: string[],
  transforms: PendingTransform[],
): void {
  for (const key of Object.keys(data)) {
    const value = data[key];
    const path = [...prefix, key];
    if (isFieldTransform(value)) {
      if (value.__transform === 'delete') delete target[key];
      else transforms.push({ path, transform: value });
    } else if (isValueMap(value) && Object.keys(value).length > 0) {
      const existing = Object.hasOwn(target, key) ? target[key] : undefined;
      if (isValueMap(existing)) {
        writeFields(existing, value as WriteData, path, transforms);
      } else {
        // Only materialise the map if something is written into it (a map of
        // deletes or transforms alone must not create an empty map here).
        const fresh: ValueMap = {};
        writeFields(fresh, value as WriteData, path, transforms);
        if (Object.keys(fresh).length > 0) target[key] = fresh;
      }
    } else {
      target[key] = cloneValue(value as Value);
    }
  }
}

/** The value with transforms removed, collecting them (used for map values in update()). */
function stripTransforms(value: Value | WriteData, path: string[], transforms: PendingTransform[]): Value {
  if (!isValueMap(value)) return cloneValue(value as Value);
  const out: ValueMap = {};
  for (const key of Object.keys(value)) {
    const inner = (value as WriteData)[key];
    if (isFieldTransform(inner)) transforms.push({ path: [...path, key], transform: inner });
    else out[key] = stripTransforms(inner as Value | WriteData, [...path, key], transforms);
  }
  return out;
}

function applyTransform(current: Value | undefined, t: FieldTransform, now: Date): Value {
  switch (t.__transform) {
    case 'increment':
      return typeof current === 'number' ? current + t.by : t.by;
    case 'serverTimestamp':
      return new Date(now.getTime());
    case 'arrayUnion': {
      const out = Array.isArray(current) ? [...current] : [];
      for (const v of t.values) if (!out.some((x) => valuesEqual(x, v))) out.push(cloneValue(v));
      return out;
    }
    case 'arrayRemove':
      return Array.isArray(current) ? current.filter((x) => !t.values.some((v) => valuesEqual(x, v))) : [];
    case 'delete':
      throw new Error('unreachable: delete is applied as a field write');
  }
}

/**
 * The document after `op`, or null if it is deleted. `now` is the commit time used by
 * serverTimestamp(). `current` is not modified, unless `owned`: then the caller hands it over (it
 * has no other use for it) and it may be changed and returned instead of copied.
 */
export function applyWrite(current: DocData | null, op: WriteOp, now: Date, owned = false): DocData | null {
  const transforms: PendingTransform[] = [];
  let next: ValueMap;
  switch (op.kind) {
    case 'delete':
      return null;
    case 'create':
      if (current) {
        throw new StoreError('already-exists', `Document already exists: ${op.collection}/${op.id}`);
      }
      next = {};
      writeFields(next, op.data, [], transforms);
      break;
    case 'set':
      next = op.merge && current ? (owned ? current : (cloneValue(current) as ValueMap)) : {};
      writeFields(next, op.data, [], transforms);
      break;
    case 'update': {
      if (!current) throw new StoreError('not-found', `No document to update: ${op.collection}/${op.id}`);
      next = owned ? current : (cloneValue(current) as ValueMap);
      for (const key of Object.keys(op.data)) {
        const path = parseFieldPath(key);
        const value = op.data[key];
        if (isFieldTransform(value)) {
          if (value.__transform === 'delete') deletePath(next, path);
          else transforms.push({ path, transform: value });
        } else {
          setPath(next, path, stripTransforms(value as Value | WriteData, path, transforms));
        }
      }
      break;
    }
  }
  for (const { path, transform } of transforms) {
    setPath(next, path, applyTransform(getPath(next, path), transform, now));
  }
  return next;
}

/**
 * The top-level fields whose values `op` may change, or null for all of them (a create, delete or
 * plain set replaces the whole document). Every other field of the result is a copy of the same
 * field before, so the index entries it contributes cannot change (commit.ts skips them).
 */
export function touchedFields(op: WriteOp): ReadonlySet<string> | null {
  switch (op.kind) {
    case 'set':
      return op.merge ? new Set(Object.keys(op.data)) : null;
    case 'update': {
      const fields = new Set<string>();
      for (const key of Object.keys(op.data)) fields.add(parseFieldPath(key)[0] as string);
      return fields;
    }
    default:
      return null;
  }
}
