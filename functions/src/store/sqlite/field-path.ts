// Dotted field paths ("stats.count") over nested maps, and their SQL form.
import { StoreError, type Value } from '../document-store.ts';
import { isValueMap } from '../field-paths.ts';

export { isValueMap, parseFieldPath } from '../field-paths.ts';

type ValueMap = { [key: string]: Value };

export function getPath(data: ValueMap, segments: readonly string[]): Value | undefined {
  let current: Value | undefined = data;
  for (const segment of segments) {
    if (!isValueMap(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}

/** Sets a nested field, creating maps on the way (a non-map in the way is replaced, as Firestore does). */
export function setPath(data: ValueMap, segments: readonly string[], value: Value): void {
  let current = data;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] as string;
    const next = Object.hasOwn(current, segment) ? current[segment] : undefined;
    if (isValueMap(next)) {
      current = next;
    } else {
      const created: ValueMap = {};
      current[segment] = created;
      current = created;
    }
  }
  current[segments[segments.length - 1] as string] = value;
}

export function deletePath(data: ValueMap, segments: readonly string[]): void {
  let current: Value | undefined = data;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!isValueMap(current)) return;
    current = Object.hasOwn(current, segments[i] as string) ? current[segments[i] as string] : undefined;
  }
  if (isValueMap(current)) delete current[segments[segments.length - 1] as string];
}

/**
 * The SQL text that extracts a field as JSON (NULL when missing). Always
 * generated the same way for a path, because SQLite only uses an expression
 * index when the query's expression is identical to the index's.
 */
export function jsonFieldSql(column: string, segments: readonly string[]): string {
  for (const s of segments) {
    // Quoted JSON-path labels cannot contain a double quote, a backslash or control characters.
    if ([...s].some((c) => c === '"' || c === '\\' || c.charCodeAt(0) < 0x20)) {
      throw new StoreError('invalid-argument', `Field name "${s}" cannot be queried by this adapter.`);
    }
  }
  const jsonPath = `$${segments.map((s) => `."${s}"`).join('')}`;
  return `${column} -> '${jsonPath.replaceAll("'", "''")}'`;
}

/** A quoted SQL identifier. */
export function sqlIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
