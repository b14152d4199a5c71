// Firestore's total order of values, encoded as byte strings that sort with
// memcmp. Why bytes: SQLite compares BLOBs with memcmp, so an expression index
// over these keys sorts exactly as Firestore does, and equality, range scans,
// ORDER BY and cursors can all be served by ordinary B-tree indexes.
//
// Order (Firestore's, for the types the port stores):
//   null < booleans < numbers < timestamps < strings < arrays < maps
// numbers: NaN first, then numerically (ints and floats are one type; -0 == 0);
// strings: UTF-8 byte order; arrays: element by element, then by length;
// maps: key by key (keys in UTF-8 order), value by value, then by size.
import type { Value } from '../document-store.ts';

/** Leading byte of each type's keys; a type's keys all lie in [tag, tag + 1). */
export const TypeTag = {
  null: 0x10,
  boolean: 0x20,
  number: 0x30,
  timestamp: 0x40,
  string: 0x50,
  array: 0x60,
  map: 0x70,
} as const;

export type TypeTagValue = (typeof TypeTag)[keyof typeof TypeTag];

const END = 0x00; // ends arrays and maps; below every tag and entry marker
const MAP_ENTRY = 0x01; // precedes each map key, so a shorter map sorts first
const utf8 = new TextEncoder();

export function typeTagOf(value: Value): TypeTagValue {
  if (value === null) return TypeTag.null;
  switch (typeof value) {
    case 'boolean':
      return TypeTag.boolean;
    case 'number':
      return TypeTag.number;
    case 'string':
      return TypeTag.string;
  }
  if (value instanceof Date) return TypeTag.timestamp;
  if (Array.isArray(value)) return TypeTag.array;
  return TypeTag.map;
}

/** The smallest key of the given type and the smallest key of the next type. */
export function typeBounds(tag: TypeTagValue): [Uint8Array, Uint8Array] {
  return [Uint8Array.of(tag), Uint8Array.of(tag + 1)];
}

/**
 * Builds one key at a time. One writer is reused for every key (encodeKey is synchronous and calls
 * nothing that could encode another key meanwhile): a fresh one allocated two buffers per key, a third
 * of the time spent on index entries when a commit was profiled (issue 19 item 4).
 */
class ByteWriter {
  buf = new Uint8Array(256);
  len = 0;
  private readonly scratch = new DataView(new ArrayBuffer(8));

  reset(): void {
    this.len = 0;
  }

  private ensure(extra: number): void {
    if (this.len + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.len++] = b;
  }

  /** A double as 8 bytes whose unsigned order equals numeric order. */
  orderedDouble(x: number): void {
    this.scratch.setFloat64(0, x === 0 ? 0 : x); // -0 sorts and compares as 0
    this.ensure(8);
    const negative = (this.scratch.getUint8(0) & 0x80) !== 0;
    for (let i = 0; i < 8; i++) {
      const b = this.scratch.getUint8(i);
      this.buf[this.len++] = negative ? ~b & 0xff : i === 0 ? b ^ 0x80 : b;
    }
  }

  /** UTF-8 bytes, 0x00 escaped as 00 FF, terminated by 00 01: prefix-free and order-preserving. */
  escapedString(s: string): void {
    this.ensure(s.length * 2 + 2);
    const start = this.len;
    // ASCII (most keys) is its own UTF-8: written directly, without encoding into a new array.
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.len = start;
        this.escapedBytes(utf8.encode(s));
        return;
      }
      this.buf[this.len++] = c;
      if (c === 0) this.buf[this.len++] = 0xff;
    }
    this.buf[this.len++] = 0x00;
    this.buf[this.len++] = 0x01;
  }

  private escapedBytes(bytes: Uint8Array): void {
    this.ensure(bytes.length * 2 + 2);
    for (const b of bytes) {
      this.buf[this.len++] = b;
      if (b === 0) this.buf[this.len++] = 0xff;
    }
    this.buf[this.len++] = 0x00;
    this.buf[this.len++] = 0x01;
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

const writer = new ByteWriter();

/** Compares strings by UTF-8 bytes (which is code point order, unlike JS's UTF-16 `<`). */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    // Only surrogates (0xD800-0xDFFF) disagree between UTF-16 and code point order.
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    if (sa !== sb) return sa ? 1 : -1;
    return ca - cb;
  }
  return a.length - b.length;
}

function writeValue(w: ByteWriter, value: Value): void {
  const tag = typeTagOf(value);
  w.byte(tag);
  switch (tag) {
    case TypeTag.null:
      return;
    case TypeTag.boolean:
      w.byte(value ? 1 : 0);
      return;
    case TypeTag.number: {
      const x = value as number;
      if (Number.isNaN(x)) {
        w.byte(0x00); // NaN sorts before every other number
      } else {
        w.byte(0x01);
        w.orderedDouble(x);
      }
      return;
    }
    case TypeTag.timestamp:
      w.orderedDouble((value as Date).getTime());
      return;
    case TypeTag.string:
      w.escapedString(value as string);
      return;
    case TypeTag.array:
      for (const element of value as Value[]) writeValue(w, element);
      w.byte(END);
      return;
    case TypeTag.map: {
      const map = value as { [key: string]: Value };
      const keys = Object.keys(map).sort(compareUtf8);
      for (const key of keys) {
        w.byte(MAP_ENTRY);
        w.escapedString(key);
        writeValue(w, map[key] as Value);
      }
      w.byte(END);
      return;
    }
  }
}

/** The memcmp-ordered key of a value. */
export function encodeKey(value: Value): Uint8Array {
  writer.reset();
  writeValue(writer, value);
  return writer.result();
}

export function compareKeys(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** Firestore's ordering of two values (negative, zero, positive). */
export function compareValues(a: Value, b: Value): number {
  return compareKeys(encodeKey(a), encodeKey(b));
}

/** Firestore's value equality (1 == 1.0, NaN == NaN, maps regardless of key order). */
export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}

/** A key as a string, for sets and maps keyed by value. */
export function keyId(key: Uint8Array): string {
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength).toString('latin1');
}
