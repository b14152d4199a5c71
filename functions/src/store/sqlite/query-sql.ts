// Turns a normalized query into one SQL statement. Every field is compared
// through its Firestore-ordered key (value-order.ts), so SQL's =, <, ORDER BY
// and row-value comparisons mean exactly what Firestore's do: the field's key
// column where the documents table has one (key-columns.ts; the columns the
// indexes are built on, so SQLite uses those indexes), else the same key
// computed from the JSON by fs_key(). Where the rows come from:
//  - an entry table, when a composite index with array-contains serves the query;
//  - the array-index table joined to the documents, for other array-contains queries;
//  - the documents table otherwise.
// The SQL depends only on the query's shape (fields, operators, directions, how
// many values): queryTemplate writes it with a slot per parameter saying which
// value of the query goes there and how it is encoded, and bindParams fills the
// slots for one call, so a planner can keep the template of a shape it has seen
// (plan-cache.ts) and only encode values per call.
import { DOCUMENT_ID, StoreError, type Value } from '../document-store.ts';
import type { SqlParam } from './commit.ts';
import type { CompositeDef } from './index-catalog.ts';
import type { IndexChoice } from './index-rules.ts';
import { keyColumn } from './key-columns.ts';
import type { NormalizedFilter, NormalizedOrder, NormalizedQuery } from './query-normalize.ts';
import { arraysTable, docsTable, entriesTable, keySql } from './schema.ts';
import { encodeKey, typeBounds, typeTagOf } from './value-order.ts';

export type QuerySql = { sql: string; params: SqlParam[] };

/** How a query value becomes a bound parameter. */
type Encoding =
  /** The value's Firestore-ordered key. */
  | 'key'
  /** The value itself: a document id compared with the id column. */
  | 'id'
  /** The lowest / just-above-highest key of the value's type (range filters match one type only). */
  | 'typeLow'
  | 'typeHigh';

/** Where one bound parameter of a template comes from. */
export type ParamSlot =
  /** Filter number `filter`'s value (element `element` of an 'in' list). */
  | { from: 'filter'; filter: number; element: number | null; as: Encoding }
  /** Value number `index` of startAfter. */
  | { from: 'cursor'; index: number; as: Encoding }
  | { from: 'limit' }
  /** The same for every query of the shape (a field name, the key of null). */
  | { from: 'constant'; value: SqlParam };

/** The SQL of a query shape and the slots its `?` parameters are filled from, in order. */
export type QueryTemplate = { sql: string; slots: ParamSlot[] };

const NULL_KEY = encodeKey(null);

type Source = {
  from: string;
  /** SQL expression for a field's key, or the document id for DOCUMENT_ID. */
  expr: (field: string) => string;
  /** Condition for the array-contains filter number `i`, if the source does not already apply it. */
  contains: (f: NormalizedFilter, i: number, slots: ParamSlot[]) => string;
};

const NO_KEY_COLUMNS: ReadonlySet<string> = new Set();

function source(q: NormalizedQuery, choice: IndexChoice, keyed: ReadonlySet<string>): Source {
  const docs = docsTable(q.collection);
  const dataExpr = (field: string) =>
    keyed.has(field) ? `d.${keyColumn(field).sql}` : keySql('d.data', field);
  const def: CompositeDef | null = choice.composite?.hasContains ? choice.composite : null;
  if (def) {
    // Rows of the entry table are already the index: keys of each field, in order.
    const column = new Map(def.fields.map((f, i) => [f.path, `x.c${i}`]));
    const containsColumn = `x.c${def.fields.findIndex((f) => f.mode === 'CONTAINS')}`;
    return {
      from: `${entriesTable(def)} AS x JOIN ${docs} AS d ON d.id = x.id`,
      expr: (field) => (field === DOCUMENT_ID ? 'x.id' : (column.get(field) ?? dataExpr(field))),
      contains: (_f, i, slots) => {
        slots.push({ from: 'filter', filter: i, element: null, as: 'key' });
        return `${containsColumn} = ?`;
      },
    };
  }
  if (q.filters.some((f) => f.op === 'array-contains')) {
    return {
      from: `${arraysTable(q.collection)} AS a JOIN ${docs} AS d ON d.id = a.id`,
      expr: (field) => (field === DOCUMENT_ID ? 'a.id' : dataExpr(field)),
      contains: (f, i, slots) => {
        slots.push(
          { from: 'constant', value: f.field },
          { from: 'filter', filter: i, element: null, as: 'key' },
        );
        return 'a.field = ? AND a.key = ?';
      },
    };
  }
  return {
    from: `${docs} AS d`,
    expr: (field) => (field === DOCUMENT_ID ? 'd.id' : dataExpr(field)),
    contains: () => {
      throw new Error('unreachable');
    },
  };
}

/** Comparing with `field` binds the id itself, or the value's key. */
function encodingFor(field: string): Encoding {
  return field === DOCUMENT_ID ? 'id' : 'key';
}

function filterSql(f: NormalizedFilter, i: number, src: Source, slots: ParamSlot[]): string {
  if (f.op === 'array-contains') return src.contains(f, i, slots);
  const e = src.expr(f.field);
  const as = encodingFor(f.field);
  const value = (element: number | null = null, enc: Encoding = as): ParamSlot => ({
    from: 'filter',
    filter: i,
    element,
    as: enc,
  });
  switch (f.op) {
    case '==':
      slots.push(value());
      return `${e} = ?`;
    case 'in': {
      const count = (f.value as Value[]).length;
      for (let k = 0; k < count; k++) slots.push(value(k));
      return `${e} IN (${Array.from({ length: count }, () => '?').join(', ')})`;
    }
    case '!=':
      // Firestore's != also excludes documents where the field is missing or null.
      slots.push(value());
      if (as === 'id') return `${e} <> ?`;
      slots.push({ from: 'constant', value: NULL_KEY });
      return `${e} <> ? AND ${e} <> ?`;
    case '<':
    case '<=':
    case '>':
    case '>=': {
      slots.push(value());
      const cmp = `${e} ${f.op} ?`;
      if (as === 'id') return cmp;
      // Range filters only match values of the filter value's type.
      if (f.op === '<' || f.op === '<=') {
        slots.push(value(null, 'typeLow'));
        return `${cmp} AND ${e} >= ?`;
      }
      slots.push(value(null, 'typeHigh'));
      return `${cmp} AND ${e} < ?`;
    }
  }
  throw new StoreError('invalid-argument', `Unknown operator ${f.op}`);
}

/** startAfter: strictly after the cursor in the query's order, comparing only as many fields as given. */
function cursorSql(q: NormalizedQuery, src: Source, slots: ParamSlot[]): string | null {
  const count = q.startAfter?.length ?? 0;
  if (count === 0) return null;
  const orders = q.orderBy.slice(0, count);
  const exprs = orders.map((o) => src.expr(o.field));
  const key = (i: number): ParamSlot => ({
    from: 'cursor',
    index: i,
    as: encodingFor((orders[i] as NormalizedOrder).field),
  });
  if (exprs.length === 1) {
    slots.push(key(0));
    return `${exprs[0]} ${orders[0]?.dir === 'desc' ? '<' : '>'} ?`;
  }
  // Several fields start with a bound on the first alone (a >= x), which the rest implies but SQLite
  // cannot see: with it the index is entered at x instead of read from the start of the range (the
  // later pages of a sorted review list, issue 14 item 6).
  const bound = `${exprs[0]} ${orders[0]?.dir === 'desc' ? '<=' : '>='} ?`;
  slots.push(key(0));
  if (orders.every((o) => o.dir === orders[0]?.dir)) {
    for (let i = 0; i < count; i++) slots.push(key(i));
    const op = orders[0]?.dir === 'desc' ? '<' : '>';
    return `${bound} AND (${exprs.join(', ')}) ${op} (${exprs.map(() => '?').join(', ')})`;
  }
  // Mixed directions: (a > x) OR (a = x AND b < y) OR ...
  const terms: string[] = [];
  for (let i = 0; i < orders.length; i++) {
    const parts: string[] = [];
    for (let j = 0; j < i; j++) {
      parts.push(`${exprs[j]} = ?`);
      slots.push(key(j));
    }
    parts.push(`${exprs[i]} ${orders[i]?.dir === 'desc' ? '<' : '>'} ?`);
    slots.push(key(i));
    terms.push(`(${parts.join(' AND ')})`);
  }
  return `${bound} AND (${terms.join(' OR ')})`;
}

/**
 * SQL for the documents of a query (mode 'docs') or their number (mode 'count'). Reads only the
 * query's shape: the values go in through the slots (bindParams). `keyed`: the field paths the
 * documents table has key columns for.
 */
export function queryTemplate(
  q: NormalizedQuery,
  choice: IndexChoice,
  mode: 'docs' | 'count',
  keyed: ReadonlySet<string> = NO_KEY_COLUMNS,
): QueryTemplate {
  const src = source(q, choice, keyed);
  const slots: ParamSlot[] = [];
  const where: string[] = [];
  q.filters.forEach((f, i) => {
    where.push(filterSql(f, i, src, slots));
  });
  // Documents without an orderBy field are not in its index, so Firestore leaves them out.
  const filtered = new Set(q.filters.map((f) => f.field));
  for (const o of q.orderBy) {
    if (o.field !== DOCUMENT_ID && !filtered.has(o.field)) where.push(`${src.expr(o.field)} IS NOT NULL`);
  }
  const cursor = mode === 'docs' ? cursorSql(q, src, slots) : null;
  if (cursor) where.push(cursor);
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  if (mode === 'count') return { sql: `SELECT count(*) AS n FROM ${src.from}${whereSql}`, slots };

  // A field fixed by == needs no ordering (and leaving it out lets SQLite see the index order).
  const fixed = new Set(q.filters.filter((f) => f.op === '==').map((f) => f.field));
  const order = q.orderBy
    .filter((o) => !fixed.has(o.field))
    .map((o) => `${src.expr(o.field)} ${o.dir === 'desc' ? 'DESC' : 'ASC'}`);
  // Read as arrays (Database.arrayStmt): commit.ts takes the columns in this order.
  let sql = `SELECT d.id AS id, d.data AS data, d.version AS version FROM ${src.from}${whereSql}`;
  if (order.length > 0) sql += ` ORDER BY ${order.join(', ')}`;
  if (q.limit !== null) {
    sql += ' LIMIT ?';
    slots.push({ from: 'limit' });
  }
  return { sql, slots };
}

function encode(value: Value, as: Encoding): SqlParam {
  switch (as) {
    case 'key':
      return encodeKey(value);
    case 'id':
      return value as string;
    case 'typeLow':
      return typeBounds(typeTagOf(value))[0];
    case 'typeHigh':
      return typeBounds(typeTagOf(value))[1];
  }
}

/** The parameters of one query for a template of its shape, in the template's order. */
export function bindParams(template: QueryTemplate, q: NormalizedQuery): SqlParam[] {
  const params: SqlParam[] = new Array(template.slots.length);
  for (let i = 0; i < params.length; i++) {
    const slot = template.slots[i] as ParamSlot;
    switch (slot.from) {
      case 'filter': {
        const value = (q.filters[slot.filter] as NormalizedFilter).value;
        params[i] = encode(
          slot.element === null ? value : ((value as Value[])[slot.element] as Value),
          slot.as,
        );
        break;
      }
      case 'cursor':
        params[i] = encode((q.startAfter as Value[])[slot.index] as Value, slot.as);
        break;
      case 'limit':
        params[i] = q.limit as number;
        break;
      case 'constant':
        params[i] = slot.value;
        break;
    }
  }
  return params;
}

/** Template and parameters in one step, for one query. */
export function buildQuerySql(
  q: NormalizedQuery,
  choice: IndexChoice,
  mode: 'docs' | 'count',
  keyed: ReadonlySet<string> = NO_KEY_COLUMNS,
): QuerySql {
  const template = queryTemplate(q, choice, mode, keyed);
  return { sql: template.sql, params: bindParams(template, q) };
}
