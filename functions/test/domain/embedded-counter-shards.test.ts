// The embedded default keeps counters on their documents and reads no shards (issue 19 item 6).
// Shards left by a run with RMI_COUNTER_SHARDS > 1 are folded into their reviews before it serves,
// so lowering the setting loses no vote; raising it again reads the folded counts as the base.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, inject, test } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../scripts/lib/firebase-emulators.ts';
import { findOrCreateCompany } from '../../src/domain/companies/companies.ts';
import { addInterviewer } from '../../src/domain/interviewers/interviewers.ts';
import { createReview, listReviews } from '../../src/domain/reviews/reviews.ts';
import { VOTE_COUNT_SHARDS } from '../../src/domain/reviews/vote-count-shards.ts';
import { castVote } from '../../src/domain/reviews/votes.ts';
import { actorFor } from '../../src/domain/shared/actor.ts';
import { createEmbeddedDeps } from '../../src/platform/embedded-deps.ts';
import { openSqliteFromDataDir } from '../../src/platform/sqlite-from-data-dir.ts';
import { withCounterShards } from '../../src/store/counter-shards-setting.ts';

const now = new Date('2026-03-01T12:00:00Z');
let dataDir: string;
afterEach(() => {
  delete process.env.RMI_COUNTER_SHARDS;
  rmSync(dataDir, { recursive: true, force: true });
});

test('shards left by a sharded run are folded before the unsharded embedded default serves', async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= inject('authEmulatorHost');
  dataDir = mkdtempSync(join(tmpdir(), 'rmi-embedded-shards-'));
  const sqlite = openSqliteFromDataDir(dataDir);
  const sharded = withCounterShards(sqlite, 8);
  const { company } = await findOrCreateCompany(sharded, 'Fold Co', now);
  const person = { name: 'Pat Fold', position: '', linkedin: null, email: null, tags: [] };
  const interviewerId = (await addInterviewer(sharded, company, person, now)).interviewer.id;
  const input = { rating: 4, reviewText: 'ok', interviewStatus: null, anonymous: true } as const;
  const reviewId = (await createReview(sharded, actorFor('author', 's'), interviewerId, input, now)).id;
  await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      castVote(sharded, actorFor(`v${i}`, 's'), { interviewerId, reviewId }, i < 9 ? 'like' : 'dislike', now),
    ),
  );
  expect((await sqlite.query({ collection: VOTE_COUNT_SHARDS })).length).toBeGreaterThan(1);
  await sqlite.close();

  const deps = await createEmbeddedDeps({ dataDir, projectId: DEMO_PROJECT_ID });
  try {
    expect(deps.store.counterShards ?? 1).toBe(1);
    expect(await deps.store.query({ collection: VOTE_COUNT_SHARDS })).toEqual([]);
    const [listed] = await listReviews(deps.store, interviewerId, null);
    expect(listed).toMatchObject({ likes: 9, dislikes: 3 });
  } finally {
    await deps.store.close();
  }
});

test('RMI_COUNTER_SHARDS spreads the embedded default’s counters too, and refuses nonsense', async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= inject('authEmulatorHost');
  dataDir = mkdtempSync(join(tmpdir(), 'rmi-embedded-shards-'));
  process.env.RMI_COUNTER_SHARDS = '4';
  const deps = await createEmbeddedDeps({ dataDir, projectId: DEMO_PROJECT_ID });
  expect(deps.store.counterShards).toBe(4);
  await deps.store.close();
  for (const bad of ['0', '31', '2.5', 'many']) {
    process.env.RMI_COUNTER_SHARDS = bad;
    await expect(createEmbeddedDeps({ dataDir, projectId: DEMO_PROJECT_ID })).rejects.toThrow(
      /RMI_COUNTER_SHARDS/,
    );
  }
});
