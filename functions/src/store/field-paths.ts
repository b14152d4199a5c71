// Field-path syntax shared by both adapters (write validation, SQLite's paths over nested maps).
import { StoreError, type Value } from './document-store.ts';

type ValueMap = { [key: string]: Value };

export function isValueMap(v: unknown): v is ValueMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** Splits a dotted path; every segment must be non-empty, as in Firestore. */
export function parseFieldPath(path: string): string[] {
  const segments = path.split('.');
  if (path === '' || segments.some((s) => s === '')) {
    throw new StoreError('invalid-argument', `Invalid field path "${path}": empty segment.`);
  }
  return segments;
}
