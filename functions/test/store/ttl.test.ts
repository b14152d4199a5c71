// TTL policies (issue 20): firestore.indexes.json declares one for every collection whose records
// expire, and exempts never-queried fields from indexing; the SQLite adapter reads the same
// declarations and deletes expired documents, so the embedded default expires what production does.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MAILS } from '../../src/domain/accounts/account-mail-queue.ts';
import { OTPS } from '../../src/domain/accounts/one-time-codes.ts';
import { SESSION_FLOORS } from '../../src/domain/accounts/session-floors.ts';
import { NEW_ACCOUNT_DAYS } from '../../src/domain/insights/new-account-days.ts';
import { REVIEW_BURSTS } from '../../src/domain/moderation/admission.ts';
import { MODERATION_CARRY_OVER } from '../../src/domain/moderation/carry-over.ts';
import { IDEMPOTENCY } from '../../src/http/idempotency.ts';
import { RATE_LIMITS } from '../../src/rate-limit/store-rate-limiter.ts';
import {
  type IndexDefinitions,
  loadIndexDefinitions,
  openSqliteStore,
  parseIndexDefinitions,
  ttlPolicies,
} from '../../src/store/sqlite/index.ts';

const repo = loadIndexDefinitions(new URL('../../../firestore.indexes.json', import.meta.url));
const EXPIRING = [
  IDEMPOTENCY,
  RATE_LIMITS,
  REVIEW_BURSTS,
  OTPS,
  ACCOUNT_MAILS,
  SESSION_FLOORS,
  NEW_ACCOUNT_DAYS,
  MODERATION_CARRY_OVER,
];

describe('firestore.indexes.json', () => {
  it('declares a TTL policy on expiresAt for every expiring collection, and no other', () => {
    expect(ttlPolicies(repo).sort((a, b) => a.collection.localeCompare(b.collection))).toEqual(
      [...EXPIRING].sort().map((collection) => ({ collection, field: 'expiresAt' })),
    );
  });

  it('exempts the TTL fields and the never-queried ever-growing fields from indexing', () => {
    const exempt = repo.fieldOverrides
      .filter((o) => o.indexes.length === 0)
      .map((o) => `${o.collectionGroup}.${o.fieldPath}`);
    expect(exempt).toEqual(
      expect.arrayContaining([
        ...EXPIRING.map((c) => `${c}.expiresAt`),
        'idempotency.leaseUntil',
        'idempotency.body',
        'interviewerReviewVotes.castAt',
        'managerReviewVotes.castAt',
      ]),
    );
  });

  it('is refused with two TTL policies on one collection, or a ttl that is not a boolean', () => {
    const twice = {
      fieldOverrides: [
        { collectionGroup: 'a', fieldPath: 'x', ttl: true, indexes: [] },
        { collectionGroup: 'a', fieldPath: 'y', ttl: true, indexes: [] },
      ],
    };
    expect(() => parseIndexDefinitions(twice)).toThrow(/one per collection group/);
    expect(() =>
      parseIndexDefinitions({ fieldOverrides: [{ collectionGroup: 'a', fieldPath: 'x', ttl: 'true' }] }),
    ).toThrow(/ttl/);
  });
});

const DEFS: IndexDefinitions = parseIndexDefinitions({
  fieldOverrides: [
    { collectionGroup: 'sessions', fieldPath: 'expiresAt', ttl: true, indexes: [] },
    { collectionGroup: 'codes', fieldPath: 'until', ttl: true, indexes: [] },
  ],
});

describe('SQLite adapter: TTL sweep', () => {
  afterEach(() => vi.useRealTimers());

  it('deletes documents whose TTL timestamp is past, keeps the rest, in bounded batches', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const store = openSqliteStore({ path: ':memory:', indexes: DEFS, clock: () => now });
    try {
      const batch = store.batch();
      for (let i = 0; i < 5; i++)
        batch.set('sessions', `old${i}`, { expiresAt: new Date(now.getTime() - 1) });
      batch
        .set('sessions', 'live', { expiresAt: new Date(now.getTime() + 60_000) })
        .set('sessions', 'number', { expiresAt: 5 })
        .set('sessions', 'text', { expiresAt: '2000-01-01' })
        .set('sessions', 'none', { other: 1 })
        .set('codes', 'old', { until: new Date(0) })
        .set('other', 'old', { expiresAt: new Date(0) });
      await batch.commit();

      expect(await store.sweepExpired(2)).toBe(2);
      expect(await store.sweepExpired(2)).toBe(2);
      expect(await store.sweepExpired()).toBe(2);
      expect(await store.sweepExpired()).toBe(0);
      const left = async (c: string) => (await store.query({ collection: c })).map((d) => d.id).sort();
      expect(await left('sessions')).toEqual(['live', 'none', 'number', 'text']);
      expect(await left('codes')).toEqual([]);
      // Not a declared TTL collection: kept, as Firestore would.
      expect(await left('other')).toEqual(['old']);

      now = new Date(now.getTime() + 60_001);
      expect(await store.sweepExpired()).toBe(1);
      expect(await left('sessions')).toEqual(['none', 'number', 'text']);
    } finally {
      await store.close();
    }
  });

  it('sweeps on its own timer when asked to, and stops when closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const now = new Date('2026-01-01T00:00:00Z');
    const store = openSqliteStore({
      path: ':memory:',
      indexes: DEFS,
      clock: () => now,
      ttlSweepEveryMs: 60_000,
    });
    try {
      await store
        .batch()
        .set('sessions', 'old', { expiresAt: new Date(0) })
        .commit();
      expect(await store.get('sessions', 'old')).not.toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect(await store.get('sessions', 'old')).toBeNull());
    } finally {
      await store.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps queries on exempted TTL fields refused, as Firestore would', async () => {
    const store = openSqliteStore({ path: ':memory:', indexes: DEFS });
    try {
      await store
        .batch()
        .set('sessions', 'a', { expiresAt: new Date(0) })
        .commit();
      await store.sweepExpired();
      await expect(
        store.query({ collection: 'sessions', where: [{ field: 'expiresAt', op: '<', value: new Date() }] }),
      ).rejects.toThrow(/index/);
    } finally {
      await store.close();
    }
  });
});
