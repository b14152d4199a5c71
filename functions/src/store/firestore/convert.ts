// Conversions at the boundary between the port and firebase-admin: Dates
// become Timestamps and back, the port's transform sentinels become
// firebase-admin FieldValues (what is not a port value is refused),
// DOCUMENT_ID becomes FieldPath.documentId(), and Firestore's error codes
// become StoreError codes.
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  DOCUMENT_ID,
  isFieldTransform,
  StoreError,
  type StoreErrorCode,
  type Value,
} from '../document-store.ts';

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A port value, write data or transform, as firebase-admin takes it. Writes reach it already
 * checked (write-validation.ts); anything that is not a port value (undefined, a Map, a Buffer, a
 * Firestore Timestamp, a class instance) is refused here too, never converted into a plain map.
 */
export function toFirestore(value: unknown): unknown {
  if (value === undefined) {
    throw new StoreError('invalid-argument', 'Cannot use "undefined" as a value.');
  }
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (isFieldTransform(value)) {
    switch (value.__transform) {
      case 'increment':
        return FieldValue.increment(value.by);
      case 'serverTimestamp':
        return FieldValue.serverTimestamp();
      case 'arrayUnion':
        return FieldValue.arrayUnion(...value.values.map(toFirestore));
      case 'arrayRemove':
        return FieldValue.arrayRemove(...value.values.map(toFirestore));
      case 'delete':
        return FieldValue.delete();
    }
  }
  if (Array.isArray(value)) return value.map(toFirestore);
  if (typeof value === 'object' && value !== null) {
    if (!isPlainObject(value)) {
      throw new StoreError(
        'invalid-argument',
        'Unsupported value: only null, booleans, numbers, strings, Dates, arrays and maps.',
      );
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toFirestore(v);
    return out;
  }
  return value;
}

/** A value read from firebase-admin, as the port returns it. */
export function fromFirestore(value: unknown): Value {
  if (value instanceof Timestamp) return (value as Timestamp).toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: { [key: string]: Value } = {};
    for (const [k, v] of Object.entries(value)) out[k] = fromFirestore(v);
    return out;
  }
  return value as Value;
}

export function fieldPath(field: string): string | FieldPath {
  return field === DOCUMENT_ID ? FieldPath.documentId() : field;
}

// gRPC status codes. ABORTED, UNAVAILABLE, DEADLINE_EXCEEDED and RESOURCE_EXHAUSTED reach us only
// after the SDK's own retries gave up: the API answers them 503 with Retry-After (http/store-errors.ts).
const GRPC_CODES: Record<number, StoreErrorCode> = {
  3: 'invalid-argument',
  4: 'unavailable', // DEADLINE_EXCEEDED
  5: 'not-found',
  6: 'already-exists',
  8: 'resource-exhausted',
  9: 'failed-precondition',
  10: 'aborted',
  14: 'unavailable',
  // The SDK notes that over REST (preferRest) an abort may surface as HTTP 409.
  409: 'aborted',
};

/** Firestore's error as a StoreError when its gRPC code has a port equivalent; anything else unchanged. */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const mapped = typeof code === 'number' ? GRPC_CODES[code] : undefined;
  if (!mapped) return error;
  const storeError = new StoreError(mapped, (error as Error).message);
  storeError.cause = error;
  return storeError;
}

/**
 * Runs an SDK call that validates its arguments synchronously (building a
 * query, queueing a write): what it throws is bad input, so invalid-argument.
 */
export function validated<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof StoreError) throw error;
    throw new StoreError('invalid-argument', error instanceof Error ? error.message : String(error));
  }
}
