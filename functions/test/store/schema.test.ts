// What the SQLite adapter's schema code remembers about tables across a rolled-back write transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../../src/store/sqlite/database.ts';
import { IndexCatalog } from '../../src/store/sqlite/index-catalog.ts';
import { Schema } from '../../src/store/sqlite/schema.ts';

const dir = mkdtempSync(join(tmpdir(), 'store-schema-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite adapter: what the schema knows', () => {
  it('a table seen inside a write transaction that then rolls back is not taken for existing', () => {
    const db = new Database(join(dir, 'rollback.db'), { busyTimeoutMs: 1000, synchronous: 'NORMAL' });
    const schema = new Schema(db, new IndexCatalog({ indexes: [], fieldOverrides: [] }));
    try {
      schema.init();
      expect(schema.hasCollection('late')).toBe(false);
      // One member of a group commit creates the collection; another member's read-set check looks it up.
      expect(() =>
        db.transaction('write', () => {
          schema.ensureCollection('late');
          expect(schema.hasCollection('late')).toBe(true);
          throw new Error('COMMIT failed');
        }),
      ).toThrow('COMMIT failed');
      schema.rolledBack();
      expect(schema.hasCollection('late')).toBe(false);
      // Created and committed: known from then on.
      db.transaction('write', () => schema.ensureCollection('late'));
      schema.committed();
      expect(schema.hasCollection('late')).toBe(true);
    } finally {
      db.close();
    }
  });
});

describe('SQLite adapter: collections named only in field overrides', () => {
  it('has their tables from the start, so reading one nobody wrote asks SQLite nothing about the schema', () => {
    const db = new Database(join(dir, 'overrides.db'), { busyTimeoutMs: 1000, synchronous: 'NORMAL' });
    // As sessionFloors is declared: a TTL field override, no composite index.
    const catalog = new IndexCatalog({
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'floors', fieldPath: 'expiresAt', ttl: true, indexes: [] }],
    });
    const schema = new Schema(db, catalog);
    try {
      schema.init();
      const asked: string[] = [];
      const stmt = db.stmt.bind(db);
      db.stmt = (sql: string) => {
        asked.push(sql);
        return stmt(sql);
      };
      for (let i = 0; i < 3; i++) expect(schema.hasCollection('floors')).toBe(true);
      expect(asked).toEqual([]);
    } finally {
      db.close();
    }
  });
});
