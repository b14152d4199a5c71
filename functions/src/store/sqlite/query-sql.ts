// Turns a normalized query into one SQL statement. Every field is compared
// through its Firestore-ordered key (value-order.ts), so SQL's =, <, ORDER BY
// and row-value comparisons mean exactly what Firestore's do, and the
// expressions are written exactly as the indexes declare them so SQLite uses
// those indexes. Where the rows come from:
//  - an entry table, when a composite index with array-contains serves the query;
//  - the array-index table joined to the documents, for other array-contains queries;
//  - the documents table otherwise.
import { DOCUMENT_ID, StoreError, type Value } from '../document-store.ts';
import type { SqlParam } from './commit.ts';
import type { CompositeDef } from './index-catalog.ts';
import type { IndexChoice } from './index-rules.ts';
import type { NormalizedFilter, NormalizedQuery } from './query-normalize.ts';
import { arraysTable, docsTable, entriesTable, keySql } from './schema.ts';
import { encodeKey, typeBounds, typeTagOf } from './value-order.ts';

export type QuerySql = { sql: string; params: SqlParam[] };

const NULL_KEY = encodeKey(null);

type Source = {
  from: string;
  /** SQL expression for a field's key, or the document id for DOCUMENT_ID. */
  expr: (field: string) => string;
  /** Condition for the array-contains filter, if the source does not already apply it. */
  contains: (filter: NormalizedFilter, params: SqlParam[]) => string;
};

function source(q: NormalizedQuery, choice: IndexChoice): Source {
  const docs = docsTable(q.collection);
  const dataExpr = (field: string) => keySql('d.data', field);
  const def: CompositeDef | null = choice.composite?.hasContains ? choice.composite : null;
  if (def) {
    // Rows of the entry table are already the index: keys of each field, in order.
    const column = new Map(def.fields.map((f, i) => [f.path, `x.c${i}`]));
    const containsColumn = `x.c${def.fields.findIndex((f) => f.mode === 'CONTAINS')}`;
    return {
      from: `${entriesTable(def)} AS x JOIN ${docs} AS d ON d.id = x.id`,
      expr: (field) => (field === DOCUMENT_ID ? 'x.id' : (column.get(field) ?? dataExpr(field))),
      contains: (f, params) => {
        params.push(encodeKey(f.value));
        return `${containsColumn} = ?`;
      },
    };
  }
  if (q.filters.some((f) => f.op === 'array-contains')) {
    return {
      from: `${arraysTable(q.collection)} AS a JOIN ${docs} AS d ON d.id = a.id`,
      expr: (field) => (field === DOCUMENT_ID ? 'a.id' : dataExpr(field)),
      contains: (f, params) => {
        params.push(f.field, encodeKey(f.value));
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

/** The bound parameter for comparing with `field`: the id itself, or the value's key. */
function param(field: string, value: Value): SqlParam {
  return field === DOCUMENT_ID ? (value as string) : encodeKey(value);
}

function filterSql(f: NormalizedFilter, src: Source, params: SqlParam[]): string {
  if (f.op === 'array-contains') return src.contains(f, params);
  const e = src.expr(f.field);
  const isId = f.field === DOCUMENT_ID;
  switch (f.op) {
    case '==':
      params.push(param(f.field, f.value));
      return `${e} = ?`;
    case 'in': {
      const values = f.value as Value[];
      for (const v of values) params.push(param(f.field, v));
      return `${e} IN (${values.map(() => '?').join(', ')})`;
    }
    case '!=':
      // Firestore's != also excludes documents where the field is missing or null.
      if (isId) {
        params.push(f.value as string);
        return `${e} <> ?`;
      }
      params.push(encodeKey(f.value), NULL_KEY);
      return `${e} <> ? AND ${e} <> ?`;
    case '<':
    case '<=':
    case '>':
    case '>=': {
      params.push(param(f.field, f.value));
      const cmp = `${e} ${f.op} ?`;
      if (isId) return cmp;
      // Range filters only match values of the filter value's type.
      const [low, high] = typeBounds(typeTagOf(f.value));
      if (f.op === '<' || f.op === '<=') {
        params.push(low);
        return `${cmp} AND ${e} >= ?`;
      }
      params.push(high);
      return `${cmp} AND ${e} < ?`;
    }
  }
  throw new StoreError('invalid-argument', `Unknown operator ${f.op}`);
}

/** startAfter: strictly after the cursor in the query's order, comparing only as many fields as given. */
function cursorSql(q: NormalizedQuery, src: Source, params: SqlParam[]): string | null {
  const values = q.startAfter;
  if (!values || values.length === 0) return null;
  const orders = q.orderBy.slice(0, values.length);
  const exprs = orders.map((o) => src.expr(o.field));
  const keys = orders.map((o, i) => param(o.field, values[i] as Value));
  if (exprs.length === 1) {
    params.push(keys[0] as SqlParam);
    return `${exprs[0]} ${orders[0]?.dir === 'desc' ? '<' : '>'} ?`;
  }
  // Several fields start with a bound on the first alone (a >= x), which the rest implies but SQLite
  // cannot see: with it the index is entered at x instead of read from the start of the range (the
  // later pages of a sorted review list, issue 14 item 6).
  const bound = `${exprs[0]} ${orders[0]?.dir === 'desc' ? '<=' : '>='} ?`;
  params.push(keys[0] as SqlParam);
  if (orders.every((o) => o.dir === orders[0]?.dir)) {
    params.push(...keys);
    const op = orders[0]?.dir === 'desc' ? '<' : '>';
    return `${bound} AND (${exprs.join(', ')}) ${op} (${keys.map(() => '?').join(', ')})`;
  }
  // Mixed directions: (a > x) OR (a = x AND b < y) OR ...
  const terms: string[] = [];
  for (let i = 0; i < orders.length; i++) {
    const parts: string[] = [];
    for (let j = 0; j < i; j++) {
      parts.push(`${exprs[j]} = ?`);
      params.push(keys[j] as SqlParam);
    }
    parts.push(`${exprs[i]} ${orders[i]?.dir === 'desc' ? '<' : '>'} ?`);
    params.push(keys[i] as SqlParam);
    terms.push(`(${parts.join(' AND ')})`);
  }
  return `${bound} AND (${terms.join(' OR ')})`;
}

/** SQL for the documents of a query (mode 'docs') or their number (mode 'count'). */
export function buildQuerySql(q: NormalizedQuery, choice: IndexChoice, mode: 'docs' | 'count'): QuerySql {
  const src = source(q, choice);
  const params: SqlParam[] = [];
  const where: string[] = [];
  for (const f of q.filters) where.push(filterSql(f, src, params));
  // Documents without an orderBy field are not in its index, so Firestore leaves them out.
  const filtered = new Set(q.filters.map((f) => f.field));
  for (const o of q.orderBy) {
    if (o.field !== DOCUMENT_ID && !filtered.has(o.field)) where.push(`${src.expr(o.field)} IS NOT NULL`);
  }
  const cursor = mode === 'docs' ? cursorSql(q, src, params) : null;
  if (cursor) where.push(cursor);
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  if (mode === 'count') return { sql: `SELECT count(*) AS n FROM ${src.from}${whereSql}`, params };

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
    params.push(q.limit);
  }
  return { sql, params };
}
