// The contents of firestore.indexes.json (the file `firebase deploy` reads),
// parsed and checked. The SQLite adapter takes these definitions, creates the
// matching SQLite indexes and refuses queries Firestore would refuse.
import { readFileSync } from 'node:fs';

export type IndexOrder = 'ASCENDING' | 'DESCENDING';
export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

export type IndexField =
  | { fieldPath: string; order: IndexOrder }
  | { fieldPath: string; arrayConfig: 'CONTAINS' }
  | { fieldPath: string; vectorConfig: unknown };

export type CompositeIndex = {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
};

export type FieldOverrideIndex = { queryScope: QueryScope } & (
  | { order: IndexOrder }
  | { arrayConfig: 'CONTAINS' }
);

export type FieldOverride = {
  collectionGroup: string;
  fieldPath: string;
  indexes: FieldOverrideIndex[];
  /** A TTL policy: Firestore deletes documents once this timestamp field is in the past. */
  ttl?: true;
};

/** A TTL policy of firestore.indexes.json: documents of `collection` expire at their `field`. */
export type TtlPolicy = { collection: string; field: string };

export type IndexDefinitions = {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
};

export const NO_INDEXES: IndexDefinitions = { indexes: [], fieldOverrides: [] };

class IndexFileError extends Error {
  constructor(source: string, where: string, problem: string) {
    super(`${source}: ${where}: ${problem}`);
    this.name = 'IndexFileError';
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseScope(v: unknown, fail: (p: string) => never): QueryScope {
  if (v === undefined) return 'COLLECTION';
  if (v === 'COLLECTION' || v === 'COLLECTION_GROUP') return v;
  return fail(`queryScope must be COLLECTION or COLLECTION_GROUP, not ${JSON.stringify(v)}`);
}

function parseField(v: unknown, fail: (p: string) => never): IndexField {
  if (!isObject(v) || typeof v.fieldPath !== 'string' || v.fieldPath === '') {
    return fail('each field needs a non-empty "fieldPath"');
  }
  const kinds = ['order', 'arrayConfig', 'vectorConfig'].filter((k) => v[k] !== undefined);
  if (kinds.length !== 1)
    return fail(`field "${v.fieldPath}" needs exactly one of order, arrayConfig, vectorConfig`);
  if (v.order !== undefined) {
    if (v.order !== 'ASCENDING' && v.order !== 'DESCENDING') {
      return fail(`field "${v.fieldPath}": order must be ASCENDING or DESCENDING`);
    }
    return { fieldPath: v.fieldPath, order: v.order };
  }
  if (v.arrayConfig !== undefined) {
    if (v.arrayConfig !== 'CONTAINS') return fail(`field "${v.fieldPath}": arrayConfig must be CONTAINS`);
    return { fieldPath: v.fieldPath, arrayConfig: 'CONTAINS' };
  }
  return { fieldPath: v.fieldPath, vectorConfig: v.vectorConfig };
}

/** Checks parsed JSON of firestore.indexes.json; unknown extra keys are ignored, as the Firebase CLI does. */
export function parseIndexDefinitions(json: unknown, source = 'firestore.indexes.json'): IndexDefinitions {
  if (!isObject(json)) throw new IndexFileError(source, 'top level', 'expected an object');
  const rawIndexes = json.indexes ?? [];
  const rawOverrides = json.fieldOverrides ?? [];
  if (!Array.isArray(rawIndexes)) throw new IndexFileError(source, 'indexes', 'expected an array');
  if (!Array.isArray(rawOverrides)) throw new IndexFileError(source, 'fieldOverrides', 'expected an array');

  const indexes = rawIndexes.map((raw, i): CompositeIndex => {
    const fail = (p: string): never => {
      throw new IndexFileError(source, `indexes[${i}]`, p);
    };
    if (!isObject(raw) || typeof raw.collectionGroup !== 'string' || raw.collectionGroup === '') {
      return fail('needs a non-empty "collectionGroup"');
    }
    if (!Array.isArray(raw.fields) || raw.fields.length === 0)
      return fail('needs a non-empty "fields" array');
    return {
      collectionGroup: raw.collectionGroup,
      queryScope: parseScope(raw.queryScope, fail),
      fields: raw.fields.map((f) => parseField(f, fail)),
    };
  });

  const fieldOverrides = rawOverrides.map((raw, i): FieldOverride => {
    const fail = (p: string): never => {
      throw new IndexFileError(source, `fieldOverrides[${i}]`, p);
    };
    if (!isObject(raw) || typeof raw.collectionGroup !== 'string' || typeof raw.fieldPath !== 'string') {
      return fail('needs "collectionGroup" and "fieldPath"');
    }
    const list = raw.indexes ?? [];
    if (!Array.isArray(list)) return fail('"indexes" must be an array');
    if (raw.ttl !== undefined && typeof raw.ttl !== 'boolean') return fail('"ttl" must be true or false');
    return {
      collectionGroup: raw.collectionGroup,
      fieldPath: raw.fieldPath,
      ...(raw.ttl === true ? { ttl: true as const } : {}),
      indexes: list.map((entry): FieldOverrideIndex => {
        if (!isObject(entry)) return fail('each index must be an object');
        const queryScope = parseScope(entry.queryScope, fail);
        if (entry.order === 'ASCENDING' || entry.order === 'DESCENDING')
          return { queryScope, order: entry.order };
        if (entry.arrayConfig === 'CONTAINS') return { queryScope, arrayConfig: 'CONTAINS' };
        return fail('each index needs order ASCENDING/DESCENDING or arrayConfig CONTAINS');
      }),
    };
  });

  const ttlFields = new Map<string, string>();
  fieldOverrides.forEach((o, i) => {
    if (!o.ttl) return;
    const other = ttlFields.get(o.collectionGroup);
    if (other !== undefined) {
      throw new IndexFileError(
        source,
        `fieldOverrides[${i}]`,
        `"${o.collectionGroup}" already has a TTL policy on "${other}" (one per collection group)`,
      );
    }
    ttlFields.set(o.collectionGroup, o.fieldPath);
  });

  return { indexes, fieldOverrides };
}

/** The TTL policies the definitions declare (fieldOverrides with `"ttl": true`). */
export function ttlPolicies(defs: IndexDefinitions): TtlPolicy[] {
  return defs.fieldOverrides
    .filter((o) => o.ttl === true)
    .map((o) => ({ collection: o.collectionGroup, field: o.fieldPath }));
}

/** Reads and checks a firestore.indexes.json file (pass the repo root's file). */
export function loadIndexDefinitions(file: string | URL): IndexDefinitions {
  const source = String(file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new IndexFileError(source, 'file', error instanceof Error ? error.message : String(error));
  }
  return parseIndexDefinitions(json, source);
}
