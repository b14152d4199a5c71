// Indexes production needs that the SQLite adapter would not miss (it merges single-field indexes
// for equality plus array-contains as Firestore can, but Firestore does so slowly on large
// collections): declared in firestore.indexes.json, which `firebase deploy` creates (issue 20 item 7).
import { describe, expect, it } from 'vitest';
import { loadIndexDefinitions } from '../../src/store/sqlite/index.ts';

const defs = loadIndexDefinitions(new URL('../../../firestore.indexes.json', import.meta.url));

describe('firestore.indexes.json', () => {
  it('declares branch search within a company: companyId with searchTokens array-contains', () => {
    const branchSearch = defs.indexes.filter(
      (index) =>
        index.collectionGroup === 'branches' &&
        JSON.stringify(index.fields) ===
          JSON.stringify([
            { fieldPath: 'companyId', order: 'ASCENDING' },
            { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
          ]),
    );
    expect(branchSearch).toHaveLength(1);
  });

  it('declares the filtered company directory: searchTokens array-contains, nameKey ascending (issue 14)', () => {
    const directory = defs.indexes.filter(
      (index) =>
        index.collectionGroup === 'companies' &&
        JSON.stringify(index.fields) ===
          JSON.stringify([
            { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
            { fieldPath: 'nameKey', order: 'ASCENDING' },
          ]),
    );
    expect(directory).toHaveLength(1);
  });
});
