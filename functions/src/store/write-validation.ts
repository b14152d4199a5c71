// Checks write data when a write is queued (set/create/update/delete), in both
// adapters (SQLite, and Firestore before the SDK sees the data), like
// firebase-admin does, so bad data fails at the call, not at commit, and with
// the same rules Firestore applies: no undefined, no arrays inside arrays,
// transforms not inside arrays, delete() only where it means something,
// no reserved or empty field names, and a deep copy so later changes by the
// caller do not leak into the queued write.
import { docIdProblem, RESERVED_ID as RESERVED } from './document-ids.ts';
import { isFieldTransform, StoreError, type WriteData } from './document-store.ts';
import { isValueMap, parseFieldPath } from './field-paths.ts';

export type WriteOp =
  | { kind: 'set'; collection: string; id: string; data: WriteData; merge: boolean }
  | { kind: 'create'; collection: string; id: string; data: WriteData }
  | { kind: 'update'; collection: string; id: string; data: WriteData }
  | { kind: 'delete'; collection: string; id: string };

function invalid(message: string): never {
  throw new StoreError('invalid-argument', message);
}

export function validateCollection(collection: string): void {
  if (typeof collection !== 'string' || collection === '' || collection.includes('/')) {
    invalid(`Invalid collection name "${collection}".`);
  }
  if (RESERVED.test(collection)) invalid(`Collection name "${collection}" is reserved.`);
}

/** Firestore's document id rules (document-ids.ts). */
export function validateDocId(id: string): void {
  const problem = docIdProblem(id);
  if (problem) invalid(problem);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (!isValueMap(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function checkFieldName(name: string, where: string): void {
  if (name === '') invalid(`Empty field name at ${where}.`);
  if (RESERVED.test(name)) invalid(`Field name "${name}" at ${where} is reserved.`);
}

type Context = { allowDelete: boolean; inArray: boolean };

/** Validates and deep-copies one value of write data. */
function copyValue(value: unknown, where: string, ctx: Context): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return value;
  if (value === undefined) invalid(`Cannot use "undefined" as a value (found at ${where}).`);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) invalid(`Invalid Date at ${where}.`);
    return new Date(value.getTime());
  }
  if (Array.isArray(value)) {
    if (ctx.inArray) invalid(`Arrays cannot contain arrays (found at ${where}).`);
    return value.map((v, i) => copyValue(v, `${where}[${i}]`, { allowDelete: false, inArray: true }));
  }
  if (isFieldTransform(value)) {
    if (ctx.inArray) invalid(`Field transforms cannot be used inside arrays (found at ${where}).`);
    switch (value.__transform) {
      case 'delete':
        if (!ctx.allowDelete) {
          invalid(
            `FieldValue.delete() can only be used in update() or set() with merge (found at ${where}).`,
          );
        }
        return { __transform: 'delete' };
      case 'serverTimestamp':
        return { __transform: 'serverTimestamp' };
      case 'increment':
        if (typeof value.by !== 'number') invalid(`FieldValue.increment() needs a number (at ${where}).`);
        return { __transform: 'increment', by: value.by };
      case 'arrayUnion':
      case 'arrayRemove':
        return {
          __transform: value.__transform,
          values: value.values.map((v, i) =>
            copyValue(v, `${where}[${i}]`, { allowDelete: false, inArray: true }),
          ),
        };
    }
    return invalid(`Unknown field transform at ${where}.`);
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      checkFieldName(key, where);
      out[key] = copyValue(value[key], `${where}.${key}`, { allowDelete: ctx.allowDelete, inArray: false });
    }
    return out;
  }
  return invalid(
    `Unsupported value at ${where}: only null, booleans, numbers, strings, Dates, arrays and maps.`,
  );
}

/** Validates set/create data (keys are plain field names) and returns a deep copy. */
export function copySetData(data: WriteData, allowDelete: boolean): WriteData {
  if (!isPlainObject(data)) invalid('Document data must be a plain object.');
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    checkFieldName(key, 'the top level');
    out[key] = copyValue(data[key], key, { allowDelete, inArray: false });
  }
  return out as WriteData;
}

/** Validates update data (keys are dotted field paths) and returns a deep copy. */
export function copyUpdateData(data: WriteData): WriteData {
  if (!isPlainObject(data)) invalid('Update data must be a plain object.');
  const keys = Object.keys(data);
  if (keys.length === 0) invalid('update() needs at least one field.');
  const paths = keys.map((k) => {
    const segments = parseFieldPath(k);
    for (const s of segments) checkFieldName(s, `"${k}"`);
    return segments.join('.');
  });
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as string;
    const cur = sorted[i] as string;
    if (cur === prev || cur.startsWith(`${prev}.`)) {
      invalid(`Field "${prev}" was specified multiple times (also as "${cur}").`);
    }
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = data[key];
    // delete() is allowed as a top-level value of an update, not nested inside a map.
    out[key] = isFieldTransform(value)
      ? copyValue(value, key, { allowDelete: true, inArray: false })
      : copyValue(value, key, { allowDelete: false, inArray: false });
  }
  return out as WriteData;
}

/** Validates a queued write and returns the copy that will be applied at commit. */
export function prepareWrite(op: WriteOp): WriteOp {
  validateCollection(op.collection);
  validateDocId(op.id);
  switch (op.kind) {
    case 'set':
      return { ...op, data: copySetData(op.data, op.merge) };
    case 'create':
      return { ...op, data: copySetData(op.data, false) };
    case 'update':
      return { ...op, data: copyUpdateData(op.data) };
    case 'delete':
      return op;
  }
}
