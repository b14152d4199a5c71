// Remembers the plan of each query shape (the index choice and SQL template of
// query-sql.ts), so a query of a shape seen before only validates and encodes
// its values. Planning every call was about a tenth of an ordered query's time
// (issue 19 item 4).
//
// The key is the query's shape: everything the index choice and the SQL depend
// on, and nothing they do not. Values are not in it: they go in through the
// template's slots on every call. Field names, operators and directions are
// written in code, never taken from a request (the API maps request
// parameters onto fixed sorts and filters), an 'in' list has at most 30 values
// and a cursor at most one value per orderBy, so the number of shapes is a
// property of the code, not of the traffic. The size cap is a guard, should a
// caller ever build field names from input: the oldest shape goes.
import type { NormalizedQuery } from './query-normalize.ts';
import type { QueryTemplate } from './query-sql.ts';

export type CachedPlan = QueryTemplate & {
  /** Fields whose single-field index the plan relies on (IndexChoice.singleFields). */
  singleFields: string[];
  /** Whether the collection and those indexes exist (the SQL then names their key columns); until they do, each use plans again. */
  indexed: boolean;
};

export const PLAN_CACHE_SIZE = 500;

/**
 * The shape of a query as a string: mode, collection, each filter's field and operator (and
 * for 'in' the number of values), each order's field and direction (the implicit ones follow
 * from the filters and explicit ones), the number of cursor values and whether there is a limit.
 * Names are length-prefixed and sections start with a letter, so two shapes never share a key.
 */
export function shapeKey(q: NormalizedQuery, mode: 'docs' | 'count'): string {
  let key = `${mode}${q.collection.length}:${q.collection}w`;
  for (const f of q.filters) {
    // An 'in' filter's arity is written after it: the number of `?` in its IN (...).
    const arity = f.op === 'in' ? (f.value as unknown[]).length : '';
    key += `${f.field.length}:${f.field}${f.op}${arity};`;
  }
  key += 'o';
  for (const o of q.orderBy) key += `${o.field.length}:${o.field}${o.dir};`;
  return `${key}c${q.startAfter?.length ?? 0}l${q.limit === null ? 0 : 1}`;
}

/**
 * A size-capped map from shape keys to plans that forgets the oldest first. Not least recently
 * used: moving every hit to the end cost more than the lookup, and the cap is a guard that a
 * fixed set of shapes never reaches.
 */
export class PlanCache {
  private readonly plans = new Map<string, CachedPlan>();
  private readonly size: number;

  constructor(size = PLAN_CACHE_SIZE) {
    this.size = size;
  }

  get(key: string): CachedPlan | undefined {
    return this.plans.get(key);
  }

  set(key: string, plan: CachedPlan): void {
    if (this.size <= 0) return;
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.plans.size >= this.size) this.plans.delete(this.plans.keys().next().value as string);
    this.plans.set(key, plan);
  }

  get length(): number {
    return this.plans.size;
  }
}
