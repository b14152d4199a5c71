// Validates a query as Firestore would and puts it in normal form: the
// explicit orderBy, then (as Firestore does implicitly) every inequality
// field not already ordered, in field-path order, then __name__, both in the
// direction of the last explicit orderBy. Everything downstream (index rules,
// SQL, cursors) works on this normal form.
import { DOCUMENT_ID, type FilterOp, type Query, StoreError, type Value } from '../document-store.ts';
import { validateCollection, validateDocId } from '../write-validation.ts';
import { parseFieldPath } from './field-path.ts';
import type { Direction } from './index-catalog.ts';
import { compareUtf8 } from './value-order.ts';

export type NormalizedFilter = {
  field: string;
  /** Null for DOCUMENT_ID. */
  path: string[] | null;
  op: FilterOp;
  /** For 'in' this is the list of values. */
  value: Value;
};

export type NormalizedOrder = { field: string; path: string[] | null; dir: Direction };

export type NormalizedQuery = {
  collection: string;
  filters: NormalizedFilter[];
  orderBy: NormalizedOrder[];
  explicitOrderCount: number;
  limit: number | null;
  startAfter: Value[] | null;
};

export const MAX_IN_VALUES = 30;
const INEQUALITY = new Set<FilterOp>(['<', '<=', '>', '>=', '!=']);
const RANGE = new Set<FilterOp>(['<', '<=', '>', '>=']);
const OPS = new Set<FilterOp>(['==', '!=', '<', '<=', '>', '>=', 'in', 'array-contains']);

function invalid(message: string): never {
  throw new StoreError('invalid-argument', `Invalid query. ${message}`);
}

function checkQueryValue(v: unknown, where: string, inArray = false): void {
  if (v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string') return;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) invalid(`Invalid Date in ${where}.`);
    return;
  }
  if (Array.isArray(v)) {
    if (inArray) invalid(`Arrays cannot contain arrays (in ${where}).`);
    for (const e of v) checkQueryValue(e, where, true);
    return;
  }
  if (
    typeof v === 'object' &&
    (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null)
  ) {
    for (const e of Object.values(v)) checkQueryValue(e, where);
    return;
  }
  invalid(`Unsupported value in ${where}.`);
}

function fieldOf(field: string): string[] | null {
  if (field === DOCUMENT_ID) return null;
  if (typeof field !== 'string') invalid('Field paths must be strings.');
  return parseFieldPath(field);
}

function checkDocIdValue(v: unknown, where: string): void {
  if (typeof v !== 'string') invalid(`${where}: the document id must be a string.`);
  validateDocId(v);
}

/** Firestore's order of field paths: segment by segment. */
function compareFieldPaths(a: string[] | null, b: string[] | null): number {
  const sa = a ?? [DOCUMENT_ID];
  const sb = b ?? [DOCUMENT_ID];
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const c = compareUtf8(sa[i] as string, sb[i] as string);
    if (c !== 0) return c;
  }
  return sa.length - sb.length;
}

export function normalizeQuery(query: Query): NormalizedQuery {
  validateCollection(query.collection);
  let arrayContains = 0;
  const filters = (query.where ?? []).map((f): NormalizedFilter => {
    if (!OPS.has(f.op)) invalid(`Unknown operator "${f.op}".`);
    const path = fieldOf(f.field);
    const where = `the filter on "${f.field}"`;
    if (f.op === 'in') {
      if (!Array.isArray(f.value) || f.value.length === 0)
        invalid(`'in' needs a non-empty array (${where}).`);
      if (f.value.length > MAX_IN_VALUES) {
        invalid(`'in' supports at most ${MAX_IN_VALUES} values; ${where} has ${f.value.length}.`);
      }
      if (path === null) for (const v of f.value) checkDocIdValue(v, where);
      else for (const v of f.value) checkQueryValue(v, where, true);
    } else {
      if (path === null) {
        if (f.op === 'array-contains') invalid(`'array-contains' cannot be used on the document id.`);
        checkDocIdValue(f.value, where);
      } else {
        checkQueryValue(f.value, where);
      }
      if (RANGE.has(f.op) && (f.value === null || Number.isNaN(f.value))) {
        invalid(`Null and NaN only support '==' and '!=' comparisons (${where}).`);
      }
    }
    if (f.op === 'array-contains' && ++arrayContains > 1)
      invalid(`Only one 'array-contains' filter per query.`);
    return { field: path ? path.join('.') : DOCUMENT_ID, path, op: f.op, value: f.value };
  });

  const orderBy: NormalizedOrder[] = [];
  const ordered = new Set<string>();
  for (const o of query.orderBy ?? []) {
    const path = fieldOf(o.field);
    const field = path ? path.join('.') : DOCUMENT_ID;
    if (o.direction !== undefined && o.direction !== 'asc' && o.direction !== 'desc') {
      invalid(`orderBy direction must be 'asc' or 'desc'.`);
    }
    if (ordered.has(field)) invalid(`Field "${field}" appears more than once in orderBy.`);
    ordered.add(field);
    orderBy.push({ field, path, dir: o.direction ?? 'asc' });
  }
  const explicitOrderCount = orderBy.length;
  const lastDir: Direction = orderBy[orderBy.length - 1]?.dir ?? 'asc';
  const inequalityFields = filters
    .filter((f) => INEQUALITY.has(f.op) && f.path !== null && !ordered.has(f.field))
    .sort((a, b) => compareFieldPaths(a.path, b.path));
  for (const f of inequalityFields) {
    if (ordered.has(f.field)) continue;
    ordered.add(f.field);
    orderBy.push({ field: f.field, path: f.path, dir: lastDir });
  }
  if (!ordered.has(DOCUMENT_ID)) orderBy.push({ field: DOCUMENT_ID, path: null, dir: lastDir });

  let limit: number | null = null;
  if (query.limit !== undefined) {
    if (!Number.isInteger(query.limit) || query.limit < 0) invalid('limit must be a non-negative integer.');
    limit = query.limit;
  }

  let startAfter: Value[] | null = null;
  if (query.startAfter !== undefined) {
    if (!Array.isArray(query.startAfter)) invalid('startAfter must be an array of values.');
    if (query.startAfter.length > explicitOrderCount) {
      invalid('Too many cursor values: startAfter takes at most one value per orderBy().');
    }
    query.startAfter.forEach((v, i) => {
      if ((orderBy[i] as NormalizedOrder).path === null) checkDocIdValue(v, 'startAfter');
      else checkQueryValue(v, 'startAfter');
    });
    startAfter = query.startAfter;
  }

  return { collection: query.collection, filters, orderBy, explicitOrderCount, limit, startAfter };
}
