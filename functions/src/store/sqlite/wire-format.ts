// How documents are stored: as JSON text, so SQLite's JSON operators can pull
// out a field for an expression index. JSON has no timestamps and no
// NaN/Infinity, so those are written as strings starting with a marker
// character; a real string that happens to start with the marker is escaped
// the same way, so every value round-trips exactly.
import type { DocData, Value } from '../document-store.ts';

const MARK = '\u0001';

function toWire(value: Value): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      return value.startsWith(MARK) ? `${MARK}s${value}` : value;
    case 'number':
      if (Number.isFinite(value)) return value === 0 ? 0 : value;
      if (Number.isNaN(value)) return `${MARK}n`;
      return value > 0 ? `${MARK}+` : `${MARK}-`;
    case 'boolean':
      return value;
  }
  if (value instanceof Date) return `${MARK}d${value.getTime()}`;
  if (Array.isArray(value)) return value.map(toWire);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = toWire(value[key] as Value);
  return out;
}

/** The value of a marked string (one that starts with MARK). */
function fromMarked(wire: string): Value {
  switch (wire.charAt(1)) {
    case 's':
      return wire.slice(2);
    case 'd':
      return new Date(Number(wire.slice(2)));
    case 'n':
      return Number.NaN;
    case '+':
      return Number.POSITIVE_INFINITY;
    case '-':
      return Number.NEGATIVE_INFINITY;
  }
  throw new Error(`Corrupt stored value: ${JSON.stringify(wire)}`);
}

function fromWire(wire: unknown): Value {
  if (typeof wire === 'string') return wire.charCodeAt(0) === 1 ? fromMarked(wire) : wire;
  if (wire !== null && typeof wire === 'object') reviveInPlace(wire as Record<string, unknown>);
  return wire as Value;
}

/**
 * Replaces the marked strings of a parsed document in place, and nothing else: writing every value back
 * (as this once did) cost as much as JSON.parse itself when profiled (issue 19 item 4).
 */
function reviveInPlace(node: Record<string, unknown> | unknown[]): void {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const v = node[i];
      if (typeof v === 'string') {
        if (v.charCodeAt(0) === 1) node[i] = fromMarked(v);
      } else if (v !== null && typeof v === 'object') reviveInPlace(v as Record<string, unknown>);
    }
    return;
  }
  for (const key in node) {
    const v = node[key];
    if (typeof v === 'string') {
      if (v.charCodeAt(0) !== 1) continue;
      node[key] = fromMarked(v);
    } else if (v !== null && typeof v === 'object') reviveInPlace(v as Record<string, unknown>);
  }
}

export function encodeDoc(data: DocData): string {
  return JSON.stringify(toWire(data));
}

export function decodeDoc(text: string): DocData {
  const parsed = JSON.parse(text);
  // JSON.stringify writes the marker as the escape \u0001: text without one holds no marked value,
  // and the walk over every value (a fifth of decoding when profiled) can be skipped.
  return (text.includes('\\u0001') ? fromWire(parsed) : parsed) as DocData;
}

/** Decodes one field as SQLite's `->` operator returns it (JSON text), or null when missing. */
export function decodeField(jsonText: string): Value {
  return fromWire(JSON.parse(jsonText));
}
