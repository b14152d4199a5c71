// Puts the scale data set into a data folder's SQLite database, the one
// `npm start` serves (functions/src/platform/sqlite-from-data-dir.ts).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { USERS } from '../../../functions/src/domain/accounts/profiles.ts';
import { BRANCHES } from '../../../functions/src/domain/branches/branch.ts';
import { COMPANIES } from '../../../functions/src/domain/companies/company.ts';
import { COMPANY_REVIEWS } from '../../../functions/src/domain/company-reviews/company-review.ts';
import { DEPARTMENTS } from '../../../functions/src/domain/departments/department.ts';
import { INTERVIEWERS } from '../../../functions/src/domain/interviewers/interviewer.ts';
import { MANAGERS } from '../../../functions/src/domain/managers/manager.ts';
import {
  MANAGER_REVIEW_VOTES,
  MANAGER_REVIEWS,
} from '../../../functions/src/domain/managers/manager-review.ts';
import { REPORTS } from '../../../functions/src/domain/moderation/reports.ts';
import { INTERVIEWER_REVIEWS } from '../../../functions/src/domain/reviews/review.ts';
import { INTERVIEWER_REVIEW_VOTES } from '../../../functions/src/domain/reviews/votes.ts';
import { openSqliteFromDataDir } from '../../../functions/src/platform/sqlite-from-data-dir.ts';
import type { Query, Value } from '../../../functions/src/store/document-store.ts';
import { SqliteStore } from '../../../functions/src/store/sqlite/index.ts';
import type { MemoryStore } from './memory-store.ts';

/** The database file sqlite-from-data-dir.ts opens, and the files SQLite keeps next to it. */
const DATABASE_FILE = 'rmi.sqlite';
const DATABASE_FILES = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`];

/** The marker seedDemoDataOnce (scripts/seed/seed-demo.ts) looks for: with it, `npm start` adds no demo data. */
export const SEED_MARKER = { collection: 'meta', id: 'demo-seed' } as const;

export class NotEmptyError extends Error {}

/** Collections that say whether a database holds anything (the demo seed writes the first three). */
const SIGNS_OF_DATA = [COMPANIES, INTERVIEWERS, MANAGERS, USERS, SEED_MARKER.collection];

export function openDataStore(dataDir: string): SqliteStore {
  const store = openSqliteFromDataDir(dataDir);
  if (!(store instanceof SqliteStore) || !existsSync(join(dataDir, DATABASE_FILE))) {
    throw new Error(`Expected the SQLite database at ${join(dataDir, DATABASE_FILE)}.`);
  }
  return store;
}

async function isEmpty(store: SqliteStore): Promise<boolean> {
  for (const collection of SIGNS_OF_DATA) if ((await store.count({ collection })) > 0) return false;
  return true;
}

/**
 * The data folder's store, empty: refuses (NotEmptyError) if it holds data,
 * unless `force`, which deletes the database (Auth accounts and secrets in
 * the folder stay).
 */
export async function openEmptyStore(dataDir: string, force: boolean): Promise<SqliteStore> {
  const store = openDataStore(dataDir);
  if (await isEmpty(store)) return store;
  await store.close();
  if (!force) {
    throw new NotEmptyError(
      `${join(dataDir, DATABASE_FILE)} already holds data. Pass --force to replace it ` +
        '(stop any `npm start` using this folder first).',
    );
  }
  for (const file of DATABASE_FILES) rmSync(join(dataDir, file), { force: true });
  return openDataStore(dataDir);
}

/** Every collection of the in-memory data set into the store; the count per collection. */
export function loadInto(store: SqliteStore, data: MemoryStore): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [collection, docs] of [...data.collections].sort(([a], [b]) => a.localeCompare(b))) {
    const list = [...docs].map(([id, doc]) => ({ id, data: doc }));
    counts[collection] = store.bulkCreate(collection, list);
  }
  return counts;
}

/**
 * Queries the app's pages run, once each: the adapter creates a
 * single-field index the first time a query needs one, which on this much
 * data would make the first profile, company or moderation page slow (a
 * second or so). Indexes only account erasure and the consistency checks
 * use are left to be made when first needed.
 */
const REVIEWS = [INTERVIEWER_REVIEWS, MANAGER_REVIEWS, COMPANY_REVIEWS];
const VOTES = [INTERVIEWER_REVIEW_VOTES, MANAGER_REVIEW_VOTES];
const equals = (collection: string, field: string, value: Value = ''): Query => ({
  collection,
  where: [{ field, op: '==', value }],
  limit: 1,
});
const FIRST_QUERIES: Query[] = [
  { collection: INTERVIEWERS, orderBy: [{ field: 'nameKey' }], limit: 1 },
  { collection: COMPANIES, orderBy: [{ field: 'nameKey' }], limit: 1 },
  { collection: COMPANIES, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 1 },
  {
    collection: COMPANIES,
    where: [{ field: 'avgRating', op: '>=', value: 5 }],
    orderBy: [{ field: 'avgRating', direction: 'desc' }],
    limit: 1,
  },
  { collection: DEPARTMENTS, orderBy: [{ field: 'nameKey' }], limit: 1 },
  equals(DEPARTMENTS, 'slug'),
  equals(BRANCHES, 'companyId'),
  ...REVIEWS.flatMap((collection) => [
    equals(collection, 'authorKey'),
    equals(collection, 'moderation.queued', true),
    equals(collection, 'moderation.state', 'removed'),
  ]),
  ...VOTES.map((collection) => equals(collection, 'reviewId')),
  equals(REPORTS, 'reviewId'),
];

export async function createFirstQueryIndexes(store: SqliteStore): Promise<void> {
  for (const query of FIRST_QUERIES) await store.query(query);
}
