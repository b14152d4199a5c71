// Sorted review lists on a large profile (issue 14 item 6): every query reviewPage makes, for every
// sort with and without the interviewer outcome filter, first pages and pages after a cursor, is
// answered by SQLite from an index declared in firestore.indexes.json: no full scan, no temporary
// b-tree for the ORDER BY, and a later page enters the index at its cursor. (The API tests run the same queries against the same file, so a query
// whose composite index is missing fails there as it would on Firestore.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_STATUSES, INTERVIEWER_REVIEWS } from '../../src/domain/reviews/review.ts';
import { REVIEW_SORTS, type ReviewSort } from '../../src/domain/reviews/review-order.ts';
import { type PagePosition, reviewPage } from '../../src/domain/reviews/review-page.ts';
import { DelegatingStore } from '../../src/store/delegating-store.ts';
import type { Doc, DocData, Query } from '../../src/store/document-store.ts';
import { Database } from '../../src/store/sqlite/database.ts';
import { loadIndexDefinitions, openSqliteStore, type SqliteStore } from '../../src/store/sqlite/index.ts';
import { IndexCatalog } from '../../src/store/sqlite/index-catalog.ts';
import { chooseIndexes } from '../../src/store/sqlite/index-rules.ts';
import { readKeyColumns } from '../../src/store/sqlite/key-columns.ts';
import { normalizeQuery } from '../../src/store/sqlite/query-normalize.ts';
import { buildQuerySql } from '../../src/store/sqlite/query-sql.ts';

const defs = loadIndexDefinitions(new URL('../../../firestore.indexes.json', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'review-plans-'));
const path = join(dir, 'reviews.db');
const SUBJECT = 'big';
const REVIEWS = 3000;
const DAY = 86_400_000;

class Recording extends DelegatingStore {
  readonly queries: Query[] = [];
  override query<T extends DocData = DocData>(query: Query): Promise<Doc<T>[]> {
    this.queries.push(query);
    return super.query<T>(query);
  }
}

let store: SqliteStore;
let db: Database;

beforeAll(async () => {
  store = openSqliteStore({ path, indexes: defs });
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  for (let from = 0; from < REVIEWS + 500; from += 500) {
    const batch = store.batch();
    for (let i = from; i < from + 500; i++) {
      batch.set(INTERVIEWER_REVIEWS, `r${String(i).padStart(5, '0')}`, {
        interviewerId: i < REVIEWS ? SUBJECT : 'other',
        authorKey: `a${i}`,
        rating: 1 + (i % 5),
        reviewText: 'text',
        interviewStatus: INTERVIEW_STATUSES[i % 4] ?? null,
        anonymous: true,
        createdAt: new Date(start + Math.floor(i / 7) * DAY + (i % 7) * 1000),
        updatedAt: new Date(start),
        likes: i % 3,
        dislikes: 0,
        voteSalt: 's',
      });
    }
    await batch.commit();
  }
  db = new Database(path, { busyTimeoutMs: 1000, synchronous: 'NORMAL' });
});
afterAll(async () => {
  db.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function plan(query: Query): string {
  const normalized = normalizeQuery(query);
  const { sql, params } = buildQuerySql(
    normalized,
    chooseIndexes(normalized, new IndexCatalog(defs)),
    'docs',
    // The key columns the table has, as the store's planner passes them.
    new Set(readKeyColumns(db, `c:${normalized.collection}`).map((c) => c.path)),
  );
  return (db.stmt(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
    .map((r) => r.detail)
    .join(' | ');
}

async function pageQueries(sort: ReviewSort, outcome: string | null, after: PagePosition | null) {
  const recording = new Recording(store);
  const page = await reviewPage(
    recording,
    INTERVIEWER_REVIEWS,
    'interviewerId',
    SUBJECT,
    {
      limit: 20,
      after,
      order: {
        sort,
        ...(outcome ? { where: [{ field: 'interviewStatus', op: '==' as const, value: outcome }] } : {}),
      },
    },
    () => true,
  );
  return { queries: recording.queries, page };
}

describe('sorted review pages on a large profile', () => {
  const cases = REVIEW_SORTS.flatMap((sort) =>
    [null, 'not cleared'].map((outcome) => [sort, outcome] as const),
  );

  it.each(cases)(
    'sort=%s, outcome=%s: every query uses an index, no scan, no temp b-tree',
    async (sort, outcome) => {
      const first = await pageQueries(sort, outcome, null);
      expect(first.page.items).toHaveLength(20);
      expect(first.page.next).not.toBeNull();
      // A page from the middle, after a position inside a group of equal numbers.
      const middle = await pageQueries(sort, outcome, first.page.next);
      const deep = await pageQueries(sort, outcome, {
        ...(first.page.next as PagePosition),
        day: '2024-06-01',
        id: 'r01000',
      });
      const all = [...first.queries, ...middle.queries, ...deep.queries];
      for (const query of all) {
        const details = plan(query);
        expect(details, JSON.stringify(query)).toMatch(/USING INDEX fsx_/);
        expect(details, JSON.stringify(query)).not.toMatch(/\bSCAN\b|TEMP B-TREE/);
        // A later page enters the index at its cursor (a range on the first ordered field), rather
        // than reading the profile's reviews from the start and skipping.
        if (query.startAfter) {
          // ...a range on the first ordered field's key column, alone or as a row value with the rest.
          expect(details, JSON.stringify(query)).toMatch(/(k:\w+|\(k:\w+(,[\w:]+)+\))[<>]=?\(?[?,]+\)?\)$/);
        }
      }
      expect(middle.page.items.map((d) => d.id)).not.toContain(first.page.items[0]?.id);
    },
  );
});
