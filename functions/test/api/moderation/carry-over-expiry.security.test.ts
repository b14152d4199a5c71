// A deleted withheld item's record (domain/moderation/carry-over.ts) lapses after 90 days. It is tied to
// its author (a review's id is derived from author and subject), and before, it was kept forever: "this
// account wrote about this subject, and it was withheld", long after the author deleted the review. It
// still holds for the whole 90 days, and Firestore's TTL (declared in firestore.indexes.json, swept by the
// SQLite adapter alike) deletes it afterwards; until then the API checks `expiresAt` itself.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CARRY_OVER_LIFETIME_MS,
  carryOverId,
  MODERATION_CARRY_OVER,
} from '../../../src/domain/moderation/carry-over.ts';
import type { SqliteStore } from '../../../src/store/sqlite/index.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, reviewBody, reviewsOf } from '../interviewers/support.ts';
import { decide, expectStatus, moderatorAccount } from './support.ts';

let t: TestApp;
let sqlite: SqliteStore;
let moderator: TestAccount;

beforeAll(async () => {
  t = await createTestApp({
    storeLayer: (store) => {
      sqlite = store as SqliteStore;
      return store;
    },
  });
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

const carried = (id: string) =>
  t.deps.store.get<{ expiresAt?: Date }>(MODERATION_CARRY_OVER, carryOverId('interviewer', id));

/** A review by a new account that a moderator removed and its author deleted; how to write it again. */
async function removedAndDeleted() {
  const author = await createAccount();
  const target = await addInterviewer(t, author.idToken);
  const review = await addReview(t, author.idToken, target._id, { rating: 1 });
  await expectStatus(await decide(t, moderator, 'remove', 'interviewer', review._id), 200);
  await expectStatus(
    await t.request('DELETE', `/api/interviewer-reviews/${review._id}`, { token: author.idToken }),
    200,
  );
  const rewrite = async () =>
    expectStatus<{ _id: string; status?: string }>(
      await t.request('POST', '/api/reviews/rmi', {
        token: author.idToken,
        body: reviewBody(target._id, { rating: 1, reviewText: 'Written again, word for word the same.' }),
      }),
      201,
    );
  return { target, review, rewrite };
}

test('the record holds for 90 days, then lapses: a rewrite after it is published, and the TTL sweep deletes it', async () => {
  expect(CARRY_OVER_LIFETIME_MS).toBe(90 * DAY);
  const deletedAt = t.deps.clock().getTime();
  const early = await removedAndDeleted();
  const late = await removedAndDeleted();
  const record = await carried(late.review._id);
  expect(new Date(record?.data.expiresAt ?? 0).getTime()).toBe(deletedAt + 90 * DAY);

  // A minute before it lapses: still held.
  t.clock.advance(90 * DAY - 60_000);
  expect(await early.rewrite()).toMatchObject({ _id: early.review._id, status: 'pending review' });

  // After it lapsed, before any sweep: the API does not wait for Firestore's TTL.
  t.clock.advance(2 * 60_000);
  expect(await carried(late.review._id)).not.toBeNull();
  const again = await late.rewrite();
  expect(again._id).toBe(late.review._id);
  expect(again.status).not.toBe('pending review');
  expect((await reviewsOf(t, late.target._id)).map((r) => r._id)).toEqual([late.review._id]);

  // The TTL policy (firestore.indexes.json) deletes lapsed records, and only those.
  const fresh = await removedAndDeleted();
  await sqlite.sweepExpired();
  expect(await carried(late.review._id)).toBeNull();
  expect(await carried(early.review._id)).toBeNull();
  expect(await carried(fresh.review._id)).not.toBeNull();
});

test('a record written before records expired (no expiresAt) is kept and still holds', async () => {
  const old = await removedAndDeleted();
  const id = carryOverId('interviewer', old.review._id);
  await t.deps.store
    .batch()
    .set(MODERATION_CARRY_OVER, id, { kind: 'interviewer', state: 'removed' })
    .commit();
  t.clock.advance(400 * DAY);
  await sqlite.sweepExpired();
  expect(await t.deps.store.get(MODERATION_CARRY_OVER, id)).not.toBeNull();
  expect(await old.rewrite()).toMatchObject({ status: 'pending review' });
});
